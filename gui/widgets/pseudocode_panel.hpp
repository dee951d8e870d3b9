#pragma once
// The algorithm's pseudo-code (from core, exactly as the search reports its lines), with
// the line the cursor stands on lit and what that line is about written below it.

#include <QLabel>
#include <QListWidget>
#include <QWidget>
#include <span>
#include <string_view>

namespace frontier::gui {

class PseudocodePanel : public QWidget {
  Q_OBJECT

 public:
  explicit PseudocodePanel(QWidget* parent = nullptr);

  void set_code(std::span<const std::string_view> lines);
  // `line` is 1-based; 0 lights nothing.
  void set_line(int line, const QString& subject);
  int line() const { return line_; }
  QListWidget* list() const { return list_; }
  void set_presentation(bool on);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QListWidget* list_;
  QLabel* subject_;
  int line_ = 0;
  QString subject_text_;
};

}  // namespace frontier::gui
