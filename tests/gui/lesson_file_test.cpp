// Lesson files (.frontier-lesson), as a teacher makes and uses them: File ▸ Save Lesson
// from what is shown, opened again in another window at the same place; every shipped
// lesson at every slide; malformed lessons refused with the place of what is wrong, the
// document open staying as it was; and the command line's --slide.

#include <gtest/gtest.h>

#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <utility>
#include <variant>

#include "app/language.hpp"
#include "compare/compare_window.hpp"
#include "gui_test_support.hpp"
#include "window/bookmark_note_dialog.hpp"
#include "window/lesson_title_dialog.hpp"
#include "lesson/lesson.hpp"
#include "model/recognition.hpp"

namespace frontier::gui::testing {
namespace {

bool show_and_wait(MainWindow& window, int index) {
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  if (!window.lessons().show_slide(index)) return false;
  return wait_until([&] { return !shown.isEmpty(); }, 60000) && shown.front().front().toInt() == index;
}

bool open_lesson_and_wait(MainWindow& window, const QString& path, int first = 0) {
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  if (!window.lessons().open_lesson(path, first)) return false;
  return wait_until([&] { return !shown.isEmpty(); }, 60000);
}

QStringList shipped_lessons() {
  QStringList paths;
  for (const QString& name : QDir(samples_directory() + QStringLiteral("/lessons")).entryList({QStringLiteral("*.frontier-lesson")})) {
    paths << samples_directory() + QStringLiteral("/lessons/") + name;
  }
  return paths;
}

class LessonFile : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
  QString status(const MainWindow& window) const { return window.findChild<QLabel*>(QStringLiteral("status"))->text(); }
};

TEST_F(LessonFile, SavedFromTheViewAndOpenedAgainAtTheSamePlace) {
  MainWindow teacher;
  const QString sample = samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in");
  ASSERT_TRUE(open_and_wait(teacher, sample));
  teacher.session().choose(0, 0);
  ASSERT_TRUE(teacher.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(teacher));
  show_active(teacher);
  // A bookmark at step 5 (the end of layer 0), and the cursor left at step 8.
  teacher.session().playback().seek(5);
  QTest::keyClick(&teacher, Qt::Key_B);
  teacher.session().playback().seek(8);
  ASSERT_EQ(teacher.marks().bookmarks().all().size(), 1u);
  const QString path = write_temporary(QStringLiteral("saved.frontier-lesson"), {});
  ASSERT_TRUE(teacher.lessons().save_lesson(path));
  EXPECT_TRUE(status(teacher).startsWith(QStringLiteral("Saved the lesson (1 slide) to "))) << status(teacher).toStdString();

  // What the file says, read independently of the reader: the judge text embedded whole.
  QFile saved(path);
  ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
  const QJsonObject root = QJsonDocument::fromJson(saved.readAll()).object();
  EXPECT_EQ(root[QStringLiteral("format")].toString(), QStringLiteral("frontier-lesson"));
  const QJsonObject slide = root[QStringLiteral("slides")].toArray().at(0).toObject();
  QFile judge(sample);
  ASSERT_TRUE(judge.open(QIODevice::ReadOnly));
  const std::shared_ptr<const PuzzleFile> original = read_as(*find_puzzle("lianliankan"), judge.readAll().toStdString()).file;
  ASSERT_NE(original, nullptr);
  EXPECT_EQ(slide[QStringLiteral("judge_text")].toString().toStdString(), original->write());
  EXPECT_EQ(slide[QStringLiteral("puzzle")].toString(), QStringLiteral("lianliankan"));
  EXPECT_EQ(slide[QStringLiteral("algorithms")].toArray().at(0).toString(), QStringLiteral("bfs-turns"));
  EXPECT_EQ(slide[QStringLiteral("step")].toInt(), 8);
  EXPECT_EQ(slide[QStringLiteral("bookmarks")].toArray().at(0).toObject()[QStringLiteral("step")].toInt(), 5);

  // Another window opens it where the teacher left it.
  MainWindow classroom;
  ASSERT_TRUE(open_lesson_and_wait(classroom, path));
  EXPECT_EQ(classroom.session().algorithm(), QStringLiteral("bfs-turns"));
  EXPECT_EQ(classroom.session().case_index(), 0);
  EXPECT_EQ(classroom.session().query_index(), 0);
  EXPECT_EQ(classroom.session().playback().position(), 8);
  ASSERT_EQ(classroom.marks().bookmarks().all().size(), 1u);
  EXPECT_EQ(classroom.marks().bookmarks().all().front().position, 5u);
  EXPECT_EQ(classroom.session().lane().result()->answer, QStringLiteral("YES"));
  EXPECT_TRUE(classroom.windowTitle().startsWith(QStringLiteral("saved, slide 1 of 1 — "))) << classroom.windowTitle().toStdString();

  // A second slide added from another query, saved, and both read back.
  classroom.session().choose(0, 1);
  ASSERT_TRUE(run_and_wait(classroom));
  classroom.lessons().add_slide();
  ASSERT_EQ(classroom.lessons().lesson()->slides.size(), 2u);
  EXPECT_EQ(classroom.lessons().slide_index(), 1);
  ASSERT_TRUE(classroom.lessons().save_lesson(path));
  const auto read = read_lesson_file(path);
  ASSERT_TRUE(std::holds_alternative<Lesson>(read)) << std::get<LessonError>(read).message(path).toStdString();
  const Lesson& lesson = std::get<Lesson>(read);
  ASSERT_EQ(lesson.slides.size(), 2u);
  EXPECT_EQ(lesson.slides[0].step, std::optional<std::uint64_t>(8));
  EXPECT_EQ(lesson.slides[1].query_number, 2);
  EXPECT_FALSE(lesson.slides[1].step.has_value());  // query 2 is refused at once: at its end
}

TEST_F(LessonFile, AnExerciseSlideIsTheClassesToClickAndTheClickerGoesOnFromIt) {
  MainWindow teacher;
  ASSERT_TRUE(open_and_wait(teacher, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(teacher.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(teacher));
  const QString path = write_temporary(QStringLiteral("exercise.frontier-lesson"), {});
  ASSERT_TRUE(teacher.lessons().save_lesson(path));  // slide 1: the search to watch
  // Slide 2: the same query, done by the class.
  teacher.action(QStringLiteral("exercise_mode"))->trigger();
  ASSERT_NE(teacher.hands().exercise(), nullptr);
  QAction* add = teacher.action(QStringLiteral("add_slide"));
  ASSERT_TRUE(add->isEnabled()) << "a slide is made of an exercise as of any view";
  add->trigger();
  ASSERT_EQ(teacher.lessons().lesson()->slides.size(), 2u);
  ASSERT_TRUE(teacher.lessons().save_lesson(path));

  // What the file says, read independently of the reader.
  QFile saved(path);
  ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
  const QJsonArray slides = QJsonDocument::fromJson(saved.readAll()).object()[QStringLiteral("slides")].toArray();
  ASSERT_EQ(slides.size(), 2);
  EXPECT_FALSE(slides.at(0).toObject().contains(QStringLiteral("exercise")));
  EXPECT_EQ(slides.at(1).toObject()[QStringLiteral("exercise")], QJsonValue(true));

  // Presented: the exercise slide opens for the class to do, and the clicker, which walks
  // a search shown, goes straight back to the previous slide from it.
  MainWindow classroom;
  ASSERT_TRUE(open_lesson_and_wait(classroom, path));
  EXPECT_EQ(classroom.mode(), WindowMode::viewing);
  ASSERT_TRUE(show_and_wait(classroom, 1));
  EXPECT_EQ(classroom.mode(), WindowMode::exercising);
  ASSERT_NE(classroom.hands().exercise(), nullptr);
  classroom.presentation().set(true);
  QAction* back = classroom.action(QStringLiteral("present_back"));
  ASSERT_TRUE(back->isEnabled());
  QSignalSpy shown(&classroom.lessons(), &LessonController::slide_shown);
  back->trigger();
  ASSERT_TRUE(wait_until([&] { return !shown.isEmpty(); }, 60000));
  EXPECT_EQ(classroom.lessons().slide_index(), 0);
  EXPECT_EQ(classroom.mode(), WindowMode::viewing);
  EXPECT_EQ(classroom.hands().exercise(), nullptr);
  classroom.presentation().set(false);
}

// The layout saved at the end keeps where the Slides and Question panels stand, not that
// they were shown: the next start has no lesson and asks nothing (a real window showed an
// empty Slides panel after a lesson had been open at the last quit).
TEST_F(LessonFile, TheNextStartShowsNoSlidesPanelWithoutALesson) {
  {
    MainWindow teacher;
    show_active(teacher);
    ASSERT_TRUE(open_lesson_and_wait(teacher, samples_directory() + QStringLiteral("/lessons/bfs_layers_lianliankan.frontier-lesson")));
    ASSERT_FALSE(teacher.findChild<QDockWidget*>(QStringLiteral("slides_dock"))->isHidden());
    teacher.set_quiet(true);  // nothing unsaved to ask about
    ASSERT_TRUE(teacher.close());
  }
  MainWindow next;
  show_active(next);
  EXPECT_TRUE(next.findChild<QDockWidget*>(QStringLiteral("slides_dock"))->isHidden());
  EXPECT_TRUE(next.findChild<QDockWidget*>(QStringLiteral("question_dock"))->isHidden());
}

TEST_F(LessonFile, ANoteWrittenOnABookmarkIsSavedAndSaidWhereItStands) {
  MainWindow teacher;
  ASSERT_TRUE(open_and_wait(teacher, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(teacher.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(teacher));
  show_active(teacher);
  teacher.session().playback().seek(10);
  // Ctrl+Shift+B: the dialog, typed into as a teacher would.
  bool typed = false;
  QTimer::singleShot(0, [&] {
    auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
    if (dialog == nullptr || dialog->objectName() != QStringLiteral("bookmark_note")) {
      if (dialog != nullptr) dialog->reject();
      return;
    }
    QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("english")), QStringLiteral("Layer 1 is done."));
    dialog->findChild<QLineEdit*>(QStringLiteral("chinese"))->setText(QStringLiteral("第 1 层结束。"));
    typed = true;
    dialog->accept();
  });
  QTest::keyClick(&teacher, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_TRUE(typed);
  ASSERT_EQ(teacher.marks().bookmarks().all().size(), 1u);
  const QString path = write_temporary(QStringLiteral("noted.frontier-lesson"), {});
  ASSERT_TRUE(teacher.lessons().save_lesson(path));
  const auto read = read_lesson_file(path);
  ASSERT_TRUE(std::holds_alternative<Lesson>(read));
  const Slide& slide = std::get<Lesson>(read).slides.front();
  ASSERT_EQ(slide.bookmarks.size(), 1u);
  EXPECT_EQ(slide.bookmarks.front().at.position, 10u);
  EXPECT_EQ(slide.bookmarks.front().note, (Bilingual{QStringLiteral("Layer 1 is done."), QStringLiteral("第 1 层结束。")}));
  // In class: Alt+PgDown from the start arrives there and says the note, in Chinese too.
  MainWindow classroom;
  ASSERT_TRUE(open_lesson_and_wait(classroom, path));
  show_active(classroom);
  QTest::keyClick(&classroom, Qt::Key_Home);
  QTest::keyClick(&classroom, Qt::Key_PageDown, Qt::AltModifier);
  ASSERT_TRUE(wait_until([&] { return !classroom.session().lane().waiting(); }));
  EXPECT_EQ(classroom.session().playback().position(), 10);
  EXPECT_EQ(status(classroom), QStringLiteral("Bookmark: Layer 1 is done."));
  ASSERT_TRUE(language::apply(language::kChinese));
  QApplication::processEvents();
  EXPECT_EQ(status(classroom), QStringLiteral("书签：第 1 层结束。"));
  ASSERT_TRUE(language::apply(language::kEnglish));
}

TEST_F(LessonFile, AJudgeFileOpenedByHandLeavesTheLessonWhenTheTeacherSaysSo) {
  MainWindow window;
  ASSERT_TRUE(open_lesson_and_wait(window, samples_directory() + QStringLiteral("/lessons/bidirectional_solitaire.frontier-lesson")));
  ASSERT_NE(window.lessons().lesson(), nullptr);
  // File ▸ Open asks; "Close the Lesson" answers.
  {
    DialogCatcher answer(QStringLiteral("close_lesson"));
    ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
    EXPECT_EQ(answer.names(), QStringList{QStringLiteral("into_lesson")});
  }
  EXPECT_EQ(window.lessons().lesson(), nullptr);
  EXPECT_FALSE(window.windowTitle().contains(QStringLiteral("slide")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_EQ(window.session().lane().result()->algorithm, "bfs-turns");  // the user's search, not the slide's
  EXPECT_EQ(window.session().lane().result()->answer, QStringLiteral("YES"));
  EXPECT_EQ(window.session().playback().position(), 0);  // no slide's step was sought
}

TEST_F(LessonFile, AJudgeFileOfAnotherPuzzleOpenedWithALessonOpenIsItsNextSlide) {
  MainWindow window;
  const QString shipped = samples_directory() + QStringLiteral("/lessons/bidirectional_solitaire.frontier-lesson");
  ASSERT_TRUE(open_lesson_and_wait(window, shipped));
  const int slides = static_cast<int>(window.lessons().lesson()->slides.size());
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  {
    DialogCatcher answer(QStringLiteral("add_slide"));  // the question's default
    ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
    EXPECT_EQ(answer.names(), QStringList{QStringLiteral("into_lesson")});
  }
  ASSERT_TRUE(wait_until([&] { return !shown.isEmpty(); }, 60000));
  ASSERT_NE(window.lessons().lesson(), nullptr);
  ASSERT_EQ(static_cast<int>(window.lessons().lesson()->slides.size()), slides + 1);
  EXPECT_EQ(window.lessons().slide_index(), 1);  // after the slide that was shown
  EXPECT_EQ(window.lessons().lesson()->slides[1].puzzle, "lianliankan");
  EXPECT_EQ(window.lessons().lesson()->slides[0].puzzle, "solitaire");
  EXPECT_EQ(window.session().file()->puzzle().id(), "lianliankan");
  EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("slide 2 of %1").arg(slides + 1))) << window.windowTitle().toStdString();
  EXPECT_TRUE(window.action(QStringLiteral("previous_slide"))->isEnabled());
  EXPECT_TRUE(window.action(QStringLiteral("next_slide"))->isEnabled());
  EXPECT_TRUE(window.lessons().deck().modified());
  // Undone, the lesson is as it was read, and its slide shown again.
  window.action(QStringLiteral("undo"))->trigger();
  ASSERT_EQ(static_cast<int>(window.lessons().lesson()->slides.size()), slides);
  EXPECT_FALSE(window.lessons().deck().modified());
  ASSERT_TRUE(wait_until([&] { return window.session().file()->puzzle().id() == "solitaire" && !window.session().lane().waiting(); }));
}

TEST_F(LessonFile, SaveLessonWritesTheDeckAsAuthoredWhateverTheViewShows) {
  const QString shipped = samples_directory() + QStringLiteral("/lessons/zero_one_bfs_mahjong.frontier-lesson");
  QTemporaryDir folder;
  const QString copy = folder.filePath(QStringLiteral("mahjong.frontier-lesson"));
  const std::variant<Lesson, LessonError> before = read_lesson_file(shipped);
  ASSERT_TRUE(std::holds_alternative<Lesson>(before));
  const Lesson& authored = std::get<Lesson>(before);
  MainWindow window;
  const int comparison = 2;  // "0-1 BFS vs A*"
  ASSERT_EQ(authored.slides[comparison].algorithms.size(), 2);
  ASSERT_TRUE(open_lesson_and_wait(window, shipped, comparison));
  ASSERT_TRUE(window.comparison().comparing());
  // The comparison closed (Esc), another search chosen: the slide is not what is shown.
  window.comparison().close();
  ASSERT_FALSE(window.comparison().comparing());
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("astar")));
  ASSERT_TRUE(window.lessons().save_lesson(copy));
  const std::variant<Lesson, LessonError> after = read_lesson_file(copy);
  ASSERT_TRUE(std::holds_alternative<Lesson>(after)) << std::get<LessonError>(after).message(copy).toStdString();
  const Lesson& saved = std::get<Lesson>(after);
  ASSERT_EQ(saved.slides.size(), authored.slides.size());
  for (std::size_t i = 0; i < saved.slides.size(); ++i) {
    EXPECT_EQ(saved.slides[i].algorithms, authored.slides[i].algorithms) << i;
    EXPECT_EQ(saved.slides[i].title, authored.slides[i].title) << i;
    EXPECT_EQ(saved.slides[i].step, authored.slides[i].step) << i;
    EXPECT_EQ(saved.slides[i].bookmarks, authored.slides[i].bookmarks) << i;
    // Still the judge file beside the shipped lesson, named from the copy's folder.
    EXPECT_FALSE(saved.slides[i].file.isEmpty()) << i;
    EXPECT_EQ(saved.slides[i].judge_path, authored.slides[i].judge_path) << i;
  }
  // Save Lesson again asks no path: the lesson has one now.
  EXPECT_EQ(window.lessons().lesson_path(), QFileInfo(copy).absoluteFilePath());
  {
    DialogCatcher none;
    window.action(QStringLiteral("save_lesson"))->trigger();
    EXPECT_TRUE(none.texts().isEmpty()) << none.texts().join(u'|').toStdString();
  }
  // Only "Update the Slide from the View" changes it: one search now, its title kept.
  window.lessons().update_slide();
  ASSERT_TRUE(window.lessons().save_lesson(copy));
  const Lesson updated = std::get<Lesson>(read_lesson_file(copy));
  EXPECT_EQ(updated.slides[comparison].algorithms, QStringList{QStringLiteral("astar")});
  EXPECT_EQ(updated.slides[comparison].title, authored.slides[comparison].title);
  EXPECT_EQ(updated.slides[0].algorithms, authored.slides[0].algorithms);
}

TEST_F(LessonFile, ASlideAddedIsNotLostWhenTheWindowCloses) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/mahjong/sample.in")));
  ASSERT_TRUE(run_and_wait(window));
  show_active(window);
  window.lessons().add_slide();
  ASSERT_NE(window.lessons().lesson(), nullptr);
  {
    DialogCatcher cancel(QStringLiteral("cancel"));
    EXPECT_FALSE(window.close());  // the user kept the lesson
    ASSERT_EQ(cancel.names(), QStringList{QStringLiteral("unsaved_lesson")});
  }
  EXPECT_TRUE(window.isVisible());
  const QString path = write_temporary(QStringLiteral("kept.frontier-lesson"), {});
  ASSERT_TRUE(window.lessons().save_lesson(path));
  DialogCatcher none;
  EXPECT_TRUE(window.close());  // saved: nothing to ask
  EXPECT_TRUE(none.texts().isEmpty());
}

TEST_F(LessonFile, EveryShippedLessonOpensAtEverySlide) {
  const QStringList lessons = shipped_lessons();
  ASSERT_GE(lessons.size(), 5);
  MainWindow window;
  for (const QString& path : lessons) {
    SCOPED_TRACE(path.toStdString());
    const auto read = read_lesson_file(path);
    ASSERT_TRUE(std::holds_alternative<Lesson>(read)) << std::get<LessonError>(read).message(path).toStdString();
    const Lesson& lesson = std::get<Lesson>(read);
    EXPECT_FALSE(lesson.title.english.isEmpty());
    EXPECT_TRUE(has_chinese(lesson.title.chinese));
    ASSERT_TRUE(open_lesson_and_wait(window, path));
    for (int i = 0; i < static_cast<int>(lesson.slides.size()); ++i) {
      SCOPED_TRACE(i);
      const Slide& slide = lesson.slides[static_cast<std::size_t>(i)];
      if (i > 0) {
        ASSERT_TRUE(show_and_wait(window, i));
      }
      EXPECT_TRUE(has_chinese(slide.title.chinese));
      ASSERT_NE(window.session().lane().result(), nullptr);
      EXPECT_EQ(window.session().algorithm(), slide.algorithms.front());
      // The slide's search answers as the judge solver does (or, for a lesson wrong on
      // purpose, carries the judge's answer beside its own).
      const std::shared_ptr<const Problem> problem = window.session().problem();
      const QString judge = problem->judge_answer(window.session().algorithm_names().front().toStdString());
      const SearchResult& result = *window.session().lane().result();
      EXPECT_TRUE(problem->judge_takes(result.judge_answer.isEmpty() ? result.answer : result.judge_answer, judge));
      const int expected_step = slide.step ? static_cast<int>(*slide.step) : window.session().playback().length();
      if (slide.ask.isEmpty()) {
        EXPECT_EQ(window.session().playback().position(), expected_step);
      }
      EXPECT_EQ(window.ask().asking(), !slide.ask.isEmpty());
      const WindowMode mode = slide.exercise                ? WindowMode::exercising
                              : slide.algorithms.size() > 1 ? WindowMode::comparing
                                                            : WindowMode::viewing;
      EXPECT_EQ(window.mode(), mode) << name(window.mode());
      EXPECT_EQ(window.marks().bookmarks().all().size(), slide.bookmarks.size());
      // A bookmark says something (a note, a question to explain), in both languages.
      for (const SlideBookmark& mark : slide.bookmarks) {
        EXPECT_FALSE(mark.note.empty() && mark.explain.empty());
        if (!mark.note.empty()) {
          EXPECT_TRUE(has_chinese(mark.note.chinese));
        }
        if (!mark.explain.empty()) {
          EXPECT_TRUE(has_chinese(mark.explain.chinese));
        }
      }
      if (slide.algorithms.size() > 1) {
        ASSERT_NE(window.comparison().lanes(), nullptr);
        EXPECT_EQ(window.comparison().lanes()->lane_count(), static_cast<int>(slide.algorithms.size()));
      }
      EXPECT_TRUE(status(window).startsWith(QStringLiteral("Slide %1 of %2: ").arg(i + 1).arg(lesson.slides.size())));
    }
  }
}

struct BadLesson {
  const char* name;
  QByteArray json;
  const char* where;  // the place the refusal names
  const char* what;   // a part of what it says
};

QByteArray slide_json(const QByteArray& fields) {
  return "{\"format\": \"frontier-lesson\", \"version\": 1, \"slides\": [{" + fields + "}]}";
}
const QByteArray kText = "\"judge_text\": \"3 4\\n1 2 3 4\\n0 0 0 0\\n4 3 2 1\\n1\\n1 1 3 4\\n0 0\\n\"";

TEST_F(LessonFile, AMalformedLessonIsRefusedWithItsPlaceAndTheDocumentStays) {
  const BadLesson bad[] = {
      {"bad JSON", "{\n  \"format\": \"frontier-lesson\",\n  \"version\": 1\n  \"slides\": []\n}", "4:", "JSON: "},
      {"not a lesson", "{\"format\": \"something\", \"version\": 1, \"slides\": []}", "format", "not a Frontier lesson"},
      {"no slides", "{\"format\": \"frontier-lesson\", \"version\": 1, \"slides\": []}", "slides", "one slide or more"},
      {"missing puzzle", slide_json(kText + ", \"algorithms\": [\"bfs-turns\"]"), "slides[0]", "needs \"puzzle\""},
      {"unknown puzzle", slide_json("\"puzzle\": \"sudoku\", " + kText + ", \"algorithms\": [\"bfs\"]"), "slides[0].puzzle",
       "is not a puzzle"},
      {"unknown field", slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\"], \"colour\": 1"),
       "slides[0].colour", "not a field"},
      {"query out of range", slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"query\": 2, \"algorithms\": [\"bfs-turns\"]"),
       "slides[0].query", "from 1 to 1"},
      {"unknown search", slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"quicksort\"]"),
       "slides[0].algorithms[0]", "has no search \"quicksort\""},
      {"five to compare", slide_json("\"puzzle\": \"lianliankan\", " + kText +
                                     ", \"algorithms\": [\"bfs-turns\", \"dfs\", \"bfs-turns\", \"dfs\", \"bfs-turns\"]"),
       "slides[0].algorithms", "two to 4"},
      {"judge text that does not read",
       slide_json("\"puzzle\": \"lianliankan\", \"judge_text\": \"3 4\\n1 2 x 4\\n\", \"algorithms\": [\"bfs-turns\"]"),
       "slides[0].judge_text:2:5", "is not a Lianliankan (HDU 1175) file: expected tile"},
      {"missing judge file", slide_json("\"puzzle\": \"lianliankan\", \"file\": \"nowhere.in\", \"algorithms\": [\"bfs-turns\"]"),
       "slides[0].file", "nowhere.in"},
      {"both text and file", slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"file\": \"x.in\", \"algorithms\": [\"bfs\"]"),
       "slides[0]", "exactly one of"},
      {"rule out of range", slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"rules\": {\"outside\": 7}, \"algorithms\": [\"bfs-turns\"]"),
       "slides[0].rules.outside", "from 0 to 1"},
      {"ask with a comparison",
       slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\", \"dfs\"], \"ask\": \"layer\""),
       "slides[0].ask", "one search"},
      {"exercise with a comparison",
       slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\", \"dfs\"], \"exercise\": true"),
       "slides[0].exercise", "one search"},
      {"exercise asked about",
       slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\"], \"ask\": \"layer\", \"exercise\": true"),
       "slides[0].exercise", "without \"ask\""},
      {"exercise not a truth", slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\"], \"exercise\": 1"),
       "slides[0].exercise", "true or false"},
      {"bad step", slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\"], \"step\": \"middle\""),
       "slides[0].step", "step number or \"end\""},
      {"bookmark without a step",
       slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\"], \"bookmarks\": [{\"note\": \"x\"}]"),
       "slides[0].bookmarks[0]", "needs \"step\""},
  };
  MainWindow window;
  const QString sample = samples_directory() + QStringLiteral("/mahjong/sample.in");
  ASSERT_TRUE(open_and_wait(window, sample));
  window.set_quiet(true);
  QSignalSpy failed(&window, &MainWindow::open_failed);
  for (const BadLesson& lesson : bad) {
    SCOPED_TRACE(lesson.name);
    failed.clear();
    const QString path = write_temporary(QStringLiteral("bad.frontier-lesson"), lesson.json);
    EXPECT_FALSE(window.lessons().open_lesson(path));
    ASSERT_EQ(failed.size(), 1);
    const QString message = failed.front().front().toString();
    EXPECT_TRUE(message.startsWith(QStringLiteral("bad.frontier-lesson:%1").arg(QLatin1String(lesson.where)))) << message.toStdString();
    EXPECT_TRUE(message.contains(QLatin1String(lesson.what))) << message.toStdString();
    // What was open stays: the Mahjong sample, no lesson.
    EXPECT_EQ(window.session().path(), sample);
    EXPECT_EQ(window.lessons().lesson(), nullptr);
  }
  // And through File ▸ Open's dialog when not quiet: a dialog says why.
  window.set_quiet(false);
  DialogCatcher catcher;
  EXPECT_FALSE(window.lessons().open_lesson(write_temporary(QStringLiteral("bad.frontier-lesson"), bad[0].json)));
  ASSERT_EQ(catcher.texts().size(), 1);
  EXPECT_TRUE(catcher.texts().front().contains(QStringLiteral("bad.frontier-lesson:4:"))) << catcher.texts().front().toStdString();
  EXPECT_EQ(window.session().path(), sample);
}

