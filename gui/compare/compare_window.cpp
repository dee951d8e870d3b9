#include "compare/compare_window.hpp"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <chrono>
#include <unistd.h>

#include "widgets/accessible_name.hpp"
#include "compare/lane_view.hpp"
#include "frontier/common/search_time.hpp"
#include "render/palette.hpp"
#include "render/stage_type.hpp"
#include "search/run.hpp"
#include "widgets/board_view.hpp"
#include "widgets/seek_slider.hpp"
#include "widgets/speed_control.hpp"

namespace frontier::gui {

namespace {

std::size_t free_memory() {
  const long pages = sysconf(_SC_AVPHYS_PAGES);
  const long page = sysconf(_SC_PAGESIZE);
  return pages > 0 && page > 0 ? static_cast<std::size_t>(pages) * static_cast<std::size_t>(page) : std::size_t{1} << 31;
}

QString mebibytes(std::size_t bytes) {
  return QLocale().toString(static_cast<double>(bytes) / (1024.0 * 1024.0), 'f', 0);
}

enum Column { kAlgorithm, kAnswer, kJudge, kDiscovered, kExpansions, kLargest, kCost, kTime, kColumns };

}  // namespace

CompareWindow::CompareWindow(QWidget* parent)
    : QMainWindow(parent),
      memory_budget_(free_memory() / 2),
      lanes_area_(new QWidget(this)),
      table_(new QTableWidget(0, kColumns, this)),
      unit_box_(new QComboBox(this)),
      unit_label_(new QLabel(this)),
      // A beat moves every lane by one unit: the speed is beats a second.
      speed_(new SpeedControl(
          clock_.clock(), [](int level) { return tr("%n beats a second", nullptr, 1 << level); }, this)),
      timeline_(new QSlider(Qt::Horizontal, this)),
      position_(new QLabel(this)),
      status_(new QLabel(this)),
      heading_(new QLabel(this)) {
  setObjectName(QStringLiteral("compare_window"));
  name_for_screen_readers(*table_, QT_TRANSLATE_NOOP("AccessibleNames", "The searches compared"));
  name_for_screen_readers(*timeline_, QT_TRANSLATE_NOOP("AccessibleNames", "Timeline"));
  auto* central = new QWidget(this);
  auto* layout = new QVBoxLayout(central);
  layout->setContentsMargins(4, 4, 4, 4);
  heading_->setTextFormat(Qt::PlainText);
  layout->addWidget(heading_);
  auto* splitter = new QSplitter(Qt::Vertical, central);
  // Three or four lanes in two rows are taller than a laptop's screen: they scroll, and
  // the window and the table stay on the screen (the window grew to 981 px on a 720 px one).
  auto* lanes_scroll = new QScrollArea(central);
  lanes_scroll->setObjectName(QStringLiteral("lanes_scroll"));
  lanes_scroll->setWidget(lanes_area_);
  lanes_scroll->setWidgetResizable(true);
  lanes_scroll->setFrameShape(QFrame::NoFrame);
  splitter->addWidget(lanes_scroll);
  splitter->addWidget(table_);
  splitter->setStretchFactor(0, 4);
  splitter->setStretchFactor(1, 1);
  layout->addWidget(splitter, 1);
  note_ = new QLabel(central);
  note_->setObjectName(QStringLiteral("compare_note"));
  note_->setTextFormat(Qt::PlainText);
  note_->setWordWrap(true);
  note_->hide();
  name_for_screen_readers(*note_, QT_TRANSLATE_NOOP("AccessibleNames", "Bookmark note"));
  layout->addWidget(note_);
  setCentralWidget(central);
  new QGridLayout(lanes_area_);
  lanes_area_->layout()->setContentsMargins(0, 0, 0, 0);

  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(true);

  statusBar()->addWidget(status_, 1);
  create_actions();
  connect(&clock_, &CompareClock::moved, this, &CompareWindow::show_lanes);
  connect(&clock_.clock(), &Clock::playing_changed, this, &CompareWindow::retranslate);
  // A lane lights its pseudo-code lines only at speeds where they can be followed.
  connect(&clock_.clock(), &Clock::speed_changed, this, &CompareWindow::show_lanes);
  connect(&table_watcher_, &QFutureWatcher<std::vector<ComparisonRow>>::finished, this, [this] {
    rows_ = table_watcher_.result();
    table_ready_ = true;
    show_table();
    emit table_filled();
  });
  resize(1280, 860);
  retranslate();
}

CompareWindow::~CompareWindow() {
  if (table_cancel_) table_cancel_->store(true);
  table_watcher_.waitForFinished();
  for (const std::unique_ptr<Run>& lane : lanes_) lane->cancel();
}

QAction* CompareWindow::make_action(const QString& name, const QKeySequence& shortcut) {
  auto* made = new QAction(this);
  made->setObjectName(name);
  if (!shortcut.isEmpty()) made->setShortcut(shortcut);
  addAction(made);
  actions_[name] = made;
  return made;
}

void CompareWindow::create_actions() {
  QToolBar* bar = addToolBar(QString());
  bar->setObjectName(QStringLiteral("compare_bar"));
  name_the_more_button(*bar);
  bar->setMovable(false);
  unit_box_->setObjectName(QStringLiteral("clock_unit"));
  unit_box_->addItem(QString(), static_cast<int>(CompareUnit::expansion));
  unit_box_->addItem(QString(), static_cast<int>(CompareUnit::layer));
  connect(unit_box_, &QComboBox::activated, this,
          [this](int index) { clock_.set_unit(static_cast<CompareUnit>(unit_box_->itemData(index).toInt())); });
  bar->addWidget(unit_label_);
  bar->addWidget(unit_box_);
  bar->addSeparator();
  const auto control = [&](const char* name, const QKeySequence& key, QStyle::StandardPixmap icon, auto slot) {
    QAction* made = make_action(QString::fromLatin1(name), key);
    made->setIcon(style()->standardIcon(icon));
    connect(made, &QAction::triggered, &clock_, slot);
    bar->addAction(made);
    return made;
  };
  control("to_start", QKeySequence(Qt::Key_Home), QStyle::SP_MediaSkipBackward, &CompareClock::to_start);
  control("back", QKeySequence(Qt::Key_Left), QStyle::SP_MediaSeekBackward, &CompareClock::back);
  control("play", QKeySequence(Qt::Key_Space), QStyle::SP_MediaPlay, &CompareClock::toggle_play);
  control("forward", QKeySequence(Qt::Key_Right), QStyle::SP_MediaSeekForward, &CompareClock::forward);
  control("to_end", QKeySequence(Qt::Key_End), QStyle::SP_MediaSkipForward, &CompareClock::to_end);
  QAction* faster = make_action(QStringLiteral("faster"), QKeySequence(Qt::Key_Plus));
  faster->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
  connect(faster, &QAction::triggered, &clock_.clock(), &Clock::faster);
  connect(make_action(QStringLiteral("slower"), QKeySequence(Qt::Key_Minus)), &QAction::triggered, &clock_.clock(),
          &Clock::slower);
  bar->addWidget(speed_);
  bar->addSeparator();
  connect(timeline_, &QSlider::valueChanged, this, [this](int value) { clock_.seek(static_cast<std::uint64_t>(value)); });
  seek_where_clicked(*timeline_);
  bar->addWidget(timeline_);
  bar->addWidget(position_);
  bar->addSeparator();
  // Zooms act on the first lane's board; view_moved carries them to the others.
  const auto zoom = [&](const char* name, const QKeySequence& key, void (BoardView::*slot)()) {
    connect(make_action(QString::fromLatin1(name), key), &QAction::triggered, this, [this, slot] {
      if (!views_.empty()) (views_.front()->board_view()->*slot)();
    });
  };
  zoom("fit", QKeySequence(Qt::CTRL | Qt::Key_0), &BoardView::fit_to_window);
  zoom("zoom_in", QKeySequence::ZoomIn, &BoardView::zoom_in);
  zoom("zoom_out", QKeySequence::ZoomOut, &BoardView::zoom_out);
  QAction* add = make_action(QStringLiteral("add_lane"), QKeySequence(Qt::CTRL | Qt::Key_L));
  add->setIcon(style()->standardIcon(QStyle::SP_FileDialogNewFolder));
  connect(add, &QAction::triggered, this, [this] {
    // The first search of the puzzle that no lane runs yet, else the judge solver again.
    if (!problem_) return;
    QString next = algorithm_name(problem_->algorithms().front());
    for (const trace::AlgorithmInfo& info : problem_->algorithms()) {
      const QString name = algorithm_name(info);
      if (std::none_of(lanes_.begin(), lanes_.end(), [&](const auto& lane) { return lane->algorithm() == name; })) {
        next = name;
        break;
      }
    }
    add_lane(next);
  });
  bar->addAction(add);
  QAction* close_window = make_action(QStringLiteral("close"), QKeySequence::Close);
  close_window->setShortcuts({QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)});
  connect(close_window, &QAction::triggered, this, &QWidget::close);
}

