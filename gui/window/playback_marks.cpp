#include "window/playback_marks.hpp"

#include <QAction>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>

#include "app/language.hpp"
#include "lesson/lesson.hpp"
#include "render/board_painter.hpp"
#include "session/session.hpp"
#include "widgets/board_view.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/bookmark_note_dialog.hpp"

namespace frontier::gui {

PlaybackMarks::PlaybackMarks(WindowContext window, PseudocodePanel& code)
    : QObject(&window.window), window_(std::move(window)), session_(window_.session), board_(window_.board), code_(code) {
  const auto on = [this](const char* name, auto&& act) { connect(action(name), &QAction::triggered, this, act); };
  on("bookmark", [this] { toggle_bookmark(); });
  on("next_bookmark", [this] { go_to_bookmark(true); });
  on("previous_bookmark", [this] { go_to_bookmark(false); });
  on("bookmark_note", [this] { ask_bookmark_note(); });
  on("clear_bookmarks", [this] {
    bookmarks_.clear();
    rebuild_bookmarks_menu();
  });
  connect(action("stop_at_target"), &QAction::toggled, this, [this](bool on) { stops_.set_target(on); });
  on("clear_stops", [this] {
    stops_.clear();
    action("stop_at_target")->setChecked(false);
    code_.set_stop_lines(stops_.lines());
    rebuild_stops_menu();
  });
  connect(&code_, &PseudocodePanel::stop_toggled, this, [this](int line) {
    toggle_line_stop(line);
    if (stops_.stops_at_line(line)) say([line] { return tr("Playback stops when line %1 lights.").arg(line); });
  });
  connect(&board_, &BoardView::cell_menu, this, &PlaybackMarks::offer_cell_stop);
  connect(&session_.playback(), &Playback::moved, this, &PlaybackMarks::check_stops);
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

void PlaybackMarks::add_menus(QMenu& playback) {
  bookmarks_menu_ = playback.addMenu(QString());
  stops_menu_ = playback.addMenu(QString());
  retranslate();
}

void PlaybackMarks::retranslate() {
  bookmarks_menu_->setTitle(tr("Book&marks"));
  stops_menu_->setTitle(tr("St&op When"));
  rebuild_bookmarks_menu();
  rebuild_stops_menu();
}

void PlaybackMarks::set_bookmarks(const std::vector<SlideBookmark>& bookmarks) {
  forget_marks_of_other_searches();
  for (const SlideBookmark& bookmark : bookmarks) bookmarks_.add(bookmark.at, bookmark.note, bookmark.explain);
  rebuild_bookmarks_menu();
  emit bookmarks_set();
}

void PlaybackMarks::offer_cell_stop(QPoint at, QPoint global) {
  // The mode table says where: in viewing, on a board (not a game's or an editor's).
  const BoardPainter* painter = board_.board_painter();
  if (!window_.available("cell_stop") || painter == nullptr) return;
  const std::optional<Cell> cell = painter->judge_cell(at);
  if (!cell) return;
  QMenu menu(&window_.window);
  QAction* stop = menu.addAction(tr("Stop When (%1, %2) First Enters the Frontier").arg(cell->row).arg(cell->col));
  stop->setObjectName(QStringLiteral("stop_at_cell"));
  stop->setCheckable(true);
  stop->setChecked(stops_.stops_at_cell(*cell));
  if (menu.exec(global) == stop) toggle_cell_stop(*cell);
}

void PlaybackMarks::toggle_line_stop(int line) {
  stops_.toggle_line(line);
  code_.set_stop_lines(stops_.lines());
  rebuild_stops_menu();
}

void PlaybackMarks::toggle_bookmark() {
  if (session_.lane().result() == nullptr) return;
  forget_marks_of_other_searches();
  const TimelinePosition at = session_.lane().cursor();
  const bool added = bookmarks_.toggle(at);
  const int step = session_.lane().counters().step;
  say([added, step] { return added ? tr("Bookmarked step %1.").arg(step) : tr("Bookmark at step %1 taken away.").arg(step); });
  rebuild_bookmarks_menu();
}

void PlaybackMarks::ask_bookmark_note() {
  if (session_.lane().result() == nullptr) return;
  forget_marks_of_other_searches();
  const TimelinePosition at = session_.lane().cursor();
  const int step = session_.lane().counters().step;
  BookmarkNoteDialog dialog(tr("step %1").arg(step), bookmarks_.note(at), bookmarks_.explain(at), &window_.window);
  if (dialog.exec() != QDialog::Accepted) return;
  bookmarks_.add(at, dialog.note(), dialog.explain());  // the words mark the point too
  const bool asks = !dialog.explain().empty();
  say([step, asks] {
    return asks ? tr("Bookmarked step %1, with its note and the question the student explains.").arg(step)
                : tr("Bookmarked step %1, with its note.").arg(step);
  });
  rebuild_bookmarks_menu();
}

bool PlaybackMarks::go_to_bookmark(bool next, bool say_none) {
  forget_marks_of_other_searches();
  const std::optional<TimelinePosition> to = next ? bookmarks_.next(session_.lane().cursor()) : bookmarks_.previous(session_.lane().cursor());
  if (!to) {
    if (say_none) say([next] { return next ? tr("No bookmark after this point.") : tr("No bookmark before this point."); });
    return false;
  }
  session_.clock().pause();
  session_.lane().seek_to(*to);
  // Ask mode holds playback at a question not yet answered, before the bookmark: its note
  // waits until playback is really there.
  if (session_.lane().cursor() != *to) return true;
  // A lesson's bookmark says what the teacher meant to say there.
  if (const Bilingual note = bookmarks_.note(*to); !note.empty()) {
    say([note] { return tr("Bookmark: %1").arg(note.in(language::current() == language::kChinese)); });
  }
  return true;
}

void PlaybackMarks::toggle_cell_stop(Cell cell) {
  forget_marks_of_other_searches();
  stops_.toggle_cell(cell);
  const bool on = stops_.stops_at_cell(cell);
  say([cell, on] {
    return on ? tr("Playback stops when (%1, %2) first enters the frontier.").arg(cell.row).arg(cell.col)
              : tr("No more stop at (%1, %2).").arg(cell.row).arg(cell.col);
  });
  rebuild_stops_menu();
}

void PlaybackMarks::forget_marks_of_other_searches() {
  if (session_.lane().shared_result() == marked_result_) return;
  marked_result_ = session_.lane().shared_result();
  bookmarks_.clear();
  rebuild_bookmarks_menu();
}

void PlaybackMarks::show_stop_lines() {
  if (session_.algorithm() != stops_algorithm_) {
    stops_algorithm_ = session_.algorithm();
    stops_.clear_lines();
    rebuild_stops_menu();
  }
  code_.set_stop_lines(stops_.lines());
}

void PlaybackMarks::check_stops() {
  if (session_.lane().shared_result() != marked_result_) stop_checked_ = 0;  // a new search starts at 0
  forget_marks_of_other_searches();
  const SearchResult* result = session_.lane().result();
  const trace::Step steps = session_.lane().timeline().steps();
  const auto now = static_cast<trace::Step>(std::min<std::uint64_t>(session_.lane().cursor().position, steps));
  const trace::Step before = stop_checked_;
  stop_checked_ = now;
  // Stops are playback's: a jump by hand (End, the timeline) goes where it is sent.
  if (result == nullptr || !(session_.clock().playing() || was_playing_)) return;
  // Playing on a beat of many expansions passes a bookmark without stopping on it: its
  // note is said once the move has settled (ask mode may send the cursor back to a
  // question before it), and only if playback is at or past it then.
  const auto say_notes_passed = [this, before](trace::Step to) {
    std::optional<TimelinePosition> last;
    for (const TimelinePosition& mark : bookmarks_.all()) {
      if (mark.position > before && mark.position <= to && !bookmarks_.note(mark).empty()) last = mark;
    }
    if (!last) return;
    QTimer::singleShot(0, this, [this, mark = *last, result = marked_result_] {
      if (session_.lane().shared_result() != result || session_.lane().cursor().position < mark.position) return;
      const Bilingual note = bookmarks_.note(mark);
      say([note] { return tr("Bookmark: %1").arg(note.in(language::current() == language::kChinese)); });
    });
  };
  // A cell or the target, found in the trace: exact whatever the speed.
  if (const std::optional<PlaybackStops::Stop> stop =
          now > before ? stops_.between(*session_.lane().problem(), *result, before, now) : std::nullopt) {
    session_.clock().pause();
    stop_checked_ = stop->step;
    session_.lane().seek(static_cast<int>(stop->step));
    const QString where = stop->kind == PlaybackStops::Kind::target
                              ? QString()
                              : cell_words(stop->cell);
    const trace::Step step = stop->step;
    const bool target = stop->kind == PlaybackStops::Kind::target;
    say([where, step, target] {
      return target ? tr("Stopped at step %1: the search first reaches its target.").arg(step)
                    : tr("Stopped at step %1: %2 first enters the frontier.").arg(step).arg(where);
    });
    say_notes_passed(stop->step);
    return;
  }
  if (now > before) say_notes_passed(now);
  // A line, seen as it lights.
  if (const int line = session_.lane().line(); line > 0 && session_.lane().fine_index() && stops_.stops_at_line(line)) {
    session_.clock().pause();
    const int step = session_.lane().counters().step;
    say([line, step] { return tr("Stopped at step %1: line %2 lit.").arg(step).arg(line); });
  }
}

void PlaybackMarks::rebuild_bookmarks_menu() {
  if (bookmarks_menu_ == nullptr) return;
  // The entries go later: this may run from one of them being triggered.
  for (QAction* a : bookmarks_menu_->actions()) {
    bookmarks_menu_->removeAction(a);
    if (a->property("bookmark").isValid()) a->deleteLater();
  }
  for (const char* name : {"bookmark", "bookmark_note", "next_bookmark", "previous_bookmark", "clear_bookmarks"}) {
    bookmarks_menu_->addAction(action(name));
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

void PlaybackMarks::rebuild_stops_menu() {
  if (stops_menu_ == nullptr) return;
  // The entries go later: this may run from one of them being triggered.
  for (QAction* a : stops_menu_->actions()) {
    stops_menu_->removeAction(a);
    if (a->property("stop").isValid()) a->deleteLater();
  }
  stops_menu_->addAction(action("stop_at_target"));
  stops_menu_->addAction(action("clear_stops"));
  if (!stops_.lines().empty() || !stops_.cells().empty()) stops_menu_->addSeparator();
  // Each stop set, checked: unchecking it takes it away.
  for (const int line : stops_.lines()) {
    QAction* stop = stops_menu_->addAction(tr("Line %1 Lights").arg(line));
    stop->setProperty("stop", true);
    stop->setCheckable(true);
    stop->setChecked(true);
    connect(stop, &QAction::triggered, this, [this, line] { toggle_line_stop(line); });
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
