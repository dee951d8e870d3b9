// A lesson authored in the window, without holes (issue 43, part 5): nobody is asked a
// student name unasked and a teacher's session records nothing; the lesson's title and a
// bookmark's note and question are written in the window; a new slide starts without the
// view's bookmarks; automatic titles say the slide's kind and follow Update; a greyed slide
// action says why; a vote on a lesson not the user's stays in the session and is never
// written among the samples; a student answers a bookmark's question by keys alone.

#include <gtest/gtest.h>

#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <unistd.h>

#include "app/desktop_user.hpp"
#include "app/language.hpp"
#include "exercise/exercise_controller.hpp"
#include "gui_test_support.hpp"
#include "lesson/lesson.hpp"
#include "lesson/slide_sorter.hpp"
#include "play/play_controller.hpp"
#include "results/results_keeper.hpp"
#include "results/student_results.hpp"
#include "widgets/board_view.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/play_panel.hpp"
#include "widgets/student_line.hpp"
#include "window/bookmark_note_dialog.hpp"
#include "window/class_work.hpp"
#include "window/examples.hpp"

namespace frontier::gui::testing {
namespace {

const QString kStudentKey = QStringLiteral("results/student");

QString sample(const char* relative) { return samples_directory() + u'/' + QLatin1String(relative); }
QString class_lesson() { return sample("lessons/class_results_lianliankan.frontier-lesson"); }

// The tests' settings name a student (main.cpp); here none is, as on a machine where
// nobody has given one yet.
class NoNameGiven {
 public:
  NoNameGiven() : before_(QSettings().value(kStudentKey)) { QSettings().remove(kStudentKey); }
  ~NoNameGiven() { QSettings().setValue(kStudentKey, before_); }

 private:
  QVariant before_;
};

class Authoring : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
  void TearDown() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
  static QString status(const MainWindow& window) { return window.findChild<QLabel*>(QStringLiteral("status"))->text(); }
};

bool open_lesson_and_wait(MainWindow& window, const QString& path, int first = 0) {
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  if (!window.lessons().open_lesson(path, first)) return false;
  return wait_until([&] { return !shown.isEmpty(); }, 60000);
}

bool show_and_wait(MainWindow& window, int index) {
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  if (!window.lessons().show_slide(index)) return false;
  return wait_until([&] { return !shown.isEmpty(); }, 60000);
}

StudentResults results_in(const QString& folder, const QString& student) {
  const QString path = QDir(folder).filePath(results_file_name(student));
  if (!QFileInfo::exists(path)) return {student, {}};
  auto read = read_results_file(path);
  if (const auto* error = std::get_if<ResultsError>(&read)) ADD_FAILURE() << error->message(path).toStdString();
  return std::get_if<StudentResults>(&read) ? std::get<StudentResults>(read) : StudentResults{};
}

QJsonObject read_json(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return QJsonDocument::fromJson(file.readAll()).object();
}

// Makes `dialog` the active window, as the window manager makes a dialog that opens: its
// shortcuts and its keyboard focus work from then on.
void activate(QWidget& dialog) {
  QApplication::setActiveWindow(&dialog);
  dialog.activateWindow();
  (void)QTest::qWaitForWindowActive(&dialog, 2000);
}

// Chinese typed as an input method gives it: QTest's keys are ASCII's.
void type_chinese(QWidget* line, const QString& words) {
  if (auto* edit = qobject_cast<QLineEdit*>(line)) edit->insert(words);
}

// While alive, answers the modal dialogs that open, in order: each named as its step says
// (any, for an empty name), with the step's answer. A dialog of another name fails the test
// and is closed.
class Dialogs {
 public:
  using Answer = std::function<void(QDialog&)>;
  Dialogs(std::initializer_list<std::pair<QString, Answer>> steps) : steps_(steps) {
    poll_.setInterval(20);
    QObject::connect(&poll_, &QTimer::timeout, [this] { answer(); });
    poll_.start();
  }
  // How many were answered.
  std::size_t answered() const { return next_; }

 private:
  void answer() {
    auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
    if (dialog == nullptr || dialog == last_ || next_ >= steps_.size()) return;
    last_ = dialog;
    const auto& [name, respond] = steps_[next_++];
    activate(*dialog);
    if (!name.isEmpty() && dialog->objectName() != name) {
      ADD_FAILURE() << "a dialog named '" << dialog->objectName().toStdString() << "' opened, not '" << name.toStdString() << "'";
      dialog->reject();
      return;
    }
    respond(*dialog);
  }

