// What a screen reader is told of the window's controls, read as it reads them: the
// accessibility tree Qt hands to AT-SPI (QAccessibleInterface), walked from the window in
// every mode. A control a person can work (a button, a box to tick, a list, a field) must
// have a name: without one, Orca says only "push button" or "combo box".

#include <gtest/gtest.h>

#include <QAccessible>
#include <QAccessibleInterface>
#include <QDialog>
#include <QMenuBar>
#include <QSlider>
#include <QTest>
#include <memory>

#include "app/language.hpp"
#include "document/orphan_journals.hpp"
#include "export/animation_dialog.hpp"
#include "gui_test_support.hpp"
#include "window/bookmark_note_dialog.hpp"
#include "window/lesson_title_dialog.hpp"
#include "window/help_dialogs.hpp"
#include "widgets/legend_panel.hpp"
#include "window/new_file_dialog.hpp"
#include "window/panels.hpp"
#include "window/picture_dialog.hpp"
#include "window/recovery_dialog.hpp"
#include "modes/ask_mode.hpp"
#include "modes/compare_mode.hpp"
#include "modes/hand_modes.hpp"
#include "window/lesson_controller.hpp"
#include "window/presentation.hpp"

namespace frontier::gui::testing {
namespace {

// The roles of what a person works; a label, a panel or a toolbar needs no name of its own.
bool is_control(QAccessible::Role role) {
  switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Table:
    case QAccessible::EditableText:
    case QAccessible::ButtonMenu:
      return true;
    default:
      return false;
  }
}

// Where an interface is, for the message: its widget's class and object name, and those
// of the widgets it sits in.
QString place_of(QAccessibleInterface* node) {
  QStringList path;
  for (const QObject* object = node->object(); object != nullptr; object = object->parent()) {
    const QString name = object->objectName();
    path.prepend(QString::fromLatin1(object->metaObject()->className()) + (name.isEmpty() ? QString() : u'#' + name));
    if (object->isWidgetType() && static_cast<const QWidget*>(object)->isWindow()) break;
  }
  return path.join(QStringLiteral(" > "));
}

// The shown controls under `node` that have no name.
void unnamed_under(QAccessibleInterface* node, QStringList& missing, int depth = 0) {
  if (node == nullptr || !node->isValid() || depth > 40) return;
  if (node->state().invisible) return;
  if (is_control(node->role()) && node->text(QAccessible::Name).trimmed().isEmpty()) {
    missing << QStringLiteral("%1 (role %2)").arg(place_of(node)).arg(node->role());
  }
  // A list's rows or a tree's items are named by their text; their own children are not walked.
  if (node->role() == QAccessible::List || node->role() == QAccessible::Tree || node->role() == QAccessible::Table) return;
  for (int i = 0; i < node->childCount(); ++i) unnamed_under(node->child(i), missing, depth + 1);
}

QStringList unnamed_controls(QWidget& window) {
  QStringList missing;
  unnamed_under(QAccessible::queryAccessibleInterface(&window), missing);
  return missing;
}

QString listed(const QStringList& missing) { return missing.join(QLatin1Char('\n')); }

class AccessibleNames : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
    show_active(window);
  }
  MainWindow window;
};

TEST_F(AccessibleNames, EveryControlIsNamedWhileViewingAndSearching) {
  EXPECT_TRUE(unnamed_controls(window).isEmpty()) << listed(unnamed_controls(window)).toStdString();
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_TRUE(unnamed_controls(window).isEmpty()) << listed(unnamed_controls(window)).toStdString();
}

TEST_F(AccessibleNames, EveryControlIsNamedInEachModeByHand) {
  for (void (HandModes::*enter)() : {&HandModes::enter_edit, &HandModes::enter_play, &HandModes::enter_exercise}) {
    (window.hands().*enter)();
    ASSERT_NE(window.hands().active(), nullptr);
    const QStringList missing = unnamed_controls(window);
    EXPECT_TRUE(missing.isEmpty()) << window.hands().active()->names().dock << ":\n" << listed(missing).toStdString();
    window.set_mode(WindowMode::viewing);
  }
}

TEST_F(AccessibleNames, EveryControlIsNamedWhileAskingComparingAndWithALesson) {
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(window));
  window.ask().set_ask(true);
  EXPECT_TRUE(unnamed_controls(window).isEmpty()) << "asking:\n" << listed(unnamed_controls(window)).toStdString();
  window.ask().set_ask(false);
  window.lessons().add_slide();
  EXPECT_TRUE(unnamed_controls(window).isEmpty()) << "a lesson:\n" << listed(unnamed_controls(window)).toStdString();
  window.comparison().open({});
  ASSERT_TRUE(window.comparison().comparing());
  EXPECT_TRUE(unnamed_controls(window).isEmpty()) << "comparing:\n" << listed(unnamed_controls(window)).toStdString();
  window.comparison().close();
}

TEST_F(AccessibleNames, EveryControlIsNamedWhilePresenting) {
  window.presentation().set(true);
  EXPECT_TRUE(unnamed_controls(window).isEmpty()) << listed(unnamed_controls(window)).toStdString();
  window.presentation().set(false);
}

TEST_F(AccessibleNames, TheNamesAreSaidInTheWindowsLanguage) {
  QSlider* timeline = window.timeline();
  EXPECT_EQ(timeline->accessibleName(), QStringLiteral("Timeline"));
  window.set_language(language::kChinese);
  EXPECT_TRUE(wait_until([&] { return has_chinese(timeline->accessibleName()); }, 5000)) << timeline->accessibleName().toStdString();
  EXPECT_TRUE(has_chinese(window.panels().legend->accessibleName()));
  window.set_language(language::kEnglish);
  EXPECT_TRUE(wait_until([&] { return timeline->accessibleName() == QStringLiteral("Timeline"); }, 5000));
}

// Each dialog, shown as the window shows it.
TEST_F(AccessibleNames, EveryControlOfEveryDialogIsNamed) {
  OrphanJournal orphan;
  orphan.file = QStringLiteral("/tmp/left.in");
  orphan.journal = QStringLiteral("not a journal");
  std::vector<std::unique_ptr<QDialog>> dialogs;
  dialogs.push_back(std::make_unique<NewFileDialog>(&window));
  dialogs.push_back(std::make_unique<PictureDialog>(&window, QStringLiteral("/tmp/view.png"), QSize(6, 5)));
  dialogs.push_back(std::make_unique<AnimationDialog>(&window, QStringLiteral("/tmp/view.gif"), 40, AnimationRange{0, 40}, QSize(640, 480)));
  dialogs.push_back(std::make_unique<BookmarkNoteDialog>(QStringLiteral("step 3"), Bilingual{}, Bilingual{}, &window));
  dialogs.push_back(std::make_unique<LessonTitleDialog>(Bilingual{}, &window));
  dialogs.push_back(std::make_unique<KeysDialog>(window.menuBar(), &window));
  dialogs.push_back(std::make_unique<TourDialog>(window));
  dialogs.push_back(std::make_unique<RecoveryDialog>(orphan, 1, 1, QString(), &window));
  for (const std::unique_ptr<QDialog>& dialog : dialogs) {
    dialog->show();
    const QStringList missing = unnamed_controls(*dialog);
    EXPECT_TRUE(missing.isEmpty()) << dialog->metaObject()->className() << ":\n" << listed(missing).toStdString();
    dialog->hide();
  }
}

}  // namespace
}  // namespace frontier::gui::testing
