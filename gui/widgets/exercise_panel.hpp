#pragma once
// The panel of exercise mode: what to do now, the verdict on the last proposal (a mistake
// in the refusal's vermillion, with its reason), the grade so far, the states a click
// could mean when it could mean several (a button each), and Undo, Show the Answer and
// Done as buttons of the window's own actions.

#include <QLabel>
#include <QStringList>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QWidget>
#include <functional>

#include "widgets/mode_panel.hpp"

class QAction;

namespace frontier::gui {

class ExercisePanel : public ModePanel {
  Q_OBJECT

 public:
  explicit ExercisePanel(QWidget* parent = nullptr);
  void set_actions(QAction* undo, QAction* answer, QAction* replay, QAction* done);
  void show_exercise(const QString& prompt, const QString& verdict, bool wrong, const QString& grade,
                     const QStringList& choices);
  // How the exercise shown takes a proposal on the board, said again in a new language
  // (none: no exercise).
  void set_board_keys(std::function<QString()> words);
  QString prompt() const { return prompt_->text(); }
  QString verdict() const { return wrong_ ? refusal_->text() : verdict_->text(); }
  QString grade() const { return grade_->text(); }
  QStringList choices() const { return choices_; }

 signals:
  void chosen(int index);

 private:
  void retranslate() override;

  std::function<QString()> board_keys_;
  QLabel* prompt_;
  QLabel* verdict_;
  QLabel* grade_;
  QWidget* choice_box_;
  QVBoxLayout* choice_layout_;
  QHBoxLayout* buttons_;  // Undo, Show the Answer, Done
  QStringList choices_;
  bool wrong_ = false;
};

}  // namespace frontier::gui
