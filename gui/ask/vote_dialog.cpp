#include "ask/vote_dialog.hpp"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

#include "ask/vote_count.hpp"

namespace frontier::gui {

VoteDialog::VoteDialog(const QString& question, const VoteChoices& choices, QWidget* parent)
    : QDialog(parent), count_(new VoteCount(this)) {
  setWindowTitle(tr("Class Vote"));
  setObjectName(QStringLiteral("vote_dialog"));
  auto* layout = new QVBoxLayout(this);
  // The question with its choices, lettered, as the class sees them.
  auto* asked = new QLabel(question + QStringLiteral("\n") + vote_line(choices.words), this);
  asked->setObjectName(QStringLiteral("vote_question"));
  asked->setTextFormat(Qt::PlainText);
  asked->setWordWrap(true);
  layout->addWidget(asked);
  layout->addWidget(count_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  // Return in a box or Reveal accepts; Esc in a box cancels, as on the stage.
  connect(count_, &VoteCount::revealed, this, &QDialog::accept);
  connect(count_, &VoteCount::cancelled, this, &QDialog::reject);
  count_->start(choices);  // A's box has the keys, its 0 selected
}

std::vector<int> VoteDialog::hands() const { return count_->hands(); }

void VoteDialog::set_hands(const std::vector<int>& hands) { count_->set_hands(hands); }

}  // namespace frontier::gui
