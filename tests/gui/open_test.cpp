// Opening files: a file that fails to read shows line:col and the message and leaves the
// open document alone; a file two puzzles accept asks which; a file of many queries
// lists them all; dropping a file opens it; pictures export.

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QMimeData>
#include <QTest>

#include <QTemporaryDir>
#include <fcntl.h>
#include <unistd.h>
#include <variant>

#include "app/launch.hpp"
#include "document/file_name.hpp"
#include "document/whole_file.hpp"
#include "gui_test_support.hpp"
#include "lesson/lesson.hpp"
#include "model/recognition.hpp"
#include "widgets/board_view.hpp"
#include "widgets/cases_panel.hpp"

namespace frontier::gui::testing {
namespace {

QString sample(const char* relative) { return samples_directory() + QLatin1Char('/') + QLatin1String(relative); }

TEST(Open, ABadFileShowsWhereItFailsAndKeepsTheOpenDocument) {
  const QDir bad_root(QStringLiteral(FRONTIER_BAD_FILES_DIR));
  int files = 0;
  for (const PuzzleAdapter* puzzle : puzzles()) {
    MainWindow window;
    const QString good = sample("lianliankan/hdu1175_sample.in");
    ASSERT_TRUE(open_and_wait(window, good));
    const QDir folder(bad_root.filePath(QString::fromUtf8(puzzle->id().data(), static_cast<int>(puzzle->id().size()))));
    for (const QFileInfo& input : folder.entryInfoList({QStringLiteral("*.in")}, QDir::Files, QDir::Name)) {
      QFile err(folder.filePath(input.completeBaseName() + QStringLiteral(".err")));
      ASSERT_TRUE(err.open(QIODevice::ReadOnly | QIODevice::Text));
      const QString expected = QString::fromUtf8(err.readAll()).trimmed();  // "LINE:COL: message"
      DialogCatcher catcher;
      EXPECT_FALSE(open_and_wait(window, input.absoluteFilePath(), puzzle));  // as --puzzle forces it
      ASSERT_TRUE(wait_until([&] { return !catcher.texts().isEmpty(); }, 5000)) << input.fileName().toStdString();
      EXPECT_EQ(catcher.names().front(), QStringLiteral("open_error"));
      EXPECT_TRUE(catcher.texts().front().contains(input.fileName() + QLatin1Char(':') + expected))
          << catcher.texts().front().toStdString() << " wants " << expected.toStdString();
      EXPECT_EQ(window.session().path(), good) << "the open document stays";
      EXPECT_EQ(window.session().file()->puzzle().id(), "lianliankan");
      ++files;
    }
  }
  EXPECT_GE(files, 4 * 12);
}

TEST(Open, AFileOfNoPuzzleSaysWhichReaderGotFurthest) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("mahjong/sample.in")));
  const QString path = write_temporary(QStringLiteral("prose.txt"), "Dear students,\nplease bring your laptops.\n");
  DialogCatcher catcher;
  EXPECT_FALSE(open_and_wait(window, path));
  ASSERT_TRUE(wait_until([&] { return !catcher.texts().isEmpty(); }, 5000));
  EXPECT_TRUE(catcher.texts().front().contains(QStringLiteral("prose.txt:1:1")));
  EXPECT_TRUE(window.session().path().endsWith(QStringLiteral("mahjong/sample.in")));
}

