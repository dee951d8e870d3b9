// View ▸ Compare Searches (Ctrl+K): the compare window on the chosen case and query.

#include <QAction>
#include <QFileInfo>

#include "compare/compare_window.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::create_compare_action() {
  connect(make_action(QStringLiteral("compare"), QKeySequence(Qt::CTRL | Qt::Key_K)), &QAction::triggered, this,
          [this] { open_compare({}); });
}

QStringList MainWindow::default_comparison() const {
  // The search chosen beside the judge solver; the judge solver beside the next search
  // when it is the one chosen (a lesson is so compared with the judge, as it should be).
  const QStringList names = algorithm_names();
  const QString chosen = algorithm();
  if (names.size() < 2) return names;
  if (chosen != names.front()) return {names.front(), chosen};
  return {names[0], names[1]};
}

CompareWindow* MainWindow::open_compare(const QStringList& algorithms) {
  if (!document_.problem || !document_.problem->has_query()) return nullptr;
  if (compare_window_ == nullptr) {
    compare_window_ = new CompareWindow(this);
    compare_window_->setWindowFlag(Qt::Window);
    compare_window_->setAttribute(Qt::WA_DeleteOnClose, false);
  }
  compare_window_->set_style(style_);
  const QString title = tr("%1 — case %2, query %3: %4")
                            .arg(document_.path.isEmpty() ? tr("Untitled") : QFileInfo(document_.path).fileName())
                            .arg(document_.case_index + 1)
                            .arg(document_.query_index + 1)
                            .arg(document_.file->query_label(document_.case_index, document_.query_index));
  compare_window_->compare(document_.problem, algorithms.isEmpty() ? default_comparison() : algorithms, title);
  compare_window_->show();
  compare_window_->raise();
  compare_window_->activateWindow();
  return compare_window_;
}

}  // namespace frontier::gui
