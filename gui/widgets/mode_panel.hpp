#pragma once
// What the panels of play and edit mode share: why the last move or edit was refused, in
// core's words (kept in English and framed again on a change of language), and the keys
// of the mode, each a label that wraps and may be selected.

#include <QLabel>
#include <QString>
#include <QVBoxLayout>
#include <QWidget>
#include <initializer_list>

namespace frontier::gui {

class ModePanel : public QWidget {
  Q_OBJECT

 public:
  QString refusal() const { return refusal_->text(); }

 protected:
  // `refusal_name` is the refusal label's object name.
  ModePanel(const QString& refusal_name, QWidget* parent);

  // The panel's texts, one under the other in `layout`.
  static void add_texts(QVBoxLayout* layout, std::initializer_list<QLabel*> labels);
  // The panel's words in the language now in force; the derived class calls it once built.
  virtual void retranslate() = 0;
  void changeEvent(QEvent* event) override;

  QLabel* refusal_;
  QLabel* keys_;
  QString refused_;  // core's reason, English, kept to be framed again in a new language
};

}  // namespace frontier::gui
