#include "lesson/student_board.hpp"

#include <QCoreApplication>
#include <exception>

#include "exercise/exercise_controller.hpp"
#include "frontier/common/random.hpp"

namespace frontier::gui {

namespace {
class StudentBoardWords {
  Q_DECLARE_TR_FUNCTIONS(StudentBoard)
};

template <typename T>
QString outside(const char* what, T value, std::optional<T> least, std::optional<T> most) {
  if (least && value < *least) return StudentBoardWords::tr("%1 is %2, fewer than %3").arg(QLatin1String(what)).arg(value).arg(*least);
  if (most && value > *most) return StudentBoardWords::tr("%1 is %2, more than %3").arg(QLatin1String(what)).arg(value).arg(*most);
  return {};
}
}  // namespace

std::uint64_t student_seed(std::uint64_t slide_seed, const QString& student, int attempt) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a, 64 bits
  for (const char byte : student.trimmed().toUtf8()) {
    hash ^= static_cast<unsigned char>(byte);
    hash *= 0x100000001b3ULL;
  }
  SplitMix64 mix(slide_seed ^ hash);
  std::uint64_t seed = mix.next();
  for (int k = 0; k < attempt; ++k) seed = mix.next();
  return seed;
}

QString requirement_unmet(const PuzzleFile& file, const BoardPlace& place, const BoardRequirements& require,
                          const SearchDeadline* deadline) {
  if (file.case_count() < place.case_number) return StudentBoardWords::tr("the file has no case %1").arg(place.case_number);
  if (file.query_count(place.case_number - 1) < place.query_number) {
    return StudentBoardWords::tr("case %1 has no query %2").arg(place.case_number).arg(place.query_number);
  }
  const std::shared_ptr<const Problem> problem = file.problem(place.case_number - 1, place.query_number - 1, place.rules);
  const std::string algorithm = place.algorithm.toStdString();
  // First what is cheap to know: an exercise's board is refused by its size before any
  // search (a full search of a board too large by far took minutes).
  if (require.exercise) {
    if (const ExerciseStart start = start_exercise(problem, algorithm); !start.exercise) return start.refusal;
  }
  const std::atomic<bool>* cancel = deadline != nullptr ? deadline->cancel() : nullptr;
  const auto unfinished = [&](const QString& search) {
    return StudentBoardWords::tr("%1 does not finish its search within %2 s").arg(search).arg(deadline->allowed().count() / 1000.0);
  };
  const std::unique_ptr<SearchResult> result = problem->search(algorithm, cancel);
  if (result->stopped) return unfinished(place.algorithm);
  if (!require.answer.isEmpty() && !problem->judge_takes(require.answer, result->answer)) {
    return StudentBoardWords::tr("the answer is %1, not %2").arg(result->answer, require.answer);
  }
  if (QString why = outside("moves", result->moves, require.min_moves, require.max_moves); !why.isEmpty()) return why;
  if (require.min_turns || require.max_turns) {
    if (result->corners < 2) return StudentBoardWords::tr("no line is found, so it has no turns");
    if (QString why = outside("turns", result->corners - 2, require.min_turns, require.max_turns); !why.isEmpty()) return why;
  }
  const auto expansions = static_cast<std::int64_t>(result->trace.steps());
  if (QString why = outside("expansions", expansions, require.min_expansions, require.max_expansions); !why.isEmpty()) return why;
  if (require.disagree.size() == 2) {
    const std::unique_ptr<SearchResult> first = problem->search(require.disagree[0].toStdString(), cancel);
    if (first->stopped) return unfinished(require.disagree[0]);
    const std::unique_ptr<SearchResult> second = problem->search(require.disagree[1].toStdString(), cancel);
    if (second->stopped) return unfinished(require.disagree[1]);
    if (problem->judge_takes(second->answer, first->answer)) {
      return StudentBoardWords::tr("%1 and %2 agree (%3)").arg(require.disagree[0], require.disagree[1], first->answer);
    }
  }
  return {};
}

StudentBoard board_for_student(const PuzzleAdapter& puzzle, const GeneratedBoard& generated, const BoardPlace& place,
                               const QString& student, std::chrono::milliseconds allowed, WorkProgress* progress) {
  StudentBoard board;
  QString last_reason;
  // Boards are tried until one meets the requirements, within a time: what no board meets
  // (an answer the parameters never give, two searches that always agree) is refused in
  // seconds, with the last board's reason.
  const SearchDeadline deadline(allowed, progress != nullptr ? &progress->cancelled : nullptr);
  if (progress != nullptr) progress->total = kMaxBoardTries;
  for (int attempt = 0; attempt < kMaxBoardTries; ++attempt) {
    const std::uint64_t seed = student_seed(generated.seed, student, attempt);
    board.attempts = attempt + 1;
    if (progress != nullptr) progress->done = attempt;
    try {
      std::shared_ptr<const PuzzleFile> file = puzzle.generate(seed, generated.parameters);
      last_reason = requirement_unmet(*file, place, generated.require, &deadline);
      if (last_reason.isEmpty()) {
        board.file = std::move(file);
        board.seed = seed;
        return board;
      }
    } catch (const std::exception& error) {
      // Parameters the generator refuses are refused for every seed alike.
      board.refusal = StudentBoardWords::tr("the generator refuses the parameters: %1").arg(QString::fromStdString(error.what()));
      return board;
    }
    if (progress != nullptr && progress->cancelled) {
      board.refusal = StudentBoardWords::tr("cancelled after %n board(s) tried", nullptr, board.attempts);
      return board;
    }
    if (deadline.passed()) {
      board.refusal = StudentBoardWords::tr("no board of %1 generated in %2 s meets the requirements (the last: %3)")
                          .arg(board.attempts)
                          .arg(allowed.count() / 1000.0)
                          .arg(last_reason);
      return board;
    }
  }
  board.refusal = StudentBoardWords::tr("none of %1 generated boards meets the requirements (the last: %2)").arg(kMaxBoardTries).arg(last_reason);
  return board;
}

}  // namespace frontier::gui
