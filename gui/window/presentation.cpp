#include "window/presentation.hpp"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QVBoxLayout>

#include "app/language.hpp"
#include "exercise/exercise_controller.hpp"
#include "render/stage_type.hpp"
#include "modes/ask_mode.hpp"
#include "modes/compare_mode.hpp"
#include "render/palette.hpp"
#include "widgets/board_page.hpp"
#include "widgets/board_view.hpp"
#include "widgets/playback_bar.hpp"
#include "widgets/search_bar.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/narration_strip.hpp"
#include "widgets/presenter_console.hpp"
#include "widgets/presenter_strip.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/lesson_controller.hpp"
#include "modes/hand_modes.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/playback_marks.hpp"
#include "window/stage.hpp"
#include "search/run.hpp"
#include "session/session.hpp"

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
// (its keys in the command table) and of a presenter's action in it: one action holds a
// key at a time, or Qt would find the key ambiguous and do neither. Clickers send
// PageDown / PageUp, some → / ←, and B or "." for the black screen.
struct PresenterKey {
  Command everyday;
  Command presenting;
};
constexpr PresenterKey kPresenterKeys[] = {
    {Command::layer_forward, Command::present_forward},
    {Command::step_forward, Command::present_forward},
    {Command::layer_back, Command::present_back},
    {Command::step_back, Command::present_back},
    {Command::bookmark, Command::blank_screen},
};
constexpr QKeyCombination kClickersBlankKey = Qt::Key_Period;  // no everyday action's

// The exercise's prompt is bold (the panel's new_label): `font` (the panel's own when
// default-made, its size taken from the panel) in bold.
QFont prompt_font(QFont font) {
  font.setBold(true);
  return font;
}

}  // namespace

Presentation::Presentation(MainWindow& window)
    : QObject(&window),
      window_(window),
      stage_(new Stage(window)),
      strip_(new PresenterStrip(window.board_page())),
      stage_panel_(new QWidget(window.board_page())) {
  strip_->hide();
  window.board_page()->add_at_bottom(strip_);
  stage_panel_->setObjectName(QStringLiteral("stage_mode_panel"));
  auto* holder = new QVBoxLayout(stage_panel_);
  holder->setContentsMargins(12, 0, 12, 4);
  stage_panel_->hide();
  window.board_page()->add_at_bottom(stage_panel_);
  connect(window_.action(Command::presentation), &QAction::triggered, this, &Presentation::set);
  connect(window_.action(Command::present_forward), &QAction::triggered, this, [this] { step(true); });
  connect(window_.action(Command::present_back), &QAction::triggered, this, [this] { step(false); });
  connect(window_.action(Command::blank_screen), &QAction::triggered, this, [this] { set_blank(!blank()); });
  // Esc leaves presentation mode where Esc has no other meaning (the command table keeps it
  // off while a search runs or a mode of its own is on: there Esc cancels or leaves).
  connect(window_.action(Command::leave_presentation), &QAction::triggered, this, [this] { set(false); });
  // A slide that starts at a bookmark shows its note and question from the first moment:
  // the strip was drawn at the seek, before the slide's bookmarks were there.
  connect(&window_.marks(), &PlaybackMarks::bookmarks_set, this, &Presentation::show_state);
  window.installEventFilter(this);  // its height sets the stage's type
  connect(stage_, &Stage::blanked, this, [this](bool on) {
    if (on) {
      window_.session().clock().pause();  // nobody watches a search go on behind a black screen
    } else {
      window_.board_view()->setFocus(Qt::OtherFocusReason);
    }
  });
}

PresenterConsole* Presentation::console() const { return stage_->console(); }