  std::vector<std::pair<QString, Answer>> steps_;
  std::size_t next_ = 0;
  QPointer<QDialog> last_;
  QTimer poll_;
};

// --- Nobody is asked a name; a teacher's session records nothing --------------------------

TEST_F(Authoring, NobodyIsAskedANameAndAStudentsWorkIsKeptUnderTheDesktopUsersName) {
  NoNameGiven unnamed;
  const QString desktop_user = desktop_user_name();
  ASSERT_FALSE(desktop_user.isEmpty()) << "the account has no name, no login and no $USER";
  QTemporaryDir folder;
  MainWindow window;
  window.class_work().keeper().set_folder(folder.path());
  show_active(window);
  DialogCatcher boxes;  // any modal dialog that opens is noted, and closed
  // Ctrl+G on a plain judge file, then the arrows: they move the blank, none is taken by a box.
  ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
  QTest::keyClick(&window, Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  for (const Qt::Key arrow : {Qt::Key_Up, Qt::Key_Down, Qt::Key_Left, Qt::Key_Right}) {
    if (window.hands().game()->moves_made() == 0) QTest::keyClick(&window, arrow);
  }
  EXPECT_GT(window.hands().game()->moves_made(), 0) << "no arrow moved the blank";
  EXPECT_TRUE(boxes.names().isEmpty()) << boxes.names().size() << " dialog(s) opened unasked";
  // The move is kept under the desktop user's name, and the game's panel says so.
  const StudentResults kept = results_in(folder.path(), desktop_user);
  ASSERT_EQ(kept.activities.size(), 1u) << "nothing kept under " << desktop_user.toStdString();
  EXPECT_EQ(kept.activities.front().mode, QStringLiteral("play"));
  EXPECT_FALSE(kept.activities.front().steps.empty());
  const auto* line = window.panels().play->findChild<StudentLine*>();
  ASSERT_NE(line, nullptr) << "the game's panel says nothing of where the work goes";
  EXPECT_TRUE(line->words().contains(QStringLiteral("kept as %1").arg(desktop_user))) << line->words().toStdString();
  // Where, before any export: the folder, in the panel the student is working in, once.
  EXPECT_EQ(line->words(), QStringLiteral("Your work is kept as %1 in %2.")
                               .arg(desktop_user, QDir::toNativeSeparators(QDir::cleanPath(folder.path()))));
  EXPECT_TRUE(line->isVisible());
  EXPECT_EQ(window.panels().play->findChildren<StudentLine*>().size(), 1);
  QTest::keyClick(&window, Qt::Key_Escape);

  // A class's lesson whose slide generates each student's board, at its exercise: no box.
  window.set_quiet(false);
  ASSERT_TRUE(open_lesson_and_wait(window, class_lesson(), 2));
  EXPECT_EQ(window.mode(), WindowMode::exercising);
  EXPECT_TRUE(boxes.names().isEmpty()) << boxes.names().size() << " dialog(s) opened unasked";

  // The student gives another name in the panel's line, mid-exercise: the exercise goes on
  // under it, with its steps so far.
  ExerciseController* exercise = window.hands().exercise();
  ASSERT_NE(exercise, nullptr);
  ASSERT_TRUE(exercise->take_answer());
  const auto* exercise_line = window.panels().exercise->findChild<StudentLine*>();
  ASSERT_NE(exercise_line, nullptr);
  QLineEdit* name = exercise_line->name_line();
  name->selectAll();
  QTest::keyClicks(name, QStringLiteral("Ann Lee"));
  QTest::keyClick(name, Qt::Key_Return);
  ASSERT_TRUE(exercise->take_answer());
  window.return_to_viewing();
  EXPECT_TRUE(boxes.names().isEmpty());
  const StudentResults ann = results_in(folder.path(), QStringLiteral("Ann Lee"));
  ASSERT_EQ(ann.activities.size(), 1u);
  EXPECT_EQ(ann.activities.front().steps.size(), 2u) << "the first step stayed under the desktop user's name";
  EXPECT_EQ(results_in(folder.path(), desktop_user).activities.size(), 1u) << "only the game stays under it";
  EXPECT_EQ(QSettings().value(kStudentKey).toString(), QStringLiteral("Ann Lee"));
  EXPECT_TRUE(exercise_line->words().contains(QStringLiteral("kept as Ann Lee"))) << exercise_line->words().toStdString();
}

// File ▸ Student Name: a dialog only when asked for, its line holding the name in use;
// OK gives another, Cancel or an empty name keeps the one there was.
TEST_F(Authoring, FileStudentNameAsksOnlyWhenChosenAndCancelKeepsTheName) {
  NoNameGiven unnamed;
  MainWindow window;
  show_active(window);
  const QString before = window.class_work().student();
  QString offered;
  {
    Dialogs dialogs{{QString(), [&](QDialog& dialog) {
                       auto* line = dialog.findChild<QLineEdit*>();
                       ASSERT_NE(line, nullptr);
                       offered = line->text();
                       line->selectAll();
                       QTest::keyClicks(line, QStringLiteral("Dan Qi"));
                       QTest::keyClick(line, Qt::Key_Return);
                     }}};
    window.action(Command::student_name)->trigger();
    EXPECT_EQ(dialogs.answered(), 1u);
  }
  EXPECT_EQ(offered, before);
  EXPECT_EQ(window.class_work().student(), QStringLiteral("Dan Qi"));
  EXPECT_EQ(QSettings().value(kStudentKey).toString(), QStringLiteral("Dan Qi"));
  for (const auto& answer : std::vector<Dialogs::Answer>{[](QDialog& dialog) { QTest::keyClick(&dialog, Qt::Key_Escape); },
                                                         [](QDialog& dialog) {
                                                           auto* line = dialog.findChild<QLineEdit*>();
                                                           line->selectAll();
                                                           QTest::keyClicks(line, QStringLiteral("  "));
                                                           QTest::keyClick(line, Qt::Key_Return);
                                                         }}) {
    Dialogs dialogs{{QString(), answer}};
    window.action(Command::student_name)->trigger();
    EXPECT_EQ(dialogs.answered(), 1u);
    EXPECT_EQ(window.class_work().student(), QStringLiteral("Dan Qi"));
  }
}

TEST_F(Authoring, ATeachersSessionRecordsNothingAndAStudentsLessonIsRecorded) {
  // Building a lesson: a slide added, then its exercise worked.
  QTemporaryDir teacher_folder;
  {
    MainWindow teacher;
    teacher.class_work().keeper().set_folder(teacher_folder.path());
    ASSERT_TRUE(open_and_wait(teacher, sample("lianliankan/hdu1175_sample.in")));
    ASSERT_TRUE(teacher.session().set_algorithm(QStringLiteral("bfs-turns")));
    ASSERT_TRUE(run_and_wait(teacher));
    teacher.action(Command::exercise_mode)->trigger();
    ASSERT_NE(teacher.hands().exercise(), nullptr);
    teacher.action(Command::add_slide)->trigger();  // an exercise slide: the lesson is being built
    EXPECT_TRUE(teacher.lessons().authoring());
    EXPECT_TRUE(teacher.class_work().teachers_session());
    for (int k = 0; k < 3; ++k) ASSERT_TRUE(teacher.hands().exercise()->take_answer());
    EXPECT_FALSE(teacher.class_work().keeper().active());
    const auto* line = teacher.panels().exercise->findChild<StudentLine*>();
    ASSERT_NE(line, nullptr);
    EXPECT_TRUE(line->words().startsWith(QStringLiteral("Nothing done here is kept"))) << line->words().toStdString();
    EXPECT_FALSE(line->name_line()->isVisibleTo(teacher.panels().exercise));
    teacher.return_to_viewing();
    EXPECT_TRUE(results_in(teacher_folder.path(), QStringLiteral("Test Student")).activities.empty());
  }
  // Presenting a class's lesson: its exercise slide is the class's at the board, kept nowhere.
  QTemporaryDir presenter_folder;
  {
    MainWindow presenter;
    presenter.class_work().keeper().set_folder(presenter_folder.path());
    presenter.presentation().set(true);
    ASSERT_TRUE(open_lesson_and_wait(presenter, class_lesson(), 2));
    ASSERT_NE(presenter.hands().exercise(), nullptr);
    EXPECT_FALSE(presenter.lessons().authoring()) << "a lesson opened and shown is not being built";
    // The teacher's board is the one the lesson's reading made, not made a second time.
    EXPECT_EQ(presenter.session().file(), presenter.lessons().lesson()->slides[2].judge_file);
    for (int k = 0; k < 3; ++k) ASSERT_TRUE(presenter.hands().exercise()->take_answer());
    presenter.return_to_viewing();
    presenter.presentation().set(false);
    EXPECT_TRUE(results_in(presenter_folder.path(), QStringLiteral("Test Student")).activities.empty());
  }
  // A student opens the same lesson and does the slide: kept.
  QTemporaryDir student_folder;
  MainWindow student;
  student.class_work().keeper().set_folder(student_folder.path());
  ASSERT_TRUE(open_lesson_and_wait(student, class_lesson(), 2));
  ASSERT_NE(student.hands().exercise(), nullptr);
  EXPECT_FALSE(student.class_work().teachers_session());
  for (int k = 0; k < 3; ++k) ASSERT_TRUE(student.hands().exercise()->take_answer());
  student.return_to_viewing();
  const StudentResults kept = results_in(student_folder.path(), QStringLiteral("Test Student"));
  ASSERT_EQ(kept.activities.size(), 1u);
  EXPECT_EQ(kept.activities.front().steps.size(), 3u);
}

// A lesson opened and looked at (its first slide puts a question, nobody answers), then
// changed by the teacher, leaves no results file: an activity is written with its first
// step, never before.
TEST_F(Authoring, ALessonLookedAtAndThenEditedLeavesNoResultsFile) {
  QTemporaryDir folder;
  MainWindow window;
  window.class_work().keeper().set_folder(folder.path());
  ASSERT_TRUE(open_lesson_and_wait(window, class_lesson(), 0));
  ASSERT_TRUE(wait_until([&] { return window.ask().questions().open(); }, 10000)) << "the ask slide put no question";
  window.lessons().deck().set_title({QStringLiteral("Ours"), {}});  // the teacher's change: building the lesson
  EXPECT_TRUE(window.class_work().teachers_session());
  window.class_work().keeper().end();
  EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files), QStringList{}) << "a file was left for work nobody did";
}

