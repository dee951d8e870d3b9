#pragma once
// Where a student's work goes, said in the panels of the activities that keep it (the
// exercise's, the game's, the Question panel): "Your work is kept as Ann Lee in
// ~/.local/share/Frontier/frontier/results." over a line holding the name, where another
// is typed (no dialog takes the keys); or, in a teacher's session (presenting, building a
// lesson), that nothing is kept.

#include <QLabel>
#include <QLineEdit>
#include <QString>
#include <QWidget>

namespace frontier::gui {

class StudentLine : public QWidget {
  Q_OBJECT

 public:
  explicit StudentLine(QWidget* parent = nullptr);
  // Work kept as `name` in `folder`; `kept` false: a teacher's session, nothing is.
  void show_student(const QString& name, const QString& folder, bool kept);
  QString words() const { return words_->text(); }
  QLineEdit* name_line() const { return name_; }

 signals:
  // The student typed another name (and pressed Return, or left the line).
  void name_given(const QString& name);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QLabel* words_;
  QLabel* name_label_;
  QLineEdit* name_;
  QString student_;
  QString folder_;
  bool kept_ = true;
};

}  // namespace frontier::gui