// A lesson, or a slide's judge file, that is no regular file is refused at once with the
// reason: read, /dev/zero would grow without end, and a FIFO would wait for a writer that
// never comes. A file name with a NUL in it is refused too, as it would open another file.
TEST_F(LessonFile, ADeviceAPipeOrANulInTheNameIsRefusedAtOnce) {
  QTemporaryDir folder;
  const QString fifo = folder.filePath(QStringLiteral("pipe.frontier-lesson"));
  ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
  const QString zero = folder.filePath(QStringLiteral("zero.frontier-lesson"));
  ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), zero));
  for (const QString& lesson : {zero, fifo}) {
    const std::variant<Lesson, LessonError> read = read_lesson_file(lesson);
    ASSERT_TRUE(std::holds_alternative<LessonError>(read)) << lesson.toStdString();
    EXPECT_TRUE(std::get<LessonError>(read).what.contains(QStringLiteral("not a regular file"))) << lesson.toStdString();
  }
  const std::pair<QString, const char*> judges[] = {
      {fifo, "not a regular file"}, {QStringLiteral("/dev/zero"), "not a regular file"}, {folder.path(), "is a folder"}};
  for (const auto& [judge, what] : judges) {
    const std::variant<Lesson, LessonError> read = read_lesson(
        slide_json("\"puzzle\": \"lianliankan\", \"file\": \"" + judge.toUtf8() + "\", \"algorithms\": [\"bfs-turns\"]"),
        folder.path());
    ASSERT_TRUE(std::holds_alternative<LessonError>(read)) << judge.toStdString();
    EXPECT_EQ(std::get<LessonError>(read).where, QStringLiteral("slides[0].file"));
    EXPECT_TRUE(std::get<LessonError>(read).what.contains(QLatin1String(what))) << std::get<LessonError>(read).what.toStdString();
  }
  // "sample.in" exists beside the lesson; with a NUL after it the name is another.
  QFile sample(folder.filePath(QStringLiteral("sample.in")));
  ASSERT_TRUE(sample.open(QIODevice::WriteOnly));
  sample.write("1 2\n1 1\n1\n1 1 1 2\n0 0\n");
  sample.close();
  const std::variant<Lesson, LessonError> named = read_lesson(
      slide_json("\"puzzle\": \"lianliankan\", \"file\": \"sample.in\\u0000.txt\", \"algorithms\": [\"bfs-turns\"]"),
      folder.path());
  ASSERT_TRUE(std::holds_alternative<LessonError>(named));
  EXPECT_TRUE(std::get<LessonError>(named).what.contains(QStringLiteral("NUL"))) << std::get<LessonError>(named).what.toStdString();
}

