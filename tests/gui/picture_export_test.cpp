// Pictures for slides: an SVG's cells are vector shapes (read back with QXmlStreamReader,
// drawn again with QSvgRenderer and held to the PNG), past the budget one bitmap and the
// status bar says so; the whole view has its size, its board drawn by the painter and
// its narration; Copy Picture fills the clipboard; the animation's caption says each
// position's sentence without covering the board; `frontier --picture` writes and refuses.

#include <gtest/gtest.h>

#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QProcess>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTimer>
#include <QXmlStreamReader>
#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "export/animation_dialog.hpp"
#include "export/animation_export.hpp"
#include "gui_test_support.hpp"
#include "model/document_loader.hpp"
#include "render/vector_cells.hpp"
#include "widgets/board_view.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/lesson_controller.hpp"
#include "window/picture_dialog.hpp"
#include "window/picture_export.hpp"

namespace frontier::gui::testing {
namespace {

const QString kLianliankan = QStringLiteral(FRONTIER_SAMPLES_DIR) + QStringLiteral("/lianliankan/hdu1175_sample.in");
const QString kHuarongdao = QStringLiteral(FRONTIER_SAMPLES_DIR) + QStringLiteral("/huarongdao/sample.in");

// A Lianliankan board of n × n tiles, 1 and 2 alternating like a chessboard: every cell
// differs from its neighbours, so its picture needs a shape a cell.
QByteArray chessboard_of_tiles(int n) {
  QByteArray text = QByteArray::number(n) + ' ' + QByteArray::number(n) + '\n';
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) text += (c > 0 ? " " : "") + QByteArray((r + c) % 2 == 0 ? "1" : "2");
    text += '\n';
  }
  return text + "1\n1 1 1 3\n0 0\n";
}

struct SvgCount {
  int images = 0;
  int paths = 0;
  int lines = 0;  // polylines and lines: the grid
  QString title;
};

SvgCount count_svg(const QByteArray& svg) {
  SvgCount count;
  QXmlStreamReader reader(svg);
  while (!reader.atEnd()) {
    if (reader.readNext() != QXmlStreamReader::StartElement) continue;
    const QStringView name = reader.name();
    if (name == QLatin1String("image")) ++count.images;
    if (name == QLatin1String("path")) ++count.paths;
    if (name == QLatin1String("polyline") || name == QLatin1String("line")) ++count.lines;
    if (name == QLatin1String("title")) count.title = reader.readElementText();
  }
  EXPECT_FALSE(reader.hasError()) << reader.errorString().toStdString();
  return count;
}

QByteArray read_all(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return file.readAll();
}

QImage render_svg(const QByteArray& svg, QSize size) {
  QSvgRenderer renderer(svg);
  QImage image(size, QImage::Format_RGB32);
  image.fill(Qt::magenta);
  QPainter painter(&image);
  renderer.render(&painter);
  return image;
}

