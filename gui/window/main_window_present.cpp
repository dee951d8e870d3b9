// View ▸ Presentation Mode (F5): the window for a projector. The side panels fold away so
// that the board gets the screen; what they said stays in sight as a strip under the
// board (the lit pseudo-code line and the counters) and the narration strip; fonts are
// larger and the colours high-contrast. A presenter's clicker sends PageDown / PageUp
// and B: in this mode they go to the next / previous bookmark (then slide) and blank the
// screen, as they do in a slide show. Esc or F5 leaves the mode and the panels come back.

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QScreen>
#include <QWindow>
#include <QToolBar>
#include <QVBoxLayout>

#include "app/language.hpp"
#include "compare/compare_window.hpp"
#include "lesson/lesson.hpp"
#include "render/palette.hpp"
#include "widgets/blank_screen.hpp"
#include "widgets/board_view.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/narration_strip.hpp"
#include "widgets/presenter_console.hpp"
#include "widgets/presenter_strip.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

namespace {

// High contrast for projectors: black on white, whatever the desktop theme, with the
// selection in the blue the pictures use.
QPalette presentation_palette() {
  QPalette palette;
  for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button, QPalette::ToolTipBase}) {
    palette.setColor(role, Qt::white);
  }
  palette.setColor(QPalette::AlternateBase, QColor(0xee, 0xee, 0xee));
  for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText}) {
    palette.setColor(role, Qt::black);
  }
  palette.setColor(QPalette::Highlight, QColor::fromRgb(okabe_ito::kBlue));
  palette.setColor(QPalette::HighlightedText, Qt::white);
  palette.setColor(QPalette::PlaceholderText, QColor(0x55, 0x55, 0x55));
  palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x77, 0x77, 0x77));
  palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x77, 0x77, 0x77));
  palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x77, 0x77, 0x77));
  return palette;
}

// The keys a clicker sends, each the key of an everyday action outside presentation mode
// and of a presenter's action in it: one action holds a key at a time, or Qt would find
// the key ambiguous and do neither.
struct PresenterKey {
  const char* everyday;
  const char* presenting;
  QList<QKeySequence> keys;
};
// Clickers send PageDown / PageUp, and some → / ←.
const PresenterKey kPresenterKeys[] = {
    {"layer_forward", "present_forward", {QKeySequence(Qt::Key_PageDown)}},
    {"step_forward", "present_forward", {QKeySequence(Qt::Key_Right)}},
    {"layer_back", "present_back", {QKeySequence(Qt::Key_PageUp)}},
    {"step_back", "present_back", {QKeySequence(Qt::Key_Left)}},
    {"bookmark", "blank_screen", {QKeySequence(Qt::Key_B), QKeySequence(Qt::Key_Period)}},
};

}  // namespace

void MainWindow::create_present_actions() {
  connect(action(Command::present_forward), &QAction::triggered, this, [this] { present_step(true); });
  connect(action(Command::present_back), &QAction::triggered, this, [this] { present_step(false); });
  connect(action(Command::blank_screen), &QAction::triggered, this, [this] { set_blank(!blank()); });
  // Esc leaves presentation mode where Esc has no other meaning (the command table keeps it
  // off while a search runs or a mode of its own is on: there Esc cancels or leaves).
  connect(action(Command::leave_presentation), &QAction::triggered, this, [this] { set_presentation(false); });
  presenter_strip_ = new PresenterStrip(board_page());
  presenter_strip_->hide();
  if (auto* layout = qobject_cast<QVBoxLayout*>(board_page()->layout())) layout->addWidget(presenter_strip_);
  stage_ = new Stage(*this);
  connect(stage_, &Stage::blanked, this, [this](bool on) {
    if (on) {
      session_.clock().pause();  // nobody watches a search go on behind a black screen
    } else {
      board_view_->setFocus(Qt::OtherFocusReason);
    }
  });
}