// A generated board's counts and sizes are whole, as `frontier-cli generate` takes them:
// "rows": 4.5 is refused at its place, not made into 5 rows; a real parameter takes any
// number in its range.
TEST_F(LessonFile, AGeneratedBoardsCountsAreWholeNumbers) {
  QTemporaryDir folder;
  const auto generated = [&](const QByteArray& parameters) {
    return read_lesson(slide_json("\"puzzle\": \"lianliankan\", \"generate\": {\"seed\": 7, \"parameters\": {" + parameters +
                                  "}}, \"algorithms\": [\"bfs-turns\"]"),
                       folder.path());
  };
  const std::variant<Lesson, LessonError> half = generated("\"rows\": 4.5, \"cols\": 5");
  ASSERT_TRUE(std::holds_alternative<LessonError>(half));
  EXPECT_EQ(std::get<LessonError>(half).where, QStringLiteral("slides[0].generate.parameters.rows"));
  EXPECT_TRUE(std::get<LessonError>(half).what.contains(QStringLiteral("whole number"))) << std::get<LessonError>(half).what.toStdString();
  const std::variant<Lesson, LessonError> whole = generated("\"rows\": 4, \"cols\": 5, \"density\": 0.45");
  ASSERT_TRUE(std::holds_alternative<Lesson>(whole)) << std::get<LessonError>(whole).message({}).toStdString();
  EXPECT_EQ(std::get<Lesson>(whole).slides[0].generate->parameters.at("rows"), 4.0);
}

