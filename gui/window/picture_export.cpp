#include "window/picture_export.hpp"

#include <QBuffer>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <algorithm>

#include "document/whole_file.hpp"
#include "export/format_by_suffix.hpp"

namespace frontier::gui {

namespace {

constexpr QRgb kPaper = 0xffffffff;  // around a board fitted to a size: a slide's white

QString words(const char* english) { return QCoreApplication::translate("PictureExport", english); }

// The board at whole pixels a cell as large as fits in `box`, centred in it.
void draw_board_pixels(QPainter& painter, const PictureSource& source, const QRect& box) {
  const QSize grid = source.painter->grid().expandedTo(QSize(1, 1));
  const int cell_px = std::max(1, std::min(box.width() / grid.width(), box.height() / grid.height()));
  QImage board = source.painter->render(Viewport{QRect(QPoint(0, 0), grid), cell_px}, source.moment, source.style);
  if (board.width() > box.width() || board.height() > box.height()) {
    board = board.scaled(box.size(), Qt::KeepAspectRatio, Qt::SmoothTransformation);
  }
  painter.drawImage(box.left() + (box.width() - board.width()) / 2, box.top() + (box.height() - board.height()) / 2, board);
}

// The board as vectors, centred in `box`, at the cell size the PNG draws (so that both
// draw their marks alike), shrunk when even one unit a cell is too large; whether its
// cells went as an image.
bool draw_board_vectors(QPainter& painter, const PictureSource& source, const QRect& box) {
  const QSize grid = source.painter->grid().expandedTo(QSize(1, 1));
  const int cell_px = std::max(1, std::min(box.width() / grid.width(), box.height() / grid.height()));
  const QSizeF natural = grid * cell_px;
  const double scale = std::min({1.0, box.width() / natural.width(), box.height() / natural.height()});
  painter.save();
  painter.translate(box.left() + (box.width() - natural.width() * scale) / 2, box.top() + (box.height() - natural.height() * scale) / 2);
  painter.scale(scale, scale);
  const auto drawn = source.painter->render_vector(painter, cell_px, source.moment, source.style);
  painter.restore();
  return drawn == BoardPainter::CellsDrawn::as_bitmap;
}

// The numbers of the rulers around a board placed by ruled_board, as the window's board
// view writes them (BoardPainter::column_label, row_label).
void draw_rulers(QPainter& painter, const BoardPainter& board, const RuledBoard& placed) {
  painter.save();
  QFont font = painter.font();
  font.setPixelSize(placed.font_px);
  font.setBold(false);
  font.setItalic(false);
  painter.setFont(font);
  painter.setPen(Qt::black);
  const QSize grid = board.grid();
  const int px = placed.cell_px;
  for (int x = 0; x < grid.width(); ++x) {
    painter.drawText(QRect(placed.board.left() + x * px, placed.board.top() - placed.column_band, px, placed.column_band),
                     Qt::AlignCenter, board.column_label(x));
  }
  for (int y = 0; y < grid.height(); ++y) {
    painter.drawText(QRect(placed.board.left() - placed.row_band, placed.board.top() + y * px, placed.row_band, px),
                     Qt::AlignCenter, board.row_label(y));
  }
  painter.restore();
}

// The whole view's board: `cells` draws it where ruled_board places it, and the rulers
// go around it.
BoardDrawing with_rulers(const PictureSource& source, const BoardDrawing& cells) {
  return [&source, cells](QPainter& painter, const QRect& box) {
    const RuledBoard placed = ruled_board(source.painter->grid().expandedTo(QSize(1, 1)), box);
    cells(painter, placed.board);
    if (placed.rulers) draw_rulers(painter, *source.painter, placed);
  };
}

}  // namespace

RuledBoard ruled_board(QSize grid, const QRect& box) {
  grid = grid.expandedTo(QSize(1, 1));
  const auto fitted = [&](const QRect& room) {
    return std::max(1, std::min(room.width() / grid.width(), room.height() / grid.height()));
  };
  const auto centred = [&](const QRect& room, int px) {
    const QSize size = grid * px;
    return QRect(room.left() + (room.width() - size.width()) / 2, room.top() + (room.height() - size.height()) / 2,
                 size.width(), size.height());
  };
  RuledBoard placed;
  placed.cell_px = fitted(box);
  // The window shows rulers from cells of 18 pixels on: smaller, a number no longer fits its cell.
  constexpr int kRulerMinCellPx = 18;
  if (placed.cell_px < kRulerMinCellPx) {
    placed.board = centred(box, placed.cell_px);
    return placed;
  }
  placed.rulers = true;
  // Read on a slide from the back of a room: larger than the window's 11 pixels, with the cells.
  placed.font_px = std::clamp(placed.cell_px * 3 / 10, 12, 28);
  placed.column_band = placed.font_px * 17 / 10;
  placed.row_band = placed.column_band * 16 / 10;
  placed.cell_px = fitted(box.adjusted(placed.row_band, placed.column_band, 0, 0));
  // The board and its bands centred together in the box.
  const QSize cells = grid * placed.cell_px;
  const int left = box.left() + (box.width() - placed.row_band - cells.width()) / 2 + placed.row_band;
  const int top = box.top() + (box.height() - placed.column_band - cells.height()) / 2 + placed.column_band;
  placed.board = QRect(QPoint(left, top), cells);
  return placed;
}

std::optional<PictureFormat> picture_format(const QString& path) {
  return format_by_suffix<PictureFormat>(path, {{QLatin1String("png"), PictureFormat::png}, {QLatin1String("svg"), PictureFormat::svg}});
}

int export_cell_px(QSize grid) {
  const int longest = std::max({grid.width(), grid.height(), 1});
  return std::clamp(2400 / longest, 1, 48);
}

QSize default_picture_size(PictureView view, QSize grid) {
  if (view == PictureView::whole) return kWholeViewSize;
  return grid.expandedTo(QSize(1, 1)) * export_cell_px(grid);
}

QImage picture_image(const PictureSource& source, PictureView view, QSize size) {
  QImage image(size, QImage::Format_RGB32);
  image.fill(kPaper);
  QPainter painter(&image);
  const auto board = [&](QPainter& onto, const QRect& box) { draw_board_pixels(onto, source, box); };
  if (view == PictureView::whole) {
    draw_teaching_view(painter, size, source.view, with_rulers(source, board));
  } else {
    board(painter, QRect(QPoint(0, 0), size));
  }
  return image;
}

SvgPicture picture_svg(const PictureSource& source, PictureView view, QSize size) {
  SvgPicture picture;
  QBuffer buffer(&picture.svg);
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator svg;
  svg.setOutputDevice(&buffer);
  svg.setTitle(source.title);
  svg.setDescription(QStringLiteral("Frontier"));
  svg.setSize(size);
  svg.setViewBox(QRect(QPoint(0, 0), size));
  QPainter painter(&svg);
  const auto board = [&](QPainter& onto, const QRect& box) { picture.cells_as_bitmap = draw_board_vectors(onto, source, box); };
  if (view == PictureView::whole) {
    draw_teaching_view(painter, size, source.view, with_rulers(source, board));
  } else {
    painter.fillRect(QRect(QPoint(0, 0), size), QColor::fromRgb(kPaper));
    board(painter, QRect(QPoint(0, 0), size));
  }
  painter.end();
  // QSvgGenerator gives the size in millimetres at its resolution, which readers turn back
  // into pixels at their own (Qt's at 90 a inch, browsers' at 96): the size in pixels, as
  // asked, reads the same everywhere.
  static const QRegularExpression millimetres(QStringLiteral("<svg width=\"[^\"]*\" height=\"[^\"]*\""));
  const QString head = QString::fromUtf8(picture.svg.left(512));
  const QRegularExpressionMatch match = millimetres.match(head);
  if (match.hasMatch()) {
    const QByteArray pixels = QStringLiteral("<svg width=\"%1\" height=\"%2\"").arg(size.width()).arg(size.height()).toUtf8();
    picture.svg.replace(head.left(match.capturedStart()).toUtf8().size(), match.captured().toUtf8().size(), pixels);
  }
  return picture;
}

QByteArray png_bytes(const QImage& image) {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG")) return {};
  return bytes;
}

PictureWritten write_picture(const PictureSource& source, PictureView view, QSize size, const QString& path) {
  PictureWritten written;
  written.size = size;
  const std::optional<PictureFormat> format = picture_format(path);
  if (!format) {
    written.error = words("a picture's name ends in .png or .svg");
    return written;
  }
  QByteArray bytes;
  if (*format == PictureFormat::png) {
    bytes = png_bytes(picture_image(source, view, size));
  } else {
    SvgPicture svg = picture_svg(source, view, size);
    written.cells_as_bitmap = svg.cells_as_bitmap;
    bytes = std::move(svg.svg);
  }
  if (bytes.isEmpty()) {
    written.error = words("the picture could not be written");
  } else {
    written.error = save_whole(path, bytes);
  }
  return written;
}

}  // namespace frontier::gui
