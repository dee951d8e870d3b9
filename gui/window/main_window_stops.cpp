// Playback ▸ Bookmarks and Playback ▸ Stop When. A bookmark (B) marks a point of the
// timeline to come back to (Alt+PgDown, Alt+PgUp, or its entry in the menu). A stop ends
// playback by itself where a chosen pseudo-code line lights (a double-click on the line),
// where a chosen cell first enters the frontier (the board's menu on the cell), or where
// the search first reaches its target. Bookmarks and stops belong to the search shown:
// another search forgets them (line stops also another algorithm).

#include <QAction>
#include <QActionGroup>
#include <QLocale>
#include <QMenu>
#include <QTimer>

#include "app/language.hpp"
#include "widgets/board_view.hpp"
#include "window/bookmark_note_dialog.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::create_stop_actions() {
  connect(make_action(QStringLiteral("bookmark"), QKeySequence(Qt::Key_B)), &QAction::triggered, this,
          &MainWindow::toggle_bookmark);
  connect(make_action(QStringLiteral("next_bookmark"), QKeySequence(Qt::ALT | Qt::Key_PageDown)), &QAction::triggered,
          this, [this] { go_to_bookmark(true); });
  connect(make_action(QStringLiteral("previous_bookmark"), QKeySequence(Qt::ALT | Qt::Key_PageUp)),
          &QAction::triggered, this, [this] { go_to_bookmark(false); });
  connect(make_action(QStringLiteral("bookmark_note"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)), &QAction::triggered,
          this, &MainWindow::ask_bookmark_note);
  connect(make_action(QStringLiteral("clear_bookmarks")), &QAction::triggered, this, [this] {
    bookmarks_.clear();
    rebuild_bookmarks_menu();
  });
  QAction* target = make_action(QStringLiteral("stop_at_target"));
  target->setCheckable(true);
  connect(target, &QAction::toggled, this, [this](bool on) { stops_.set_target(on); });
  connect(make_action(QStringLiteral("clear_stops")), &QAction::triggered, this, [this] {
    stops_.clear();
    action(QStringLiteral("stop_at_target"))->setChecked(false);
    pseudocode_panel_->set_stop_lines(stops_.lines());
    rebuild_stops_menu();
  });
  connect(pseudocode_panel_, &PseudocodePanel::stop_toggled, this, [this](int line) {
    stops_.toggle_line(line);
    pseudocode_panel_->set_stop_lines(stops_.lines());
    rebuild_stops_menu();
    if (stops_.stops_at_line(line)) say([line] { return tr("Playback stops when line %1 lights.").arg(line); });
  });
  connect(board_view_, &BoardView::cell_menu, this, [this](QPoint at, QPoint global) {
    if (mode() != WindowMode::viewing || !painter_) return;
    const std::optional<Cell> cell = painter_->judge_cell(at);
    if (!cell) return;
    QMenu menu(this);
    QAction* stop = menu.addAction(tr("Stop When (%1, %2) First Enters the Frontier").arg(cell->row).arg(cell->col));
    stop->setObjectName(QStringLiteral("stop_at_cell"));
    stop->setCheckable(true);
    stop->setChecked(stops_.stops_at_cell(*cell));
    if (menu.exec(global) == stop) toggle_cell_stop(*cell);
  });
  connect(&session_.playback(), &Playback::moved, this, &MainWindow::check_stops);
  // A line lights inside an expansion: with a line stop set, playback goes line by line,
  // or it would pass the line unseen.
  connect(&session_.clock(), &Clock::playing_changed, this, [this](bool playing) {
    // The clock pauses itself at the end before the last move is told: that move was
    // still played, so it is still checked for stops (check_stops), and only then does a
    // move count as the user's own (End, the timeline) again.
    if (playing) {
      was_playing_ = true;
    } else {
      QTimer::singleShot(0, this, [this] { was_playing_ = session_.clock().playing(); });
    }
    if (playing && !stops_.lines().empty() && session_.clock().speed_level() > Clock::kFineSpeedLevel) {
      session_.clock().set_speed_level(Clock::kFineSpeedLevel);
      say([] { return tr("Playing line by line, so that the line stops are seen."); });
    }
  });
}

