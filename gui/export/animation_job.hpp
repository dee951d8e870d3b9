#pragma once
// One animation being exported: the frames rendered and written on a worker thread
// (QtConcurrent), a progress dialog with Cancel, and the outcome told once at the end.
// The job works on its own copy of the lane's Timeline and shares the painter, which
// only reads; the window stays usable, and may even show another query meanwhile.

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <memory>

#include "export/animation_export.hpp"


namespace frontier::gui {

class AnimationJob : public QObject {
  Q_OBJECT

 public:
  // Starts at once; the job deletes itself after `finished`.
  AnimationJob(QWidget* window, Timeline timeline, std::shared_ptr<const BoardPainter> painter, PaintStyle style,
               AnimationRequest request);
  ~AnimationJob() override;

  void cancel();
  QProgressDialog* progress_dialog() const { return progress_; }

 signals:
  // `error` is empty when the file was written or the export cancelled.
  void finished(const QString& path, frontier::gui::AnimationEnd end, const QString& error);

 private:
  struct Outcome {
    AnimationEnd end = AnimationEnd::cancelled;
    QString error;
  };
  void done();

  AnimationRequest request_;
  std::shared_ptr<Outcome> outcome_ = std::make_shared<Outcome>();
  QFutureWatcher<void> watcher_;
  QPointer<QProgressDialog> progress_;
};

}  // namespace frontier::gui
