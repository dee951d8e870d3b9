#include "window/commands.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QToolButton>
#include <QWidget>
#include <algorithm>

namespace frontier::gui {

namespace {

bool holds(Also also, const WindowFacts& facts) {
  const bool on_slide = facts.lesson && facts.slide >= 0;
  switch (also) {
    case Also::nothing: return true;
    case Also::undo: return facts.can_undo;
    case Also::redo: return facts.can_redo;
    case Also::presenting: return facts.presenting;
    case Also::lesson: return facts.lesson;
    case Also::lesson_or_query: return facts.lesson || facts.has_query;
    case Also::on_slide: return on_slide;
    case Also::slide_before: return on_slide && facts.slide > 0;
    case Also::slide_after: return on_slide && facts.slide + 1 < facts.slides;
    case Also::wrong_answers: return facts.wrong_answers;
  }
  return false;
}

QString translated(const char* text) { return text != nullptr ? QCoreApplication::translate("Commands", text) : QString(); }

// Why a command is off in a mode that has it off: what the window is doing, and how to
// leave it.
const char* mode_reason(WindowMode mode) {
  switch (mode) {
    case WindowMode::empty: return QT_TRANSLATE_NOOP("Commands", "nothing is open: open a judge file or a lesson first");
    case WindowMode::loading: return QT_TRANSLATE_NOOP("Commands", "a file is being read");
    case WindowMode::viewing: return QT_TRANSLATE_NOOP("Commands", "not while viewing a search");
    case WindowMode::searching: return QT_TRANSLATE_NOOP("Commands", "a search is running: wait for it, or Esc cancels it");
    case WindowMode::editing: return QT_TRANSLATE_NOOP("Commands", "the board is being edited: Esc leaves Edit Mode first");
    case WindowMode::playing: return QT_TRANSLATE_NOOP("Commands", "the puzzle is being played: Esc leaves Play Mode first");
    case WindowMode::exercising: return QT_TRANSLATE_NOOP("Commands", "an exercise is under way: Esc leaves it first");
    case WindowMode::comparing: return QT_TRANSLATE_NOOP("Commands", "a comparison is shown: Esc closes it first");
  }
  return "";
}

const char* availability_reason(Availability availability) {
  switch (availability) {
    case Availability::with_problem: return QT_TRANSLATE_NOOP("Commands", "no case is shown");
    case Availability::with_query: return QT_TRANSLATE_NOOP("Commands", "the case shown has no query: a slide shows the search of one");
    case Availability::with_result: return QT_TRANSLATE_NOOP("Commands", "no search has run yet: Run (F9) first");
    case Availability::off: case Availability::on: case Availability::own: break;
  }
  return "";
}

const char* also_reason(Also also, const WindowFacts& facts) {
  const bool on_slide = facts.lesson && facts.slide >= 0;
  switch (also) {
    case Also::undo: return QT_TRANSLATE_NOOP("Commands", "nothing to undo");
    case Also::redo: return QT_TRANSLATE_NOOP("Commands", "nothing to redo");
    case Also::presenting: return QT_TRANSLATE_NOOP("Commands", "only in presentation mode (F5)");
    case Also::lesson: return QT_TRANSLATE_NOOP("Commands", "no lesson is open");
    case Also::lesson_or_query: return QT_TRANSLATE_NOOP("Commands", "no lesson is open, and the view shows no query to make one of");
    case Also::on_slide: break;
    case Also::slide_before:
      if (on_slide) return QT_TRANSLATE_NOOP("Commands", "this is the lesson's first slide");
      break;
    case Also::slide_after:
      if (on_slide) return QT_TRANSLATE_NOOP("Commands", "this is the lesson's last slide");
      break;
    case Also::wrong_answers: return QT_TRANSLATE_NOOP("Commands", "no answers of yours are open that the judge refuses (File ▸ Open Answers…)");
    case Also::nothing: return "";
  }
  return facts.lesson ? QT_TRANSLATE_NOOP("Commands", "the lesson has no slide yet: Add the View as a Slide (Ctrl+M) makes one")
                      : QT_TRANSLATE_NOOP("Commands", "no slide is shown: open a lesson, or Add the View as a Slide (Ctrl+M)");
}

}  // namespace


Availability availability(WindowMode mode, std::string_view name) {
  const CommandRow* found = find_row(name);
  return found == nullptr ? Availability::off : found->in[static_cast<std::size_t>(mode)];
}

namespace {
bool meets(Availability availability, const WindowFacts& facts) {
  switch (availability) {
    case Availability::off: return false;
    case Availability::on: return true;
    case Availability::with_problem: return facts.has_problem;
    case Availability::with_query: return facts.has_query;
    case Availability::with_result: return facts.has_result;
    case Availability::own: return true;
  }
  return false;
}

// An action's words as a sentence names it: without its mnemonic ("&Rename", Chinese's
// "重命名(&R)") and its trailing dots.
QString plain_words(const QAction& action) {
  static const QRegularExpression kMnemonic(QStringLiteral("\\(&[^)]\\)|&(?=.)"));
  QString words = action.text().remove(kMnemonic);
  if (words.endsWith(u'…')) words.chop(1);
  return words;
}
}  // namespace

bool enabled(const CommandRow& row, WindowMode mode, const WindowFacts& facts) {
  return meets(row.in[static_cast<std::size_t>(mode)], facts) && holds(row.also, facts);
}

QString why_off(const CommandRow& row, WindowMode mode, const WindowFacts& facts) {
  const Availability in_mode = row.in[static_cast<std::size_t>(mode)];
  if (in_mode == Availability::off) return translated(mode_reason(mode));
  if (!meets(in_mode, facts)) return translated(availability_reason(in_mode));
  if (!holds(row.also, facts)) return translated(also_reason(row.also, facts));
  return {};
}

bool explains_when_off(Command command) {
  return static_cast<int>(command) >= static_cast<int>(Command::open_lesson) &&
         static_cast<int>(command) <= static_cast<int>(Command::previous_slide);
}

QList<QKeySequence> Commands::keys_of(const CommandRow& row) {
  QList<QKeySequence> keys;
  for (const QKeyCombination key : row.keys) {
    if (key.key() != Qt::Key_unknown) keys << QKeySequence(key);
  }
  if (row.standard != QKeySequence::UnknownKey) {
    for (const QKeySequence& key : QKeySequence::keyBindings(row.standard)) {
      if (!keys.contains(key)) keys << key;
    }
  }
  return keys;
}

void Commands::set_words(QAction& action, const QString& text, const QString& tip) {
  action.setText(text);
  QString tooltip = tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip;
  if (!action.shortcut().isEmpty()) tooltip += QStringLiteral(" (%1)").arg(action.shortcut().toString(QKeySequence::NativeText));
  action.setToolTip(tooltip);
  action.setStatusTip(tooltip);
}

Commands::Commands(QWidget& window) : QObject(&window) {
  for (const CommandRow& row : command_table()) {
    if (row.control == Control::widget) continue;
    auto* action = new QAction(&window);
    action->setObjectName(QString::fromLatin1(row.name.data(), static_cast<qsizetype>(row.name.size())));
    action->setShortcuts(keys_of(row));
    action->setCheckable(row.control == Control::checkable);
    window.addAction(action);  // its keys work even when its menu or toolbar is hidden
    actions_[static_cast<std::size_t>(row.command)] = action;
  }
  window.installEventFilter(this);  // the keys of greyed actions, left to the window
}

QAction* Commands::find(std::string_view name) const {
  const CommandRow* found = find_row(name);
  return found == nullptr ? nullptr : (*this)[found->command];
}

void Commands::retranslate() {
  for (const CommandRow& row : command_table()) show_words(row);
}

void Commands::show_words(const CommandRow& row) {
  QAction* action = (*this)[row.command];
  if (action == nullptr) return;
  set_words(*action, translated(row.text), translated(row.tip));
  const QString& why = why_off_[static_cast<std::size_t>(row.command)];
  if (why.isEmpty()) return;
  const QString off = tr("%1 — not now: %2").arg(action->toolTip(), why);
  action->setToolTip(off);
  action->setStatusTip(off);
}

void Commands::update(WindowMode mode, const WindowFacts& facts) {
  for (const CommandRow& row : command_table()) {
    QAction* action = (*this)[row.command];
    if (action != nullptr && row.in[static_cast<std::size_t>(mode)] != Availability::own) {
      action->setEnabled(enabled(row, mode, facts));
    }
    if (action == nullptr || !explains_when_off(row.command)) continue;
    // Worded again only when the reason changes: this runs at every step of playback.
    QString why = action->isEnabled() ? QString() : gui::why_off(row, mode, facts);
    QString& shown = why_off_[static_cast<std::size_t>(row.command)];
    if (why == shown) continue;
    shown = std::move(why);
    show_words(row);
  }
}

QString Commands::why_off(const QAction* action) const {
  for (std::size_t i = 0; i < kCommands; ++i) {
    if (actions_[i] == action && action != nullptr && !action->isEnabled()) return why_off_[i];
  }
  return {};
}

QString Commands::refusal(const QAction* action) const {
  const QString why = why_off(action);
  return why.isEmpty() ? QString() : tr("%1: not now: %2").arg(plain_words(*action), why);
}

void Commands::explain_refusals(QWidget& widget) {
  widget.installEventFilter(this);
  if (auto* menu = qobject_cast<QMenu*>(&widget)) menu->setToolTipsVisible(true);  // a greyed entry's reason on hover
}

bool Commands::eventFilter(QObject* watched, QEvent* event) {
  // A greyed entry of a menu, or a greyed button, clicked: Qt does nothing, the window says why.
  if (event->type() == QEvent::MouseButtonRelease) {
    const QAction* tried = nullptr;
    if (auto* menu = qobject_cast<QMenu*>(watched)) {
      tried = menu->actionAt(static_cast<QMouseEvent*>(event)->position().toPoint());
    } else if (auto* button = qobject_cast<QToolButton*>(watched)) {
      tried = button->defaultAction();
    }
    if (const QString words = refusal(tried); !words.isEmpty()) emit refused(words);
    return false;
  }
  // A greyed action's key: Qt gives it to the widget with the keyboard, which leaves it to
  // the window (the window watches itself for these).
  if (event->type() == QEvent::KeyPress && watched == parent()) {
    const auto* key = static_cast<QKeyEvent*>(event);
    const QKeySequence pressed(key->keyCombination());
    for (const CommandRow& row : command_table()) {
      const QAction* action = (*this)[row.command];
      if (action == nullptr || !explains_when_off(row.command) || !action->shortcuts().contains(pressed)) continue;
      if (const QString words = refusal(action); !words.isEmpty()) {
        emit refused(words);
        return true;
      }
    }
  }
  return false;
}

}  // namespace frontier::gui