// A Huarongdao file with a board row one tile short is no file of any puzzle: the guess is
// Huarongdao, which the file fits furthest (to its short row, line 3; Lianliankan's reader
// finds a misshapen row on line 1), and the message says where every puzzle's reader stopped.
TEST(Open, ABrokenFileNamesEveryPuzzleTriedFurthestFirst) {
  MainWindow window;
  const QString path = write_temporary(QStringLiteral("broken_huarongdao.in"),
                                       "3 4 2\n1 1 0 1\n1 1 0\n0 0 0 1\n1 1 1 2 2 1\n3 4 1 3 3 2\n");
  DialogCatcher catcher;
  EXPECT_FALSE(open_and_wait(window, path));
  ASSERT_TRUE(wait_until([&] { return !catcher.texts().isEmpty(); }, 5000));
  const QString text = catcher.texts().front();
  EXPECT_TRUE(text.contains(QStringLiteral("Read as Huarongdao"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("Tried, the furthest first: ") + find_puzzle("huarongdao")->title() +
                            QStringLiteral(" (stopped at line 3), ")))
      << text.toStdString();
  for (const PuzzleAdapter* puzzle : puzzles()) EXPECT_TRUE(text.contains(puzzle->title() + QStringLiteral(" (stopped at line ")));
  EXPECT_TRUE(text.contains(find_puzzle("lianliankan")->title() + QStringLiteral(" (stopped at line 1)"))) << text.toStdString();
}

TEST(Open, AFileTwoPuzzlesAcceptAsksWhichOneItIs) {
  // A 1 × 1 board without queries reads both as Lianliankan and as Mahjong.
  const QString path = write_temporary(QStringLiteral("tiny.in"), "1 1\n\n0 0 0 0\n");
  for (const char* choice : {"mahjong", "lianliankan"}) {
    MainWindow window;
    ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
    DialogCatcher catcher(QString::fromLatin1(choice));
    ASSERT_TRUE(open_and_wait(window, path));
    EXPECT_EQ(catcher.names(), QStringList{QStringLiteral("choose_puzzle")});
    EXPECT_EQ(window.session().file()->puzzle().id(), choice);
    // Its one case has no query: its own board is shown, with nothing to search.
    ASSERT_NE(window.session().problem(), nullptr);
    EXPECT_FALSE(window.session().problem()->has_query());
    EXPECT_EQ(&window.session().problem()->puzzle(), &window.session().file()->puzzle());
  }
  // Cancelling the question opens nothing.
  MainWindow window;
  DialogCatcher cancel;
  EXPECT_FALSE(open_and_wait(window, path));
  EXPECT_FALSE(window.session().has_document());
}

TEST(Open, AFileOfManyQueriesListsThemAll) {
  QByteArray text = "3 3\n1 0 1\n0 0 0\n1 0 1\n5000\n";
  for (int i = 0; i < 5000; ++i) text += i % 2 == 0 ? "1 1 3 3\n" : "1 3 3 1\n";
  text += "0 0\n";
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, write_temporary(QStringLiteral("many.in"), text)));
  const CasesModel& model = *window.panels().cases->model();
  ASSERT_EQ(model.rowCount(), 1);
  EXPECT_EQ(model.rowCount(model.index(0, 0)), 5000);
  EXPECT_TRUE(model.data(model.index(4999, 0, model.index(0, 0)), Qt::DisplayRole).toString().startsWith(QStringLiteral("Query 5000")));
  // Choosing a row in the list chooses that query.
  window.panels().cases->tree()->setCurrentIndex(model.index(4321, 0, model.index(0, 0)));
  EXPECT_EQ(window.session().query_index(), 4321);
}

TEST(Open, DroppingAFileOpensIt) {
  MainWindow window;
  window.show();
  QMimeData data;
  data.setUrls({QUrl::fromLocalFile(sample("huarongdao/sample.in"))});
  QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(&window, &enter);
  EXPECT_TRUE(enter.isAccepted());
  QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(&window, &drop);
  ASSERT_TRUE(wait_until([&] { return window.session().has_document(); }));
  EXPECT_EQ(window.session().file()->puzzle().id(), "huarongdao");
}

TEST(Open, ExamplesApplyTheirSamplesArguments) {
  // edge_cases_k0.args says --max-moves 0: only a start that is its goal answers YES.
  const QString path = sample("solitaire/edge_cases_k0.in");
  const SampleArguments arguments = read_sample_arguments(*find_puzzle("solitaire"), path);
  ASSERT_EQ(arguments.rules.at("max-moves"), 0);
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, path, find_puzzle("solitaire"), arguments));
  EXPECT_EQ(window.session().rules().at("max-moves"), 0);
  // The Rules menu changes a rule for the open file.
  window.session().set_rule("max-moves", 8);
  EXPECT_EQ(window.session().rules().at("max-moves"), 8);
}

