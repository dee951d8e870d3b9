#pragma once
// File ▸ New: which puzzle, and the numbers core's generator takes for it (the same as
// `frontier-cli generate PUZZLE --help` lists, read from the contract), with the seed.
// The same seed and numbers make the same file, as on the command line.

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFormLayout>
#include <QSpinBox>
#include <vector>

#include "model/puzzle.hpp"

namespace frontier::gui {

class NewFileDialog : public QDialog {
  Q_OBJECT

 public:
  explicit NewFileDialog(QWidget* parent = nullptr);

  const PuzzleAdapter* puzzle() const;
  void set_puzzle(const PuzzleAdapter& puzzle);
  std::uint64_t seed() const { return static_cast<std::uint64_t>(seed_->value()); }
  GenerateValues values() const;
  // An empty board of the rows and columns given, instead of a generated file.
  bool empty() const { return empty_->isChecked(); }
  void set_empty(bool empty) { empty_->setChecked(empty); }
  // The field of a parameter, by its id ("rows"), for the tests.
  QAbstractSpinBox* field(const QString& id) const;

 private:
  void rebuild();
  // With an empty board only the sides count: the other fields are off.
  void enable_fields();

  QComboBox* puzzles_;
  QSpinBox* seed_;
  QCheckBox* empty_;
  QFormLayout* top_;         // puzzle, empty board, seed
  QFormLayout* parameters_;  // the chosen puzzle's own numbers
  std::vector<std::pair<GenerateParameter, QAbstractSpinBox*>> fields_;
};

}  // namespace frontier::gui
