#include "results/class_view.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "export/animation_export.hpp"
#include "render/board_painter.hpp"
#include "render/palette.hpp"
#include "results/results_keeper.hpp"
#include "window/dialog_folders.hpp"

namespace frontier::gui {

QString score_words(const PlaceScore& score) {
  QStringList words;
  if (score.tried > 0) words << ClassView::tr("%1 of %2 right").arg(score.right).arg(score.tried);
  if (score.moves > 0) words << ClassView::tr("%n move(s)", nullptr, score.moves);
  const qint64 seconds = score.ms / 1000;
  words << (seconds >= 60 ? ClassView::tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60) : ClassView::tr("%1 s").arg(seconds));
  words << ClassView::tr("%n attempt(s)", nullptr, score.activities);
  if (score.shown > 0) words << ClassView::tr("%n step(s) shown", nullptr, score.shown);
  if (score.edited) words << ClassView::tr("EDITED: the file's score is not what its steps give");
  if (!score.problem.isEmpty()) words << ClassView::tr("not graded: %1").arg(score.problem);
  return words.join(QStringLiteral(", "));
}

ClassView::ClassView(ClassResults results, QWidget* parent)
    : QDialog(parent), results_(std::move(results)), table_(new QTableWidget(this)), place_(new QComboBox(this)),
      heat_(new QLabel(this)), lines_(new QListWidget(this)), explanations_(new QListWidget(this)) {
  setWindowTitle(tr("Class Results"));
  setObjectName(QStringLiteral("class_view"));
  tabs_ = new QTabWidget(this);
  QTabWidget* tabs = tabs_;
  table_->setObjectName(QStringLiteral("class_scores"));
  table_->setAccessibleName(tr("Scores: a row a student, a column a slide or query"));
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  tabs->addTab(table_, tr("&Scores"));

  auto* mistakes = new QWidget(this);
  auto* mistakes_layout = new QVBoxLayout(mistakes);
  place_->setAccessibleName(tr("Place"));
  for (const QString& place : results_.places) place_->addItem(place);
  heat_->setAccessibleName(tr("Where the class went wrong on the board"));
  heat_->setAlignment(Qt::AlignCenter);
  lines_->setAccessibleName(tr("Mistakes by pseudo-code line"));
  explanations_->setAccessibleName(tr("Explanations"));
  explanations_->setWordWrap(true);
  mistakes_layout->addWidget(place_);
  mistakes_layout->addWidget(heat_, 1);
  mistakes_layout->addWidget(new QLabel(tr("Mistakes by pseudo-code line:"), this));
  mistakes_layout->addWidget(lines_);
  mistakes_layout->addWidget(new QLabel(tr("What the class wrote:"), this));
  mistakes_layout->addWidget(explanations_);
  tabs->addTab(mistakes, tr("&Where the Class Went Wrong"));

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(tabs, 1);
  if (!results_.refused.isEmpty()) {
    auto* refused = new QLabel(tr("Left out, as they do not read:\n%1").arg(results_.refused.join(u'\n')), this);
    refused->setObjectName(QStringLiteral("class_refused"));
    refused->setWordWrap(true);
    refused->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(refused);
  }
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  QPushButton* csv = buttons->addButton(tr("Export &CSV…"), QDialogButtonBox::ActionRole);
  csv->setObjectName(QStringLiteral("export_csv"));
  connect(csv, &QPushButton::clicked, this, &ClassView::ask_export);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  connect(place_, &QComboBox::currentIndexChanged, this, &ClassView::show_mistakes);
  fill_table();
  show_mistakes(place_->currentIndex());
  resize(1000, 700);
}

