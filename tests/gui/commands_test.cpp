// The command table (window/commands.hpp): one row per action gives its keys, words and
// availability; no window is needed to read it or to make its actions.

#include <gtest/gtest.h>

#include <QAction>
#include <QMap>
#include <QWidget>

#include "window/commands.hpp"

namespace frontier::gui::testing {
namespace {

TEST(Commands, EveryActionIsMadeFromItsRowWithItsKeysAndWordsThatNameThem) {
  QWidget window;
  Commands commands(window);
  commands.retranslate();
  int made = 0;
  for (const CommandRow& row : command_table()) {
    QAction* action = commands[row.command];
    const QString name = QString::fromLatin1(row.name.data(), static_cast<qsizetype>(row.name.size()));
    if (row.control == Control::widget) {
      EXPECT_EQ(action, nullptr) << name.toStdString() << ": a widget the window enables, not an action";
      continue;
    }
    ++made;
    ASSERT_NE(action, nullptr) << name.toStdString();
    EXPECT_EQ(action->objectName(), name);
    EXPECT_EQ(commands.find(row.name), action);
    EXPECT_TRUE(window.actions().contains(action)) << name.toStdString() << ": its keys work without its menu";
    EXPECT_EQ(action->isCheckable(), row.control == Control::checkable) << name.toStdString();
    EXPECT_EQ(action->shortcuts(), Commands::keys_of(row)) << name.toStdString();
    EXPECT_FALSE(action->text().isEmpty()) << name.toStdString();
    if (!action->shortcut().isEmpty()) {
      EXPECT_TRUE(action->toolTip().endsWith(QStringLiteral("(%1)").arg(action->shortcut().toString(QKeySequence::NativeText))))
          << name.toStdString() << ": " << action->toolTip().toStdString();
    }
  }
  EXPECT_EQ(made, static_cast<int>(window.actions().size()));
  EXPECT_EQ(commands.find("no_such_command"), nullptr);
  // Keys of the row and the platform's: Save As and Redo have theirs on every desktop.
  EXPECT_TRUE(commands[Command::save_as]->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
  EXPECT_TRUE(commands[Command::redo]->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
  EXPECT_EQ(commands[Command::undo]->shortcuts(), QKeySequence::keyBindings(QKeySequence::Undo));
}

TEST(Commands, NoTwoActionsThatMayBeOnInOneModeShareAKey) {
  // Qt does neither of two enabled actions with one key: in each mode, each key is one
  // action's. (The clicker's keys move between actions while presenting: presentation.cpp.)
  for (const WindowMode mode : kWindowModes) {
    QMap<QKeySequence, std::string_view> holder;
    for (const CommandRow& row : command_table()) {
      if (row.in[static_cast<std::size_t>(mode)] == Availability::off) continue;
      for (const QKeySequence& key : Commands::keys_of(row)) {
        const auto held = holder.constFind(key);
        EXPECT_TRUE(held == holder.constEnd()) << name(mode) << ": " << key.toString().toStdString() << " is both "
                                                << (held == holder.constEnd() ? "" : *held) << "'s and " << row.name << "'s";
        holder.insert(key, row.name);
      }
    }
  }
}

TEST(Commands, TheTableSaysWhatEachModeAllowsAndWhatElseACommandNeeds) {
  const WindowFacts nothing;
  WindowFacts searched{.has_problem = true, .has_query = true, .has_result = true};
  // Playback needs a finished search; comparing, the lanes have their own.
  EXPECT_FALSE(enabled(row(Command::step_forward), WindowMode::viewing, nothing));
  EXPECT_TRUE(enabled(row(Command::step_forward), WindowMode::viewing, searched));
  EXPECT_FALSE(enabled(row(Command::step_forward), WindowMode::comparing, searched));
  // Undo needs a step to undo, beyond its mode.
  EXPECT_FALSE(enabled(row(Command::undo), WindowMode::editing, searched));
  WindowFacts undoable = searched;
  undoable.can_undo = true;
  EXPECT_TRUE(enabled(row(Command::undo), WindowMode::editing, undoable));
  // A lesson's slides: the next one only before the last; moving a slide up only after the first.
  WindowFacts lesson = searched;
  lesson.lesson = true;
  lesson.slides = 3;
  lesson.slide = 2;
  EXPECT_FALSE(enabled(row(Command::next_slide), WindowMode::viewing, lesson));
  EXPECT_TRUE(enabled(row(Command::previous_slide), WindowMode::viewing, lesson));
  EXPECT_TRUE(enabled(row(Command::slide_up), WindowMode::viewing, lesson));
  EXPECT_FALSE(enabled(row(Command::slide_down), WindowMode::viewing, lesson));
  EXPECT_FALSE(enabled(row(Command::update_slide), WindowMode::viewing, searched)) << "no slide to update";
  // Esc leaves presentation mode only while presenting, and only where it means nothing else.
  WindowFacts presenting = searched;
  presenting.presenting = true;
  EXPECT_FALSE(enabled(row(Command::leave_presentation), WindowMode::viewing, searched));
  EXPECT_TRUE(enabled(row(Command::leave_presentation), WindowMode::viewing, presenting));
  EXPECT_FALSE(enabled(row(Command::leave_presentation), WindowMode::searching, presenting));
  // Reveal is ask mode's to enable, in viewing, where the class is asked.
  EXPECT_EQ(availability(WindowMode::viewing, "reveal"), Availability::own);
  EXPECT_EQ(availability(WindowMode::editing, "reveal"), Availability::off);
  EXPECT_EQ(availability(WindowMode::viewing, "no_such_command"), Availability::off);
}

}  // namespace
}  // namespace frontier::gui::testing