TEST(Open, ThePictureExportsAsPngAndSvg) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("mahjong/sample.in")));
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().to_end();
  const QString png = write_temporary(QStringLiteral("picture.png"), {});
  const QString svg = write_temporary(QStringLiteral("picture.svg"), {});
  ASSERT_TRUE(window.pictures().export_png(png));
  ASSERT_TRUE(window.pictures().export_svg(svg));
  const QImage image(png);
  EXPECT_EQ(image.size(), QSize(7, 6) * 48);  // the 5 × 4 board and its ring, 48 pixels a cell
  QFile file(svg);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  const QByteArray text = file.readAll();
  EXPECT_TRUE(text.contains("<svg"));
  EXPECT_FALSE(text.contains("<image"));  // the cells are shapes (picture_export_test.cpp)
  EXPECT_TRUE(text.contains("<path"));   // the path, as vectors
}

}  // namespace
}  // namespace frontier::gui::testing

namespace frontier::gui::testing {
namespace {

// A file name that is not UTF-8 ($'\xff.in', a GBK name from another machine) is kept to
// the byte: the command line opens such a judge file and such a lesson as frontier-cli
// reads them (Qt's own decoding turned the bytes into U+FFFD: "cannot open the file").
TEST(Open, AFileNameThatIsNotUtf8OpensFromTheCommandLineAndTheWindow) {
  const QByteArray gbk = "\xc4\xa3\xd0\xcd";  // 模型 in GBK: not UTF-8
  for (const QByteArray& bytes : {QByteArray("\xff.in"), gbk + ".in", QByteArray("\xc0\xaf"), QByteArray("ok-\xe4\xb8\xad.in")}) {
    EXPECT_EQ(file_name_bytes(file_name_from_bytes(bytes)), bytes) << bytes.toHex().toStdString();
  }
  EXPECT_EQ(file_name_from_bytes("\xe4\xb8\xad.in"), QStringLiteral("中.in")) << "UTF-8 reads as it always did";
  EXPECT_FALSE(has_foreign_bytes(QStringLiteral("中.in")));
  EXPECT_TRUE(has_foreign_bytes(file_name_from_bytes(gbk)));

  QTemporaryDir folder;
  const QByteArray dir = QFile::encodeName(folder.path());
  const QByteArray judge = dir + "/\xff.in";
  const QByteArray lesson = dir + "/" + gbk + ".frontier-lesson";
  {
    QFile sample(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in"));
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    const QByteArray text = sample.readAll();
    const int fd = ::open(judge.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::write(fd, text.constData(), static_cast<size_t>(text.size())), text.size());
    ::close(fd);
    ASSERT_TRUE(QFile::copy(sample.fileName(), folder.filePath(QStringLiteral("plain.in"))));
    // JSON is UTF-8: the lesson's own name is the one that is not.
    const QByteArray json = "{\"format\": \"frontier-lesson\", \"version\": 1, \"slides\": [{\"puzzle\": \"lianliankan\", "
                            "\"file\": \"plain.in\", \"algorithms\": [\"bfs-turns\"]}]}";
    const int lesson_fd = ::open(lesson.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ASSERT_GE(lesson_fd, 0);
    ASSERT_EQ(::write(lesson_fd, json.constData(), static_cast<size_t>(json.size())), json.size());
    ::close(lesson_fd);
  }
  // The command line as the system hands it over: raw bytes.
  const char* const argv[] = {"frontier", judge.constData(), "--screenshot", "x.png"};
  const QStringList arguments = raw_arguments(4, argv);
  EXPECT_EQ(file_name_bytes(arguments[1]), judge);

  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, arguments[1])) << "the judge file named by its bytes opens";
  EXPECT_EQ(window.session().file()->case_count(), 2);
  const std::variant<Lesson, LessonError> read = read_lesson_file(file_name_from_bytes(lesson));
  ASSERT_TRUE(std::holds_alternative<Lesson>(read)) << std::get<LessonError>(read).message({}).toStdString();
  EXPECT_EQ(std::get<Lesson>(read).slides.front().judge_file->case_count(), 2);
  // Saved under such a name, it would be another file: refused, the file as it was.
  EXPECT_FALSE(save_whole(arguments[1], "changed").isEmpty());
  // QTemporaryDir cannot remove what Qt cannot name.
  ::unlink(judge.constData());
  ::unlink(lesson.constData());
}

}  // namespace
}  // namespace frontier::gui::testing
