#pragma once
// What the panels of edit, play and exercise mode share: their names ("play_panel", its
// labels "play_…"), one column of texts, why the last move or edit was refused, in core's
// words (kept in English and framed again on a change of language), and the keys of the
// mode, each a label that wraps and may be selected.

#include <QAction>
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
  // What the keys (and clicks) do in the mode, as the panel says it.
  QString keys() const { return keys_->text(); }
  // Core's reason for the last refused move or edit; empty after one that was made.
  void show_refusal(const QString& reason);

 protected:
  // `mode` names the panel ("play": "play_panel") and its labels ("play_refusal").
  ModePanel(const QString& mode, QWidget* parent);

  // A label of the panel, named "<mode>_<name>", in bold type when `bold`.
  QLabel* new_label(const char* name, bool bold = false);
  // The panel's texts, one under the other in `layout`.
  static void add_texts(QVBoxLayout* layout, std::initializer_list<QLabel*> labels);
  // The window's `actions` as buttons of words at the end of `layout` (each button is its
  // action: the same shortcut, the same enabled state), named "<action's name>_button".
  static void add_action_buttons(QLayout* layout, const QList<QAction*>& actions);
  // The panel's words in the language now in force; the derived class calls it once built.
  virtual void retranslate() = 0;
  void changeEvent(QEvent* event) override;

  QVBoxLayout* column_;  // the panel's layout
  QLabel* refusal_;
  QLabel* keys_;
  QString refused_;  // core's reason, English, kept to be framed again in a new language

 private:
  QString mode_;
};

}  // namespace frontier::gui