void CompareWindow::retranslate() {
  setWindowTitle(title_.isEmpty() ? tr("Compare Searches") : tr("Compare Searches — %1").arg(title_));
  unit_label_->setText(tr("Clock:"));
  unit_box_->setItemText(0, tr("one expansion a beat"));
  unit_box_->setItemText(1, tr("one layer a beat"));
  unit_box_->setToolTip(tr("What every lane does at each beat: expand one state, or finish one layer (cost level)"));
  const auto words = [this](const char* name, const QString& text) {
    QAction* a = action(QString::fromLatin1(name));
    a->setText(text);
    a->setToolTip(a->shortcut().isEmpty() ? text : QStringLiteral("%1 (%2)").arg(text, a->shortcut().toString(QKeySequence::NativeText)));
  };
  const bool playing = clock_.clock().playing();
  words("to_start", tr("To the start"));
  words("back", tr("One beat back"));
  words("play", playing ? tr("Pause") : tr("Play"));
  action(QStringLiteral("play"))->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
  words("forward", tr("One beat forward"));
  words("to_end", tr("To the end"));
  words("faster", tr("Faster"));
  words("slower", tr("Slower"));
  words("fit", tr("Fit to the lanes"));
  words("zoom_in", tr("Zoom in"));
  words("zoom_out", tr("Zoom out"));
  words("add_lane", tr("Add a lane"));
  words("close", tr("Close"));
  speed_->retranslate();
  table_->setHorizontalHeaderLabels({tr("Algorithm"), tr("Answer"), tr("Judge"), tr("States discovered"),
                                     tr("Expansions"), tr("Largest frontier"), tr("Cost of the answer"), tr("Time (ms)")});
  // How the time is taken (comparison.cpp's time_search), in the numbers it takes it with.
  const TimingPlan plan;
  table_->horizontalHeaderItem(kTime)->setToolTip(
      tr("The search's own time, nothing recorded. A first run pays the one-time costs (memory the search keeps "
         "for later runs) and is not counted; then the median of the runs made in %1 ms (at most %2). A search "
         "whose first run takes %1 ms or more is timed by that run alone.")
          .arg(std::chrono::duration_cast<std::chrono::milliseconds>(plan.budget).count())
          .arg(plan.most_runs));
  if (table_ready_) show_table();
  show_lanes();
}

void CompareWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QMainWindow::changeEvent(event);
}

void CompareWindow::closeEvent(QCloseEvent* event) {
  clock_.clock().pause();
  QMainWindow::closeEvent(event);
  emit closed();
}

void CompareWindow::set_stage_ink(int large, int small) {
  large_ink_ = large;
  small_ink_ = small;
  const bool stage = large > 0;
  if (auto* bar = findChild<QToolBar*>(QStringLiteral("compare_bar")); bar != nullptr) bar->setVisible(!stage);
  table_->setVisible(!stage);
  statusBar()->setVisible(!stage);
  heading_->setFont(stage ? StageType::sized(font(), small) : QFont());
  note_->setFont(stage ? StageType::sized(font(), large) : QFont());
  for (LaneView* view : views_) view->set_stage_ink(large, small);
}

void CompareWindow::show_note(const QString& text) {
  note_->setText(text);
  note_->setVisible(!text.isEmpty());
}

QString CompareWindow::note() const { return note_->text(); }

void CompareWindow::set_style(const PaintStyle& style) {
  style_ = style;
  for (LaneView* view : views_) view->set_style(style);
}

void CompareWindow::say(const QString& words) { status_->setText(words); }

void CompareWindow::set_clicker_keys_taken(bool taken) {
  action(QStringLiteral("forward"))->setShortcut(taken ? QKeySequence() : QKeySequence(Qt::Key_Right));
  action(QStringLiteral("back"))->setShortcut(taken ? QKeySequence() : QKeySequence(Qt::Key_Left));
}