// --- The student's explanation, by keys -----------------------------------------------------

TEST_F(Authoring, AStudentAnswersABookmarksQuestionByKeysAlone) {
  QTemporaryDir folder;
  MainWindow window;
  window.class_work().keeper().set_folder(folder.path());
  show_active(window);
  ASSERT_TRUE(open_lesson_and_wait(window, class_lesson(), 3));  // the comparison, its question at step 4
  ASSERT_TRUE(wait_until([&] { return window.session().lane().result() != nullptr && !window.session().searching(); }));
  bool typed = false, tab_left_the_text = false, still_open = false;
  QString answer_typed;
  auto* poll = new QTimer;
  poll->setInterval(20);
  QObject::connect(poll, &QTimer::timeout, [&] {
    auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
    if (dialog == nullptr || typed) return;
    typed = true;
    activate(*dialog);
    auto* text = dialog->findChild<QPlainTextEdit*>();
    ASSERT_NE(text, nullptr);
    text->setFocus();
    QTest::keyClicks(text, QStringLiteral("It counts turns"));
    QTest::keyClick(text, Qt::Key_Return);  // a line break: Return writes, it does not send
    QTest::keyClicks(text, QStringLiteral("along one path."));
    QTest::keyClick(text, Qt::Key_Tab);
    tab_left_the_text = qobject_cast<QPushButton*>(QApplication::focusWidget()) != nullptr;
    answer_typed = text->toPlainText();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return, Qt::ControlModifier);
    QTimer::singleShot(200, [&still_open] {
      if (auto* left = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
        still_open = true;
        left->reject();
      }
    });
  });
  poll->start();
  window.session().lane().seek(10);
  ASSERT_TRUE(wait_until([&] { return typed; }));
  QTest::qWait(400);
  delete poll;
  EXPECT_TRUE(tab_left_the_text) << "Tab wrote into the answer instead of going to the buttons";
  EXPECT_FALSE(answer_typed.contains(u'\t'));
  EXPECT_FALSE(still_open) << "Ctrl+Return did not send the answer";
  window.class_work().keeper().end();
  const StudentResults results = results_in(folder.path(), QStringLiteral("Test Student"));
  ASSERT_EQ(results.activities.size(), 1u);
  ASSERT_EQ(results.activities.front().explanations.size(), 1u);
  EXPECT_EQ(results.activities.front().explanations.front().answer, QStringLiteral("It counts turns\nalong one path."));
}

