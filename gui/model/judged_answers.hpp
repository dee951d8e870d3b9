#pragma once
// A contest trainee's answer file judged against the open judge file (File ▸ Open Answers,
// `frontier FILE --answers MINE.out`): one verdict a query, as core's judging gives it
// (frontier/common/answer_judging.hpp, the same as `frontier-cli check`), and what wrong
// answers agree with (a lesson, or another value of a rule). Immutable once made, so a
// worker thread can make it while the window paints.

#include <QString>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "frontier/trace/registry.hpp"

namespace frontier::gui {

// One query's answer from the trainee and the judge's verdict on it.
struct AnswerVerdict {
  int case_index = 0;   // 0-based
  int query_index = 0;
  int line = 0;         // 1-based, in the answer file
  bool missing = false; // the file ends before this query
  QString given;        // the trainee's line, as judged (trailing spaces dropped)
  QString expected;     // the judge's line; empty where the judge checks answers (the 8-puzzle's moves)
  QString refusal;      // core's reason (English), empty when the judge takes the answer
  bool taken() const { return refusal.isEmpty(); }
};

class JudgedAnswers {
 public:
  JudgedAnswers() = default;
  // `verdicts` in the file's order, one a query; `cases` the file's case count.
  JudgedAnswers(QString path, std::vector<AnswerVerdict> verdicts, int cases, int extra_lines);

  const QString& path() const { return path_; }
  const std::vector<AnswerVerdict>& verdicts() const { return verdicts_; }
  // The verdict on a query; null when the file has no such query.
  const AnswerVerdict* at(int case_index, int query_index) const;
  int wrong() const { return wrong_; }    // refused or missing
  int wrong_in_case(int case_index) const;
  int missing() const { return missing_; }
  int extra_lines() const { return extra_lines_; }  // lines after the last query's
  // The wrong answer after (or, `forward` false, before) the query given, going round the
  // file's end; null when none is wrong.
  const AnswerVerdict* next_wrong(int case_index, int query_index, bool forward) const;
  const AnswerVerdict* first_wrong() const;

  // What the wrong answers agree with on every query: a lesson of the puzzle, or a rule of it
  // at another value; neither when nothing agrees (or every answer is right).
  const trace::AlgorithmInfo* lesson = nullptr;
  std::string rule_id;  // the rule (RuleSpec::id); empty for none
  int rule_value = 0;

 private:
  QString path_;
  std::vector<AnswerVerdict> verdicts_;
  std::vector<int> first_of_case_;  // the index in verdicts_ of each case's first query
  std::vector<int> wrong_by_case_;
  int wrong_ = 0;
  int missing_ = 0;
  int extra_lines_ = 0;
};

}  // namespace frontier::gui