// Lanes come and go: a signal names its lane by what sent it, not by a number kept since.
std::optional<int> CompareWindow::index_of(const LaneView* view) const {
  const auto at = std::find(views_.begin(), views_.end(), view);
  return at == views_.end() ? std::nullopt : std::optional<int>(static_cast<int>(at - views_.begin()));
}

std::optional<int> CompareWindow::index_of(const Run* run) const {
  const auto at = std::find_if(lanes_.begin(), lanes_.end(), [run](const auto& lane) { return lane.get() == run; });
  return at == lanes_.end() ? std::nullopt : std::optional<int>(static_cast<int>(at - lanes_.begin()));
}

bool CompareWindow::searching() const {
  return std::any_of(lanes_.begin(), lanes_.end(), [](const auto& lane) { return lane->searching(); });
}

std::size_t CompareWindow::lane_bytes(const QString& algorithm) const {
  return problem_ ? problem_->state_count(algorithm.toStdString()) * kBytesPerState : 0;
}

std::optional<QString> CompareWindow::refusal(const QString& algorithm, std::optional<int> replacing) const {
  std::size_t others = 0;
  for (int i = 0; i < lane_count(); ++i) {
    if (i != replacing) others += lane_bytes(lane(i).algorithm());
  }
  const std::size_t needed = lane_bytes(algorithm);
  if (others + needed <= memory_budget_) return std::nullopt;
  return tr("Refused: a lane of %1 would need about %2 MiB, and with the other lanes (%3 MiB) that is more than "
            "the %4 MiB the lanes may use on this computer.")
      .arg(algorithm, mebibytes(needed), mebibytes(others), mebibytes(memory_budget_));
}

void CompareWindow::compare(std::shared_ptr<const Problem> problem, const QStringList& algorithms, const QString& title) {
  clock_.clock().pause();
  while (!lanes_.empty()) {
    clock_.remove(*lanes_.back());
    lanes_.back()->cancel();
    delete views_.back();
    views_.pop_back();
    lanes_.pop_back();
  }
  problem_ = std::move(problem);
  title_ = title;
  heading_->setText(title);
  clock_.seek(0);
  for (const QString& algorithm : algorithms.mid(0, kMaxLanes)) add_lane(algorithm);
  retranslate();
  fill_table();
}

bool CompareWindow::add_lane(const QString& algorithm) {
  if (!problem_) return false;
  if (lane_count() >= kMaxLanes) {
    say(tr("Refused: a comparison holds at most %1 lanes.").arg(kMaxLanes));
    return false;
  }
  if (const auto why = refusal(algorithm, std::nullopt)) {
    say(*why);
    return false;
  }
  auto made = std::make_unique<Run>();
  Run* run = made.get();
  run->set_problem(problem_, algorithm);
  auto* view = new LaneView(*run, lanes_area_);
  connect(run, &Run::finished, this, [this, run] {
    if (const auto i = index_of(run)) lane_finished(*i);
  });
  connect(run, &Run::failed, view, &LaneView::show_refusal);
  connect(run, &Run::failed, this, [this] {
    if (!searching()) emit lanes_ready();
  });
  connect(run, &Run::moved, this, [this] {
    // A lane's lit line arrives from its worker after the clock moved it; the clock's own
    // moves are shown once, when every lane has moved.
    if (!clock_.seeking()) show_lanes();
  });
  connect(view, &LaneView::algorithm_chosen, this, [this, view](const QString& chosen) {
    if (const auto i = index_of(view)) set_algorithm(*i, chosen);
  });
  connect(view, &LaneView::remove_requested, this, [this, view] {
    if (const auto i = index_of(view)) remove_lane(*i);
  });
  connect(view->board_view(), &BoardView::view_moved, this, [this, view] {
    if (const auto i = index_of(view)) share_place(*i);
  });
  lanes_.push_back(std::move(made));
  views_.push_back(view);
  clock_.add(*run);
  lay_out_lanes();
  start_lane(lane_count() - 1);
  say(tr("Searching %1…").arg(algorithm));
  return true;
}