bool near(QRgb a, QRgb b, int tolerance = 6) {
  return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance &&
         std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

// The same picture: the raster engine antialiases an edge a few levels differently from
// one drawing to the next (a glyph drawn the first time, then from its cache; up to 14
// levels seen on a tile's ring), a few pixels; a caption or a panel over the board would
// change thousands by far more.
bool alike(const QImage& a, const QImage& b) {
  if (a.size() != b.size()) return false;
  int apart = 0;
  for (int y = 0; y < a.height(); ++y) {
    for (int x = 0; x < a.width(); ++x) apart += !near(a.pixel(x, y), b.pixel(x, y), 24);
  }
  EXPECT_LE(apart, 40);
  return apart <= 40;
}

QString status_of(const MainWindow& window) { return window.findChild<QLabel*>(QStringLiteral("status"))->text(); }

class Pictures : public ::testing::Test {
 protected:
  void searched(const QString& path, const QString& algorithm, int step) {
    ASSERT_TRUE(open_and_wait(window, path));
    ASSERT_TRUE(window.session().set_algorithm(algorithm));
    ASSERT_TRUE(run_and_wait(window));
    window.session().playback().seek(step);
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  }
  const BoardPainter& painter() const { return *window.board_view()->board_painter(); }
  QString temporary(const QString& name) const { return directory.filePath(name); }
  MainWindow window;
  QTemporaryDir directory;
};

TEST(VectorCells, RunsOfOneColourAreOneRectangleAndTheGridIsLines) {
  // 4 × 2 cells of 8 pixels, the grid in the last column and row of each: a row of red
  // cells and a row red, blue, blue, red.
  constexpr int px = 8;
  constexpr QRgb grid = 0xff808080, red = 0xffff0000, blue = 0xff0000ff;
  QImage image(4 * px, 2 * px, QImage::Format_RGB32);
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      const bool line = x % px == px - 1 || y % px == px - 1;
      const bool blue_cell = y >= px && (x / px == 1 || x / px == 2);
      image.setPixel(x, y, line ? grid : blue_cell ? blue : red);
    }
  }
  const std::optional<VectorCells> cells = vectorise_cells(image, px);
  ASSERT_TRUE(cells.has_value());
  ASSERT_TRUE(cells->grid.has_value());
  EXPECT_EQ(*cells->grid, grid);
  EXPECT_EQ(cells->grid_columns, (std::vector<int>{7, 15, 23, 31}));
  EXPECT_EQ(cells->grid_rows, (std::vector<int>{7, 15}));
  // Red: the top row whole (one run, merged over its 8 pixel rows) and the two ends below;
  // blue: the middle below.
  std::map<QRgb, std::vector<QRect>> by_colour;
  for (const VectorCells::Patch& patch : cells->patches) by_colour[patch.colour] = patch.rects;
  ASSERT_EQ(by_colour.size(), 2u);
  EXPECT_EQ(by_colour[blue], (std::vector<QRect>{QRect(8, 8, 16, 8)}));
  EXPECT_EQ(by_colour[red], (std::vector<QRect>{QRect(0, 0, 32, 8), QRect(0, 8, 8, 8), QRect(24, 8, 8, 8)}));

  // Drawn back, the same pixels.
  QImage drawn(image.size(), QImage::Format_RGB32);
  drawn.fill(Qt::black);
  {
    QPainter painter(&drawn);
    draw_vector_cells(painter, *cells);
  }
  EXPECT_EQ(drawn, image);
}

TEST(VectorCells, PastTheBudgetThereAreNone) {
  // A chessboard of one pixel a cell: every pixel a run of its own.
  QImage image(300, 300, QImage::Format_RGB32);
  for (int y = 0; y < 300; ++y) {
    for (int x = 0; x < 300; ++x) image.setPixel(x, y, (x + y) % 2 ? 0xff000000 : 0xffffffff);
  }
  EXPECT_FALSE(vectorise_cells(image, 1).has_value());
  const auto small = vectorise_cells(image.copy(0, 0, 150, 150), 1);
  ASSERT_TRUE(small.has_value());
  EXPECT_EQ(small->shapes(), 150u * 150u);
  EXPECT_LE(small->shapes(), kMostVectorShapes);
}