void MainWindow::set_presentation(bool on) {
  const bool changed = on != style_.presentation;
  style_.presentation = on;
  board_view_->set_style(style_);
  pseudocode_panel_->set_presentation(on);
  narration_strip_->set_presentation(on);
  QFont font = QApplication::font();
  if (on) font.setPointSizeF(font.pointSizeF() * PaintStyle::kPresentationFontScale);
  setFont(font);
  setPalette(on ? presentation_palette() : QApplication::palette());
  action(QStringLiteral("presentation"))->setChecked(on);
  // The command line's pictures (quiet) are of the window at --size, not of a screen.
  if (changed && on && !quiet_) {
    stage_->take();
    board_view_->setFocus(Qt::OtherFocusReason);
  }
  if (changed && on) {
    // The search is chosen before class, and every action's key works without its menu or
    // button (Space plays, the arrows step, PageDown goes on): the menu bar and both
    // toolbars give their height to the board. The status bar stays: it says the slide
    // and the bookmarks' notes. A mode's own panel (edit, play, exercise) stays, since the
    // mode cannot be used without it.
    folded_for_stage_.fold({docks_.at(QStringLiteral("cases_dock")), docks_.at(QStringLiteral("legend_dock")),
                            docks_.at(QStringLiteral("pseudocode_dock")), docks_.at(QStringLiteral("counters_dock")),
                            docks_.at(QStringLiteral("narration_dock")), docks_.at(QStringLiteral("slides_dock")),
                            search_bar_, playback_bar_, menuBar()},
                           false);
    say([this] {
      return tr("Presentation mode: %1 or %2 leaves it; PageDown / PageUp: the next / previous bookmark or slide; B blanks the screen.")
          .arg(QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText),
               action(QStringLiteral("presentation"))->shortcut().toString(QKeySequence::NativeText));
    });
  } else if (changed) {
    folded_for_stage_.unfold();
    set_blank(false);
    say({});  // the presentation's keys, said on entering, are no longer the keys
  }
  presenter_strip_->setVisible(on);
  for (const PresenterKey& key : kPresenterKeys) {
    action(QString::fromLatin1(key.everyday))->setShortcuts(on ? QList<QKeySequence>{} : key.keys);
    action(QString::fromLatin1(key.presenting))->setShortcuts({});
  }
  for (const PresenterKey& key : kPresenterKeys) {
    QAction* presenting = action(QString::fromLatin1(key.presenting));
    if (on) presenting->setShortcuts(presenting->shortcuts() + key.keys);
  }
  if (compare_window_ != nullptr) compare_window_->set_clicker_keys_taken(on);
  if (changed && !on) stage_->give_back();
  show_presenter_strip();
  ask_mode_->set_presenting(on);  // presentation's large question above the board, or not
  retranslate();    // the tooltips name the keys, which have moved
  update_controls();
}

void MainWindow::show_presenter_strip() {
  if (PresenterConsole* console = stage_->console(); console != nullptr && console->isVisible()) {
    QString current;
    QString next;
    if (deck_->open() && deck_->current() >= 0) {
      const bool chinese = language::current() == language::kChinese;
      const auto words = [&](int index) {
        return tr("Slide %1 of %2: %3").arg(index + 1).arg(deck_->size()).arg(deck_->slide(index).title.in(chinese));
      };
      current = words(deck_->current());
      if (deck_->current() + 1 < deck_->size()) next = words(deck_->current() + 1);
    } else {
      current = view_title();
    }
    console->show_slides(current, next);
    console->show_code_line(pseudocode_panel_->line_text());
    console->show_note(status_->text());
  }
  if (presenter_strip_ == nullptr || !presenter_strip_->isVisible()) return;
  presenter_strip_->show_state(pseudocode_panel_->line_text(), counters_panel_->one_line());
}

void MainWindow::set_blank(bool on) { stage_->set_blank(on); }

bool MainWindow::blank() const { return stage_->blank(); }

void MainWindow::present_step(bool forward) {
  // A clicker has two keys: each goes on by the smallest step the teacher prepared (a
  // bookmark), else by one layer of the search (or one move of its answer, or one beat of
  // the comparison), and past the end of the slide to the next slide.
  if (comparing()) {
    CompareClock& lanes = compare_window_->clock();
    if (forward ? lanes.count() < lanes.length() : lanes.count() > 0) {
      lanes.clock().pause();
      forward ? lanes.forward() : lanes.back();
      return;
    }
  } else if (exercise() == nullptr && session_.lane().result() != nullptr) {
    // An exercise's board is the class's: nothing of the search shown walks there.
    // A question put to the class: the click shows its answer, the next one goes on.
    if (forward && ask_mode_->reveal()) return;
    if (marks_->go_to_bookmark(forward, false)) return;
    if (forward ? session_.playback().position() < session_.playback().length() : session_.playback().position() > 0) {
      session_.clock().pause();
      forward ? session_.playback().layer_forward() : session_.playback().layer_back();
      return;
    }
  }
  if (deck_->open()) {
    const int next = deck_->current() + (forward ? 1 : -1);
    if (next >= 0 && next < deck_->size()) {
      show_slide(next);
      return;
    }
  }
  say([forward, lesson = deck_->open()] {
    if (!lesson) return forward ? tr("The end of the search.") : tr("The start of the search.");
    return forward ? tr("The end of the lesson: nothing after this slide.") : tr("The start of the lesson: nothing before this slide.");
  });
}

}  // namespace frontier::gui
