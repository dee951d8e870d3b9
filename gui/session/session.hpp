#pragma once
// What the window has open, with no widget in it: the judge file (its EditableDocument is
// the one source of truth for its path and its text), the case, query, rules and search
// chosen in it, the lane that searches and shows it, the clock and playback that walk
// that lane, the loader that reads a file on a worker thread, and the judge asked again
// on a worker after an edit. The window and its modes show a session and act on it; the
// tests drive one without a window.
//
//   load ─► loaded(result) ─► (the window asks, if need be) ─► install ─► opened
//                                                                         │
//   choose / set_rule / an edit ─► chosen: the problem ─► lane ─► moved ◄─┘ (choose(0, 0))
//   run_search ─► search_started ─► lane: finished or failed

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

#include "model/document_loader.hpp"
#include "model/judged_answers.hpp"
#include "model/sample_arguments.hpp"
#include "search/clock.hpp"
#include "search/playback.hpp"
#include "search/run.hpp"

namespace frontier::gui {

class EditableDocument;

class Session : public QObject {
  Q_OBJECT

 public:
  explicit Session(QObject* parent = nullptr);
  ~Session() override;

  // Reads `path` on a worker thread (`puzzle` forces a reader); `loaded` says how it went.
  // Nothing is opened until install().
  void load(const QString& path, const PuzzleAdapter* puzzle = nullptr);
  bool loading() const { return loader_.busy(); }
  // `file` (read from `path`, or made: an empty path) becomes the open document, its
  // first query chosen, with `arguments`' rules and search (else the search last run on
  // this puzzle, else its judge solver). Says opened, then chosen.
  void install(const QString& path, std::shared_ptr<const PuzzleFile> file, const SampleArguments& arguments = {});

  bool has_document() const { return editable_ != nullptr; }
  // The open judge file, as it is now (after every edit); null when none.
  EditableDocument* editable() const { return editable_.get(); }
  std::shared_ptr<const PuzzleFile> file() const;
  QString path() const;

  // The query shown: case `case_index`, query `query_index` of it under the chosen rules.
  // A case without queries is chosen as its board alone (no problem to search).
  bool choose(int case_index, int query_index);
  int case_index() const { return case_index_; }
  int query_index() const { return query_index_; }
  const std::shared_ptr<const Problem>& problem() const { return problem_; }
  // Changes one of the puzzle's rules (RuleOption::id): the same query under the new rules.
  void set_rule(const std::string& id, int value);
  const RuleValues& rules() const { return rules_; }

  // The search chosen, by the id frontier-cli takes ("bfs"); one of algorithm_names().
  QStringList algorithm_names() const;
  const QString& algorithm() const { return algorithm_; }
  bool set_algorithm(const QString& name);

  // Searches the chosen query with the chosen search on a worker thread; false when there
  // is nothing to search. The lane says when it has finished or failed.
  bool run_search();
  bool searching() const { return lane_.searching(); }
  // Forgets a running search: the lane shows the chosen problem, unsearched.
  void forget_search();
  // Why the last search could not run, in core's words; empty after one that ran.
  const QString& search_error() const { return search_error_; }
  // The state's words in the shown search ("(3, 4) facing east"); empty when none.
  QString describe(trace::StateId state) const;

  // The judge solver's answer to the chosen query, asked on a worker (after each edit);
  // judge_answered says it. False when there is no query to ask about.
  bool ask_judge();

  // A trainee's answers judged against the open file (File ▸ Open Answers); null when none.
  // They answer the file as it was read: another file, or an edit of this one, forgets them.
  void set_answers(std::shared_ptr<const JudgedAnswers> answers);
  const std::shared_ptr<const JudgedAnswers>& answers() const { return answers_; }

  // While a game is played the file may grow (a position kept as a new case after the
  // one played): the choice is held then, and the game goes on.
  void set_hold_choice(bool hold) { hold_choice_ = hold; }

  Run& lane() { return lane_; }
  const Run& lane() const { return lane_; }
  Clock& clock() { return clock_; }
  const Clock& clock() const { return clock_; }
  Playback& playback() { return playback_; }
  const Playback& playback() const { return playback_; }

 signals:
  void loaded(const frontier::gui::LoadResult& result);
  void opened();
  // Another query, rules or search: the lane shows its problem from the start.
  void chosen();
  // The open file's text changed (an edit, an undo, a redo); the choice follows it after
  // (the same case and query where they still exist), unless hold_choice is set.
  void file_changed();
  // Another search of the same query: the lane shows it, unsearched.
  void search_chosen();
  void judge_answered(const QString& answer);
  // The trainee's answers came, or were forgotten.
  void answers_changed();

 private:
  void follow_edit();  // the document's file changed: the choice follows it
  void show_chosen();
  void let_go_of_document();  // its signals, before it goes

  DocumentLoader loader_;
  std::unique_ptr<EditableDocument> editable_;
  int case_index_ = 0;
  int query_index_ = 0;
  RuleValues rules_;  // the puzzle's rules as chosen (the judge's unless changed)
  std::shared_ptr<const Problem> problem_;
  QString algorithm_;
  QString search_error_;
  bool hold_choice_ = false;
  std::shared_ptr<const JudgedAnswers> answers_;
  Clock clock_;  // before the lane: it leaves the clock as it goes
  Run lane_;
  Playback playback_;
  QFutureWatcher<QString> judge_watcher_;
};

}  // namespace frontier::gui
