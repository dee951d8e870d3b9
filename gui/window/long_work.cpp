#include "window/long_work.hpp"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace frontier::gui {

namespace {
class LongWorkWords {
  Q_DECLARE_TR_FUNCTIONS(LongWork)
};

// Work shorter than this shows no dialog (a dialog that flashes is worse than none).
constexpr int kDialogAfterMs = 500;
constexpr int kLookedEveryMs = 100;
}  // namespace

void run_long_work(QWidget* parent, const LongWorkText& text, WorkProgress& progress, bool with_dialog,
                   const std::function<void()>& work) {
  if (!with_dialog) {
    work();
    return;
  }
  QFutureWatcher<void> watcher;
  QEventLoop loop;
  QObject::connect(&watcher, &QFutureWatcher<void>::finished, &loop, [&loop] { loop.exit(0); });
  QProgressDialog dialog(text.busy, LongWorkWords::tr("Cancel"), 0, 0, parent);
  dialog.setObjectName(QStringLiteral("long_work"));
  dialog.setWindowTitle(text.title);
  dialog.setWindowModality(Qt::WindowModal);
  dialog.setAutoReset(false);
  dialog.setAutoClose(false);
  dialog.setMinimumDuration(0);
  dialog.reset();  // made hidden: shown only once the work has taken half a second
  QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&] {
    progress.cancelled = true;
    dialog.setLabelText(LongWorkWords::tr("Cancelling…"));
  });
  QTimer looked;
  QObject::connect(&looked, &QTimer::timeout, &dialog, [&] {
    if (progress.cancelled || !dialog.isVisible()) return;
    const int total = progress.total;
    if (total <= 0) return;  // busy, with no count yet
    dialog.setRange(0, total);
    dialog.setValue(std::min(progress.done.load(), total));
    dialog.setLabelText(text.counting.arg(std::min(progress.done.load(), total)).arg(total));
  });
  QTimer shown;
  shown.setSingleShot(true);
  QObject::connect(&shown, &QTimer::timeout, &loop, [&] { loop.exit(1); });
  watcher.setFuture(QtConcurrent::run(work));
  shown.start(kDialogAfterMs);
  // First without the user's input (it waits, in order, for the window after the work),
  // then, once the work has been long enough to say so, with the dialog taking it.
  if (loop.exec(QEventLoop::ExcludeUserInputEvents) == 1 && !watcher.isFinished()) {
    dialog.show();
    looked.start(kLookedEveryMs);
    loop.exec();
  }
  watcher.waitForFinished();
}

}  // namespace frontier::gui
