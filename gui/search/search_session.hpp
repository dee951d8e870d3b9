#pragma once
// Runs one algorithm on one Problem on a worker thread and owns what it produced. The
// window keeps running its event loop meanwhile; Cancel sets the recorder's atomic flag,
// which every search checks once per expansion, so it returns within one expansion.

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

#include "model/puzzle.hpp"

namespace frontier::gui {

class SearchSession : public QObject {
  Q_OBJECT

 public:
  explicit SearchSession(QObject* parent = nullptr);
  ~SearchSession() override;

  // Starts a search, cancelling (and forgetting) any search still running.
  void start(std::shared_ptr<const Problem> problem, const QString& algorithm);
  void cancel();
  // Forgets the result (a new document or case was chosen).
  void clear();

  bool running() const { return running_; }
  qint64 elapsed_ms() const { return running_ ? clock_.elapsed() : 0; }
  std::shared_ptr<const Problem> problem() const { return problem_; }
  std::shared_ptr<const SearchResult> result() const { return result_; }

 signals:
  void started();
  void finished(std::shared_ptr<const frontier::gui::SearchResult> result);  // stopped ones too
  void failed(const QString& message);

 private:
  struct Outcome {
    std::shared_ptr<const SearchResult> result;
    QString error;
  };
  void collect(QFutureWatcher<Outcome>* watcher, std::uint64_t generation);

  std::shared_ptr<const Problem> problem_;
  std::shared_ptr<const SearchResult> result_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::uint64_t generation_ = 0;
  bool running_ = false;
  QElapsedTimer clock_;
};

}  // namespace frontier::gui