void Presentation::set(bool on) {
  const bool changed = on != presenting_;
  presenting_ = on;
  window_.set_presentation_style(on);
  QFont font = QApplication::font();
  if (on) font.setPointSizeF(font.pointSizeF() * PaintStyle::kPresentationFontScale);
  window_.setFont(font);
  window_.setPalette(on ? presentation_palette() : QApplication::palette());
  window_.action(Command::presentation)->setChecked(on);
  // The command line's pictures (quiet) are of the window at --size, not of a screen.
  if (changed && on && (!window_.quiet() || take_when_quiet_)) {
    stage_->take();
    window_.board_view()->setFocus(Qt::OtherFocusReason);
    if (PresenterConsole* console = stage_->console(); console != nullptr && !console_keys_) {
      // The clicker's keys work whichever window has the focus: a window's shortcut is
      // every window's the action is added to. Closing the console ends the presentation.
      console_keys_ = true;
      for (const Command command : {Command::present_forward, Command::present_back, Command::blank_screen, Command::leave_presentation,
                                    Command::presentation, Command::play}) {
        console->addAction(window_.action(command));
      }
      connect(console, &PresenterConsole::closed, this, [this] {
        if (presenting_) set(false);
      });
    }
  }
  if (changed && on) {
    // The search is chosen before class, and every action's key works without its menu or
    // button (Space plays, the arrows step, PageDown goes on): the menu bar and both
    // toolbars give their height to the board. The status bar stays: it says the slide
    // and the bookmarks' notes. A mode's own panel (edit, play, exercise) stays, since the
    // mode cannot be used without it.
    const Panels& panels = window_.panels();
    folded_.fold({panels.dock("cases_dock"), panels.dock("legend_dock"), panels.dock("pseudocode_dock"),
                  panels.dock("counters_dock"), panels.dock("narration_dock"), panels.dock("slides_dock"),
                  window_.search_bar(), window_.playback_bar(), window_.menuBar()},
                 false);
    window_.say([this] {
      return tr("Presentation mode: %1 or %2 leaves it; PageDown / PageUp: the next / previous bookmark or slide; B blanks the screen.")
          .arg(QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText),
               window_.action(Command::presentation)->shortcut().toString(QKeySequence::NativeText));
    });
  } else if (changed) {
    // The strip and the stage's type go before the panels come back: beside them, the
    // strip's one line in the stage's type made the window's least width 1293 px, and the
    // window given back its 1280 px was held at that.
    strip_->setVisible(false);
    fit_type();
    folded_.unfold();
    set_blank(false);
    window_.say({});  // the presentation's keys, said on entering, are no longer the keys
  }
  strip_->setVisible(on);
  fit_type();
  for (const auto& [everyday, presenting] : kPresenterKeys) {
    window_.action(everyday)->setShortcuts(on ? QList<QKeySequence>{} : Commands::keys_of(row(everyday)));
    window_.action(presenting)->setShortcuts({});
  }
  if (on) {
    for (const auto& [everyday, presenting] : kPresenterKeys) {
      QAction* action = window_.action(presenting);
      action->setShortcuts(action->shortcuts() + Commands::keys_of(row(everyday)));
    }
    QAction* blank = window_.action(Command::blank_screen);
    blank->setShortcuts(blank->shortcuts() << QKeySequence(kClickersBlankKey));
  }
  window_.comparison().set_clicker_keys_taken(on);
  place_mode_panel();  // before the window's panels are given back: its dock is one
  if (changed && !on) stage_->give_back();
  show_state();
  window_.ask().set_presenting(on);  // presentation's large question above the board, or not
  window_.retranslate();  // the tooltips name the keys, which have moved
  window_.update_controls();
}

void Presentation::show_state() {
  if (PresenterConsole* console = stage_->console(); console != nullptr && console->isVisible()) {
    const LessonController& lessons = window_.lessons();
    const QString current = lessons.slide_words(0);
    console->show_slides(current.isEmpty() ? window_.view_title() : current, lessons.slide_words(1));
    console->show_code_line(window_.panels().pseudocode->line_text());
    console->show_note(window_.status_text());
  }
  if (!strip_->isVisible()) return;
  // What the teacher prepared for this point, large under the board for the whole room.
  const TimelinePosition at = window_.session().lane().cursor();
  const bool chinese = language::current() == language::kChinese;
  const Bilingual note = window_.marks().bookmarks().note(at);
  const Bilingual question = window_.marks().bookmarks().explain(at);
  strip_->show_state(window_.panels().pseudocode->line_text(), window_.panels().counters->one_line(), note.in(chinese),
                     question.empty() ? QString() : tr("Explain: %1").arg(question.in(chinese)));
}

