#include "widgets/frontier_panel.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QVBoxLayout>

#include "frontier/trace/frontier_order.hpp"
#include "model/puzzle.hpp"
#include "widgets/accessible_name.hpp"

namespace frontier::gui {

FrontierPanel::FrontierPanel(QWidget* parent) : QWidget(parent), summary_(new QLabel(this)), table_(new QTableWidget(this)) {
  setObjectName(QStringLiteral("frontier_panel"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  summary_->setWordWrap(true);
  layout->addWidget(summary_);
  table_->setColumnCount(3);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(false);
  table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  name_for_screen_readers(*table_, QT_TRANSLATE_NOOP("AccessibleNames", "Frontier, next first"));
  // A tab among the counters: it asks no more height than they do (the window's smallest
  // size stays the laptop's), and scrolls.
  table_->setMinimumHeight(table_->fontMetrics().height() * 4);
  summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
  layout->addWidget(table_, 1);
  retranslate();
}

void FrontierPanel::follow(const Run& lane) { lane_.follow(lane, this, [this] { show_lane(); }); }

void FrontierPanel::set_shown(bool shown) {
  if (shown == shown_) return;
  shown_ = shown;
  show_lane();  // not kept up to date while out of sight
}

void FrontierPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void FrontierPanel::retranslate() {
  table_->setHorizontalHeaderLabels({tr("Order"), tr("State"), tr("Cost")});
  show_lane();
}

void FrontierPanel::show_lane() {
  const Run* lane = lane_.lane();
  const SearchResult* result = lane != nullptr ? lane->result() : nullptr;
  if (result == nullptr || !shown_) {
    table_->setRowCount(0);
    summary_->setText(result == nullptr ? tr("Run a search: the states it has reached and not yet expanded are "
                                             "listed here, in the order it takes them out.")
                                        : QString());
    return;
  }
  const Moment& moment = lane->frame().moment;
  const trace::FrontierOrder order = trace::frontier_in_order(result->trace, moment.step, moment.fine, moment.current,
                                                              kMostRows, moment.before_start);
  const Problem& problem = *lane->problem();
  const bool more = order.size > order.first.size();
  table_->setRowCount(static_cast<int>(order.first.size()) + (more ? 1 : 0));
  for (std::size_t i = 0; i < order.first.size(); ++i) {
    const trace::FrontierEntry& entry = order.first[i];
    const int row = static_cast<int>(i);
    const QString place = !entry.taken ? tr("%1, never taken").arg(i + 1)
                          : i == 0     ? tr("%1, next").arg(i + 1)
                                       : QString::number(i + 1);
    table_->setItem(row, 0, new QTableWidgetItem(place));
    table_->setItem(row, 1, new QTableWidgetItem(problem.describe_state(result->algorithm, entry.state)));
    table_->setItem(row, 2, new QTableWidgetItem(QString::number(entry.cost)));
  }
  if (more) {
    auto* rest = new QTableWidgetItem(tr("and %n more", nullptr, static_cast<int>(order.size - order.first.size())));
    table_->setItem(static_cast<int>(order.first.size()), 1, rest);
  }
  table_->resizeColumnToContents(0);
  table_->resizeColumnToContents(2);
  summary_->setText(order.size == 0 ? tr("The frontier is empty.")
                                    : tr("%n states waiting, in the order the search takes them out.", nullptr,
                                         static_cast<int>(order.size)));
}

void FrontierPanel::focus_list() {
  table_->setFocus(Qt::OtherFocusReason);
  if (table_->currentRow() < 0 && table_->rowCount() > 0) table_->setCurrentCell(0, 1);
}

QString FrontierPanel::summary() const { return summary_->text(); }

QStringList FrontierPanel::states() const {
  QStringList states;
  for (int row = 0; row < table_->rowCount(); ++row) {
    if (const QTableWidgetItem* order = table_->item(row, 0); order != nullptr) states << table_->item(row, 1)->text();
  }
  return states;
}

}  // namespace frontier::gui
