#include "widgets/pseudocode_panel.hpp"

#include <QEvent>
#include <QFontDatabase>
#include <QVBoxLayout>

#include "render/palette.hpp"

namespace frontier::gui {

PseudocodePanel::PseudocodePanel(QWidget* parent) : QWidget(parent), list_(new QListWidget(this)), subject_(new QLabel(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(list_, 1);
  layout->addWidget(subject_);
  list_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  list_->setSelectionMode(QAbstractItemView::NoSelection);
  list_->setFocusPolicy(Qt::NoFocus);
  list_->setWordWrap(true);
  subject_->setWordWrap(true);
  subject_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  retranslate();
}

void PseudocodePanel::set_code(std::span<const std::string_view> lines) {
  list_->clear();
  int number = 1;
  for (std::string_view line : lines) {
    list_->addItem(QStringLiteral("%1  %2").arg(number++, 2).arg(QString::fromUtf8(line.data(), static_cast<int>(line.size()))));
  }
  line_ = 0;
  set_line(0, {});
}

void PseudocodePanel::set_line(int line, const QString& subject) {
  if (line_ > 0 && line_ <= list_->count()) {
    QListWidgetItem* item = list_->item(line_ - 1);
    item->setBackground(QBrush());
    item->setForeground(QBrush());
  }
  line_ = line;
  if (line_ > 0 && line_ <= list_->count()) {
    QListWidgetItem* item = list_->item(line_ - 1);
    // The current state's colour, so that the lit line and the lit cell read as one thing.
    item->setBackground(QColor::fromRgb(okabe_ito::kVermillion));
    item->setForeground(Qt::white);
    list_->scrollToItem(item);
  }
  subject_text_ = subject;
  retranslate();
}

void PseudocodePanel::set_presentation(bool on) {
  QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  if (on) font.setPointSizeF(font.pointSizeF() * 1.5);
  list_->setFont(font);
}

void PseudocodePanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void PseudocodePanel::retranslate() {
  subject_->setText(subject_text_.isEmpty() ? tr("Step through a search to follow its lines.")
                                            : tr("About: %1").arg(subject_text_));
}

}  // namespace frontier::gui
