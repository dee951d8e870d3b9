#include "model/judged_answers.hpp"

#include <algorithm>

namespace frontier::gui {

JudgedAnswers::JudgedAnswers(QString path, std::vector<AnswerVerdict> verdicts, int cases, int extra_lines)
    : path_(std::move(path)), verdicts_(std::move(verdicts)), extra_lines_(extra_lines) {
  first_of_case_.assign(static_cast<std::size_t>(cases) + 1, static_cast<int>(verdicts_.size()));
  for (int i = static_cast<int>(verdicts_.size()) - 1; i >= 0; --i) {
    first_of_case_[static_cast<std::size_t>(verdicts_[static_cast<std::size_t>(i)].case_index)] = i;
  }
  // A case without queries starts where the next one does.
  for (int c = cases - 1; c >= 0; --c) {
    first_of_case_[static_cast<std::size_t>(c)] =
        std::min(first_of_case_[static_cast<std::size_t>(c)], first_of_case_[static_cast<std::size_t>(c) + 1]);
  }
  wrong_by_case_.assign(static_cast<std::size_t>(cases), 0);
  for (const AnswerVerdict& verdict : verdicts_) {
    if (!verdict.taken()) {
      ++wrong_;
      ++wrong_by_case_[static_cast<std::size_t>(verdict.case_index)];
    }
    if (verdict.missing) ++missing_;
  }
}

int JudgedAnswers::wrong_in_case(int case_index) const {
  if (case_index < 0 || case_index >= static_cast<int>(wrong_by_case_.size())) return 0;
  return wrong_by_case_[static_cast<std::size_t>(case_index)];
}

const AnswerVerdict* JudgedAnswers::at(int case_index, int query_index) const {
  if (case_index < 0 || query_index < 0 || case_index + 1 >= static_cast<int>(first_of_case_.size())) return nullptr;
  const int index = first_of_case_[static_cast<std::size_t>(case_index)] + query_index;
  if (index >= first_of_case_[static_cast<std::size_t>(case_index) + 1]) return nullptr;
  return &verdicts_[static_cast<std::size_t>(index)];
}

const AnswerVerdict* JudgedAnswers::first_wrong() const {
  const auto wrong = std::ranges::find_if(verdicts_, [](const AnswerVerdict& verdict) { return !verdict.taken(); });
  return wrong == verdicts_.end() ? nullptr : &*wrong;
}

const AnswerVerdict* JudgedAnswers::next_wrong(int case_index, int query_index, bool forward) const {
  const int count = static_cast<int>(verdicts_.size());
  if (wrong_ == 0 || count == 0) return nullptr;
  // From the query given; from a case without queries, from just before its place.
  int start = -1;
  if (const AnswerVerdict* here = at(case_index, query_index)) {
    start = static_cast<int>(here - verdicts_.data());
  } else if (case_index >= 0 && case_index + 1 < static_cast<int>(first_of_case_.size())) {
    start = first_of_case_[static_cast<std::size_t>(case_index)] - (forward ? 1 : 0);
  }
  for (int step = 1; step <= count; ++step) {
    const int i = ((start + (forward ? step : -step)) % count + count) % count;
    if (!verdicts_[static_cast<std::size_t>(i)].taken()) return &verdicts_[static_cast<std::size_t>(i)];
  }
  return nullptr;
}

}  // namespace frontier::gui
