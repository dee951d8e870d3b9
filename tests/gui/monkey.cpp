#include "monkey.hpp"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QSlider>
#include <QTest>
#include <QTreeView>
#include <QWheelEvent>
#include <array>

#include "document/editable_document.hpp"
#include "model/document_loader.hpp"
#include "model/recognition.hpp"
#include "widgets/board_view.hpp"
#include "widgets/cases_panel.hpp"

namespace frontier::gui::testing {

namespace {

// Actions that would open a file dialog: a dialog of the platform, which a test must not
// raise. Files are opened through MainWindow::open_file instead, as these actions do.
// Save too: after the monkey's edits it would write over the sample it opened, as Save
// Lesson would over a shipped lesson; and Export Picture, whose dialog offers a file beside
// the sample.
bool opens_a_file_dialog(const QAction& action) {
  const QString name = action.objectName();
  return name == QStringLiteral("open") || name == QStringLiteral("export_png") || name == QStringLiteral("save") ||
         name == QStringLiteral("save_as") || name == QStringLiteral("new_file") ||
         name == QStringLiteral("export_svg") || name == QStringLiteral("export_animation") ||
         name == QStringLiteral("export_picture") || name.startsWith(QStringLiteral("open_as_")) ||
         name == QStringLiteral("open_lesson") || name == QStringLiteral("save_lesson") ||
         name == QStringLiteral("save_lesson_as");
}

QString puzzle_id(const PuzzleAdapter& puzzle) {
  return QString::fromUtf8(puzzle.id().data(), static_cast<int>(puzzle.id().size()));
}

QString key_text(const QKeyCombination& key) { return QKeySequence(key).toString(QKeySequence::PortableText); }

QString button_name(Qt::MouseButton button) {
  return button == Qt::LeftButton ? QStringLiteral("left") : button == Qt::RightButton ? QStringLiteral("right") : QStringLiteral("middle");
}

}  // namespace

Monkey::Monkey(MainWindow& window, std::uint64_t seed) : window_(window), random_(seed), samples_(samples()) {
  for (const PuzzleAdapter* puzzle : puzzles()) {
    const QDir odd(QStringLiteral(FRONTIER_ODD_FILES_DIR) + QLatin1Char('/') + puzzle_id(*puzzle));
    for (const QFileInfo& input : odd.entryInfoList({QStringLiteral("*.in")}, QDir::Files, QDir::Name)) {
      odd_files_ << input.absoluteFilePath();
    }
    const QDir bad(QStringLiteral(FRONTIER_BAD_FILES_DIR) + QLatin1Char('/') + puzzle_id(*puzzle));
    for (const QFileInfo& input : bad.entryInfoList({QStringLiteral("*.in")}, QDir::Files, QDir::Name)) {
      QFile err(bad.filePath(input.completeBaseName() + QStringLiteral(".err")));
      if (!err.open(QIODevice::ReadOnly | QIODevice::Text)) continue;
      bad_files_.push_back({input.absoluteFilePath(), puzzle, QString::fromUtf8(err.readAll()).trimmed()});
    }
  }
  // A board whose search lasts long enough for events to arrive while it runs.
  strange_paths_ << write_temporary(QStringLiteral("monkey_walled.in"), walled_lianliankan_board(300, 300))
                 << QDir::tempPath() << QDir::tempPath() + QStringLiteral("/frontier-monkey-no-such-file.in");
  open_failed_ = QObject::connect(&window_, &MainWindow::open_failed, [this](const QString& message) { open_errors_ << message; });
  modes_seen_.insert(window_.mode());
}

Monkey::~Monkey() { QObject::disconnect(open_failed_); }

QPoint Monkey::point_in(const QWidget& widget) {
  // Mostly inside, now and then just outside, where a drag may end.
  const int margin = chance(10) ? 40 : 0;
  const int x = static_cast<int>(below(static_cast<std::uint64_t>(widget.width() + 2 * margin))) - margin;
  const int y = static_cast<int>(below(static_cast<std::uint64_t>(widget.height() + 2 * margin))) - margin;
  return {x, y};
}

void Monkey::step() {
  const std::uint64_t roll = below(100);
  if (roll < 28) {
    press_key();
  } else if (roll < 38) {
    click_board();
  } else if (roll < 45) {
    drag_board();
  } else if (roll < 52) {
    turn_wheel();
  } else if (roll < 55) {
    hover_board();
  } else if (roll < 60) {
    click_cases();
  } else if (roll < 64) {
    move_slider();
  } else if (roll < 67) {
    pick_algorithm();
  } else if (roll < 81) {
    trigger_action();
  } else if (roll < 86) {
    change_mode();
  } else if (roll < 90) {
    open_good();
  } else if (roll < 92) {
    open_odd();
  } else if (roll < 96) {
    open_bad();
  } else if (roll < 98) {
    press_run();
  } else {
    let_time_pass();
  }
  settle();
}

void Monkey::press_key() {
  // The window's shortcuts (but those that open a file dialog), and keys that mean
  // something to the focused widget. No Alt: it opens the menu bar's menus, whose popups
  // would take the following keys to File ▸ Open.
  std::vector<QKeyCombination> keys;
  for (const QAction* action : window_.actions()) {
    if (opens_a_file_dialog(*action)) continue;
    for (const QKeySequence& shortcut : action->shortcuts()) {
      if (!shortcut.isEmpty()) keys.push_back(shortcut[0]);
    }
  }
  for (const Qt::Key key : {Qt::Key_Up, Qt::Key_Down, Qt::Key_Tab, Qt::Key_Backtab, Qt::Key_Return, Qt::Key_Enter,
                            Qt::Key_Delete, Qt::Key_Backspace, Qt::Key_A, Qt::Key_Z, Qt::Key_7, Qt::Key_F1, Qt::Key_F2}) {
    keys.emplace_back(key);
  }
  for (const QKeyCombination key : {QKeyCombination(Qt::SHIFT, Qt::Key_Right), QKeyCombination(Qt::SHIFT, Qt::Key_End),
                                    QKeyCombination(Qt::CTRL, Qt::Key_A), QKeyCombination(Qt::CTRL, Qt::Key_Z),
                                    QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_Right)}) {
    keys.push_back(key);
  }
  const QKeyCombination key = keys[below(keys.size())];
  QWidget* target = QApplication::focusWidget();
  if (target == nullptr || target->window() != &window_) target = &window_;
  last_event_ = QStringLiteral("key %1 to %2").arg(key_text(key), target->objectName());
  QTest::keyClick(target, key.key(), key.keyboardModifiers());
}