TEST_F(Pictures, ASmallBoardsSvgHoldsItsCellsAsShapesThatDrawThePng) {
  for (const auto& [path, algorithm, step] : {std::tuple{kLianliankan, "bfs-turns", 5}, std::tuple{kHuarongdao, "dijkstra-from-target", 5}}) {
    searched(path, QString::fromLatin1(algorithm), step);
    const QString svg = temporary(QStringLiteral("board.svg"));
    const QString png = temporary(QStringLiteral("board.png"));
    const PictureWritten as_svg = window.pictures().export_picture(svg, PictureView::board);
    ASSERT_TRUE(as_svg.ok()) << as_svg.error.toStdString();
    EXPECT_FALSE(as_svg.cells_as_bitmap);
    ASSERT_TRUE(window.pictures().export_picture(png, PictureView::board).ok());
    const QByteArray text = read_all(svg);
    const SvgCount count = count_svg(text);
    EXPECT_EQ(count.images, 0) << "the cells are no image";
    EXPECT_GE(count.lines, 1) << "the grid's lines";
    const QImage pixels(png);
    const QSize grid = painter().grid();
    const int px = pixels.width() / grid.width();
    EXPECT_EQ(pixels.size(), grid * export_cell_px(grid));
    // The SVG drawn again: each cell's colour where the PNG has it (near the top-left
    // corner, clear of the marks drawn at a cell's middle; antialiasing differs a little).
    const QImage drawn = render_svg(text, pixels.size());
    int same = 0, cells = 0;
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x, ++cells) {
        const QPoint at(x * px + 3, y * px + 3);
        if (near(drawn.pixel(at), pixels.pixel(at))) ++same;
      }
    }
    EXPECT_EQ(same, cells) << path.toStdString();
    // Each colour of the cells is one path: far fewer shapes than pixels.
    EXPECT_GE(count.paths, 3);
  }
}

TEST_F(Pictures, ABoardTooLargeForShapesIsOneBitmapAndTheStatusBarSaysSo) {
  const QString big = write_temporary(QStringLiteral("chessboard_250.in"), chessboard_of_tiles(250));
  ASSERT_TRUE(open_and_wait(window, big));
  show_active(window);
  const QString svg = temporary(QStringLiteral("big.svg"));
  bool asked = false;
  QTimer answer;
  QObject::connect(&answer, &QTimer::timeout, [&] {
    auto* dialog = window.findChild<PictureDialog*>();
    if (dialog == nullptr || !dialog->isVisible()) return;
    answer.stop();
    asked = true;
    EXPECT_TRUE(dialog->whole_button()->isChecked()) << "the whole view is offered first";
    EXPECT_EQ(QSize(dialog->width_box()->value(), dialog->height_box()->value()), kWholeViewSize);
    dialog->board_button()->click();
    const QSize grid = painter().grid();
    EXPECT_EQ(QSize(dialog->width_box()->value(), dialog->height_box()->value()), grid * export_cell_px(grid))
        << "the board alone is offered at its own size";
    dialog->path_edit()->setText(svg);
    dialog->accept();
  });
  answer.start(20);
  window.action(QStringLiteral("export_picture"))->trigger();
  ASSERT_TRUE(asked);
  EXPECT_TRUE(status_of(window).contains(QDir::toNativeSeparators(svg))) << status_of(window).toStdString();
  EXPECT_TRUE(status_of(window).contains(QStringLiteral("bitmap"))) << status_of(window).toStdString();
  EXPECT_EQ(count_svg(read_all(svg)).images, 1);

  // The small board's SVG by the same dialog: shapes, and the status bar says no bitmap.
  ASSERT_TRUE(open_and_wait(window, kLianliankan));
  const QString small = temporary(QStringLiteral("small.svg"));
  QObject::disconnect(&answer, nullptr, nullptr, nullptr);
  QObject::connect(&answer, &QTimer::timeout, [&] {
    auto* dialog = window.findChild<PictureDialog*>();
    if (dialog == nullptr || !dialog->isVisible()) return;
    answer.stop();
    dialog->path_edit()->setText(small);
    dialog->accept();
  });
  answer.start(20);
  window.action(QStringLiteral("export_picture"))->trigger();
  EXPECT_TRUE(status_of(window).contains(QDir::toNativeSeparators(small))) << status_of(window).toStdString();
  EXPECT_FALSE(status_of(window).contains(QStringLiteral("bitmap"))) << status_of(window).toStdString();
  EXPECT_EQ(count_svg(read_all(small)).images, 0);
}

