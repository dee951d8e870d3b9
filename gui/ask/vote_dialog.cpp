#include "ask/vote_dialog.hpp"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace frontier::gui {

VoteDialog::VoteDialog(const QString& question, const VoteChoices& choices, QWidget* parent)
    : QDialog(parent), choices_(choices), distribution_(new QLabel(this)) {
  setWindowTitle(tr("Class Vote"));
  setObjectName(QStringLiteral("vote_dialog"));
  auto* layout = new QVBoxLayout(this);
  auto* asked = new QLabel(question, this);
  asked->setWordWrap(true);
  layout->addWidget(asked);
  auto* form = new QFormLayout;
  for (int k = 0; k < choices.words.size(); ++k) {
    auto* count = new QSpinBox(this);
    count->setRange(0, 1000);
    count->setObjectName(QStringLiteral("hands_%1").arg(vote_letter(k)));
    count->setAccessibleName(tr("Hands for %1: %2").arg(vote_letter(k), choices.words[k]));
    auto* label = new QLabel(QStringLiteral("&%1  %2").arg(vote_letter(k), choices.words[k]), this);
    label->setBuddy(count);
    form->addRow(label, count);
    connect(count, &QSpinBox::valueChanged, this, &VoteDialog::show_distribution);
    counts_.push_back(count);
  }
  layout->addLayout(form);
  distribution_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  distribution_->setObjectName(QStringLiteral("vote_distribution"));
  distribution_->setAccessibleName(tr("Hands for each choice"));
  layout->addWidget(distribution_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  QPushButton* reveal = buttons->addButton(tr("&Reveal"), QDialogButtonBox::AcceptRole);
  reveal->setObjectName(QStringLiteral("vote_reveal"));
  reveal->setDefault(true);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  show_distribution();
  // The teacher types the first count at once: A's box has the keys, its 0 selected.
  if (!counts_.empty()) {
    counts_.front()->setFocus(Qt::TabFocusReason);
    counts_.front()->selectAll();
  }
}

std::vector<int> VoteDialog::hands() const {
  std::vector<int> hands;
  for (const QSpinBox* count : counts_) hands.push_back(count->value());
  return hands;
}

void VoteDialog::set_hands(const std::vector<int>& hands) {
  for (std::size_t k = 0; k < hands.size() && k < counts_.size(); ++k) counts_[k]->setValue(hands[k]);
}

void VoteDialog::show_distribution() { distribution_->setText(vote_distribution(choices_.words, hands())); }

}  // namespace frontier::gui