// Slides that name one judge file, by whatever path, share one copy of it (six slides of a
// 200 MB file held six); titles and notes are bounded, with the place and the bound said
// (a 60 MB title took 2.3 GB and 49 s to show).
TEST_F(LessonFile, SlidesOfOneFileShareItAndTitlesAndNotesAreBounded) {
  QTemporaryDir folder;
  QFile judge(folder.filePath(QStringLiteral("board.in")));
  ASSERT_TRUE(judge.open(QIODevice::WriteOnly));
  judge.write("3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n2\n1 1 3 4\n1 2 3 3\n0 0\n");
  judge.close();
  ASSERT_TRUE(QFile::link(folder.filePath(QStringLiteral("board.in")), folder.filePath(QStringLiteral("link.in"))));
  const QByteArray slide = "{\"puzzle\": \"lianliankan\", \"file\": \"%1\", \"algorithms\": [\"bfs-turns\"], \"query\": %2}";
  QByteArray slides;
  int k = 0;
  for (const char* name : {"board.in", "./board.in", "link.in"}) {
    slides += (k == 0 ? "" : ", ") + QString::fromUtf8(slide).arg(QLatin1String(name)).arg(k % 2 + 1).toUtf8();
    ++k;
  }
  const QByteArray lesson = "{\"format\": \"frontier-lesson\", \"version\": 1, \"slides\": [" + slides + "]}";
  const std::variant<Lesson, LessonError> read = read_lesson(lesson, folder.path());
  ASSERT_TRUE(std::holds_alternative<Lesson>(read)) << std::get<LessonError>(read).message({}).toStdString();
  const std::vector<Slide>& shown = std::get<Lesson>(read).slides;
  ASSERT_EQ(shown.size(), 3U);
  EXPECT_EQ(shown[0].judge_file.get(), shown[1].judge_file.get()) << "board.in and ./board.in are one file";
  EXPECT_EQ(shown[0].judge_file.get(), shown[2].judge_file.get()) << "a link to board.in is board.in";
  EXPECT_EQ(shown[1].query_number, 2);

  const QByteArray longest(kMaxTitleLength, 'a');
  const QByteArray too_long(kMaxTitleLength + 1, 'a');
  const auto titled = [&](const QByteArray& title) {
    return read_lesson(slide_json("\"title\": {\"zh\": \"" + title + "\"}, \"puzzle\": \"lianliankan\", " + kText +
                                  ", \"algorithms\": [\"bfs-turns\"]"),
                       folder.path());
  };
  EXPECT_TRUE(std::holds_alternative<Lesson>(titled(longest)));
  const std::variant<Lesson, LessonError> refused = titled(too_long);
  ASSERT_TRUE(std::holds_alternative<LessonError>(refused));
  EXPECT_EQ(std::get<LessonError>(refused).where, QStringLiteral("slides[0].title.zh"));
  EXPECT_TRUE(std::get<LessonError>(refused).what.contains(QString::number(kMaxTitleLength))) << std::get<LessonError>(refused).what.toStdString();
  const std::variant<Lesson, LessonError> noted = read_lesson(
      slide_json("\"puzzle\": \"lianliankan\", " + kText + ", \"algorithms\": [\"bfs-turns\"], \"bookmarks\": [{\"step\": 1, \"note\": \"" +
                 QByteArray(kMaxNoteLength + 1, 'n') + "\"}]"),
      folder.path());
  ASSERT_TRUE(std::holds_alternative<LessonError>(noted));
  EXPECT_EQ(std::get<LessonError>(noted).where, QStringLiteral("slides[0].bookmarks[0].note"));
  // What the window lets a teacher type is what a lesson may hold.
  BookmarkNoteDialog dialog(QStringLiteral("step 1"), {}, {});
  EXPECT_EQ(dialog.findChild<QLineEdit*>(QStringLiteral("english"))->maxLength(), kMaxNoteLength);
  EXPECT_EQ(dialog.findChild<QLineEdit*>(QStringLiteral("explain_chinese"))->maxLength(), kMaxNoteLength);
  LessonTitleDialog lesson_title(Bilingual{});
  EXPECT_EQ(lesson_title.findChild<QLineEdit*>(QStringLiteral("title_english"))->maxLength(), kMaxTitleLength);
}