// A lesson's slide is named by its title: a board made for the student has no file, and the
// heading said ": , case 1, query 1".
TEST_F(Pictures, ALessonSlidesPictureIsHeadedByTheSlidesTitle) {
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/class_results_lianliankan.frontier-lesson"), 0));
  ASSERT_TRUE(wait_until([&] { return !shown.isEmpty(); }, 60000));
  const QString heading = window.pictures().teaching_view().heading;
  EXPECT_EQ(heading, QStringLiteral("Lianliankan (HDU 1175): Predict each layer on your own board"));
}

TEST_F(Pictures, TheWholeViewHasItsSizeTheBoardByItsPainterAndTheNarration) {
  searched(kLianliankan, QStringLiteral("bfs-turns"), 5);
  const TeachingView view = window.pictures().teaching_view();
  ASSERT_FALSE(view.narration.isEmpty());
  ASSERT_EQ(view.code.size(), window.panels().pseudocode->list()->count());
  EXPECT_GT(view.lit_line, 0);
  EXPECT_FALSE(view.counters.empty());
  EXPECT_FALSE(view.legend.empty());
  // The search's container at the cursor, as the Frontier panel names it (as the lesson
  // does: a queue, layer by layer of turns), the next first.
  EXPECT_TRUE(view.frontier.startsWith(QStringLiteral("Queue, layer by layer, next first: "))) << view.frontier.toStdString();
  const trace::StateId next = window.session().lane().result()->trace.expanded_by(6);
  EXPECT_TRUE(view.frontier.contains(window.session().describe(next))) << view.frontier.toStdString();

  for (const QSize size : {kWholeViewSize, QSize(1280, 720)}) {
    const QString png = temporary(QStringLiteral("whole.png"));
    ASSERT_TRUE(window.pictures().export_picture(png, PictureView::whole, size).ok());
    const QImage image(png);
    ASSERT_EQ(image.size(), size);
    // The board as its painter draws it at the cell size that fits its place beside the
    // rulers, where ruled_board puts it.
    const TeachingLayout layout = teaching_layout(size, view);
    EXPECT_FALSE(layout.frontier.isEmpty());
    EXPECT_GT(layout.legend.top(), layout.frontier.bottom()) << "the panels one under another";
    const QSize grid = painter().grid();
    const RuledBoard placed = ruled_board(grid, layout.board);
    const int px = placed.cell_px;
    ASSERT_GE(px, kLabelMinPx);
    EXPECT_TRUE(placed.rulers);
    EXPECT_TRUE(layout.board.contains(placed.board.adjusted(-placed.row_band, -placed.column_band, 0, 0)));
    const QPoint origin = placed.board.topLeft();
    const QImage board = painter().render(Viewport{QRect(QPoint(0, 0), grid), px}, window.session().lane().complete_frame().moment, PaintStyle{});
    int same = 0;
    std::set<QRgb> colours;
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x) {
        const QPoint at(x * px + 4, y * px + 4);
        colours.insert(image.pixel(origin + at));
        if (image.pixel(origin + at) == board.pixel(at)) ++same;
      }
    }
    EXPECT_EQ(same, grid.width() * grid.height());
    EXPECT_GE(colours.size(), 4u) << "tiles, blanks, the ring and the search's marks";
    // The narration's band, with words in it (pixels of the text's white on the band).
    ASSERT_FALSE(layout.narration.isEmpty());
    EXPECT_EQ(layout.narration.bottom(), size.height() - 1);
    EXPECT_LT(layout.board.bottom(), layout.narration.top());
    const QRgb band = image.pixel(layout.narration.topLeft() + QPoint(2, 2));
    int words = 0;
    for (int x = layout.narration.left(); x < layout.narration.right(); ++x) {
      for (int y = layout.narration.top(); y < layout.narration.bottom(); y += 2) words += near(image.pixel(x, y), 0xffffffff, 40);
    }
    EXPECT_NE(band, 0xffffffff);
    EXPECT_GT(words, 100);
    // The panels beside the board never run into it.
    for (const QRect& panel : {layout.code, layout.counters, layout.legend}) EXPECT_FALSE(panel.intersects(layout.board));
  }

  // As SVG: the words are text, the cells shapes.
  const QString svg = temporary(QStringLiteral("whole.svg"));
  const PictureWritten written = window.pictures().export_picture(svg, PictureView::whole);
  ASSERT_TRUE(written.ok());
  EXPECT_FALSE(written.cells_as_bitmap);
  const QByteArray text = read_all(svg);
  EXPECT_EQ(count_svg(text).images, 0);
  EXPECT_TRUE(text.contains("width=\"1920\"") || text.contains("width=\"1920px\"")) << "a slide's size";
  EXPECT_TRUE(text.contains(view.narration.left(12).toHtmlEscaped().toUtf8())) << "the narration as text";
}