void Monkey::press_run() {
  // Searches are what the window is for: F9 comes more often than any one other key.
  last_event_ = QStringLiteral("key F9 to the window");
  QTest::keyClick(&window_, Qt::Key_F9);
}

void Monkey::click_board() {
  BoardView& board = *window_.board_view();
  if (!board.isVisible()) return;
  const std::array buttons{Qt::LeftButton, Qt::RightButton, Qt::MiddleButton};
  const Qt::MouseButton button = buttons[below(buttons.size())];
  const QPoint at = point_in(board);
  const bool twice = chance(15);
  last_event_ = QStringLiteral("%1click %2 at (%3, %4) on the board").arg(twice ? QStringLiteral("double ") : QString(), button_name(button)).arg(at.x()).arg(at.y());
  if (twice) {
    QTest::mouseDClick(&board, button, {}, at);
  } else {
    QTest::mouseClick(&board, button, {}, at);
  }
}

void Monkey::drag_board() {
  BoardView& board = *window_.board_view();
  if (!board.isVisible()) return;
  const Qt::MouseButton button = chance(70) ? Qt::LeftButton : (chance(50) ? Qt::MiddleButton : Qt::RightButton);
  QPoint at = point_in(board);
  const QPoint from = at;
  const auto send = [&](QEvent::Type type, Qt::MouseButton which, Qt::MouseButtons held) {
    QMouseEvent event(type, QPointF(at), board.mapToGlobal(QPointF(at)), which, held, Qt::NoModifier);
    QApplication::sendEvent(&board, &event);
  };
  send(QEvent::MouseButtonPress, button, button);
  const int moves = 1 + static_cast<int>(below(8));
  for (int i = 0; i < moves; ++i) {
    at = point_in(board);
    send(QEvent::MouseMove, Qt::NoButton, button);
  }
  send(QEvent::MouseButtonRelease, button, Qt::NoButton);
  last_event_ = QStringLiteral("drag %1 from (%2, %3) to (%4, %5) in %6 moves on the board")
                    .arg(button_name(button)).arg(from.x()).arg(from.y()).arg(at.x()).arg(at.y()).arg(moves);
}