void ClassView::fill_table() {
  table_->setRowCount(static_cast<int>(results_.students.size()));
  table_->setColumnCount(static_cast<int>(results_.places.size()));
  table_->setHorizontalHeaderLabels(results_.places);
  for (int r = 0; r < static_cast<int>(results_.students.size()); ++r) {
    const StudentRow& row = results_.students[static_cast<std::size_t>(r)];
    auto* name = new QTableWidgetItem(row.edited() ? tr("%1 (edited)").arg(row.student) : row.student);
    table_->setVerticalHeaderItem(r, name);
    for (int c = 0; c < static_cast<int>(results_.places.size()); ++c) {
      const auto found = row.places.find(results_.places[c]);
      if (found == row.places.end()) continue;
      const PlaceScore& score = found->second;
      // The score, then the time, the attempts and the steps shown, at a glance.
      QStringList glance{score.tried > 0 ? QStringLiteral("%1/%2").arg(score.right).arg(score.tried)
                                         : score.moves > 0 ? tr("%n move(s)", nullptr, score.moves) : QStringLiteral("–")};
      const qint64 seconds = score.ms / 1000;
      glance << (seconds >= 60 ? tr("%1:%2 min").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')) : tr("%1 s").arg(seconds));
      glance << tr("%n attempt(s)", nullptr, score.activities);
      if (score.shown > 0) glance << tr("%n shown", nullptr, score.shown);
      if (score.edited) glance << tr("edited");
      auto* item = new QTableWidgetItem(glance.join(QStringLiteral(" · ")));
      item->setToolTip(score_words(score));
      item->setData(Qt::AccessibleTextRole, QStringLiteral("%1, %2: %3").arg(row.student, results_.places[c], score_words(score)));
      if (score.edited) item->setBackground(QColor(0xff, 0xc8, 0x8c));
      table_->setItem(r, c, item);
    }
  }
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

QImage ClassView::heat_map(const QString& place, int px) const {
  const auto found = results_.mistakes.find(place);
  if (found == results_.mistakes.end() || !found->second.board) return {};
  const PlaceMistakes& mistakes = found->second;
  const std::unique_ptr<BoardPainter> painter = mistakes.board->painter(nullptr, mistakes.algorithm);
  const QSize grid = painter->grid();
  QImage image = animation_frame(*painter, Moment{}, PaintStyle{}, QSize(grid.width() * px, grid.height() * px));
  int most = 1;
  for (const auto& [cell, count] : mistakes.cells) most = std::max(most, count);
  QPainter paint(&image);
  QFont font = paint.font();
  font.setPixelSize(std::max(10, px / 3));
  font.setBold(true);
  paint.setFont(font);
  for (const auto& [cell, count] : mistakes.cells) {
    const QPoint at = painter->grid_cell(Cell{cell.first, cell.second});
    const QRect rect(at.x() * px, at.y() * px, px, px);
    paint.fillRect(rect, QColor(220, 30, 30, 60 + 150 * count / most));
    paint.setPen(Qt::white);
    paint.drawText(rect, Qt::AlignCenter, QString::number(count));
  }
  return image;
}

void ClassView::show_place(int index) {
  tabs_->setCurrentIndex(1);
  place_->setCurrentIndex(index);
  show_mistakes(index);
}

void ClassView::show_mistakes(int index) {
  lines_->clear();
  explanations_->clear();
  heat_->clear();
  if (index < 0 || index >= results_.places.size()) return;
  const QString& place = results_.places[index];
  const auto found = results_.mistakes.find(place);
  if (found == results_.mistakes.end()) return;
  const PlaceMistakes& mistakes = found->second;
  const QImage heat = heat_map(place);
  if (!heat.isNull()) {
    heat_->setPixmap(QPixmap::fromImage(heat.scaled(heat.size().boundedTo(QSize(600, 400)), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
  }
  QStringList cells;
  for (const auto& [cell, count] : mistakes.cells) cells << tr("(%1, %2): %3").arg(cell.first).arg(cell.second).arg(count);
  heat_->setAccessibleDescription(cells.isEmpty() ? tr("No mistakes on the board.") : tr("Mistakes by cell: %1").arg(cells.join(QStringLiteral("; "))));
  std::span<const std::string_view> pseudocode;
  if (mistakes.board) {
    for (const trace::AlgorithmInfo& info : mistakes.board->algorithms()) {
      if (info.name == mistakes.algorithm) pseudocode = info.pseudocode;
    }
  }
  for (const auto& [line, count] : mistakes.lines) {
    const QString text = line >= 1 && static_cast<std::size_t>(line) <= pseudocode.size()
                             ? QString::fromUtf8(pseudocode[static_cast<std::size_t>(line - 1)].data(), static_cast<qsizetype>(pseudocode[static_cast<std::size_t>(line - 1)].size())).trimmed()
                             : QString();
    lines_->addItem(tr("line %1: %2 — %n mistake(s)", nullptr, count).arg(line).arg(text));
  }
  if (mistakes.lines.empty()) lines_->addItem(tr("No mistakes counted on a line."));
  for (const PlaceMistakes::Explained& e : mistakes.explanations) {
    explanations_->addItem(QStringLiteral("%1 — %2\n%3").arg(e.student, e.question, e.answer));
  }
}

QString ClassView::export_csv(const QString& path) const { return write_atomically(path, class_results_csv(results_)); }

void ClassView::ask_export() {
  const QString path = ask_save_path(this, tr("Export CSV"), dialog_folder(DialogUse::save, {}) + QStringLiteral("/class-results.csv"),
                                     tr("Comma-separated values (*.csv)"));
  if (path.isEmpty()) return;
  if (const QString why = export_csv(path); !why.isEmpty()) QMessageBox::warning(this, tr("Export CSV"), tr("%1 could not be written: %2").arg(path, why));
}

}  // namespace frontier::gui
