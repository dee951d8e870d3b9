#include "results/class_view.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "document/whole_file.hpp"
#include "export/animation_export.hpp"
#include "render/board_painter.hpp"
#include "render/palette.hpp"
#include "results/results_keeper.hpp"
#include "window/dialog_folders.hpp"

namespace frontier::gui {

namespace {

constexpr const char* kRostersKey = "results/rosters";  // folder → the roster chosen for it
constexpr const char* kGradebookKey = "results/gradebook";
const QColor kEditedColour(0xff, 0xc8, 0x8c);

QString folder_key(const QString& folder) { return QFileInfo(folder).absoluteFilePath(); }

// "1:05": a cell's time, as recorded.
QString clock_words(qint64 ms) {
  const qint64 seconds = (ms + 500) / 1000;
  return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString points_words(double points) { return QString::number(points, 'f', points == static_cast<int>(points) ? 0 : 1); }

// A list headed by `title`, for the lists beside the heat map.
QWidget* titled(const QString& title, QListWidget* list, QWidget* parent) {
  auto* box = new QWidget(parent);
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* label = new QLabel(title, box);
  label->setBuddy(list);
  // Each line whole: a pseudo-code line is long, and the lists are side by side.
  list->setWordWrap(true);
  list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  layout->addWidget(label);
  layout->addWidget(list);
  return box;
}

}  // namespace

QString use_folder_roster(ClassResults& results) {
  const QVariantMap rosters = QSettings().value(QLatin1String(kRostersKey)).toMap();
  QString path = rosters.value(folder_key(results.folder)).toString();
  if (path.isEmpty() || !QFileInfo::exists(path)) path = QDir(results.folder).filePath(QLatin1String(kFolderRoster));
  if (!QFileInfo::exists(path)) return {};
  auto read = read_roster_file(path);
  if (const RosterError* error = std::get_if<RosterError>(&read)) return results.roster_refused = error->message(path);
  set_roster(results, std::get<Roster>(std::move(read)));
  return {};
}

ClassView::ClassView(ClassResults results, QWidget* parent)
    : QDialog(parent), results_(std::move(results)), table_(new QTableWidget(this)), place_(new QComboBox(this)),
      board_(new QComboBox(this)), heat_(new QLabel(this)), lines_(new QListWidget(this)), kinds_(new QListWidget(this)),
      layers_(new QListWidget(this)), explanations_(new QListWidget(this)), tabs_(new QTabWidget(this)), apart_(new QLabel(this)),
      gradebook_(new QComboBox(this)) {
  setWindowTitle(tr("Class Results"));
  setObjectName(QStringLiteral("class_view"));
  table_->setObjectName(QStringLiteral("class_scores"));
  table_->setAccessibleName(tr("Scores: a row a student, a column a slide or query, then the total"));
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setWordWrap(false);
  tabs_->addTab(table_, tr("&Scores"));

  auto* mistakes = new QWidget(this);
  auto* mistakes_layout = new QVBoxLayout(mistakes);
  auto* pick = new QHBoxLayout;
  place_->setAccessibleName(tr("Place"));
  for (const Place& place : results_.places) place_->addItem(place.title, place.whole);
  board_->setObjectName(QStringLiteral("class_board"));
  board_->setAccessibleName(tr("Board: a student's own, or the one the class shared"));
  auto* board_label = new QLabel(tr("&Board of:"), this);
  board_label->setBuddy(board_);
  // Labelled, so that the keys reach the place as they reach the board (Alt+P, Alt+B).
  auto* place_label = new QLabel(tr("&Place:"), this);
  place_label->setBuddy(place_);
  pick->addWidget(place_label);
  pick->addWidget(place_, 1);
  pick->addWidget(board_label);
  pick->addWidget(board_, 1);
  heat_->setAccessibleName(tr("Where they went wrong on the board"));
  heat_->setAlignment(Qt::AlignCenter);
  lines_->setAccessibleName(tr("Mistakes by pseudo-code line"));
  kinds_->setAccessibleName(tr("Mistakes by kind"));
  layers_->setAccessibleName(tr("Mistakes by layer"));
  explanations_->setAccessibleName(tr("Explanations"));
  auto* counts = new QHBoxLayout;
  counts->addWidget(titled(tr("By pseudo-code line (the class):"), lines_, this), 2);
  counts->addWidget(titled(tr("By kind (the class):"), kinds_, this), 1);
  counts->addWidget(titled(tr("By layer (the class):"), layers_, this), 1);
  mistakes_layout->addLayout(pick);
  mistakes_layout->addWidget(heat_, 3);
  mistakes_layout->addLayout(counts, 2);
  mistakes_layout->addWidget(titled(tr("What the class wrote:"), explanations_, this), 1);
  tabs_->addTab(mistakes, tr("&Where the Class Went Wrong"));

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(tabs_, 1);
  apart_->setObjectName(QStringLiteral("class_apart"));
  apart_->setWordWrap(true);
  apart_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(apart_);
  // The roster, the gradebook's format and its export, then Close.
  auto* bottom = new QHBoxLayout;
  auto* roster = new QPushButton(tr("&Roster…"), this);
  roster->setObjectName(QStringLiteral("class_roster"));
  roster->setToolTip(tr("The class's roster (CSV: name, login, id, email, section), which matches each student to their "
                        "account in the gradebook; remembered for this folder."));
  connect(roster, &QPushButton::clicked, this, &ClassView::ask_roster);
  gradebook_->setObjectName(QStringLiteral("class_gradebook"));
  gradebook_->setAccessibleName(tr("Gradebook format"));
  gradebook_->addItem(tr("Canvas"), static_cast<int>(Gradebook::canvas));
  gradebook_->addItem(tr("Moodle"), static_cast<int>(Gradebook::moodle));
  gradebook_->setCurrentIndex(gradebook_named(QSettings().value(QLatin1String(kGradebookKey)).toString()) == Gradebook::moodle ? 1 : 0);
  connect(gradebook_, &QComboBox::currentIndexChanged, this,
          [this] { QSettings().setValue(QLatin1String(kGradebookKey), gradebook_word(gradebook())); });
  auto* gradebook_label = new QLabel(tr("&Gradebook:"), this);
  gradebook_label->setBuddy(gradebook_);
  auto* csv = new QPushButton(tr("Export &CSV…"), this);
  csv->setObjectName(QStringLiteral("export_csv"));
  connect(csv, &QPushButton::clicked, this, &ClassView::ask_export);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  bottom->addWidget(roster);
  bottom->addSpacing(12);
  bottom->addWidget(gradebook_label);
  bottom->addWidget(gradebook_);
  bottom->addWidget(csv);
  bottom->addStretch(1);
  bottom->addWidget(buttons);
  layout->addLayout(bottom);
  connect(place_, &QComboBox::currentIndexChanged, this, &ClassView::show_mistakes);
  connect(board_, &QComboBox::currentIndexChanged, this, &ClassView::show_board);
  fill_table();
  fill_apart();
  show_mistakes(place_->currentIndex());
  resize(1000, 700);
}

Gradebook ClassView::gradebook() const { return static_cast<Gradebook>(gradebook_->currentData().toInt()); }

void ClassView::set_gradebook(Gradebook gradebook) { gradebook_->setCurrentIndex(gradebook == Gradebook::canvas ? 0 : 1); }

void ClassView::fill_table() {
  table_->clear();
  const int places = static_cast<int>(results_.places.size());
  table_->setRowCount(static_cast<int>(results_.students.size()));
  table_->setColumnCount(places + 1);
  for (int c = 0; c < places; ++c) {
    auto* header = new QTableWidgetItem(results_.places[static_cast<std::size_t>(c)].title);
    header->setToolTip(results_.places[static_cast<std::size_t>(c)].whole);
    table_->setHorizontalHeaderItem(c, header);
  }
  auto* total = new QTableWidgetItem(tr("Total"));
  total->setToolTip(tr("The points of every slide scored, %1 each: the share of its steps right").arg(kPlacePoints));
  table_->setHorizontalHeaderItem(places, total);
  for (int r = 0; r < static_cast<int>(results_.students.size()); ++r) {
    const StudentRow& row = results_.students[static_cast<std::size_t>(r)];
    QString name = row.student;
    if (row.edited()) name = tr("%1 — edited").arg(name);
    if (results_.roster && !row.account) name = tr("%1 (not on the roster)").arg(name);
    auto* header = new QTableWidgetItem(name);
    QStringList about{tr("Files: %1").arg(row.files.join(QStringLiteral(", ")))};
    if (row.account) about << tr("Roster: %1 (line %2), login %3, ID %4").arg(row.account->name, QString::number(row.account->line), row.account->login, row.account->id);
    if (!row.unmatched.isEmpty()) about << row.unmatched;
    header->setToolTip(about.join(u'\n'));
    table_->setVerticalHeaderItem(r, header);
    for (int c = 0; c < places; ++c) {
      const Place& place = results_.places[static_cast<std::size_t>(c)];
      const auto found = row.places.find(place.key);
      if (found == row.places.end()) continue;
      const PlaceScore& score = found->second;
      // The score as the student's window gave it, the time as recorded, what else counts.
      QStringList glance{score.tried > 0 ? QStringLiteral("%1/%2").arg(score.right).arg(score.tried)
                                         : score.moves > 0 ? tr("%n move(s)", nullptr, score.moves) : QStringLiteral("–")};
      glance << clock_words(score.ms);
      if (score.shown > 0) glance << tr("%n shown", nullptr, score.shown);
      if (score.activities > 1) glance << tr("%n attempts", nullptr, score.activities);
      if (score.edited()) glance << tr("EDITED");
      QString words = score_words(score);
      if (score.edited()) words += u'\n' + tr("Edited: %1").arg(score.edits.join(QStringLiteral("; ")));
      auto* item = new QTableWidgetItem(glance.join(QStringLiteral(" · ")));
      item->setToolTip(words);
      item->setData(Qt::AccessibleTextRole, QStringLiteral("%1, %2: %3").arg(row.student, place.title, words));
      if (score.edited()) {
        item->setBackground(kEditedColour);
        item->setForeground(Qt::black);
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
      }
      table_->setItem(r, c, item);
    }
    const double possible = row.points_possible();
    auto* sum = new QTableWidgetItem(possible > 0 ? tr("%1 / %2").arg(points_words(row.points()), points_words(possible)) : QStringLiteral("–"));
    sum->setData(Qt::AccessibleTextRole, tr("%1, total: %2 of %3 points").arg(row.student, points_words(row.points()), points_words(possible)));
    table_->setItem(r, places, sum);
  }
  QHeaderView& header = *table_->horizontalHeader();
  header.setMaximumSectionSize(240);
  header.setTextElideMode(Qt::ElideRight);
  header.setSectionResizeMode(QHeaderView::ResizeToContents);
}

QString ClassView::apart() const {
  QStringList lines;
  if (!results_.roster_refused.isEmpty()) lines << tr("The roster does not read: %1").arg(results_.roster_refused);
  const auto not_on = results_.not_on_roster();
  if (!not_on.empty()) {
    QStringList names;
    for (const StudentRow* row : not_on) names << QStringLiteral("%1 (%2)").arg(row->student, row->files.join(QStringLiteral(", ")));
    lines << tr("Not on the roster, so not in the CSV: %1").arg(names.join(QStringLiteral("; ")));
  }
  const auto missing = results_.without_results();
  if (!missing.empty()) {
    QStringList names;
    for (const RosterStudent* student : missing) names << (student->name.isEmpty() ? student->login : student->name);
    lines << tr("On the roster, with no results: %1").arg(names.join(QStringLiteral(", ")));
  }
  // Each result that disagrees with its own steps, and what disagrees.
  QStringList edited;
  for (const StudentRow& row : results_.students) {
    for (const Place& place : results_.places) {
      const auto found = row.places.find(place.key);
      if (found != row.places.end() && found->second.edited()) {
        edited << tr("%1, %2: %3").arg(row.student, place.title, found->second.edits.join(QStringLiteral("; ")));
      }
    }
  }
  if (!edited.isEmpty()) lines << tr("Edited by hand, not believed (each is graded from its steps):\n%1").arg(edited.join(u'\n'));
  if (!results_.shared_names.isEmpty()) lines << tr("One name in several files:\n%1").arg(results_.shared_names.join(u'\n'));
  if (!results_.set_aside.isEmpty()) lines << tr("Set aside, as they are another lesson's:\n%1").arg(results_.set_aside.join(u'\n'));
  if (!results_.refused.isEmpty()) lines << tr("Left out, as they do not read:\n%1").arg(results_.refused.join(u'\n'));
  return lines.join(u'\n');
}

void ClassView::fill_apart() {
  apart_->setText(apart());
  apart_->setVisible(!apart_->text().isEmpty());
}

QString ClassView::use_roster(const QString& path) {
  auto read = read_roster_file(path);
  if (const RosterError* error = std::get_if<RosterError>(&read)) return error->message(path);
  set_roster(results_, std::get<Roster>(std::move(read)));
  results_.roster_refused.clear();
  QSettings settings;
  QVariantMap rosters = settings.value(QLatin1String(kRostersKey)).toMap();
  rosters[folder_key(results_.folder)] = QFileInfo(path).absoluteFilePath();
  settings.setValue(QLatin1String(kRostersKey), rosters);
  fill_table();
  fill_apart();
  return {};
}

void ClassView::ask_roster() {
  const QString start = results_.roster ? results_.roster->path : results_.folder;
  const QString path = QFileDialog::getOpenFileName(this, tr("Class Roster"), start, tr("Comma-separated values (*.csv);;All files (*)"));
  if (path.isEmpty()) return;
  if (const QString why = use_roster(path); !why.isEmpty()) QMessageBox::warning(this, tr("Class Roster"), tr("The roster does not read: %1").arg(why));
}

QImage ClassView::heat_map(const QString& place, int board, int px) const {
  const auto found = results_.mistakes.find(place);
  if (found == results_.mistakes.end() || board < 0 || board >= static_cast<int>(found->second.boards.size())) return {};
  const BoardMistakes& mistakes = found->second.boards[static_cast<std::size_t>(board)];
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

void ClassView::show_place(int index, int board) {
  tabs_->setCurrentIndex(1);
  place_->setCurrentIndex(index);
  show_mistakes(index);
  board_->setCurrentIndex(board);
  show_board(board);
}

void ClassView::show_mistakes(int index) {
  lines_->clear();
  kinds_->clear();
  layers_->clear();
  explanations_->clear();
  const QSignalBlocker quiet(board_);
  board_->clear();
  heat_->clear();
  if (index < 0 || index >= static_cast<int>(results_.places.size())) return;
  const auto found = results_.mistakes.find(results_.places[static_cast<std::size_t>(index)].key);
  if (found == results_.mistakes.end()) return;
  const PlaceMistakes& mistakes = found->second;
  // Each board apart: a student's own board gets their counts alone.
  for (const BoardMistakes& board : mistakes.boards) {
    const QString whose = mistakes.one_board() && board.students.size() > 1 ? tr("The whole class (one board)") : board.students.join(QStringLiteral(", "));
    board_->addItem(tr("%1 — %n mistake(s)", nullptr, board.mistakes).arg(whose));
  }
  board_->setEnabled(board_->count() > 1);
  // The pseudo-code of the place's search, from the first board's: every board's is the same.
  std::span<const std::string_view> pseudocode;
  if (!mistakes.boards.empty()) {
    for (const trace::AlgorithmInfo& info : mistakes.boards.front().board->algorithms()) {
      if (info.name == mistakes.boards.front().algorithm) pseudocode = info.pseudocode;
    }
  }
  for (const auto& [line, count] : mistakes.lines) {
    const bool known = line >= 1 && static_cast<std::size_t>(line) <= pseudocode.size();
    const std::string_view text = known ? pseudocode[static_cast<std::size_t>(line - 1)] : std::string_view();
    lines_->addItem(tr("line %1: %2 — %n mistake(s)", nullptr, count).arg(line).arg(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).trimmed()));
  }
  if (mistakes.lines.empty()) lines_->addItem(tr("No mistakes counted on a line."));
  std::vector<std::pair<QString, int>> kinds(mistakes.kinds.begin(), mistakes.kinds.end());
  std::ranges::stable_sort(kinds, [](const auto& a, const auto& b) { return a.second > b.second; });
  for (const auto& [kind, count] : kinds) kinds_->addItem(tr("%1 — %n mistake(s)", nullptr, count).arg(kind));
  if (kinds.empty()) kinds_->addItem(tr("No mistakes."));
  for (const auto& [cost, layer] : mistakes.layers) layers_->addItem(tr("%1 — %n mistake(s)", nullptr, layer.mistakes).arg(layer.words));
  if (mistakes.layers.empty()) layers_->addItem(tr("No layer to count by."));
  for (const PlaceMistakes::Explained& e : mistakes.explanations) {
    explanations_->addItem(QStringLiteral("%1 — %2\n%3").arg(e.student, e.question, e.answer));
  }
  show_board(0);
}

void ClassView::show_board(int board) {
  heat_->clear();
  const int index = place_->currentIndex();
  if (index < 0 || index >= static_cast<int>(results_.places.size())) return;
  const QString& key = results_.places[static_cast<std::size_t>(index)].key;
  const QImage heat = heat_map(key, board);
  if (heat.isNull()) return;
  heat_->setPixmap(QPixmap::fromImage(heat.scaled(heat.size().boundedTo(QSize(600, 360)), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
  const BoardMistakes& mistakes = results_.mistakes.at(key).boards[static_cast<std::size_t>(board)];
  QStringList cells;
  for (const auto& [cell, count] : mistakes.cells) cells << tr("(%1, %2): %3").arg(cell.first).arg(cell.second).arg(count);
  heat_->setAccessibleDescription(cells.isEmpty() ? tr("No mistakes on this board.")
                                                  : tr("Mistakes by cell on the board of %1: %2").arg(mistakes.students.join(QStringLiteral(", ")), cells.join(QStringLiteral("; "))));
}

QString ClassView::export_csv(const QString& path) const {
  auto csv = gradebook_csv(results_, gradebook());
  if (const QString* refusal = std::get_if<QString>(&csv)) return *refusal;
  return save_whole(path, std::get<QByteArray>(csv));
}

void ClassView::ask_export() {
  const QString name = gradebook() == Gradebook::canvas ? QStringLiteral("/class-results-canvas.csv") : QStringLiteral("/class-results-moodle.csv");
  const QString path = ask_save_path(this, tr("Export CSV"), dialog_folder(DialogUse::save, {}) + name, tr("Comma-separated values (*.csv)"));
  if (path.isEmpty()) return;
  if (const QString why = export_csv(path); !why.isEmpty()) {
    QMessageBox::warning(this, tr("Export CSV"), tr("%1 could not be written: %2").arg(path, why));
    return;
  }
  // The students left out are said, never dropped unsaid.
  const auto not_on = results_.not_on_roster();
  if (!not_on.empty()) {
    QStringList names;
    for (const StudentRow* row : not_on) names << row->student;
    QMessageBox::information(this, tr("Export CSV"),
                             tr("%1 is written. Not on the roster, so not in it: %2.").arg(path, names.join(QStringLiteral(", "))));
  }
}

}  // namespace frontier::gui