void CompareWindow::remove_lane(int index) {
  if (lane_count() <= kMinLanes) {
    say(tr("Refused: a comparison needs at least %1 lanes.").arg(kMinLanes));
    return;
  }
  clock_.remove(lane(index));
  lane(index).cancel();
  // Deleted later: the lane's own button may be what asked for this.
  views_[static_cast<std::size_t>(index)]->deleteLater();
  views_.erase(views_.begin() + index);
  lanes_.erase(lanes_.begin() + index);
  lay_out_lanes();
  clock_.sync();
}

bool CompareWindow::set_algorithm(int index, const QString& algorithm) {
  if (const auto why = refusal(algorithm, index)) {
    say(*why);
    views_[static_cast<std::size_t>(index)]->show_problem(style_);  // the box shows the lane's search again
    return false;
  }
  lane(index).set_problem(problem_, algorithm);
  start_lane(index);
  say(tr("Searching %1…").arg(algorithm));
  return true;
}

void CompareWindow::start_lane(int index) {
  views_[static_cast<std::size_t>(index)]->show_problem(style_);
  lane(index).start();
  show_lanes();
}

void CompareWindow::lane_finished(int index) {
  views_[static_cast<std::size_t>(index)]->show_problem(style_);  // the painter of its result
  // Charts beside the boards (Solitaire's layers) on one axis: the largest of the lanes'.
  std::optional<ChartAxis> shared;
  for (const LaneView* view : views_) {
    if (const auto axis = view->chart_axis()) {
      shared = ChartAxis{std::max(shared.value_or(ChartAxis{}).largest, axis->largest),
                         std::max(shared.value_or(ChartAxis{}).bars, axis->bars)};
    }
  }
  if (shared) {
    for (LaneView* view : views_) view->share_chart_axis(*shared);
  }
  share_place(0);
  clock_.sync();
  if (!searching()) {
    say(tr("Every lane has searched: play, or step with ← and →."));
    emit lanes_ready();
  }
}

void CompareWindow::lay_out_lanes() {
  auto* grid = static_cast<QGridLayout*>(lanes_area_->layout());
  while (grid->count() > 0) delete grid->takeAt(0);
  // Two lanes side by side; three or four in two rows, which keeps each board wide enough
  // to read on a projector.
  const int columns = lane_count() <= 2 ? lane_count() : 2;
  for (int i = 0; i < lane_count(); ++i) grid->addWidget(views_[static_cast<std::size_t>(i)], i / columns, i % columns);
  for (LaneView* view : views_) view->set_removable(lane_count() > kMinLanes);
  for (LaneView* view : views_) view->set_stage_ink(large_ink_, small_ink_);
  action(QStringLiteral("add_lane"))->setEnabled(lane_count() < kMaxLanes);
}

