#include "widgets/exercise_panel.hpp"

#include <QHBoxLayout>
#include <QPushButton>

namespace frontier::gui {

ExercisePanel::ExercisePanel(QWidget* parent) : ModePanel(QStringLiteral("exercise"), parent) {
  prompt_ = new_label("prompt", true);
  verdict_ = new_label("verdict");
  grade_ = new_label("grade");
  add_texts(column_, {prompt_, verdict_, refusal_, grade_});
  choice_box_ = new QWidget(this);
  choice_layout_ = new QVBoxLayout(choice_box_);
  choice_layout_->setContentsMargins(0, 0, 0, 0);
  column_->addWidget(choice_box_);
  // The buttons come with the window's actions (set_actions).
  buttons_ = new QHBoxLayout;
  column_->addLayout(buttons_);
  add_texts(column_, {keys_});
  column_->addStretch(1);
  retranslate();
}

void ExercisePanel::set_actions(QAction* undo, QAction* answer, QAction* replay, QAction* done) {
  add_action_buttons(buttons_, {undo, answer, replay, done});
  buttons_->addStretch(1);
}

void ExercisePanel::show_exercise(const QString& prompt, const QString& verdict, bool wrong, const QString& grade,
                                  const QStringList& choices) {
  prompt_->setText(prompt);
  wrong_ = wrong;
  // A mistake in the refusal's colour, anything else (right, the answer shown) plain.
  verdict_->setText(wrong ? QString() : verdict);
  verdict_->setVisible(!wrong && !verdict.isEmpty());
  refusal_->setText(wrong ? verdict : QString());
  refusal_->setVisible(wrong);
  grade_->setText(grade);
  if (choices != choices_) {
    const bool asked_anew = choices_.isEmpty() && !choices.isEmpty();
    choices_ = choices;
    while (QLayoutItem* item = choice_layout_->takeAt(0)) {
      // Later: the button may be the one whose click brought these choices.
      item->widget()->hide();
      item->widget()->deleteLater();
      delete item;
    }
    for (int i = 0; i < choices.size(); ++i) {
      auto* button = new QPushButton(choices[i], choice_box_);
      button->setObjectName(QStringLiteral("exercise_choice_%1").arg(i));
      connect(button, &QPushButton::clicked, this, [this, i] { emit chosen(i); });
      choice_layout_->addWidget(button);
      // "Choose one below": the keys go there, so that the keyboard chooses as it proposed.
      if (i == 0 && asked_anew) button->setFocus(Qt::OtherFocusReason);
    }
  }
}

void ExercisePanel::set_board_keys(std::function<QString()> words) {
  board_keys_ = std::move(words);
  retranslate();
}

void ExercisePanel::retranslate() {
  // How the board takes a proposal is the exercise's (a search's state by its cell, a
  // Solitaire move by its piece and then its square); the mode's keys are the same for all.
  keys_->setText(tr("%1 Ctrl+Z takes the last right step back, H shows the answer, Esc or Ctrl+Shift+X leaves the exercise.")
                     .arg(board_keys_ ? board_keys_() : QString())
                     .trimmed());
}

}  // namespace frontier::gui