TEST_F(LessonFile, TheCommandLineShowsASlideAndRefusesWhatIsNotThere) {
  const QString lesson = samples_directory() + QStringLiteral("/lessons/wrong_dfs_pitfall.frontier-lesson");
  QTemporaryDir scratch;
  const QString shot = scratch.filePath(QStringLiteral("slide.png"));
  QProcessEnvironment own;
  own.insert(QStringLiteral("XDG_CONFIG_HOME"), scratch.path());
  own.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
  const auto run = [&](const QStringList& arguments) {
    const ProgramRun ran = run_frontier(arguments, own);
    return std::make_pair(ran.status, ran.out + ran.err);
  };
  const auto [shown, out] = run({lesson, QStringLiteral("--slide"), QStringLiteral("3"), QStringLiteral("--screenshot"), shot});
  EXPECT_EQ(shown, 0) << out.toStdString();
  EXPECT_TRUE(out.contains(QStringLiteral("slide 3 of 3: BFS by turns gets it right"))) << out.toStdString();
  EXPECT_TRUE(out.contains(QStringLiteral("bfs-turns, step 0 of 12: NO"))) << out.toStdString();
  EXPECT_EQ(QImage(shot).size(), QSize(1280, 800));
  const auto [missing, missing_out] = run({lesson, QStringLiteral("--slide"), QStringLiteral("9"), QStringLiteral("--screenshot"), shot});
  EXPECT_EQ(missing, 1);
  EXPECT_TRUE(missing_out.contains(QStringLiteral("wrong_dfs_pitfall.frontier-lesson: there is no slide 9: the lesson has 3 slides")))
      << missing_out.toStdString();
  const auto [judge, judge_out] =
      run({samples_directory() + QStringLiteral("/lianliankan/dfs_pitfall.in"), QStringLiteral("--slide"), QStringLiteral("1")});
  EXPECT_EQ(judge, 2);
  EXPECT_TRUE(judge_out.contains(QStringLiteral("--slide goes with a lesson file"))) << judge_out.toStdString();
  const auto [chosen, chosen_out] = run({lesson, QStringLiteral("--algorithm"), QStringLiteral("dfs")});
  EXPECT_EQ(chosen, 2);
  EXPECT_TRUE(chosen_out.contains(QStringLiteral("only --slide, --screenshot, --size, --presentation, --student and --export-board go with a lesson")));
}

}  // namespace
}  // namespace frontier::gui::testing