void CompareWindow::show_lanes() {
  const std::uint64_t count = clock_.count();
  for (int i = 0; i < lane_count(); ++i) {
    // First: answered at a smaller count than every other lane that has a search.
    const Run& run = lane(i);
    bool first = run.result() != nullptr;
    for (int j = 0; j < lane_count() && first; ++j) {
      if (j != i && lane(j).result() != nullptr) first = clock_.answered_at(run) < clock_.answered_at(lane(j));
    }
    const QSignalBlocker quiet(views_[static_cast<std::size_t>(i)]);
    views_[static_cast<std::size_t>(i)]->show_moment(clock_, first);
  }
  {
    const QSignalBlocker quiet_box(unit_box_);
    unit_box_->setCurrentIndex(unit_box_->findData(static_cast<int>(clock_.unit())));
  }
  const QSignalBlocker quiet(timeline_);
  timeline_->setRange(0, static_cast<int>(clock_.length()));
  timeline_->setValue(static_cast<int>(count));
  const QLocale locale;
  const QString at = locale.toString(static_cast<qulonglong>(count));
  const QString of = locale.toString(static_cast<qulonglong>(clock_.length()));
  // The clock's beats, not a layer's number: beat 4 of the layer clock shows layers 0 to 3,
  // and the beats after the searches replay the found moves.
  position_->setText(clock_.unit() == CompareUnit::expansion ? tr("beat %1 of %2 (an expansion each)").arg(at, of)
                                                             : tr("beat %1 of %2 (a layer each)").arg(at, of));
}

void CompareWindow::share_place(int from) {
  if (sharing_place_ || from >= lane_count()) return;
  sharing_place_ = true;
  const BoardView::Place place = views_[static_cast<std::size_t>(from)]->board_view()->place();
  for (int i = 0; i < lane_count(); ++i) {
    if (i != from) views_[static_cast<std::size_t>(i)]->board_view()->set_place(place);
  }
  sharing_place_ = false;
}

void CompareWindow::fill_table() {
  if (table_cancel_) table_cancel_->store(true);
  table_watcher_.waitForFinished();
  table_ready_ = false;
  rows_.clear();
  table_->setRowCount(0);
  if (!problem_ || !problem_->has_query()) return;
  table_cancel_ = std::make_shared<std::atomic<bool>>(false);
  table_watcher_.setFuture(QtConcurrent::run(
      [problem = problem_, cancel = table_cancel_] { return compare_all(*problem, cancel.get()); }));
}

void CompareWindow::show_table() {
  table_->setRowCount(static_cast<int>(rows_.size()));
  // Every row in sight (a puzzle has at most a handful of searches): the table is read
  // whole, from the back of a room.
  table_->setMinimumHeight(table_->horizontalHeader()->sizeHint().height() +
                           table_->verticalHeader()->defaultSectionSize() * static_cast<int>(rows_.size()) +
                           2 * table_->frameWidth());
  const QLocale locale;
  const QString judge = rows_.empty() ? QString() : rows_.front().answer;
  for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
    const ComparisonRow& row = rows_[static_cast<std::size_t>(r)];
    const auto count = [&](std::uint64_t n) {
      return row.counted ? locale.toString(static_cast<qulonglong>(n)) : QStringLiteral("–");
    };
    const QStringList cells{row.lesson ? tr("%1 (wrong on purpose)").arg(row.algorithm) : row.algorithm,
                            row.answer,
                            row.refused  ? QStringLiteral("–")
                            : row.agrees ? tr("agrees")
                                         : tr("differs: the judge says %1").arg(judge),
                            count(row.discovered),
                            count(row.expansions),
                            count(row.largest_frontier),
                            row.counted ? witness_cost(row) : QStringLiteral("–"),
                            row.refused ? QStringLiteral("–") : locale.toString(row.milliseconds, 'f', 3)};
    for (int c = 0; c < kColumns; ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (c >= kDiscovered && c != kCost) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      if (!row.error.isEmpty()) {
        item->setToolTip(row.error);
      } else if (c == kTime) {
        item->setToolTip(table_->horizontalHeaderItem(kTime)->toolTip());
      }
      if (!row.agrees && !row.refused && (c == kAnswer || c == kJudge)) {
        // The disagreement in the current state's colour, bold, so that it reads from the back.
        item->setBackground(QColor::fromRgb(okabe_ito::kVermillion));
        item->setForeground(Qt::white);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
      }
      table_->setItem(r, c, item);
    }
  }
}

}  // namespace frontier::gui
