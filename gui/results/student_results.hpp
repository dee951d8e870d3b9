#pragma once
// A student's results: what they did in ask, exercise and play mode, step by step, as the
// window records it (results_keeper.hpp) and hands it to the teacher as one file,
// NAME.frontier-results (JSON, docs/results-format.md). Each activity names what was
// worked on (the lesson and slide, or the judge file), the instance (its generator's seed
// and parameters, or the judge text itself), the search, and every step with its verdict
// at the time and when it was taken, so that the teacher's class view can grade it again
// from the steps (regrade.hpp) rather than believe a score written in the file.
//
// Reading checks every field's type and range, and refuses the first thing wrong with its
// place ("activities[2].steps[5].state: ...", "4:17: JSON: ..."), as a lesson is read.

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/trace/exercise.hpp"
#include "model/puzzle.hpp"

namespace frontier::gui {

// What a student did at one step.
enum class ResultAction {
  propose,  // exercise: a state proposed as the search's next action (`state`)
  show_me,  // exercise: the model answer's next action shown (H): that step costs its mark
  undo,     // exercise: the last step taken back
  answer,   // ask: a question answered and revealed (`asked`, `question`, the reply)
  move,     // play: a move made (`words`)
  solved,   // play: the goal reached
};

struct ResultStep {
  ResultAction action = ResultAction::propose;
  qint64 ms = 0;          // since the activity began
  QString words;          // what was proposed, answered or moved, in the student's language
  std::optional<bool> right;  // propose, answer: the verdict when it was given
  // propose, right: the step had been shown first (H), so it counts as tried, not right.
  // Unset in files written before version 2, which did not record it.
  std::optional<bool> shown;
  trace::StateId state = trace::kNoState;  // propose: the state, as the search numbers it
  // answer: the question (asked after `asked` expansions) and the reply.
  qint64 asked = -1;
  QString question;          // "new_cells", "next_state", "trend", "legal_moves"
  std::vector<Cell> cells;   // new_cells, next_state: the cells picked
  QString trend;             // trend: "fewer", "about_the_same", "more"
  std::vector<bool> ticked;  // legal_moves: the moves said to be legal
  friend bool operator==(const ResultStep&, const ResultStep&) = default;

  // A step of `action` in `words`; a proposal of a state, or of a move by its two cells,
  // with its verdict and whether it took a step shown first.
  static ResultStep of(ResultAction action, QString words = {});
  static ResultStep proposal(trace::StateId state, QString words, bool right, bool shown = false);
  static ResultStep move_proposal(Cell from, Cell to, QString words, bool right, bool shown = false);
};

// How a step counts towards its activity's grade, as the step records it (its verdict, and
// whether the step was shown first): a proposal or an answer, a step shown (H, or a hint in
// play), a step taken back; nothing for a move or the goal reached in play.
std::optional<trace::ExerciseMark> recorded_mark(const ResultStep& step);

// The board an activity was done on: made again from its generator's seed and parameters
// (a lesson's board for each student), or the judge text itself (a file opened alone).
struct ResultInstance {
  std::optional<std::uint64_t> seed;
  GenerateValues parameters;
  QString judge_text;
  friend bool operator==(const ResultInstance&, const ResultInstance&) = default;
};

// A question answered in words (a bookmark's "explain" prompt).
struct ResultExplanation {
  QString question;
  QString answer;
  qint64 ms = 0;
  friend bool operator==(const ResultExplanation&, const ResultExplanation&) = default;
};

struct ResultActivity {
  QString mode;            // "exercise", "ask" or "play"
  QString lesson;          // the lesson's file name; empty: a judge file opened alone
  QString lesson_title;
  int slide = 0;           // 1-based; 0: none
  QString file;            // the judge file's name, when opened alone
  std::string puzzle;
  RuleValues rules;
  int case_number = 1;     // 1-based, as the judge counts
  int query_number = 1;
  std::string algorithm;
  ResultInstance instance;
  QDateTime started;       // UTC
  std::vector<ResultStep> steps;
  std::vector<ResultExplanation> explanations;
  // The grade the window gave: the count of its steps' marks (recorded_score); the class
  // view counts again, from the steps judged again by core.
  int right = 0;
  int tried = 0;
  bool finished = false;
  friend bool operator==(const ResultActivity&, const ResultActivity&) = default;
};

// The grade of an activity's steps as they are recorded: core's one count
// (trace::ExerciseScore) of their marks. What the window writes as `right` and `tried`.
trace::ExerciseScore recorded_score(const ResultActivity& activity);

struct StudentResults {
  QString student;
  std::vector<ResultActivity> activities;
  friend bool operator==(const StudentResults&, const StudentResults&) = default;
};

struct ResultsError {
  QString where;
  QString what;
  QString message(const QString& path) const;  // "PATH:where: what"
};

inline constexpr const char* kResultsSuffix = "frontier-results";
inline constexpr const char* kResultsFormat = "frontier-results";
// Version 2 records, for each proposal, whether it took a step shown first ("shown");
// version 1 files read as before.
inline constexpr int kResultsVersion = 2;
// Far above a term's work (a step is ~150 bytes: 16 MiB is 100,000 steps), far below what
// would stall the class view; each list is bounded likewise.
inline constexpr qint64 kMaxResultsBytes = 16LL << 20;
inline constexpr int kMaxNameLength = 100;
inline constexpr int kMaxAnswerLength = 4000;

QString result_action_word(ResultAction action);

std::variant<StudentResults, ResultsError> read_results(const QByteArray& json);
std::variant<StudentResults, ResultsError> read_results_file(const QString& path);
// Indented JSON; read_results(write_results(r)) gives r again.
QByteArray write_results(const StudentResults& results);

// The name of a student's results file: their name made safe as a file name (as a
// lesson's title is, file_name_from_title), "student" for none; two names never share one.
QString results_file_name(const QString& student);
// The name a file of `student` had before names made safe carried their digits (version 1
// and 2 files kept in the data folder): read once, then moved to results_file_name.
QString legacy_results_file_name(const QString& student);

}  // namespace frontier::gui