// The whole view's words name cells by their row and column, so its board has the
// window's rulers: above the board's first full row of cells and left of its first full
// column stand the judge's numbers, sparse dark marks on the white.
TEST_F(Pictures, TheWholeViewHasTheRulersItsWordsNameCellsBy) {
  searched(kLianliankan, QStringLiteral("bfs-turns"), 5);
  const QString png = temporary(QStringLiteral("ruled.png"));
  ASSERT_TRUE(window.pictures().export_picture(png, PictureView::whole, kWholeViewSize).ok());
  const QImage image(png);
  const QRect box = teaching_layout(kWholeViewSize, window.pictures().teaching_view()).board;
  const auto inked = [&](int x, int y) { return !near(image.pixel(x, y), 0xffffffff, 24); };
  const auto dark = [&](int x, int y) { return qGray(image.pixel(x, y)) < 100; };
  // Rows (and then columns) of the board's place: where anything is drawn, and where the
  // board's cells fill a row from side to side.
  const auto first_rows = [&](bool across) {
    const int lines = across ? box.height() : box.width();
    const int length = across ? box.width() : box.height();
    int first_inked = -1;
    int first_full = -1;
    std::vector<int> counts(static_cast<std::size_t>(lines));
    int widest = 0;
    for (int i = 0; i < lines; ++i) {
      for (int j = 0; j < length; ++j) {
        const int x = across ? box.left() + j : box.left() + i;
        const int y = across ? box.top() + i : box.top() + j;
        counts[static_cast<std::size_t>(i)] += inked(x, y) ? 1 : 0;
      }
      widest = std::max(widest, counts[static_cast<std::size_t>(i)]);
    }
    for (int i = 0; i < lines; ++i) {
      if (first_inked < 0 && counts[static_cast<std::size_t>(i)] > 0) first_inked = i;
      if (first_full < 0 && counts[static_cast<std::size_t>(i)] >= widest * 9 / 10) first_full = i;
    }
    return std::pair{first_inked, first_full};
  };
  for (const bool across : {true, false}) {
    const auto [first_inked, first_full] = first_rows(across);
    ASSERT_GE(first_inked, 0);
    EXPECT_GE(first_full - first_inked, 8) << (across ? "no column numbers above the board" : "no row numbers left of it");
    int numbers = 0;
    for (int i = first_inked; i < first_full; ++i) {
      const int length = across ? box.width() : box.height();
      for (int j = 0; j < length; ++j) {
        numbers += across ? dark(box.left() + j, box.top() + i) : dark(box.left() + i, box.top() + j);
      }
    }
    EXPECT_GT(numbers, 20) << (across ? "above the board" : "left of the board");
  }
}

