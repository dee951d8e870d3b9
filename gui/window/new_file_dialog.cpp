#include "window/new_file_dialog.hpp"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QVBoxLayout>
#include <limits>

#include "model/recognition.hpp"

namespace frontier::gui {

NewFileDialog::NewFileDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("new_file_dialog"));
  setWindowTitle(tr("New Judge File"));
  auto* layout = new QVBoxLayout(this);
  top_ = new QFormLayout;
  QFormLayout* top = top_;
  puzzles_ = new QComboBox(this);
  puzzles_->setObjectName(QStringLiteral("new_puzzle"));
  for (const PuzzleAdapter* puzzle : frontier::gui::puzzles()) {
    puzzles_->addItem(puzzle->title(), QString::fromUtf8(puzzle->id().data(), static_cast<qsizetype>(puzzle->id().size())));
  }
  seed_ = new QSpinBox(this);
  seed_->setObjectName(QStringLiteral("new_seed"));
  seed_->setRange(0, std::numeric_limits<int>::max());
  seed_->setValue(1);
  seed_->setToolTip(tr("The same seed and numbers make the same file, as frontier-cli generate does"));
  empty_ = new QCheckBox(tr("An empty board: nothing on it and no query, to fill by hand"), this);
  empty_->setObjectName(QStringLiteral("new_empty"));
  connect(empty_, &QCheckBox::toggled, this, &NewFileDialog::enable_fields);
  top->addRow(tr("Puzzle:"), puzzles_);
  top->addRow(empty_);
  top->addRow(tr("Seed:"), seed_);
  layout->addLayout(top);
  parameters_ = new QFormLayout;
  layout->addLayout(parameters_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  connect(puzzles_, &QComboBox::currentIndexChanged, this, &NewFileDialog::rebuild);
  rebuild();
}

const PuzzleAdapter* NewFileDialog::puzzle() const { return find_puzzle(puzzles_->currentData().toString().toStdString()); }

void NewFileDialog::set_puzzle(const PuzzleAdapter& puzzle) {
  puzzles_->setCurrentIndex(puzzles_->findData(QString::fromUtf8(puzzle.id().data(), static_cast<qsizetype>(puzzle.id().size()))));
}

void NewFileDialog::rebuild() {
  while (parameters_->rowCount() > 0) parameters_->removeRow(0);
  fields_.clear();
  const PuzzleAdapter* chosen = puzzle();
  if (chosen == nullptr) return;
  for (const GenerateParameter& parameter : chosen->generate_parameters()) {
    const QString id = QString::fromUtf8(parameter.id.data(), static_cast<qsizetype>(parameter.id.size()));
    if (id == QStringLiteral("seed")) continue;  // the seed has its own field above
    QAbstractSpinBox* field = nullptr;
    if (parameter.real) {
      auto* spin = new QDoubleSpinBox(this);
      spin->setDecimals(2);
      spin->setSingleStep(0.05);
      spin->setRange(parameter.minimum, parameter.maximum);
      spin->setValue(parameter.default_value);
      field = spin;
    } else {
      auto* spin = new QSpinBox(this);
      spin->setRange(static_cast<int>(parameter.minimum), static_cast<int>(std::min<double>(parameter.maximum, std::numeric_limits<int>::max())));
      spin->setValue(static_cast<int>(parameter.default_value));
      field = spin;
    }
    field->setObjectName(QStringLiteral("new_") + id);
    // core's words (frontier-cli generate --help prints them), in the reader's language
    const std::string disambiguation = std::string(chosen->id()) + '/' + std::string(parameter.id);
    const auto translated = [&](std::string_view words) {
      return QCoreApplication::translate("Generator", std::string(words).c_str(), disambiguation.c_str());
    };
    field->setToolTip(translated(parameter.help));
    auto* label = new QLabel(tr("%1:").arg(translated(parameter.name)), this);
    label->setBuddy(field);
    parameters_->addRow(label, field);
    fields_.emplace_back(parameter, field);
  }
  // A puzzle whose files cannot start empty has no such box, not a greyed one.
  top_->setRowVisible(empty_, chosen->makes_empty_files());
  if (!chosen->makes_empty_files()) empty_->setChecked(false);
  enable_fields();
}

void NewFileDialog::enable_fields() {
  const bool empty = empty_->isChecked();
  seed_->setEnabled(!empty);
  for (const auto& [parameter, field] : fields_) {
    field->setEnabled(!empty || parameter.id == "rows" || parameter.id == "cols");
  }
}

GenerateValues NewFileDialog::values() const {
  GenerateValues values;
  for (const auto& [parameter, field] : fields_) {
    const double value = parameter.real ? static_cast<QDoubleSpinBox*>(field)->value() : static_cast<QSpinBox*>(field)->value();
    values[std::string(parameter.id)] = value;
  }
  return values;
}

QAbstractSpinBox* NewFileDialog::field(const QString& id) const {
  for (const auto& [parameter, field] : fields_) {
    if (QString::fromUtf8(parameter.id.data(), static_cast<qsizetype>(parameter.id.size())) == id) return field;
  }
  return nullptr;
}

}  // namespace frontier::gui
