#include "widgets/pseudocode_panel.hpp"

#include <algorithm>

#include <QEvent>
#include <QFontDatabase>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

#include "widgets/accessible_name.hpp"
#include "app/core_text.hpp"
#include "render/palette.hpp"

namespace frontier::gui {
namespace {

// A wrapped line's height, measured at the width it is drawn at. Qt 6.4's QListView
// measures a line at one width when it lays the lines out and at another when it places
// and paints it: a line of three rows was painted four rows tall over the next line.
class WrappingDelegate final : public QStyledItemDelegate {
 public:
  explicit WrappingDelegate(QListWidget* list) : QStyledItemDelegate(list), list_(list) {}
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QStyleOptionViewItem at_width(option);
    at_width.rect = QRect(0, 0, list_->viewport()->width(), std::max(option.rect.height(), 1));
    return QStyledItemDelegate::sizeHint(at_width, index);
  }

 private:
  QListWidget* list_;
};

}  // namespace

PseudocodePanel::PseudocodePanel(QWidget* parent) : QWidget(parent), list_(new QListWidget(this)), subject_(new QLabel(this)) {
  name_for_screen_readers(*list_, QT_TRANSLATE_NOOP("AccessibleNames", "Pseudo-code"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  connect(list_, &QListWidget::itemDoubleClicked, this,
          [this](QListWidgetItem* item) { emit stop_toggled(list_->row(item) + 1); });
  layout->addWidget(list_, 1);
  layout->addWidget(subject_);
  list_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  list_->setSelectionMode(QAbstractItemView::NoSelection);
  list_->setFocusPolicy(Qt::NoFocus);
  list_->setWordWrap(true);
  list_->setItemDelegate(new WrappingDelegate(list_));
  subject_->setWordWrap(true);
  subject_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // Two lines, whatever the state's description: a longer one wrapping to a third would
  // lengthen the panel at some steps and not others (the tooltip holds it whole), and
  // its width is the panel's, never the other way round.
  subject_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  subject_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  fit_subject_height();
  retranslate();
}

void PseudocodePanel::set_code(std::string_view puzzle, const trace::AlgorithmInfo& algorithm) {
  puzzle_ = puzzle;
  algorithm_ = algorithm.name;
  code_.assign(algorithm.pseudocode.begin(), algorithm.pseudocode.end());
  list_->clear();
  for (std::size_t i = 0; i < code_.size(); ++i) list_->addItem(QString());
  translate_code();
  line_ = 0;
  set_line(0, {});
  // A new code is read from its first line; the old one's scroll would hide it.
  list_->scrollToTop();
  if (lane_.lane() != nullptr) show_lane();  // the lane's line of it, if it has one yet
}

QString PseudocodePanel::line_text() const {
  return line_ > 0 && line_ <= list_->count() ? list_->item(line_ - 1)->text() : QString();
}

void PseudocodePanel::follow(const Run& lane) { lane_.follow(lane, this, [this] { show_lane(); }); }

void PseudocodePanel::show_lane() { set_line(lane_.lane()->line(), lane_.lane()->about()); }

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
  show_subject();
}

void PseudocodePanel::set_presentation(bool on) {
  QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  if (on) font.setPointSizeF(font.pointSizeF() * PaintStyle::kPresentationFontScale);
  list_->setFont(font);
}

void PseudocodePanel::fit_subject_height() {
  subject_->setFixedHeight(fontMetrics().lineSpacing() * 2 + 2 * subject_->margin() + 2);
}

void PseudocodePanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    if (lane_.lane() != nullptr) show_lane();  // what the line is about, in the new language
  }
  if (event->type() == QEvent::FontChange) fit_subject_height();
  QWidget::changeEvent(event);
}

void PseudocodePanel::retranslate() {
  translate_code();
  show_subject();
}

void PseudocodePanel::set_stop_lines(const std::set<int>& lines) {
  // A vermillion dot, as a breakpoint in an editor's margin.
  QPixmap dot(12, 12);
  dot.fill(Qt::transparent);
  {
    QPainter painter(&dot);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor::fromRgb(okabe_ito::kVermillion));
    painter.drawEllipse(QRectF(1, 1, 10, 10));
  }
  for (int i = 0; i < list_->count(); ++i) {
    const bool stop = lines.contains(i + 1);
    list_->item(i)->setIcon(stop ? QIcon(dot) : QIcon());
    list_->item(i)->setToolTip(stop ? tr("Playback stops when this line lights (double-click: no more)")
                                    : tr("Double-click: playback stops when this line lights"));
  }
}

void PseudocodePanel::translate_code() {
  // The items keep their colours: only the words change, so the lit line stays lit.
  for (int i = 0; i < list_->count() && i < static_cast<int>(code_.size()); ++i) {
    list_->item(i)->setText(QStringLiteral("%1  %2").arg(i + 1, 2).arg(
        core_text::pseudocode_line(puzzle_, algorithm_, code_[static_cast<std::size_t>(i)])));
  }
  // New words wrap to new heights; the list keeps the old ones until told.
  list_->doItemsLayout();
}

void PseudocodePanel::show_subject() {
  subject_->setText(subject_text_.isEmpty() ? tr("Step through a search to follow its lines.")
                                            : tr("About: %1").arg(subject_text_));
  subject_->setToolTip(subject_->text());
}

}  // namespace frontier::gui