void MainWindow::create_stop_menus(QMenu* playback) {
  bookmarks_menu_ = playback->addMenu(QString());
  stops_menu_ = playback->addMenu(QString());
  rebuild_bookmarks_menu();
  rebuild_stops_menu();
}

void MainWindow::retranslate_stops() {
  rebuild_bookmarks_menu();
  rebuild_stops_menu();
}

void MainWindow::toggle_bookmark() {
  if (session_.lane().result() == nullptr) return;
  forget_marks_of_other_searches();
  const TimelinePosition at = session_.lane().cursor();
  const bool added = bookmarks_.toggle(at);
  const int step = session_.lane().counters().step;
  say([added, step] { return added ? tr("Bookmarked step %1.").arg(step) : tr("Bookmark at step %1 taken away.").arg(step); });
  rebuild_bookmarks_menu();
}

void MainWindow::ask_bookmark_note() {
  if (session_.lane().result() == nullptr) return;
  forget_marks_of_other_searches();
  const TimelinePosition at = session_.lane().cursor();
  const int step = session_.lane().counters().step;
  BookmarkNoteDialog dialog(tr("step %1").arg(step), bookmarks_.note(at), this);
  if (dialog.exec() != QDialog::Accepted) return;
  bookmarks_.add(at, dialog.note());  // a note marks the point too
  say([step] { return tr("Bookmarked step %1, with its note.").arg(step); });
  rebuild_bookmarks_menu();
}

bool MainWindow::go_to_bookmark(bool next, bool say_none) {
  forget_marks_of_other_searches();
  const std::optional<TimelinePosition> to = next ? bookmarks_.next(session_.lane().cursor()) : bookmarks_.previous(session_.lane().cursor());
  if (!to) {
    if (say_none) say([next] { return next ? tr("No bookmark after this point.") : tr("No bookmark before this point."); });
    return false;
  }
  session_.clock().pause();
  session_.lane().seek_to(*to);
  // A lesson's bookmark says what the teacher meant to say there.
  if (const Bilingual note = bookmarks_.note(*to); !note.empty()) {
    say([note] { return tr("Bookmark: %1").arg(note.in(language::current() == language::kChinese)); });
  }
  return true;
}

void MainWindow::toggle_cell_stop(Cell cell) {
  forget_marks_of_other_searches();
  stops_.toggle_cell(cell);
  const bool on = stops_.stops_at_cell(cell);
  say([cell, on] {
    return on ? tr("Playback stops when (%1, %2) first enters the frontier.").arg(cell.row).arg(cell.col)
              : tr("No more stop at (%1, %2).").arg(cell.row).arg(cell.col);
  });
  rebuild_stops_menu();
}

void MainWindow::forget_marks_of_other_searches() {
  if (session_.lane().shared_result() == marked_result_) return;
  marked_result_ = session_.lane().shared_result();
  bookmarks_.clear();
  rebuild_bookmarks_menu();
}

void MainWindow::restore_stop_lines() {
  if (session_.algorithm() != stops_algorithm_) {
    stops_algorithm_ = session_.algorithm();
    stops_.clear_lines();
    rebuild_stops_menu();
  }
  pseudocode_panel_->set_stop_lines(stops_.lines());
}

