#include "results/regrade.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <exception>

#include "ask/ask_session.hpp"
#include "exercise/exercise_controller.hpp"
#include "model/recognition.hpp"
#include "model/search_deadline.hpp"

namespace frontier::gui {

namespace {

class RegradeWords {
  Q_DECLARE_TR_FUNCTIONS(Regrade)
};

// A lesson's generated boards are a screen's worth.
constexpr double kMaxRegradeCells = 10000;
constexpr double kMaxRegradeCases = 100;
constexpr double kMaxRegradeQueries = 1000;

std::shared_ptr<const Problem> board_of(const ResultActivity& activity, QString& problem) {
  const PuzzleAdapter* puzzle = find_puzzle(activity.puzzle);
  if (puzzle == nullptr) {
    problem = RegradeWords::tr("the puzzle %1 is not known").arg(QString::fromStdString(activity.puzzle));
    return nullptr;
  }
  // A hostile file could ask the generator for a million boards of a million cells: the
  // parameters are held to the generator's ranges and to what a class's board is.
  const GenerateValues& values = activity.instance.parameters;
  for (const auto& [id, value] : values) {
    const auto& known = puzzle->generate_parameters();
    const auto found = std::ranges::find_if(known, [&](const GenerateParameter& p) { return p.id == id; });
    if (found == known.end() || value < found->minimum || value > found->maximum) {
      problem = RegradeWords::tr("its generator's parameter %1 is unknown or out of range").arg(QString::fromStdString(id));
      return nullptr;
    }
  }
  const auto value_of = [&](std::string_view id, double fallback) {
    const auto found = values.find(id);
    return found == values.end() ? fallback : found->second;
  };
  if (value_of(kRowsParameter, 1) * value_of(kColsParameter, 1) > kMaxRegradeCells || value_of(kCasesParameter, 1) > kMaxRegradeCases ||
      value_of(kQueriesParameter, 1) > kMaxRegradeQueries) {
    problem = RegradeWords::tr("its generated board is larger than a class's exercise");
    return nullptr;
  }
  std::shared_ptr<const PuzzleFile> file;
  try {
    if (activity.instance.seed) {
      file = puzzle->generate(*activity.instance.seed, activity.instance.parameters);
    } else {
      const Reading reading = read_as(*puzzle, activity.instance.judge_text.toStdString());
      if (!reading.accepted()) {
        problem = RegradeWords::tr("its board does not read: %1:%2: %3").arg(reading.error_pos.line).arg(reading.error_pos.col).arg(reading.error);
        return nullptr;
      }
      file = reading.file;
    }
  } catch (const std::exception& error) {
    problem = RegradeWords::tr("its board cannot be made again: %1").arg(QString::fromStdString(error.what()));
    return nullptr;
  }
  if (activity.case_number > file->case_count() || activity.query_number > file->query_count(activity.case_number - 1)) {
    problem = RegradeWords::tr("its board has no case %1 query %2").arg(activity.case_number).arg(activity.query_number);
    return nullptr;
  }
  std::shared_ptr<const Problem> made = file->problem(activity.case_number - 1, activity.query_number - 1, activity.rules);
  const auto& searches = made->algorithms();
  const bool known = std::ranges::any_of(searches, [&](const trace::AlgorithmInfo& info) { return info.name == activity.algorithm; });
  if (!known) {
    problem = RegradeWords::tr("%1 is not a search of the puzzle").arg(QString::fromStdString(activity.algorithm));
    return nullptr;
  }
  return made;
}

// Where the file's score is not the count of its own steps' marks: "says 3 right; its
// steps give 2". Old files (version 1) were counted from the same marks, a proposal after a
// step shown counted as the file recorded it.
void check_recorded_score(const ResultActivity& activity, Regrade& grade) {
  const trace::ExerciseScore recorded = recorded_score(activity);
  if (activity.right != recorded.right) {
    grade.edits << RegradeWords::tr("says %1 right; its steps give %2").arg(activity.right).arg(recorded.right);
  }
  if (activity.tried != recorded.tried) {
    grade.edits << RegradeWords::tr("says %1 tried; its steps give %2").arg(activity.tried).arg(recorded.tried);
  }
}

// Step `index` (0-based) as the file records it against core's verdict.
void check_verdict(int index, const ResultStep& step, bool right, bool shown, Regrade& grade) {
  const int number = index + 1;
  if (step.right != right) {
    grade.edits << (right ? RegradeWords::tr("step %1 says wrong; core judges it right").arg(number)
                          : RegradeWords::tr("step %1 says right; core judges it wrong").arg(number));
  } else if (step.shown && *step.shown != shown) {
    // Files before version 2 do not say; a file that does must say what happened.
    grade.edits << (shown ? RegradeWords::tr("step %1 says it was not shown first; it was").arg(number)
                          : RegradeWords::tr("step %1 says it was shown first; it was not").arg(number));
  }
}

void count_mistake(const ProposalVerdict& verdict, int line, Regrade& grade) {
  if (line > 0) ++grade.wrong_lines[line];
  if (!verdict.mistake.isEmpty()) ++grade.wrong_kinds[verdict.mistake];
  if (verdict.layer) {
    Regrade::Layer& layer = grade.wrong_layers[*verdict.layer];
    layer.words = verdict.layer_words;
    ++layer.mistakes;
  }
}

void regrade_exercise(const ResultActivity& activity, const std::shared_ptr<const Problem>& board, Regrade& grade) {
  ExerciseStart start = start_exercise(board, activity.algorithm);
  if (!start.exercise) {
    grade.problem = RegradeWords::tr("no exercise on its board: %1").arg(start.refusal);
    return;
  }
  ExerciseController& exercise = *start.exercise;
  for (std::size_t k = 0; k < activity.steps.size(); ++k) {
    const ResultStep& step = activity.steps[k];
    const int index = static_cast<int>(k);
    switch (step.action) {
      case ResultAction::show_me:
        exercise.reveal();
        break;
      case ResultAction::undo:
        exercise.undo();
        break;
      case ResultAction::propose: {
        const bool over = exercise.finished();
        const int line = exercise.expected_line();
        const std::optional<ProposalVerdict> verdict = exercise.replay(step);
        if (!verdict) {
          // A click once the exercise was over is nothing done (files before version 2
          // kept it, wrong); anything else proposes what this board does not have.
          if (!(over && step.right == false)) grade.edits << RegradeWords::tr("step %1 proposes nothing this exercise can take").arg(index + 1);
          break;
        }
        check_verdict(index, step, verdict->right, verdict->shown, grade);
        if (verdict->right) break;
        count_mistake(*verdict, line, grade);
        if (step.state != trace::kNoState) {
          for (const Cell cell : board->cells_of(activity.algorithm, step.state)) grade.wrong_cells.push_back(cell);
        } else if (!step.cells.empty()) {
          grade.wrong_cells.push_back(step.cells.front());
        }
        break;
      }
      default:
        grade.edits << RegradeWords::tr("step %1 is not a step of an exercise").arg(index + 1);
        break;
    }
  }
  // Core's count: a step shown before it was taken is tried, not right.
  const trace::ExerciseScore score = exercise.score();
  grade.right = score.right;
  grade.tried = score.tried;
  grade.shown = score.shown;
  grade.finished = exercise.finished();
  if (grade.finished != activity.finished) {
    grade.edits << (activity.finished ? RegradeWords::tr("says finished; its steps do not finish the exercise")
                                      : RegradeWords::tr("says unfinished; its steps finish the exercise"));
  }
}

std::optional<trace::Trend> trend_of(const QString& word) {
  if (word == QStringLiteral("fewer")) return trace::Trend::fewer;
  if (word == QStringLiteral("about_the_same")) return trace::Trend::about_the_same;
  if (word == QStringLiteral("more")) return trace::Trend::more;
  return std::nullopt;
}

// An ask question's kind, short, as the class view counts mistakes by kind.
QString question_kind(const QString& word) {
  if (word == QStringLiteral("new_cells")) return RegradeWords::tr("the new cells of a layer");
  if (word == QStringLiteral("next_state")) return RegradeWords::tr("the next state taken");
  if (word == QStringLiteral("trend")) return RegradeWords::tr("how the frontier grows");
  return RegradeWords::tr("the legal moves");
}

void regrade_ask(const ResultActivity& activity, const std::shared_ptr<const Problem>& board, std::chrono::milliseconds allowed,
                 const std::atomic<bool>* cancelled, Regrade& grade) {
  // The search the file names runs again, within a time: a file may name one that takes
  // hours (Solitaire's iddfs with 16 moves took 2 s an activity), and the class view
  // must open in seconds, saying which activities it could not grade.
  const SearchDeadline deadline(allowed, cancelled);
  const std::unique_ptr<SearchResult> result = board->search(activity.algorithm, deadline.cancel());
  if (result->stopped && cancelled != nullptr && cancelled->load()) {
    grade.problem = RegradeWords::tr("it was not graded: the grading was cancelled");
    return;
  }
  if (result->stopped) {
    grade.problem = RegradeWords::tr("it cannot be graded: %1 does not finish its search of this board within %2 s")
                        .arg(QString::fromStdString(activity.algorithm))
                        .arg(allowed.count() / 1000.0);
    return;
  }
  trace::ExerciseScore score;
  for (std::size_t k = 0; k < activity.steps.size(); ++k) {
    const ResultStep& step = activity.steps[k];
    const int number = static_cast<int>(k) + 1;
    if (step.action != ResultAction::answer) {
      grade.edits << RegradeWords::tr("step %1 is not a step of ask mode").arg(number);
      continue;
    }
    AskSession session;
    const bool pop = step.question == QStringLiteral("next_state") || step.question == QStringLiteral("legal_moves");
    session.set_at(pop ? trace::AskAt::pop : trace::AskAt::layer);
    const std::optional<Question> question = session.next_question(*board, *result, static_cast<trace::Step>(step.asked));
    if (!question || question->asked != static_cast<trace::Step>(step.asked)) {
      grade.edits << RegradeWords::tr("step %1 answers a question never asked there").arg(number);
      continue;
    }
    session.pose(*question);
    for (const Cell cell : step.cells) session.click_cell(cell);
    if (const std::optional<trace::Trend> trend = trend_of(step.trend)) session.choose_trend(*trend);
    for (std::size_t t = 0; t < step.ticked.size(); ++t) session.tick_move(static_cast<int>(t), step.ticked[t]);
    const std::optional<Verdict> verdict = session.reveal();
    if (!verdict) continue;
    score.count(trace::proposal_mark(verdict->right, false));
    check_verdict(static_cast<int>(k), step, verdict->right, false, grade);
    if (!verdict->right) {
      ++grade.wrong_kinds[question_kind(step.question)];
      grade.wrong_cells.insert(grade.wrong_cells.end(), verdict->cells.misses.begin(), verdict->cells.misses.end());
      grade.wrong_cells.insert(grade.wrong_cells.end(), verdict->cells.extras.begin(), verdict->cells.extras.end());
    }
  }
  grade.right = score.right;
  grade.tried = score.tried;
}

}  // namespace

Regrade regrade(const ResultActivity& activity, std::chrono::milliseconds allowed, const std::atomic<bool>* cancelled) {
  Regrade grade;
  if (!activity.steps.empty()) grade.ms = activity.steps.back().ms;
  if (!activity.explanations.empty()) grade.ms = std::max(grade.ms, activity.explanations.back().ms);
  check_recorded_score(activity, grade);
  grade.board = board_of(activity, grade.problem);
  if (!grade.board) return grade;
  try {
    if (activity.mode == QStringLiteral("exercise")) {
      regrade_exercise(activity, grade.board, grade);
    } else if (activity.mode == QStringLiteral("ask")) {
      regrade_ask(activity, grade.board, allowed, cancelled, grade);
    } else {
      // Play is kept, not graded: the moves made and the hints taken.
      for (const ResultStep& step : activity.steps) {
        if (step.action == ResultAction::move) ++grade.moves;
        if (step.action == ResultAction::undo && grade.moves > 0) --grade.moves;
        if (step.action == ResultAction::show_me) ++grade.shown;
      }
    }
  } catch (const std::exception& error) {
    grade.problem = RegradeWords::tr("it cannot be graded: %1").arg(QString::fromStdString(error.what()));
  }
  return grade;
}

}  // namespace frontier::gui
