#include "export/animation_job.hpp"

#include <QProgressDialog>
#include <QPromise>
#include <QtConcurrent>

namespace frontier::gui {

namespace {
// A QProgressDialog counts in ints; a long range is shown in thousandths.
constexpr int kProgressSteps = 1000;
}  // namespace

AnimationJob::AnimationJob(QWidget* window, Timeline timeline, std::shared_ptr<const BoardPainter> painter,
                           PaintStyle style, AnimationRequest request)
    : QObject(window), request_(std::move(request)) {
  progress_ = new QProgressDialog(tr("Exporting %1…").arg(request_.path), tr("Cancel"), 0, kProgressSteps, window);
  progress_->setObjectName(QStringLiteral("animation_progress"));
  progress_->setWindowTitle(tr("Export Animation"));
  progress_->setWindowModality(Qt::NonModal);  // the window stays usable meanwhile
  progress_->setAutoClose(false);
  progress_->setAutoReset(false);
  progress_->setMinimumDuration(0);
  progress_->setValue(0);
  connect(progress_, &QProgressDialog::canceled, this, &AnimationJob::cancel);
  connect(&watcher_, &QFutureWatcher<void>::progressValueChanged, progress_, &QProgressDialog::setValue);
  connect(&watcher_, &QFutureWatcher<void>::finished, this, &AnimationJob::done);

  watcher_.setFuture(QtConcurrent::run(
      [timeline = std::move(timeline), painter = std::move(painter), style, request = request_,
       outcome = outcome_](QPromise<void>& promise) {
        promise.setProgressRange(0, kProgressSteps);
        try {
          // Refused with its estimate rather than left to run for hours behind the dialog.
          if (const QString problem = animation_time_problem(request, animation_seconds_to_draw(timeline, *painter, style, request));
              !problem.isEmpty()) {
            throw AnimationError(problem);
          }
          outcome->end = export_animation(timeline, *painter, style, request, [&](std::uint64_t written, std::uint64_t total) {
            promise.setProgressValue(static_cast<int>(written * kProgressSteps / total));
            return !promise.isCanceled();
          });
        } catch (const AnimationError& error) {
          outcome->error = error.message();
        } catch (const std::exception& error) {  // std::bad_alloc for a frame too large
          outcome->error = QString::fromLocal8Bit(error.what());
        }
      }));
}

AnimationJob::~AnimationJob() {
  // Closing the window mid-export: stop the worker before what it reports to is gone.
  watcher_.disconnect(this);
  watcher_.cancel();
  watcher_.waitForFinished();
  delete progress_;
}

void AnimationJob::cancel() {
  watcher_.cancel();
  if (progress_) progress_->setLabelText(tr("Cancelling…"));
}

void AnimationJob::done() {
  if (progress_) progress_->hide();
  emit finished(request_.path, outcome_->error.isEmpty() ? outcome_->end : AnimationEnd::cancelled, outcome_->error);
  deleteLater();
}

}  // namespace frontier::gui