void Monkey::turn_wheel() {
  BoardView& board = *window_.board_view();
  if (!board.isVisible()) return;
  // Whole notches, touchpad slivers, a flung wheel; now and then sideways or with Ctrl.
  constexpr std::array deltas{120, -120, 240, -360, 15, -15, 1, -1, 1200, -2400};
  const int delta = deltas[below(deltas.size())];
  const bool sideways = chance(15);
  const Qt::KeyboardModifiers modifiers = chance(20) ? Qt::ControlModifier : Qt::NoModifier;
  const QPoint at = point_in(board);
  const QPoint angle = sideways ? QPoint(delta, 0) : QPoint(0, delta);
  last_event_ = QStringLiteral("wheel %1 %2 at (%3, %4) on the board")
                    .arg(delta).arg(sideways ? QStringLiteral("sideways") : QStringLiteral("up-down")).arg(at.x()).arg(at.y());
  QWheelEvent event(QPointF(at), board.mapToGlobal(QPointF(at)), QPoint(), angle, Qt::NoButton, modifiers,
                    Qt::NoScrollPhase, false);
  QApplication::sendEvent(&board, &event);
}

void Monkey::hover_board() {
  BoardView& board = *window_.board_view();
  if (!board.isVisible()) return;
  const QPoint at = point_in(board);
  last_event_ = QStringLiteral("hover at (%1, %2) on the board").arg(at.x()).arg(at.y());
  QTest::mouseMove(&board, at);
  if (chance(20)) {
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&board, &leave);
  }
}

void Monkey::click_cases() {
  QWidget* list = window_.panels().cases->tree()->viewport();
  if (!list->isVisible()) return;
  const QPoint at = point_in(*list);
  const bool twice = chance(25);
  last_event_ = QStringLiteral("%1click at (%2, %3) in the cases").arg(twice ? QStringLiteral("double ") : QString()).arg(at.x()).arg(at.y());
  if (twice) {
    QTest::mouseDClick(list, Qt::LeftButton, {}, at);
  } else {
    QTest::mouseClick(list, Qt::LeftButton, {}, at);
  }
}

void Monkey::move_slider() {
  QSlider* slider = chance(70) ? window_.timeline() : window_.findChild<QSlider*>(QStringLiteral("speed"));
  if (slider == nullptr || !slider->isEnabled() || !slider->isVisible()) return;
  // Dragging the handle: a run of values, each seeking as it comes.
  const int moves = 1 + static_cast<int>(below(5));
  const auto span = static_cast<std::uint64_t>(slider->maximum() - slider->minimum()) + 1;
  int value = slider->value();
  for (int i = 0; i < moves; ++i) {
    value = slider->minimum() + static_cast<int>(below(span));
    slider->setValue(value);
  }
  last_event_ = QStringLiteral("drag the %1 slider to %2").arg(slider->objectName()).arg(value);
}

void Monkey::pick_algorithm() {
  auto* box = window_.findChild<QComboBox*>(QStringLiteral("algorithm"));
  if (box == nullptr || !box->isEnabled() || box->count() == 0) return;
  const int index = static_cast<int>(below(static_cast<std::uint64_t>(box->count())));
  last_event_ = QStringLiteral("pick the algorithm %1").arg(box->itemText(index));
  box->setCurrentIndex(index);
}

