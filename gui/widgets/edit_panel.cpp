#include "widgets/edit_panel.hpp"

#include <QAction>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>
#include <limits>

#include "edit/edit_controller.hpp"

namespace frontier::gui {

EditPanel::EditPanel(QWidget* parent) : ModePanel(QStringLiteral("edit"), parent) {

  tools_box_ = new QGroupBox(this);
  auto* tools_layout = new QVBoxLayout(tools_box_);
  tools_ = new QButtonGroup(this);
  connect(tools_, &QButtonGroup::idClicked, this, [this](int id) {
    if (editor_ == nullptr) return;
    editor_->set_tool(id);
    retranslate();
  });
  tile_row_ = new QWidget(tools_box_);
  auto* tile_layout = new QHBoxLayout(tile_row_);
  tile_layout->setContentsMargins(0, 0, 0, 0);
  tile_label_ = new QLabel(tile_row_);
  tile_ = new QSpinBox(tile_row_);
  tile_label_->setBuddy(tile_);  // "Tile:" names the spin box for screen readers
  tile_->setObjectName(QStringLiteral("tile_number"));
  tile_->setRange(1, std::numeric_limits<int>::max());
  connect(tile_, &QSpinBox::valueChanged, this, [this](int tile) {
    if (editor_ != nullptr) editor_->set_tile_number(tile);
  });
  in_use_ = new QComboBox(tile_row_);
  in_use_->setObjectName(QStringLiteral("tiles_in_use"));
  connect(in_use_, &QComboBox::activated, this, [this](int index) {
    if (index > 0) tile_->setValue(in_use_->itemData(index).toInt());
  });
  tile_layout->addWidget(tile_label_);
  tile_layout->addWidget(tile_, 1);
  tile_layout->addWidget(in_use_, 1);
  help_ = new QLabel(tools_box_);
  help_->setObjectName(QStringLiteral("edit_help"));
  help_->setWordWrap(true);
  tools_layout->addWidget(tile_row_);
  tools_layout->addWidget(help_);
  column_->addWidget(tools_box_);

  size_box_ = new QGroupBox(this);
  auto* size_layout = new QFormLayout(size_box_);
  for (int i = 0; i < 2; ++i) {
    auto* label = new QLabel(size_box_);
    auto* spin = new QSpinBox(size_box_);
    spin->setObjectName(QStringLiteral("size_%1").arg(i));
    size_labels_.push_back(label);
    sizes_.push_back(spin);
    size_layout->addRow(label, spin);
  }
  resize_ = new QPushButton(size_box_);
  resize_->setObjectName(QStringLiteral("resize"));
  connect(resize_, &QPushButton::clicked, this, [this] {
    if (editor_ == nullptr) return;
    std::vector<int> values;
    for (std::size_t i = 0; i < editor_->size().size(); ++i) values.push_back(sizes_[i]->value());
    editor_->resize(values);
  });
  size_layout->addRow(resize_);
  column_->addWidget(size_box_);

  queries_box_ = new QGroupBox(this);
  new QHBoxLayout(queries_box_);
  cases_box_ = new QGroupBox(this);
  new QHBoxLayout(cases_box_);
  column_->addWidget(queries_box_);
  column_->addWidget(cases_box_);

  judge_ = new_label("judge_answer", true);
  add_texts(column_, {judge_, refusal_, keys_});
  column_->addStretch(1);
  retranslate();
}

void EditPanel::set_editor(EditController* editor) {
  editor_ = editor;
  refused_.clear();
  rebuild_tools();
  refresh();
  retranslate();
}

void EditPanel::set_actions(const QList<QAction*>& query_actions, const QList<QAction*>& case_actions) {
  add_action_buttons(queries_box_->layout(), query_actions);
  add_action_buttons(cases_box_->layout(), case_actions);
}

void EditPanel::rebuild_tools() {
  for (QAbstractButton* button : tools_->buttons()) {
    tools_->removeButton(button);
    delete button;
  }
  if (editor_ == nullptr) return;
  const QStringList names = editor_->tools();
  auto* layout = static_cast<QVBoxLayout*>(tools_box_->layout());
  auto* row = new QWidget(tools_box_);
  auto* row_layout = new QHBoxLayout(row);
  row_layout->setContentsMargins(0, 0, 0, 0);
  for (int i = 0; i < names.size(); ++i) {
    auto* radio = new QRadioButton(names[i], row);
    radio->setObjectName(QStringLiteral("edit_tool_%1").arg(i));
    radio->setChecked(i == editor_->tool());
    radio->setFocusPolicy(Qt::NoFocus);  // the arrows are the cursor's
    tools_->addButton(radio, i);
    row_layout->addWidget(radio);
  }
  row_layout->addStretch(1);
  layout->insertWidget(0, row);
  // The old row, now empty, goes.
  while (layout->count() > 3) {
    QLayoutItem* item = layout->takeAt(1);
    delete item->widget();
    delete item;
  }
}

void EditPanel::refresh() {
  const std::vector<SizeField> fields = editor_ != nullptr ? editor_->size() : std::vector<SizeField>{};
  size_box_->setVisible(!fields.empty());
  for (std::size_t i = 0; i < sizes_.size(); ++i) {
    const bool shown = i < fields.size();
    size_labels_[i]->setVisible(shown);
    sizes_[i]->setVisible(shown);
    if (!shown) continue;
    size_labels_[i]->setText(fields[i].label);
    const QSignalBlocker block(sizes_[i]);
    sizes_[i]->setRange(fields[i].minimum, fields[i].maximum);
    sizes_[i]->setValue(fields[i].value);
  }
  const bool tiles = editor_ != nullptr && editor_->has_tile_number();
  tile_row_->setVisible(tiles);
  if (tiles) {
    in_use_->clear();
    in_use_->addItem(tr("Tiles in use…"));
    for (const int tile : editor_->tiles_in_use()) in_use_->addItem(QString::number(tile), tile);
    const QSignalBlocker block(tile_);
    tile_->setValue(editor_->tile_number());
  }
  queries_box_->setVisible(editor_ != nullptr && editor_->can_add_query());
  cases_box_->setVisible(editor_ != nullptr && editor_->can_add_case());
}

void EditPanel::show_judge_answer(const QString& answer, bool asking) {
  answer_ = answer;
  asking_ = asking;
  retranslate();
}

void EditPanel::retranslate() {
  tools_box_->setTitle(tr("A click on the board"));
  tile_label_->setText(tr("Tile:"));
  if (in_use_->count() > 0) in_use_->setItemText(0, tr("Tiles in use…"));
  help_->setText(editor_ != nullptr ? editor_->help() : QString());
  size_box_->setTitle(tr("Board size"));
  resize_->setText(tr("Resize"));
  queries_box_->setTitle(tr("Queries"));
  cases_box_->setTitle(tr("Cases"));
  refusal_->setText(refused_.isEmpty() ? QString() : tr("Refused: %1").arg(refused_));
  if (asking_) {
    judge_->setText(tr("The judge's answer: asking the judge solver…"));
  } else {
    judge_->setText(answer_.isEmpty() ? QString() : tr("The judge's answer: %1").arg(answer_));
  }
  // The board's keys are the puzzle's (a Lianliankan tile is typed, a Huarongdao cell
  // is fixed or freed); the mode's are the same for all.
  keys_->setText(tr("%1 Ctrl+Z undoes, Esc or Ctrl+E leaves edit mode.").arg(editor_ != nullptr ? editor_->keys() : QString()).trimmed());
}

}  // namespace frontier::gui