bool Presentation::eventFilter(QObject* watched, QEvent* event) {
  if (presenting_ && watched == &window_ && event->type() == QEvent::Resize) fit_type();
  return QObject::eventFilter(watched, event);
}

void Presentation::fit_type() {
  const int height = presenting_ ? window_.height() : 0;
  const int large = height > 0 ? StageType::large_ink(height) : 0;
  const int small = height > 0 ? StageType::small_ink(height) : 0;
  window_.narration_strip()->set_stage_ink(large);
  strip_->set_stage_ink(large, small);
  window_.board_view()->set_ruler_ink(small);
  window_.ask().set_stage_ink(large);
  window_.comparison().set_stage_ink(large, small);
  // The exercise's panel: its words a size below the narration, what to do now large.
  QFont words = window_.font();
  if (small > 0) words = StageType::sized(words, small);
  stage_panel_->setFont(words);
  if (auto* prompt = stage_panel_->findChild<QLabel*>(QStringLiteral("exercise_prompt")); prompt != nullptr) {
    prompt->setFont(prompt_font(large > 0 ? StageType::sized(window_.font(), large) : QFont()));
  }
}

void Presentation::place_mode_panel() {
  QDockWidget* dock = window_.panels().dock("exercise_dock");
  const bool exercising = window_.hands().exercise() != nullptr;
  // An exercise narrates nothing (the class says what the search does): on the stage its
  // two empty lines go to the board.
  window_.narration_strip()->setVisible(!(presenting_ && exercising));
  if (presenting_ && exercising && hosted_ == nullptr && dock->widget() != nullptr) {
    hosted_ = dock->widget();
    stage_panel_->layout()->addWidget(hosted_);
    hosted_->show();
    dock->hide();
    stage_panel_->show();
    fit_type();
  } else if ((!presenting_ || !exercising) && hosted_ != nullptr) {
    if (auto* prompt = hosted_->findChild<QLabel*>(QStringLiteral("exercise_prompt")); prompt != nullptr) prompt->setFont(prompt_font({}));
    dock->setWidget(hosted_);
    hosted_ = nullptr;
    stage_panel_->hide();
    dock->setVisible(exercising);
  }
}

void Presentation::set_blank(bool on) { stage_->set_blank(on); }

bool Presentation::blank() const { return stage_->blank(); }

void Presentation::step(bool forward) {
  // A clicker has two keys: each goes on by the smallest step the teacher prepared (a
  // bookmark), else by one layer of the search (or one move of its answer, or one beat of
  // the comparison), and past the end of the slide to the next slide.
  Session& session = window_.session();
  if (window_.comparison().comparing()) {
    if (window_.comparison().beat(forward)) return;
  } else if (window_.hands().exercise() == nullptr && session.lane().result() != nullptr) {
    // An exercise's board is the class's: nothing of the search shown walks there.
    // A question put to the class: the click shows its answer, the next one goes on.
    if (forward && window_.ask().reveal()) return;
    if (window_.marks().go_to_bookmark(forward, false)) return;
    Playback& playback = session.playback();
    if (forward ? playback.position() < playback.length() : playback.position() > 0) {
      session.clock().pause();
      forward ? playback.layer_forward() : playback.layer_back();
      return;
    }
  }
  if (window_.lessons().step(forward)) return;
  window_.say([forward, lesson = window_.lessons().lesson() != nullptr] {
    if (!lesson) return forward ? tr("The end of the search.") : tr("The start of the search.");
    return forward ? tr("The end of the lesson: nothing after this slide.") : tr("The start of the lesson: nothing before this slide.");
  });
}

}  // namespace frontier::gui
