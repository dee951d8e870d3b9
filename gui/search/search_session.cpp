#include "search/search_session.hpp"

#include <QtConcurrent/QtConcurrentRun>
#include <new>
#include <stdexcept>

namespace frontier::gui {

SearchSession::SearchSession(QObject* parent) : QObject(parent) {}

SearchSession::~SearchSession() {
  cancel();
  // Watchers are children of this object; their futures must end before the Problem may
  // go, so wait for any search still unwinding (it stops within one expansion).
  for (auto* watcher : findChildren<QFutureWatcherBase*>()) watcher->waitForFinished();
}

void SearchSession::start(std::shared_ptr<const Problem> problem, const QString& algorithm) {
  cancel();
  problem_ = std::move(problem);
  result_.reset();
  cancel_ = std::make_shared<std::atomic<bool>>(false);
  const std::uint64_t generation = ++generation_;
  running_ = true;
  clock_.start();

  auto* watcher = new QFutureWatcher<Outcome>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] { collect(watcher, generation); });
  // The job holds its own shares of the problem and the flag, so nothing it touches can
  // disappear under it even if the window forgets this search.
  watcher->setFuture(QtConcurrent::run([problem = problem_, cancel = cancel_, name = algorithm.toStdString()] {
    Outcome outcome;
    try {
      outcome.result = problem->search(name, cancel.get());
    } catch (const std::bad_alloc&) {
      outcome.error = QObject::tr("There is not enough memory to record this search.");
    } catch (const std::exception& error) {
      outcome.error = QString::fromStdString(error.what());
    }
    return outcome;
  }));
  emit started();
}

void SearchSession::collect(QFutureWatcher<Outcome>* watcher, std::uint64_t generation) {
  const Outcome outcome = watcher->result();
  watcher->deleteLater();
  if (generation != generation_) return;  // a search that was replaced or forgotten
  running_ = false;
  if (!outcome.error.isEmpty()) {
    emit failed(outcome.error);
    return;
  }
  result_ = outcome.result;
  emit finished(result_);
}

void SearchSession::cancel() {
  if (cancel_) cancel_->store(true, std::memory_order_relaxed);
}

void SearchSession::clear() {
  cancel();
  ++generation_;
  running_ = false;
  result_.reset();
}

}  // namespace frontier::gui