void MainWindow::check_stops() {
  if (session_.lane().shared_result() != marked_result_) stop_checked_ = 0;  // a new search starts at 0
  forget_marks_of_other_searches();
  const SearchResult* result = session_.lane().result();
  const trace::Step steps = session_.lane().timeline().steps();
  const auto now = static_cast<trace::Step>(std::min<std::uint64_t>(session_.lane().cursor().position, steps));
  const trace::Step before = stop_checked_;
  stop_checked_ = now;
  // Stops are playback's: a jump by hand (End, the timeline) goes where it is sent.
  if (result == nullptr || !(session_.clock().playing() || was_playing_)) return;
  // A cell or the target, found in the trace: exact whatever the speed.
  if (const std::optional<PlaybackStops::Stop> stop =
          now > before ? stops_.between(*session_.lane().problem(), *result, before, now) : std::nullopt) {
    session_.clock().pause();
    stop_checked_ = stop->step;
    session_.lane().seek(static_cast<int>(stop->step));
    const QString where = stop->kind == PlaybackStops::Kind::target
                              ? QString()
                              : QStringLiteral("(%1, %2)").arg(stop->cell.row).arg(stop->cell.col);
    const trace::Step step = stop->step;
    const bool target = stop->kind == PlaybackStops::Kind::target;
    say([where, step, target] {
      return target ? tr("Stopped at step %1: the search first reaches its target.").arg(step)
                    : tr("Stopped at step %1: %2 first enters the frontier.").arg(step).arg(where);
    });
    return;
  }
  // A line, seen as it lights.
  if (const int line = session_.lane().line(); line > 0 && session_.lane().fine_index() && stops_.stops_at_line(line)) {
    session_.clock().pause();
    const int step = session_.lane().counters().step;
    say([line, step] { return tr("Stopped at step %1: line %2 lit.").arg(step).arg(line); });
  }
}

void MainWindow::rebuild_bookmarks_menu() {
  if (bookmarks_menu_ == nullptr) return;
  // The entries go later: this may run from one of them being triggered.
  for (QAction* a : bookmarks_menu_->actions()) {
    bookmarks_menu_->removeAction(a);
    if (a->property("bookmark").isValid()) a->deleteLater();
  }
  for (const char* name : {"bookmark", "bookmark_note", "next_bookmark", "previous_bookmark", "clear_bookmarks"}) {
    bookmarks_menu_->addAction(action(QString::fromLatin1(name)));
  }
  if (!bookmarks_.all().empty()) bookmarks_menu_->addSeparator();
  const QLocale locale;
  for (const TimelinePosition& mark : bookmarks_.all()) {
    const int step = static_cast<int>(std::min<std::uint64_t>(mark.position, session_.lane().timeline().steps()));
    QString text = tr("Step %1").arg(locale.toString(step));
    if (mark.fine) text += tr(", line by line");
    if (mark.position > session_.lane().timeline().steps()) text += tr(", move %1").arg(mark.position - session_.lane().timeline().steps());
    if (const Bilingual note = bookmarks_.note(mark); !note.empty()) {
      text += tr(": %1").arg(note.in(language::current() == language::kChinese));
    }
    QAction* go = bookmarks_menu_->addAction(text);
    go->setProperty("bookmark", true);
    connect(go, &QAction::triggered, this, [this, mark] {
      session_.clock().pause();
      session_.lane().seek_to(mark);
    });
  }
}

void MainWindow::rebuild_stops_menu() {
  if (stops_menu_ == nullptr) return;
  // The entries go later: this may run from one of them being triggered.
  for (QAction* a : stops_menu_->actions()) {
    stops_menu_->removeAction(a);
    if (a->property("stop").isValid()) a->deleteLater();
  }
  stops_menu_->addAction(action(QStringLiteral("stop_at_target")));
  stops_menu_->addAction(action(QStringLiteral("clear_stops")));
  if (!stops_.lines().empty() || !stops_.cells().empty()) stops_menu_->addSeparator();
  // Each stop set, checked: unchecking it takes it away.
  for (const int line : stops_.lines()) {
    QAction* stop = stops_menu_->addAction(tr("Line %1 Lights").arg(line));
    stop->setProperty("stop", true);
    stop->setCheckable(true);
    stop->setChecked(true);
    connect(stop, &QAction::triggered, this, [this, line] {
      stops_.toggle_line(line);
      pseudocode_panel_->set_stop_lines(stops_.lines());
      rebuild_stops_menu();
    });
  }
  for (const Cell cell : stops_.cells()) {
    QAction* stop = stops_menu_->addAction(tr("(%1, %2) First Enters the Frontier").arg(cell.row).arg(cell.col));
    stop->setProperty("stop", true);
    stop->setCheckable(true);
    stop->setChecked(true);
    connect(stop, &QAction::triggered, this, [this, cell] { toggle_cell_stop(cell); });
  }
}

}  // namespace frontier::gui