TEST_F(Pictures, CopyPicturePutsTheWholeViewOnTheClipboard) {
  searched(kLianliankan, QStringLiteral("bfs-turns"), 3);
  show_active(window);
  QGuiApplication::clipboard()->clear();
  QAction* copy = window.action(QStringLiteral("copy_picture"));
  ASSERT_NE(copy, nullptr);
  EXPECT_EQ(copy->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
  ASSERT_TRUE(copy->isEnabled());
  copy->trigger();
  const QMimeData* data = QGuiApplication::clipboard()->mimeData();
  ASSERT_NE(data, nullptr);
  ASSERT_TRUE(data->hasImage());
  const QImage image = qvariant_cast<QImage>(data->imageData());
  EXPECT_EQ(image.size(), kWholeViewSize);
  // The picture File ▸ Export ▸ Picture writes of the whole view, pixel for pixel.
  const QString png = temporary(QStringLiteral("same.png"));
  ASSERT_TRUE(window.pictures().export_picture(png, PictureView::whole).ok());
  EXPECT_TRUE(alike(image, QImage(png)));
  EXPECT_TRUE(data->hasFormat(QStringLiteral("image/svg+xml")));
  EXPECT_EQ(count_svg(data->data(QStringLiteral("image/svg+xml"))).images, 0);
  EXPECT_TRUE(status_of(window).contains(QStringLiteral("clipboard"))) << status_of(window).toStdString();
}

TEST(PictureMenu, CopyPictureIsOffWithoutABoard) {
  MainWindow window;
  EXPECT_FALSE(window.action(QStringLiteral("copy_picture"))->isEnabled());
  EXPECT_FALSE(window.action(QStringLiteral("export_picture"))->isEnabled());
  EXPECT_FALSE(window.pictures().copy_picture());
}

struct Searched {
  std::shared_ptr<const Problem> problem;
  std::shared_ptr<const SearchResult> result;
  std::shared_ptr<const BoardPainter> painter;
  Timeline timeline;
};

Searched search(const QString& path, const char* algorithm) {
  Searched s;
  const LoadResult load = DocumentLoader::read(path, nullptr);
  EXPECT_FALSE(load.readings.empty());
  s.problem = load.readings.front().file->problem(0, 0);
  s.result = s.problem->search(algorithm, nullptr);
  s.painter = s.problem->painter(s.result);
  s.timeline = Timeline(s.problem, s.result);
  return s;
}

TEST(AnimationCaption, TheBandSaysEachPositionsSentenceAndLeavesTheBoardWhole) {
  const Searched s = search(kLianliankan, "bfs-turns");
  const QSize size(480, 360);
  const int band = caption_band_height(size);
  ASSERT_GT(band, 20);
  ASSERT_LT(band, size.height() / 2);
  // Two positions whose sentences differ.
  std::uint64_t first = 1, second = 2;
  while (second <= s.timeline.length() && caption_at(s.timeline, second) == caption_at(s.timeline, first)) ++second;
  ASSERT_LE(second, s.timeline.length());
  ASSERT_FALSE(caption_at(s.timeline, first).isEmpty());
  const auto frame_at = [&](std::uint64_t position, bool caption) {
    const Moment moment = s.timeline.frame(TimelinePosition{position, std::nullopt}).moment;
    return animation_frame(*s.painter, moment, PaintStyle{}, size,
                           caption ? std::optional<QString>(caption_at(s.timeline, position)) : std::nullopt);
  };
  const QImage a = frame_at(first, true);
  const QImage b = frame_at(second, true);
  ASSERT_EQ(a.size(), size);
  const QRect foot(0, size.height() - band, size.width(), band);
  EXPECT_NE(a.copy(foot), b.copy(foot)) << "the captions differ";
  // Above the band, the board as a frame of that height draws it: the caption covers none of it.
  const Moment moment = s.timeline.frame(TimelinePosition{first, std::nullopt}).moment;
  const QImage above = animation_frame(*s.painter, moment, PaintStyle{}, QSize(size.width(), size.height() - band));
  EXPECT_TRUE(alike(a.copy(0, 0, size.width(), size.height() - band), above));
  // A long sentence wraps and is cut short inside its band, never below it.
  const QString lots = QStringLiteral("a long sentence of many words ").repeated(20);
  const QImage long_caption = animation_frame(*s.painter, moment, PaintStyle{}, size, lots);
  EXPECT_TRUE(alike(long_caption.copy(0, 0, size.width(), size.height() - band), above));
}

TEST(AnimationCaption, TheGifsFramesCarryTheCaption) {
  const Searched s = search(kLianliankan, "bfs-turns");
  QTemporaryDir directory;
  AnimationRequest request;
  request.size = QSize(320, 240);
  request.range = {1, 4};
  request.caption = true;
  request.path = directory.filePath(QStringLiteral("captioned.gif"));
  ASSERT_EQ(export_animation(s.timeline, *s.painter, PaintStyle{}, request), AnimationEnd::written);
  AnimationRequest bare = request;
  bare.caption = false;
  bare.path = directory.filePath(QStringLiteral("bare.gif"));
  ASSERT_EQ(export_animation(s.timeline, *s.painter, PaintStyle{}, bare), AnimationEnd::written);
  QImageReader captioned(request.path, "gif"), plain(bare.path, "gif");
  ASSERT_EQ(captioned.imageCount(), 4);
  const int band = caption_band_height(request.size);
  const QRect foot(0, request.size.height() - band, request.size.width(), band);
  std::vector<QImage> feet;
  for (int i = 0; i < 4; ++i) {
    const QImage with = captioned.read().convertToFormat(QImage::Format_RGB32);
    const QImage without = plain.read().convertToFormat(QImage::Format_RGB32);
    ASSERT_EQ(with.size(), request.size);
    EXPECT_NE(with.copy(foot), without.copy(foot)) << "frame " << i << " has its caption";
    feet.push_back(with.copy(foot));
  }
  // Positions with different sentences have different feet.
  for (int i = 1; i < 4; ++i) {
    if (caption_at(s.timeline, 1 + i) != caption_at(s.timeline, i)) {
      EXPECT_NE(feet[i], feet[i - 1]) << i;
    }
  }
}

TEST(AnimationCaption, TheDialogAsksForItUnticked) {
  QWidget parent;
  AnimationDialog dialog(&parent, QStringLiteral("/tmp/x.gif"), 10, {0, 10}, QSize(64, 48));
  ASSERT_NE(dialog.caption_box(), nullptr);
  EXPECT_FALSE(dialog.caption_box()->isChecked());
  EXPECT_FALSE(dialog.request().caption);
  dialog.caption_box()->click();
  EXPECT_TRUE(dialog.request().caption);
}

TEST(PictureCommandLine, WritesThePictureAndRefusesWhatItCannotHonour) {
  QTemporaryDir directory;
  const QStringList base{kLianliankan, QStringLiteral("--algorithm"), QStringLiteral("bfs-turns"), QStringLiteral("--step"), QStringLiteral("4")};
  const QString whole = directory.filePath(QStringLiteral("whole.png"));
  ProgramRun ran = run_frontier(base + QStringList{QStringLiteral("--picture"), whole});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("picture: ") + whole)) << ran.out.toStdString();
  EXPECT_EQ(QImage(whole).size(), kWholeViewSize);

  const QString board = directory.filePath(QStringLiteral("board.svg"));
  ran = run_frontier(base + QStringList{QStringLiteral("--picture"), board, QStringLiteral("--picture-view"), QStringLiteral("board"),
                                    QStringLiteral("--size"), QStringLiteral("300x200")});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("300x200, the board alone"))) << ran.out.toStdString();
  EXPECT_EQ(QSvgRenderer(board).defaultSize(), QSize(300, 200));

  const QString big = write_temporary(QStringLiteral("chessboard_cli.in"), chessboard_of_tiles(250));
  const QString big_svg = directory.filePath(QStringLiteral("big.svg"));
  ran = run_frontier({big, QStringLiteral("--picture"), big_svg});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("the cells as one bitmap"))) << ran.out.toStdString();

  struct Refused {
    QStringList arguments;
    const char* says;
  };
  const QString png = directory.filePath(QStringLiteral("refused.png"));
  for (const Refused& refused : {
           Refused{{QStringLiteral("--picture"), directory.filePath(QStringLiteral("refused.jpg"))}, "needs a file ending in .png or .svg"},
           Refused{{QStringLiteral("--picture"), png, QStringLiteral("--picture-view"), QStringLiteral("side")}, "--picture-view needs whole or board"},
           Refused{{QStringLiteral("--picture-view"), QStringLiteral("board")}, "--picture-view goes with --picture"},
           Refused{{QStringLiteral("--picture"), png, QStringLiteral("--size"), QStringLiteral("10x10")}, "--size needs WxH, from 160x120 to 7680x4320"},
           Refused{{QStringLiteral("--picture"), png, QStringLiteral("--screenshot"), directory.filePath(QStringLiteral("shot.png"))}, "one at a time"},
           Refused{{QStringLiteral("--caption")}, "--caption goes with --export-animation"},
       }) {
    const ProgramRun no = run_frontier(base + refused.arguments);
    EXPECT_EQ(no.status, 2) << refused.says;
    EXPECT_TRUE(no.err.contains(QString::fromLatin1(refused.says))) << no.err.toStdString();
  }
  EXPECT_FALSE(QFile::exists(png));

  // --caption with --export-animation says so.
  const QString gif = directory.filePath(QStringLiteral("captioned.gif"));
  ran = run_frontier(base + QStringList{QStringLiteral("--export-animation"), gif, QStringLiteral("--caption"), QStringLiteral("--to"), QStringLiteral("3")});
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("the narration as a caption"))) << ran.out.toStdString();
}

