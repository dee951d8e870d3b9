#pragma once
// What every puzzle's painter holds: the problem it draws, the search's result (null
// before a run and in play mode), and a state of that search as core decodes it on the
// problem's case (P::decode).

#include <QCoreApplication>
#include <QString>
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

#include "app/core_text.hpp"
#include "model/puzzle_problem.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

template <PuzzleContract P>
class PuzzlePainter : public BoardPainter {
 protected:
  PuzzlePainter(std::shared_ptr<const PuzzleProblem<P>> problem, std::shared_ptr<const PuzzleResult<P>> result)
      : problem_(std::move(problem)), result_(std::move(result)) {}

  DecodedState decoded(trace::StateId state) const { return P::decode(result_->algorithm, problem_->game(), state); }
  // The lower bound an A* search orders `state` by (P::estimate), for the searches that
  // have one; none for the others, and before a search.
  std::optional<std::int64_t> estimate_of(trace::StateId state) const {
    if constexpr (EstimatesStates<P>) {
      if (result_ && problem_->has_query() && state != trace::kNoState) {
        return P::estimate(result_->algorithm, problem_->game(), problem_->query(), state);
      }
    }
    return std::nullopt;
  }
  bool estimates() const {
    if constexpr (EstimatesStates<P>) {
      // A search estimates every state or none: ask about its first.
      return result_ && problem_->has_query() && result_->trace.steps() > 0 &&
             estimate_of(result_->trace.expanded_by(1)).has_value();
    }
    return false;
  }

  // ", reached with 2 turns": the cheapest way to a cell the search has found so far (the
  // CellStates' best cost), counted in its algorithm's own unit (core's cost_unit: turns,
  // segments, steps, moves); nothing where it has not reached the cell.
  QString reached_words(std::optional<std::int64_t> cost) const {
    if (!cost || !result_) return {};
    const trace::AlgorithmInfo* search = find_search(offered_searches<P>(), result_->algorithm);
    if (search == nullptr) return {};
    return QCoreApplication::translate("BoardPainter", ", reached with %1").arg(core_text::count(search->cost_unit, *cost));
  }

  // The search legend's entry for A*'s "h N" tags, where the search estimates: `meaning`
  // says what the estimate counts, in the puzzle's words.
  void add_estimate_entry(std::vector<LegendEntry>& entries, const SearchColours& colours,
                          const QString& meaning) const {
    if (estimates()) entries.push_back({LegendEntry::Shape::ring, colours.ink, meaning});
  }

  std::shared_ptr<const PuzzleProblem<P>> problem_;
  std::shared_ptr<const PuzzleResult<P>> result_;
};

}  // namespace frontier::gui
