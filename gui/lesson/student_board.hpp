#pragma once
// A slide's board made for each student: the puzzle's generator with the slide's
// parameters, seeded from the slide's seed and the student's name, tried seed after seed
// until the case meets what the slide requires of it (the judge's answer, the found moves
// or turns, how many states the search expands, two searches that disagree; an exercise
// slide's board small enough to search by hand). Each student gets a board of their own,
// so answers do not pass from neighbour to neighbour, and the teacher makes any student's
// board again from the lesson and the name (frontier LESSON --slide N --student NAME
// --export-board OUT.in).

#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <optional>

#include "model/puzzle.hpp"
#include "model/search_deadline.hpp"
#include "model/work_progress.hpp"

namespace frontier::gui {

// What a generated case must be. Each bound is on the slide's (first) search of the
// slide's case and query; unset bounds hold nothing.
struct BoardRequirements {
  QString answer;                       // the judge's answer line ("YES"); empty: any
  std::optional<int> min_moves, max_moves;    // the found sequence's moves
  std::optional<int> min_turns, max_turns;    // the found line's turns (corners less its two ends)
  std::optional<std::int64_t> min_expansions, max_expansions;
  QStringList disagree;                 // two searches the judge's checker tells apart
  bool exercise = false;                // the board can be searched by hand (an exercise slide)
  friend bool operator==(const BoardRequirements&, const BoardRequirements&) = default;
};

struct GeneratedBoard {
  std::uint64_t seed = 0;               // the slide's
  GenerateValues parameters;            // the puzzle's generator's, by frontier-cli's names
  BoardRequirements require;
  friend bool operator==(const GeneratedBoard&, const GeneratedBoard&) = default;
};

// Boards tried for one student before the slide is refused for being too demanding, and
// the time they may take in all (a Solitaire slide whose two searches never disagree took
// 448 s to refuse; 1000x1000 boards that never met an answer, 110 s).
inline constexpr int kMaxBoardTries = 400;
inline constexpr std::chrono::milliseconds kBoardTime{8000};

// The seed of `student`'s `attempt`-th board of a slide seeded `slide_seed`: the same on
// every machine (the name's UTF-8, trimmed, through FNV-1a, mixed by SplitMix64). The
// teacher's own board is the empty name's.
std::uint64_t student_seed(std::uint64_t slide_seed, const QString& student, int attempt);

// What the slide shows of a generated file: its case, query, rules and search.
struct BoardPlace {
  int case_number = 1;
  int query_number = 1;
  RuleValues rules;
  QString algorithm;
};

struct StudentBoard {
  std::shared_ptr<const PuzzleFile> file;  // null: none met the requirements
  std::uint64_t seed = 0;                  // the generator's seed that made it
  int attempts = 0;
  QString refusal;                         // why none was made
};

// Why `file` fails `require` at `place`, in words; empty when it meets them. A search
// stopped by `deadline` fails them, with that reason.
QString requirement_unmet(const PuzzleFile& file, const BoardPlace& place, const BoardRequirements& require,
                          const SearchDeadline* deadline = nullptr);

// `progress`, when given, counts the boards tried (of kMaxBoardTries) and its Cancel stops
// the search in hand: the board is then refused as cancelled.
StudentBoard board_for_student(const PuzzleAdapter& puzzle, const GeneratedBoard& generated, const BoardPlace& place,
                               const QString& student, std::chrono::milliseconds allowed = kBoardTime,
                               WorkProgress* progress = nullptr);

}  // namespace frontier::gui
