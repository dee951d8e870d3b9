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

#include "search/fine_step_block.hpp"

namespace frontier::gui {

class FineSteps : public QObject {
  Q_OBJECT

 public:
  static constexpr trace::Step kBlock = FineStepBlock::kSize;

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
  void load(trace::Step first);

  std::shared_ptr<const Problem> problem_;
  std::shared_ptr<const SearchResult> result_;
  std::deque<FineStepBlock> blocks_;
  std::optional<trace::Step> loading_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::uint64_t generation_ = 0;
};

}  // namespace frontier::gui