// --- The lesson's words, written in the window ----------------------------------------------

TEST_F(Authoring, ABookmarksNoteAndQuestionAreWrittenInBothLanguagesAndTheLessonKeepsThem) {
  MainWindow teacher;
  ASSERT_TRUE(open_and_wait(teacher, sample("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(teacher.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(teacher));
  show_active(teacher);
  teacher.session().playback().seek(6);
  QStringList unnamed;
  Dialogs written{{QStringLiteral("bookmark_note"), [&](QDialog& dialog) {
    for (const char* name : {"english", "chinese", "explain_english", "explain_chinese"}) {
      auto* line = dialog.findChild<QLineEdit*>(QLatin1String(name));
      if (line == nullptr) {
        ADD_FAILURE() << "the bookmark dialog has no line " << name;
        continue;
      }
      if (line->accessibleName().isEmpty()) unnamed << QLatin1String(name);
    }
    // By keys, as a teacher writes them: Tab from line to line, Return to keep them.
    QLineEdit* first = dialog.findChild<QLineEdit*>(QStringLiteral("english"));
    if (first == nullptr) return dialog.reject();
    first->setFocus();
    QTest::keyClicks(first, QStringLiteral("Layer 1 is done."));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    type_chinese(QApplication::focusWidget(), QStringLiteral("第 1 层结束。"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Why is (2, 3) not in it?"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    type_chinese(QApplication::focusWidget(), QStringLiteral("为什么 (2, 3) 不在其中？"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
  }}};
  QTest::keyClick(&teacher, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_EQ(written.answered(), 1u) << "Ctrl+Shift+B opened no dialog";
  EXPECT_TRUE(unnamed.isEmpty()) << "unnamed for screen readers: " << unnamed.join(u' ').toStdString();
  const TimelinePosition at = teacher.session().lane().cursor();
  EXPECT_EQ(teacher.marks().bookmarks().note(at), (Bilingual{QStringLiteral("Layer 1 is done."), QStringLiteral("第 1 层结束。")}));
  EXPECT_EQ(teacher.marks().bookmarks().explain(at),
            (Bilingual{QStringLiteral("Why is (2, 3) not in it?"), QStringLiteral("为什么 (2, 3) 不在其中？")}));
  // Opened again, the dialog holds them, and says its words in Chinese too.
  ASSERT_TRUE(language::apply(language::kChinese));
  QApplication::processEvents();
  show_active(teacher);
  QString english_question, title;
  Dialogs read{{QStringLiteral("bookmark_note"), [&](QDialog& dialog) {
    english_question = dialog.findChild<QLineEdit*>(QStringLiteral("explain_english"))->text();
    title = dialog.windowTitle();
    dialog.reject();
  }}};
  QTest::keyClick(&teacher, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_TRUE(language::apply(language::kEnglish));
  ASSERT_EQ(read.answered(), 1u) << "Ctrl+Shift+B opened no dialog in Chinese";
  EXPECT_EQ(english_question, QStringLiteral("Why is (2, 3) not in it?"));
  EXPECT_TRUE(has_chinese(title)) << title.toStdString();

  // Saved: the lesson file holds both, in both languages.
  const QString path = write_temporary(QStringLiteral("explained.frontier-lesson"), {});
  ASSERT_TRUE(teacher.lessons().save_lesson(path));
  const QJsonObject mark = read_json(path)[QStringLiteral("slides")].toArray().at(0).toObject()[QStringLiteral("bookmarks")].toArray().at(0).toObject();
  EXPECT_EQ(mark[QStringLiteral("note")].toObject()[QStringLiteral("zh")].toString(), QStringLiteral("第 1 层结束。"));
  EXPECT_EQ(mark[QStringLiteral("explain")].toObject()[QStringLiteral("en")].toString(), QStringLiteral("Why is (2, 3) not in it?"));
  EXPECT_EQ(mark[QStringLiteral("explain")].toObject()[QStringLiteral("zh")].toString(), QStringLiteral("为什么 (2, 3) 不在其中？"));
}

TEST_F(Authoring, TheLessonsTitleIsWrittenInTheWindowUndoneAsAnyChangeAndSaved) {
  MainWindow teacher;
  ASSERT_TRUE(open_and_wait(teacher, sample("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(run_and_wait(teacher));
  QAction* title = teacher.action(QStringLiteral("lesson_title"));
  ASSERT_NE(title, nullptr) << "no Lesson ▸ Lesson Title";
  ASSERT_TRUE(title->isEnabled());
  // With no lesson open, the title starts one.
  Dialogs titled{{QStringLiteral("lesson_title"), [](QDialog& dialog) {
                    dialog.findChild<QLineEdit*>(QStringLiteral("title_english"))->setText(QStringLiteral("Turns, layer by layer"));
                    dialog.findChild<QLineEdit*>(QStringLiteral("title_chinese"))->setText(QStringLiteral("逐层数转弯"));
                    dialog.accept();
                  }},
                  {QStringLiteral("lesson_title"), [](QDialog& dialog) {
                    auto* english = dialog.findChild<QLineEdit*>(QStringLiteral("title_english"));
                    EXPECT_EQ(english->text(), QStringLiteral("Turns, layer by layer"));
                    english->setText(QStringLiteral("Fewest turns"));
                    dialog.accept();
                  }}};
  title->trigger();
  ASSERT_NE(teacher.lessons().lesson(), nullptr);
  EXPECT_EQ(teacher.lessons().lesson()->title, (Bilingual{QStringLiteral("Turns, layer by layer"), QStringLiteral("逐层数转弯")}));
  EXPECT_EQ(teacher.lessons().sorter().lesson_title(), QStringLiteral("Turns, layer by layer"));
  teacher.action(Command::add_slide)->trigger();
  // Changed again, then undone and redone as any change of the deck.
  title->trigger();
  ASSERT_EQ(titled.answered(), 2u);
  EXPECT_EQ(teacher.lessons().lesson()->title.english, QStringLiteral("Fewest turns"));
  QUndoStack* history = teacher.lessons().undo_stack();
  history->undo();
  EXPECT_EQ(teacher.lessons().lesson()->title.english, QStringLiteral("Turns, layer by layer"));
  EXPECT_EQ(teacher.lessons().lesson()->slides.size(), 1u);
  history->undo();
  history->undo();
  EXPECT_TRUE(teacher.lessons().lesson()->title.empty());
  history->redo();
  history->redo();
  history->redo();
  EXPECT_EQ(teacher.lessons().lesson()->title.english, QStringLiteral("Fewest turns"));
  const QString path = write_temporary(QStringLiteral("titled.frontier-lesson"), {});
  ASSERT_TRUE(teacher.lessons().save_lesson(path));
  const QJsonObject saved = read_json(path)[QStringLiteral("title")].toObject();
  EXPECT_EQ(saved[QStringLiteral("en")].toString(), QStringLiteral("Fewest turns"));
  EXPECT_EQ(saved[QStringLiteral("zh")].toString(), QStringLiteral("逐层数转弯"));
}

TEST_F(Authoring, ANewSlideStartsWithoutTheViewsBookmarksAndUpdateGivesThem) {
  MainWindow teacher;
  // The shipped lesson's second slide has three bookmarks, shown on the view.
  ASSERT_TRUE(open_lesson_and_wait(teacher, sample("lessons/bfs_layers_lianliankan.frontier-lesson"), 1));
  ASSERT_EQ(teacher.marks().bookmarks().all().size(), 3u);
  teacher.action(Command::add_slide)->trigger();
  ASSERT_EQ(teacher.lessons().slide_index(), 2);
  EXPECT_TRUE(teacher.lessons().lesson()->slides[2].bookmarks.empty()) << "the new slide took the view's bookmarks";
  EXPECT_TRUE(status(teacher).contains(QStringLiteral("none of the view's 3 bookmarks"))) << status(teacher).toStdString();
  // Asked for: Update the Slide from the View gives them, with their notes.
  teacher.action(Command::update_slide)->trigger();
  const std::vector<SlideBookmark>& given = teacher.lessons().lesson()->slides[2].bookmarks;
  ASSERT_EQ(given.size(), 3u);
  EXPECT_EQ(given, teacher.lessons().lesson()->slides[1].bookmarks);
}

TEST_F(Authoring, AutomaticTitlesSayTheSlidesKindAndFollowUpdateWhileATitleTypedStays) {
  MainWindow teacher;
  ASSERT_TRUE(open_and_wait(teacher, sample("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(teacher.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(teacher));
  const auto title = [&](int slide) { return teacher.lessons().lesson()->slides.at(static_cast<std::size_t>(slide)).title.english; };
  teacher.action(Command::add_slide)->trigger();
  EXPECT_EQ(title(0), QStringLiteral("hdu1175_sample, case 1, query 1: bfs-turns"));
  teacher.action(Command::exercise_mode)->trigger();
  ASSERT_NE(teacher.hands().exercise(), nullptr);
  teacher.action(Command::add_slide)->trigger();
  EXPECT_EQ(title(1), QStringLiteral("Exercise: hdu1175_sample, case 1, query 1: bfs-turns"));
  teacher.return_to_viewing();
  teacher.action(Command::ask)->trigger();
  ASSERT_TRUE(teacher.ask().asking());
  teacher.action(Command::add_slide)->trigger();
  EXPECT_EQ(title(2), QStringLiteral("Ask: hdu1175_sample, case 1, query 1: bfs-turns"));
  teacher.action(Command::ask)->trigger();
  ASSERT_NE(teacher.comparison().open({QStringLiteral("bfs-turns"), QStringLiteral("dfs")}), nullptr);
  teacher.action(Command::add_slide)->trigger();
  EXPECT_EQ(title(3), QStringLiteral("Compare: hdu1175_sample, case 1, query 1: bfs-turns / dfs"));
  teacher.return_to_viewing();
  // In Chinese too, where the window speaks it.
  const Bilingual exercise = teacher.lessons().lesson()->slides[1].title;
  EXPECT_TRUE(has_chinese(exercise.chinese)) << exercise.chinese.toStdString();

  // Slide 1 updated from another search and query: its automatic title follows.
  ASSERT_TRUE(show_and_wait(teacher, 0));
  teacher.session().choose(0, 1);
  ASSERT_TRUE(teacher.session().set_algorithm(QStringLiteral("dfs")));
  ASSERT_TRUE(run_and_wait(teacher));
  teacher.action(Command::update_slide)->trigger();
  EXPECT_EQ(title(0), QStringLiteral("hdu1175_sample, case 1, query 2: dfs"));
  // A title the teacher typed stays through Update.
  teacher.lessons().deck().rename(0, QStringLiteral("Depth first goes astray"), false);
  teacher.session().choose(0, 0);
  ASSERT_TRUE(run_and_wait(teacher));
  teacher.action(Command::update_slide)->trigger();
  EXPECT_EQ(title(0), QStringLiteral("Depth first goes astray"));
  EXPECT_EQ(teacher.lessons().lesson()->slides[0].query_number, 1);

  // Saved and opened again another day, an automatic title still follows Update.
  const QString path = write_temporary(QStringLiteral("titles.frontier-lesson"), {});
  ASSERT_TRUE(teacher.lessons().save_lesson(path));
  MainWindow later;
  ASSERT_TRUE(open_lesson_and_wait(later, path, 2));
  later.action(Command::ask)->trigger();  // no longer asking: a search to watch
  ASSERT_FALSE(later.ask().asking());
  later.action(Command::update_slide)->trigger();
  EXPECT_EQ(later.lessons().lesson()->slides[2].title.english, QStringLiteral("hdu1175_sample, case 1, query 1: bfs-turns"));
}

// --- Greyed slide actions say why -------------------------------------------------------------

TEST_F(Authoring, AGreyedSlideActionSaysWhyInItsTooltipAndWhenTried) {
  MainWindow teacher;
  show_active(teacher);
  ASSERT_TRUE(open_lesson_and_wait(teacher, sample("lessons/zero_one_bfs_mahjong.frontier-lesson")));
  // The first slide: Move Slide Up is greyed, and says why.
  QAction* up = teacher.action(Command::slide_up);
  ASSERT_FALSE(up->isEnabled());
  EXPECT_TRUE(up->toolTip().contains(QStringLiteral("not now: this is the lesson's first slide"))) << up->toolTip().toStdString();
  EXPECT_EQ(up->statusTip(), up->toolTip());
  // Clicked in the Slides panel: the status bar says it.
  auto* up_button = teacher.findChild<QToolButton*>(QStringLiteral("slide_up_button"));
  ASSERT_NE(up_button, nullptr);
  teacher.findChild<QDockWidget*>(QStringLiteral("slides_dock"))->show();
  QTest::mouseClick(up_button, Qt::LeftButton);
  EXPECT_EQ(status(teacher), QStringLiteral("Move Slide Up: not now: this is the lesson's first slide")) << status(teacher).toStdString();
  // Editing the board: Duplicate is greyed until Edit Mode is left; its key-less menu entry
  // says so, and Ctrl+M, Add the View as a Slide's key, says why it does nothing.
  QTest::keyClick(&teacher, Qt::Key_E, Qt::ControlModifier);
  ASSERT_EQ(teacher.mode(), WindowMode::editing);
  QAction* duplicate = teacher.action(Command::duplicate_slide);
  ASSERT_FALSE(duplicate->isEnabled());
  EXPECT_TRUE(duplicate->toolTip().contains(QStringLiteral("not now: the board is being edited: Esc leaves Edit Mode first")))
      << duplicate->toolTip().toStdString();
  ASSERT_FALSE(teacher.action(Command::add_slide)->isEnabled());
  QTest::keyClick(&teacher, Qt::Key_M, Qt::ControlModifier);
  EXPECT_TRUE(status(teacher).startsWith(QStringLiteral("Add the View as a Slide: not now: the board is being edited")))
      << status(teacher).toStdString();
  QTest::keyClick(&teacher, Qt::Key_Escape);
  ASSERT_EQ(teacher.mode(), WindowMode::viewing);
  EXPECT_TRUE(duplicate->isEnabled());
  EXPECT_FALSE(duplicate->toolTip().contains(QStringLiteral("not now"))) << "the reason stayed once the action was on";

  // A comparison slide: its title is renamed in place by F2, and the letters typed are the
  // title's, not the menus' (no Save Lesson runs, no dialog opens).
  ASSERT_TRUE(show_and_wait(teacher, 2));
  ASSERT_EQ(teacher.mode(), WindowMode::comparing);
  for (const Command command : {Command::rename_slide, Command::duplicate_slide, Command::delete_slide, Command::slide_up}) {
    EXPECT_TRUE(teacher.action(command)->isEnabled()) << row(command).name << " greyed during a comparison";
  }
  DialogCatcher boxes;
  show_active(teacher);
  QListWidget* list = teacher.lessons().sorter().list();
  list->setFocus();
  QTest::keyClick(list, Qt::Key_F2);
  auto* editor = list->viewport()->findChild<QLineEdit*>();
  ASSERT_NE(editor, nullptr) << "F2 opened no editor";
  EXPECT_EQ(QApplication::focusWidget(), editor) << "the keys are not in the title's editor";
  QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
  QTest::keyClicks(editor, QStringLiteral("Side by side, seen by all"));
  QTest::keyClick(editor, Qt::Key_Return);
  QTest::qWait(50);  // the delegate commits the title after the editor has seen its Return
  EXPECT_EQ(teacher.lessons().lesson()->slides[2].title.english, QStringLiteral("Side by side, seen by all"));
  EXPECT_EQ(teacher.mode(), WindowMode::comparing);
  EXPECT_TRUE(boxes.names().isEmpty()) << boxes.names().join(u' ').toStdString();
  teacher.set_quiet(true);  // nothing to ask about on the way out
}

// --- The Slides panel by keys ---------------------------------------------------------------

// Qt's warnings while it lives, kept to be looked at.
class WarningsKept {
 public:
  WarningsKept() { previous_ = qInstallMessageHandler(&WarningsKept::keep); }
  ~WarningsKept() { qInstallMessageHandler(previous_); }
  static QStringList& kept() {
    static QStringList warnings;
    return warnings;
  }

 private:
  static void keep(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type != QtDebugMsg && type != QtInfoMsg) kept() << message;
  }
  QtMessageHandler previous_ = nullptr;
};

// The arrow keys in the Slides panel show the slide they move to (the title said slide 1
// while slide 2 was highlighted); the highlight is seen to have the keys; F2 renames from
// anywhere in the window, and the Lesson menu shows it; a rename leaves Qt nothing to warn of.
TEST_F(Authoring, TheSlidesPanelShowsTheSlideItsHighlightMovesToAndF2RenamesFromTheWindow) {
  WarningsKept::kept().clear();
  WarningsKept warnings;
  MainWindow teacher;
  show_active(teacher);
  ASSERT_TRUE(open_lesson_and_wait(teacher, sample("lessons/bfs_layers_lianliankan.frontier-lesson")));
  teacher.findChild<QDockWidget*>(QStringLiteral("slides_dock"))->show();
  teacher.findChild<QDockWidget*>(QStringLiteral("slides_dock"))->raise();
  QListWidget* list = teacher.lessons().sorter().list();
  // Seen to have the keys: the panel drawn with them differs from the panel drawn without.
  teacher.board_view()->setFocus();
  QApplication::processEvents();
  const QImage without = list->grab().toImage();
  list->setFocus();
  QApplication::processEvents();
  ASSERT_TRUE(list->hasFocus());
  EXPECT_NE(list->grab().toImage(), without) << "nothing shows that the list has the keys";
  QSignalSpy shown(&teacher.lessons(), &LessonController::slide_shown);
  QTest::keyClick(list, Qt::Key_Down);
  EXPECT_EQ(teacher.lessons().slide_index(), 1);
  ASSERT_TRUE(wait_until([&] { return !shown.isEmpty(); }, 60000));
  EXPECT_TRUE(teacher.windowTitle().contains(QStringLiteral("slide 2 of 5"))) << teacher.windowTitle().toStdString();
  EXPECT_EQ(list->currentRow(), 1);
  EXPECT_TRUE(list->hasFocus()) << "showing the slide took the keys from the list";
  shown.clear();
  QTest::keyClick(list, Qt::Key_Up);
  ASSERT_TRUE(wait_until([&] { return !shown.isEmpty(); }, 60000));
  EXPECT_EQ(teacher.lessons().slide_index(), 0);
  EXPECT_TRUE(teacher.windowTitle().contains(QStringLiteral("slide 1 of 5"))) << teacher.windowTitle().toStdString();
  // Slide 1 asks the class, with the keys on the board: the rename is tried on slide 2.
  shown.clear();
  QTest::keyClick(list, Qt::Key_Down);
  ASSERT_TRUE(wait_until([&] { return !shown.isEmpty(); }, 60000));
  ASSERT_EQ(teacher.lessons().slide_index(), 1);

  // F2 from the board, as the Lesson menu says.
  QAction* rename = teacher.action(Command::rename_slide);
  EXPECT_EQ(rename->shortcut(), QKeySequence(Qt::Key_F2));
  const auto* menu = teacher.findChild<QMenu*>(QStringLiteral("lesson_menu"));
  ASSERT_NE(menu, nullptr);
  EXPECT_TRUE(menu->actions().contains(rename));
  teacher.board_view()->setFocus();
  QTest::keyClick(&teacher, Qt::Key_F2);
  auto* editor = list->viewport()->findChild<QLineEdit*>();
  ASSERT_NE(editor, nullptr) << "F2 opened no editor";
  EXPECT_EQ(QApplication::focusWidget(), editor);
  QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
  QTest::keyClicks(editor, QStringLiteral("By hand, layer by layer"));
  QTest::keyClick(editor, Qt::Key_Return);
  QTest::qWait(50);  // the delegate commits the title after the editor has seen its Return
  EXPECT_EQ(teacher.lessons().lesson()->slides[1].title.english, QStringLiteral("By hand, layer by layer"));
  EXPECT_TRUE(list->item(1)->text().contains(QStringLiteral("By hand, layer by layer"))) << list->item(1)->text().toStdString();
  EXPECT_EQ(teacher.lessons().slide_index(), 1);
  const QStringList closing = WarningsKept::kept().filter(QStringLiteral("closeEditor"));
  EXPECT_TRUE(closing.isEmpty()) << closing.join(u'\n').toStdString();
  teacher.set_quiet(true);  // nothing to ask about on the way out
}

// --- A vote on a lesson not the user's ------------------------------------------------------

// The shipped lesson's bytes, put back whatever the test does (a failing window must not
// leave the repository's sample changed).
class KeptFile {
 public:
  explicit KeptFile(QString path) : path_(std::move(path)) {
    QFile file(path_);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    bytes_ = file.readAll();
  }
  ~KeptFile() {
    if (!unchanged()) {
      QFile file(path_);
      if (file.open(QIODevice::WriteOnly)) file.write(bytes_);
    }
  }
  bool unchanged() const {
    QFile file(path_);
    return file.open(QIODevice::ReadOnly) && file.readAll() == bytes_;
  }

 private:
  QString path_;
  QByteArray bytes_;
};

TEST_F(Authoring, AVoteOnAShippedLessonStaysInTheSessionAndClosingOffersACopyOutsideTheSamples) {
  const QString shipped = sample("lessons/zero_one_bfs_mahjong.frontier-lesson");
  KeptFile kept(shipped);
  ASSERT_TRUE(is_shipped(shipped));
  MainWindow window;
  ASSERT_TRUE(open_lesson_and_wait(window, shipped, 1));  // the ask slide
  EXPECT_FALSE(window.lessons().lesson_is_users());
  VoteTally tally;
  tally.asked = 3;
  tally.question = QStringLiteral("next_state");
  tally.choices = {QStringLiteral("(1, 2)"), QStringLiteral("(2, 2)")};
  tally.hands = {7, 12};
  tally.right = 1;
  tally.when = QDateTime::currentDateTimeUtc();
  emit window.ask().voted(tally);  // as the vote dialog's count ends
  ASSERT_EQ(window.lessons().lesson()->slides[1].tallies.size(), 1u) << "the vote is kept with the slide";
  EXPECT_FALSE(window.lessons().authoring()) << "a class's vote is not building the lesson";
  // Save Lesson asks where to put a copy: never among the samples.
  QString folder, question;
  Dialogs closing{{QStringLiteral("unsaved_lesson"), [&](QDialog& box) {
                     question = static_cast<QMessageBox&>(box).text();
                     box.findChild<QPushButton*>(QStringLiteral("save"))->click();
                   }},
                  // Then the file dialog the copy is saved through.
                  {QString(), [&folder](QDialog& dialog) {
                     if (auto* files = qobject_cast<QFileDialog*>(&dialog)) folder = files->directory().absolutePath();
                     dialog.reject();
                   }}};
  EXPECT_FALSE(window.close()) << "the window closed although the copy was not saved";
  EXPECT_TRUE(question.contains(QStringLiteral("not yours to change"))) << question.toStdString();
  EXPECT_FALSE(folder.isEmpty()) << "no file dialog offered a copy";
  EXPECT_FALSE(is_shipped(folder)) << "the copy is offered among the samples: " << folder.toStdString();
  EXPECT_TRUE(kept.unchanged()) << "the shipped lesson was written over";
  window.set_quiet(true);  // and now it may close
}

TEST_F(Authoring, AVoteOnAReadOnlyLessonIsNotWrittenIntoItAndSaveOffersACopy) {
  if (geteuid() == 0) GTEST_SKIP() << "root writes any file: none is read-only to it";
  QTemporaryDir folder;
  const QString path = folder.filePath(QStringLiteral("theirs.frontier-lesson"));
  {
    MainWindow author;
    ASSERT_TRUE(open_and_wait(author, sample("lianliankan/hdu1175_sample.in")));
    ASSERT_TRUE(run_and_wait(author));
    ASSERT_TRUE(author.lessons().save_lesson(path));
  }
  ASSERT_TRUE(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
  KeptFile kept(path);
  MainWindow window;
  ASSERT_TRUE(open_lesson_and_wait(window, path));
  EXPECT_FALSE(window.lessons().lesson_is_users());
  VoteTally tally;
  tally.question = QStringLiteral("trend");
  tally.choices = {QStringLiteral("fewer"), QStringLiteral("more")};
  tally.hands = {3, 4};
  tally.right = 1;
  tally.when = QDateTime::currentDateTimeUtc();
  emit window.ask().voted(tally);
  // Lesson ▸ Save Lesson: a copy, under another name, never the read-only file.
  QString offered;
  Dialogs saving{{QString(), [&](QDialog& dialog) {
    if (auto* files = qobject_cast<QFileDialog*>(&dialog)) offered = files->selectedFiles().value(0);
    dialog.reject();
  }}};
  window.action(Command::save_lesson)->trigger();
  EXPECT_FALSE(offered.isEmpty()) << "Save Lesson asked no file";
  EXPECT_NE(QFileInfo(offered).absoluteFilePath(), QFileInfo(path).absoluteFilePath());
  EXPECT_TRUE(kept.unchanged());
  window.set_quiet(true);
}

}  // namespace
}  // namespace frontier::gui::testing
