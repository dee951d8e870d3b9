#pragma once
// The fine steps (pseudo-code lines, pushes) of the expansions near the cursor. A trace
// keeps only per-state steps; the lines inside expansion k are re-derived by running the
// deterministic search again with a recorder whose fine range covers k (see recorder.hpp).
// That re-run costs as much as the search up to k, so it runs on a worker thread, for a
// block of expansions at a time, and the last few blocks are kept.

#include <QObject>
#include <atomic>
#include <deque>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "model/puzzle.hpp"

namespace frontier::gui {

class FineSteps : public QObject {
  Q_OBJECT

 public:
  // Expansions re-derived by one run; a block of this many is small even on a big board.
  static constexpr trace::Step kBlock = 64;

  explicit FineSteps(QObject* parent = nullptr);
  ~FineSteps() override;

  void reset(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result);
  // The fine steps of expansion k (0 is the set-up), or nullopt while they are being
  // derived; `ready` follows when they are.
  std::optional<std::span<const trace::FineStep>> expansion(trace::Step k);
  // The same, without starting to derive them.
  std::optional<std::span<const trace::FineStep>> find(trace::Step k) const;
  bool loading() const { return loading_.has_value(); }

 signals:
  void ready();

 private:
  struct Block {
    trace::Step first = 0;
    std::vector<trace::FineStep> steps;
    std::vector<std::size_t> starts;  // where each expansion of the block begins in steps
  };
  void load(trace::Step first);
  static Block index(trace::Step first, std::vector<trace::FineStep> steps);

  std::shared_ptr<const Problem> problem_;
  std::shared_ptr<const SearchResult> result_;
  std::deque<Block> blocks_;
  std::optional<trace::Step> loading_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::uint64_t generation_ = 0;
};

}  // namespace frontier::gui
