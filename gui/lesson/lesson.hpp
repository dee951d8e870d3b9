#pragma once
// A lesson: what a teacher prepares at home and shows in class, in one file
// (NAME.frontier-lesson, JSON). An ordered list of slides; each slide is a judge file
// (its text embedded, so that one file can be e-mailed, or a path relative to the
// lesson), the puzzle and its rules, the case and query, the search (or two to four to
// compare), the step to start at, bookmarks with a note in English and Chinese, and
// whether the class is asked (ask mode's questions, every layer or every pop).
//
// Reading checks everything a slide needs before anything is shown: the JSON, each
// field's type and range, the judge text through the puzzle's own reader, the case and
// query against what the file holds, the searches against the puzzle's. A lesson that
// does not read is refused with what is wrong and where ("slides[2].query: ...",
// "slides[0].judge_text:3:5: ...", "4:17: JSON: ..."), and nothing of it is shown.
// The format is described in docs/lesson-format.md.

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

#include "ask/vote.hpp"
#include "lesson/student_board.hpp"
#include "model/bilingual.hpp"
#include "model/puzzle.hpp"
#include "search/timeline.hpp"

namespace frontier::gui {

struct SlideBookmark {
  TimelinePosition at;
  Bilingual note;
  // A question the student answers in words when playback reaches the bookmark (kept in
  // their results); empty: none.
  Bilingual explain;
  friend bool operator==(const SlideBookmark&, const SlideBookmark&) = default;
};

struct Slide {
  Bilingual title;
  // Where the judge text comes from: embedded (`judge_text`) or a file beside the lesson
  // (`file`, relative to the lesson's folder). Exactly one is set in the JSON.
  QString file;
  QString judge_text;
  // Or a board generated for each student (lesson/student_board.hpp); `judge_file` is then
  // the teacher's own, the empty name's.
  std::optional<GeneratedBoard> generate;
  std::string puzzle;            // "lianliankan", as frontier-cli names it
  RuleValues rules;              // by frontier-cli's option names; unlisted: the judge's
  int case_number = 1;           // 1-based, as the judge counts
  int query_number = 1;
  QStringList algorithms;        // one to show, or two to four to compare side by side
  std::optional<std::uint64_t> step;  // the timeline position to start at; nullopt: the end
  std::optional<int> fine;            // with `step`: the fine step inside it (a bookmark's place)
  std::vector<SlideBookmark> bookmarks;
  QString ask;                   // "", "layer" or "pop"
  bool exercise = false;         // the class does the search by hand (Search ▸ Exercise)
  // With `exercise`: wrong proposals allowed on one step before it is shown (and costs
  // its mark); 0: no limit.
  int attempts = 0;
  std::vector<VoteTally> tallies;  // the class's votes on the slide's questions, as counted
  // Read and checked (not in the JSON): the judge file the slide shows.
  std::shared_ptr<const PuzzleFile> judge_file;
  std::uint64_t judge_seed = 0;  // with `generate`: the generator's seed that made `judge_file`
  QString judge_path;            // `file` made absolute; empty for an embedded text
};

struct Lesson {
  Bilingual title;
  std::vector<Slide> slides;
};

// Why a lesson was refused: "where: what" (where is "LINE:COL", a field's path such as
// "slides[2].case", or a field's path and the position inside an embedded judge text).
struct LessonError {
  QString where;
  QString what;
  QString message(const QString& path) const;  // "PATH:where: what", as the reader errors read
};

inline constexpr const char* kLessonSuffix = "frontier-lesson";
inline constexpr const char* kLessonFormat = "frontier-lesson";
inline constexpr int kLessonVersion = 1;
inline constexpr int kMaxCompared = 4;
// The longest title (of a lesson or a slide) and bookmark note, in characters: a
// paragraph, far above what a projector shows, far below what would stall the window.
inline constexpr int kMaxTitleLength = 300;
inline constexpr int kMaxNoteLength = 2000;

// The board `student` gets on a slide that generates one (slide.generate set): the
// slide's requirements, an exercise slide's too, at its case, query, rules and search.
// `progress` counts the boards tried, and its Cancel stops the search (board_for_student).
StudentBoard student_board(const Slide& slide, const QString& student, WorkProgress* progress = nullptr);

// Reads a lesson from `json`; a relative `file` is read from `folder`. A slide that
// generates its board makes the teacher's, counted by `progress` (its Cancel refuses the
// slide as cancelled).
std::variant<Lesson, LessonError> read_lesson(const QByteArray& json, const QString& folder, WorkProgress* progress = nullptr);
// Reads the lesson file at `path` (its folder resolves relative judge files).
std::variant<Lesson, LessonError> read_lesson_file(const QString& path, WorkProgress* progress = nullptr);
// The lesson as JSON, indented; read_lesson(write_lesson(l)) gives l again. A slide with
// a judge file of its own (`judge_file`) embeds the file's text when `judge_text` and
// `file` are both empty.
QByteArray write_lesson(const Lesson& lesson);

}  // namespace frontier::gui
