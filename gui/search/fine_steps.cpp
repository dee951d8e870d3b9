#include "search/fine_steps.hpp"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace frontier::gui {

namespace {
constexpr std::size_t kBlocksKept = 4;
}

FineSteps::FineSteps(QObject* parent) : QObject(parent) {}

FineSteps::~FineSteps() {
  if (cancel_) cancel_->store(true);
  for (auto* watcher : findChildren<QFutureWatcherBase*>()) watcher->waitForFinished();
}

void FineSteps::reset(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result) {
  if (cancel_) cancel_->store(true);
  ++generation_;
  problem_ = std::move(problem);
  result_ = std::move(result);
  blocks_.clear();
  loading_.reset();
}

std::optional<std::span<const trace::FineStep>> FineSteps::find(trace::Step k) const {
  if (!problem_ || !result_) return std::span<const trace::FineStep>{};
  for (const FineStepBlock& block : blocks_) {
    if (block.holds(k)) return block.expansion(k);
  }
  return std::nullopt;
}

std::optional<std::span<const trace::FineStep>> FineSteps::expansion(trace::Step k) {
  auto found = find(k);
  if (!found && loading_ != FineStepBlock::first_of(k)) load(FineStepBlock::first_of(k));
  return found;
}

void FineSteps::load(trace::Step first) {
  if (cancel_) cancel_->store(true);  // a block nobody waits for any more
  cancel_ = std::make_shared<std::atomic<bool>>(false);
  loading_ = first;
  const std::uint64_t generation = generation_;
  auto* watcher = new QFutureWatcher<FineStepBlock>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, first] {
    watcher->deleteLater();
    if (generation != generation_ || loading_ != first) return;
    loading_.reset();
    blocks_.push_front(watcher->result());
    if (blocks_.size() > kBlocksKept) blocks_.pop_back();
    emit ready();
  });
  watcher->setFuture(QtConcurrent::run([problem = problem_, name = result_->algorithm, first, cancel = cancel_] {
    return FineStepBlock::derive(*problem, name, first, cancel.get());
  }));
}

}  // namespace frontier::gui
