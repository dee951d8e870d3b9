#include "ask/vote_count.hpp"

#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include "render/stage_type.hpp"

namespace frontier::gui {

VoteCount::VoteCount(QWidget* parent)
    : QWidget(parent), grid_(new QGridLayout), distribution_(new QLabel(this)), reveal_(new QPushButton(this)) {
  setObjectName(QStringLiteral("vote_count"));
  setAutoFillBackground(true);
  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(12, 4, 12, 4);
  layout->addLayout(grid_, 0, 0);
  distribution_->setObjectName(QStringLiteral("vote_distribution"));
  distribution_->setTextFormat(Qt::PlainText);
  layout->addWidget(distribution_, 0, 1);
  reveal_->setObjectName(QStringLiteral("vote_reveal"));
  layout->addWidget(reveal_, 0, 2, Qt::AlignBottom);
  layout->setColumnStretch(1, 1);
  connect(reveal_, &QPushButton::clicked, this, [this] { emit revealed(hands()); });
  retranslate();
  hide();
}

void VoteCount::start(const VoteChoices& choices) {
  choices_ = choices;
  for (QLabel* label : labels_) delete label;
  for (QSpinBox* count : counts_) delete count;
  labels_.clear();
  counts_.clear();
  for (int k = 0; k < choices.words.size(); ++k) {
    auto* count = new QSpinBox(this);
    count->setRange(0, 1000);
    count->setObjectName(QStringLiteral("hands_%1").arg(vote_letter(k)));
    count->installEventFilter(this);
    auto* label = new QLabel(this);
    label->setBuddy(count);
    grid_->addWidget(label, 0, k);
    grid_->addWidget(count, 1, k);
    connect(count, &QSpinBox::valueChanged, this, &VoteCount::show_distribution);
    labels_.push_back(label);
    counts_.push_back(count);
  }
  retranslate();
  set_ink(ink_);
  show_distribution();
  show();
  // The teacher types the first count at once: A's box has the keys, its 0 selected.
  if (!counts_.empty()) {
    counts_.front()->setFocus(Qt::TabFocusReason);
    counts_.front()->selectAll();
  }
}

std::vector<int> VoteCount::hands() const {
  std::vector<int> hands;
  for (const QSpinBox* count : counts_) hands.push_back(count->value());
  return hands;
}

void VoteCount::set_hands(const std::vector<int>& hands) {
  for (std::size_t k = 0; k < hands.size() && k < counts_.size(); ++k) counts_[k]->setValue(hands[k]);
}

void VoteCount::set_ink(int ink) {
  ink_ = ink;
  QFont words = font();
  QFont bars = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  if (ink > 0) {
    words = StageType::sized(words, ink);
    bars = StageType::sized(bars, ink);
  }
  for (QLabel* label : labels_) label->setFont(words);
  for (QSpinBox* count : counts_) count->setFont(words);
  reveal_->setFont(words);
  distribution_->setFont(bars);
}

bool VoteCount::eventFilter(QObject* watched, QEvent* event) {
  // Return and Esc are the vote's while a box has the keys, not the window's shortcuts
  // (Esc would leave the presentation).
  if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
    const int key = static_cast<QKeyEvent*>(event)->key();
    const bool ours = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape;
    if (ours && event->type() == QEvent::ShortcutOverride) {
      event->accept();
      return true;
    }
    if (ours) {
      if (key == Qt::Key_Escape) {
        hide();
        emit cancelled();
      } else {
        emit revealed(hands());
      }
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

void VoteCount::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void VoteCount::show_distribution() { distribution_->setText(vote_distribution(choices_.words, hands())); }

void VoteCount::retranslate() {
  reveal_->setText(tr("&Reveal"));
  distribution_->setAccessibleName(tr("Hands for each choice"));
  for (std::size_t k = 0; k < labels_.size(); ++k) {
    const QString letter = vote_letter(static_cast<int>(k));
    labels_[k]->setText(tr("Hands for &%1").arg(letter));
    counts_[k]->setAccessibleName(tr("Hands for %1: %2").arg(letter, choices_.words.value(static_cast<int>(k))));
  }
}

}  // namespace frontier::gui
