#include "widgets/narration_history.hpp"
#include "widgets/accessible_name.hpp"

#include <QSignalBlocker>
#include <QVBoxLayout>

namespace frontier::gui {

NarrationHistory::NarrationHistory(QWidget* parent) : QWidget(parent), list_(new QListWidget(this)) {
  setObjectName(QStringLiteral("narration_history"));
  list_->setObjectName(QStringLiteral("narration_list"));
  name_for_screen_readers(*list_, QT_TRANSLATE_NOOP("AccessibleNames", "Narration so far"));
  list_->setWordWrap(true);
  list_->setUniformItemSizes(false);
  list_->setSelectionMode(QAbstractItemView::SingleSelection);
  // A dock more in the right-hand column must not make the window's least height larger.
  list_->setMinimumHeight(list_->fontMetrics().lineSpacing() * 2);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(list_);
  // A click, or Enter on a row reached with the keys, is a choice; the selection the
  // window sets as the cursor moves is not (it is made under a signal blocker).
  connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    const int row = list_->row(item);
    if (row >= 0 && static_cast<std::size_t>(row) < points_.size()) emit chosen(points_[static_cast<std::size_t>(row)]);
  });
  connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    const int row = list_->row(item);
    if (row >= 0 && static_cast<std::size_t>(row) < points_.size()) emit chosen(points_[static_cast<std::size_t>(row)]);
  });
}

void NarrationHistory::set_sentences(const QStringList& sentences, const std::vector<TimelinePosition>& points) {
  const QSignalBlocker block(list_);
  // The rows that stay the same (same point, same words) are kept: stepping on or back
  // adds or drops a row or two at the end; anything else is listed again.
  qsizetype same = 0;
  while (same < list_->count() && same < sentences.size() && static_cast<std::size_t>(same) < points.size() &&
         static_cast<std::size_t>(same) < points_.size() && points_[static_cast<std::size_t>(same)] == points[static_cast<std::size_t>(same)] &&
         list_->item(static_cast<int>(same))->text() == sentences[same]) {
    ++same;
  }
  if (same < list_->count() && same < sentences.size()) same = 0;
  while (list_->count() > same) delete list_->takeItem(list_->count() - 1);
  for (qsizetype i = same; i < sentences.size(); ++i) list_->addItem(sentences[i]);
  points_ = points;
  if (list_->count() > 0) {
    list_->setCurrentRow(list_->count() - 1);
    list_->scrollToItem(list_->currentItem(), QAbstractItemView::PositionAtBottom);
  }
}

}  // namespace frontier::gui