void Monkey::trigger_action() {
  // Opening a menu builds some of its entries (Rules), so a menu is opened as often as an
  // entry is chosen.
  if (chance(30)) {
    const QList<QMenu*> menus = window_.findChildren<QMenu*>();
    if (menus.isEmpty()) return;
    QMenu* menu = menus[static_cast<qsizetype>(below(static_cast<std::uint64_t>(menus.size())))];
    last_event_ = QStringLiteral("open and close the menu \"%1\"").arg(menu->title());
    emit menu->aboutToShow();
    emit menu->aboutToHide();
    return;
  }
  std::vector<QAction*> enabled;
  for (QAction* action : window_.findChildren<QAction*>()) {
    if (action->isEnabled() && !action->isSeparator() && action->menu() == nullptr && !opens_a_file_dialog(*action)) {
      enabled.push_back(action);
    }
  }
  if (enabled.empty()) return;
  QAction* action = enabled[below(enabled.size())];
  last_event_ = QStringLiteral("trigger the action %1 \"%2\"").arg(action->objectName(), action->text());
  // A message box it shows (About) is closed by the test's DialogCatcher; Quit closes the
  // window, which settle() shows again.
  action->trigger();
}

void Monkey::change_mode() {
  const WindowMode now = window_.mode();
  WindowMode next = now;
  if (now == WindowMode::viewing) {
    next = chance(50) ? WindowMode::editing : WindowMode::playing;
  } else if (now == WindowMode::editing || now == WindowMode::playing) {
    next = WindowMode::viewing;
  }
  if (next == now || !WindowModeMachine::legal(now, next)) return;
  last_event_ = QStringLiteral("change the mode from %1 to %2")
                    .arg(QString::fromLatin1(name(now).data(), static_cast<int>(name(now).size())),
                         QString::fromLatin1(name(next).data(), static_cast<int>(name(next).size())));
  if (!window_.set_mode(next)) failures_ << QStringLiteral("a legal change of mode was refused: ") + last_event_;
}

void Monkey::open_good() {
  if (samples_.empty()) return;
  // Dialogs or not: a dialog the window shows is closed by the test's DialogCatcher.
  window_.set_quiet(chance(60));
  if (chance(15)) {
    const QString path = strange_paths_[static_cast<qsizetype>(below(static_cast<std::uint64_t>(strange_paths_.size())))];
    last_event_ = QStringLiteral("open %1").arg(path);
    window_.open_file(path);
  } else {
    const Sample& sample = samples_[below(samples_.size())];
    const std::uint64_t how = below(10);
    last_event_ = QStringLiteral("open %1 %2").arg(sample.path, how < 6 ? QStringLiteral("as an example") : how < 8 ? QStringLiteral("by its content") : QStringLiteral("by dropping it"));
    if (how < 6) {
      window_.open_file(sample.path, sample.puzzle, sample.arguments);
    } else if (how < 8) {
      window_.open_file(sample.path);
    } else {
      drop_file(sample.path);
    }
  }
  modes_seen_.insert(window_.mode());
  if (chance(75)) wait_for_load();
}

void Monkey::open_odd() {
  if (odd_files_.isEmpty()) return;
  const bool quiet = chance(60);
  window_.set_quiet(quiet);
  // With a lesson open the window asks whether the file is a new slide; the catcher's
  // answer (closing the question) keeps what is open.
  const bool asks_into_lesson = !quiet && window_.lessons().lesson() != nullptr;
  const QString path = odd_files_[static_cast<qsizetype>(below(static_cast<std::uint64_t>(odd_files_.size())))];
  const PuzzleAdapter* forced = chance(50) ? puzzle_named_by_folder(path) : nullptr;
  last_event_ = QStringLiteral("open the odd file %1%2").arg(path, forced ? QStringLiteral(" as its folder's puzzle") : QString());
  window_.open_file(path, forced);
  modes_seen_.insert(window_.mode());
  if (chance(75) && wait_for_load() && forced != nullptr && !asks_into_lesson && window_.session().path() != path) {
    failures_ << QStringLiteral("a valid odd file did not open: ") + last_event_;
  }
}