TEST(PictureExport, FileExportAnimationAsksThenWritesOnAWorkerAndSaysWhere) {
  MainWindow window;
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, kLianliankan));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  EXPECT_FALSE(window.action(QStringLiteral("export_animation"))->isEnabled()) << "nothing searched: no timeline to animate";
  ASSERT_TRUE(run_and_wait(window));
  QAction* export_animation = window.action(QStringLiteral("export_animation"));
  ASSERT_TRUE(export_animation->isEnabled());

  QTemporaryDir directory;
  const QString path = directory.filePath(QStringLiteral("menu.gif"));
  bool asked = false;
  QTimer answer;
  QObject::connect(&answer, &QTimer::timeout, [&] {
    auto* dialog = window.findChild<AnimationDialog*>();
    if (dialog == nullptr || !dialog->isVisible()) return;
    answer.stop();
    asked = true;
    // Offered: the whole search (Lianliankan replays no moves), the board fitted within
    // 1080p, beside the judge file (its folder may be written in) under the view's title.
    EXPECT_EQ(dialog->from_box()->value(), 0);
    EXPECT_EQ(dialog->to_box()->value(), window.session().playback().length());
    EXPECT_EQ(QSize(dialog->width_box()->value(), dialog->height_box()->value()), QSize(1296, 1080));
    EXPECT_EQ(dialog->path(), QFileInfo(kLianliankan).absolutePath() + QStringLiteral("/hdu1175_sample.gif"));
    dialog->path_edit()->setText(path);
    dialog->from_box()->setValue(1);
    dialog->to_box()->setValue(3);
    dialog->width_box()->setValue(96);
    dialog->height_box()->setValue(64);
    dialog->accept();
  });
  answer.start(20);
  export_animation->trigger();
  EXPECT_TRUE(asked);
  const QLabel* status = window.findChild<QLabel*>(QStringLiteral("status"));
  ASSERT_NE(status, nullptr);
  ASSERT_TRUE(wait_until([&] { return status->text().contains(QDir::toNativeSeparators(path)); })) << status->text().toStdString();
  QImageReader reader(path, "gif");
  EXPECT_EQ(reader.imageCount(), 3);
  EXPECT_EQ(reader.size(), QSize(96, 64));
}

}  // namespace
}  // namespace frontier::gui::testing