void Monkey::open_bad() {
  if (bad_files_.empty()) return;
  const bool quiet = chance(60);
  window_.set_quiet(quiet);
  const BadFile& bad = bad_files_[below(bad_files_.size())];
  const PuzzleAdapter* forced = chance(60) ? bad.puzzle : nullptr;
  last_event_ = QStringLiteral("open the malformed file %1%2").arg(bad.path, forced ? QStringLiteral(" as its folder's puzzle") : QString());
  const bool waits = chance(80);
  // What must stay: the document shown before. A file still being read when this one is
  // asked for is forgotten, so the document is the one open now.
  const QString shown = window_.session().path();
  const qsizetype errors = open_errors_.size();
  // With unsaved changes the window first asks whether to save them, and the catcher's
  // answer (closing the question) keeps the document: then nothing is read at all.
  const bool asks_first = !quiet && window_.session().editable() != nullptr && window_.session().editable()->dirty();
  window_.open_file(bad.path, forced);
  modes_seen_.insert(window_.mode());
  if (asks_first) {
    if (window_.session().path() != shown) failures_ << QStringLiteral("the open document changed on ") + last_event_;
    return;
  }
  if (!waits || !wait_for_load()) return;
  const QString name = QFileInfo(bad.path).fileName();
  const QStringList said = open_errors_.mid(errors);
  if (window_.mode() == WindowMode::loading) failures_ << QStringLiteral("still loading after ") + last_event_;
  if (forced != nullptr) {
    // Read as its own puzzle, it must be refused at its line and column, as frontier-cli does.
    if (said.size() != 1) {
      failures_ << QStringLiteral("%1 errors, not one, for %2").arg(said.size()).arg(last_event_);
    } else if (!said.front().contains(name + QLatin1Char(':') + bad.expected)) {
      failures_ << QStringLiteral("%1 said \"%2\", not %3:%4").arg(last_event_, said.front(), name, bad.expected);
    }
    if (window_.session().path() != shown) failures_ << QStringLiteral("the open document changed on ") + last_event_;
    return;
  }
  // Read by its content, another puzzle's reader may accept it (and a window that asks
  // which puzzle may be told neither): it opens, or it is refused naming the file.
  if (window_.session().path() != shown && window_.session().path() != bad.path) {
    failures_ << QStringLiteral("another document than the one shown opened on ") + last_event_;
  }
  for (const QString& message : said) {
    if (!message.contains(name + QLatin1Char(':'))) failures_ << QStringLiteral("%1 said \"%2\"").arg(last_event_, message);
  }
}

void Monkey::drop_file(const QString& path) {
  QMimeData data;
  data.setUrls({QUrl::fromLocalFile(path)});
  const QPoint at = point_in(window_);
  QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(&window_, &enter);
  if (!enter.isAccepted()) return;
  QDropEvent drop(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(&window_, &drop);
}

void Monkey::let_time_pass() {
  // The clock beats, searches end, fine steps arrive.
  const int ms = 5 + static_cast<int>(below(60));
  last_event_ = QStringLiteral("wait %1 ms").arg(ms);
  QTest::qWait(ms);
}

bool Monkey::wait_for_load() {
  if (wait_until([this] { return !window_.session().loading(); }, 20000)) return true;
  failures_ << QStringLiteral("the file was still being read 20 s after ") + last_event_;
  return false;
}

void Monkey::settle() {
  modes_seen_.insert(window_.mode());
  QApplication::processEvents();
  modes_seen_.insert(window_.mode());
  // After Quit (or Ctrl+Q) the user starts it again; after a dialog it is the active
  // window again, where its shortcuts take keys.
  if (!window_.isVisible() || QApplication::activeWindow() != &window_) show_active(window_);
}

}  // namespace frontier::gui::testing
