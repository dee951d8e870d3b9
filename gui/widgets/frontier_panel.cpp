#include "widgets/frontier_panel.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

#include "frontier/trace/frontier_order.hpp"
#include "app/core_text.hpp"
#include "exercise/exercise_controller.hpp"
#include "frontier/puzzles.hpp"
#include "model/puzzle.hpp"
#include "model/puzzle_problem.hpp"
#include "puzzles/gui_puzzles.hpp"
#include "widgets/accessible_name.hpp"

namespace frontier::gui {

FrontierPanel::FrontierPanel(QWidget* parent)
    : QWidget(parent),
      summary_(new QLabel(this)),
      table_(new QTableWidget(this)),
      model_summary_(new QLabel(this)),
      model_table_(new QTableWidget(this)) {
  setObjectName(QStringLiteral("frontier_panel"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  summary_->setWordWrap(true);
  layout->addWidget(summary_);
  for (QTableWidget* table : {table_, model_table_}) {
    table->setColumnCount(3);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(false);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table->setWordWrap(true);  // the order's words wrap (fit_columns)
    // Beside the other docks it asks little height (the window's smallest size stays the
    // laptop's), and scrolls.
    table->setMinimumHeight(table->fontMetrics().height() * 4);
  }
  name_for_screen_readers(*table_, QT_TRANSLATE_NOOP("AccessibleNames", "Frontier, next first"));
  name_for_screen_readers(*model_table_, QT_TRANSLATE_NOOP("AccessibleNames", "The model's frontier after the step shown"));
  summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
  layout->addWidget(table_, 1);
  model_summary_->setWordWrap(true);
  model_summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
  layout->addWidget(model_summary_);
  layout->addWidget(model_table_, 1);
  model_summary_->hide();
  model_table_->hide();
  connect(table_, &QTableWidget::currentCellChanged, this, [this](int row) {
    if (row >= 0 && row < static_cast<int>(listed_.size())) emit state_chosen(listed_[static_cast<std::size_t>(row)]);
  });
  retranslate();
}

void FrontierPanel::follow(const Run& lane) { lane_.follow(lane, this, [this] { show_lane(); }); }

void FrontierPanel::follow_exercise(const ExerciseController* exercise, std::shared_ptr<const Problem> problem) {
  disconnect(exercise_changed_);
  exercise_ = exercise;
  exercise_problem_ = std::move(problem);
  if (exercise_ != nullptr) exercise_changed_ = connect(exercise_, &ExerciseController::changed, this, &FrontierPanel::show_lane);
  show_lane();
}

void FrontierPanel::set_shown(bool shown) {
  if (shown == shown_) return;
  shown_ = shown;
  show_lane();  // not kept up to date while out of sight
}

void FrontierPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void FrontierPanel::retranslate() {
  for (QTableWidget* table : {table_, model_table_}) table->setHorizontalHeaderLabels({tr("Order"), tr("State"), tr("Cost")});
  show_lane();
}

void FrontierPanel::show_lane() {
  listed_.clear();
  // The model's container shows only in an exercise, once a step is shown.
  std::optional<Moment> revealed = exercise_ != nullptr ? exercise_->revealed_moment() : std::nullopt;
  const std::shared_ptr<const SearchResult> exercised = exercise_ != nullptr ? exercise_->search_result() : nullptr;
  const bool model = revealed && exercised != nullptr && exercise_problem_ != nullptr && shown_;
  model_summary_->setVisible(model);
  model_table_->setVisible(model);
  if (model) {
    const auto [size, stage] = fill(*model_table_, *exercise_problem_, *exercised, *revealed, nullptr);
    const Kept kept = kept_of(*exercise_problem_, exercised->algorithm, stage, model_first_);
    model_summary_->setText(tr("The model's, after the step shown: %1").arg(container_order(kept, static_cast<int>(size))));
  } else {
    model_table_->setRowCount(0);
  }
  if (exercise_ != nullptr) {
    const std::shared_ptr<const SearchResult>& result = exercised;
    if (result != nullptr && exercise_problem_ != nullptr && shown_) {
      show_order(*exercise_problem_, *result, exercise_->moment(), true);
      return;
    }
    table_->setRowCount(0);
    summary_->setText(result == nullptr ? tr("This exercise keeps no container: it asks for the legal moves of one position.") : QString());
    return;
  }
  const Run* lane = lane_.lane();
  const SearchResult* result = lane != nullptr ? lane->result() : nullptr;
  if (result == nullptr || !shown_) {
    table_->setRowCount(0);
    summary_->setText(result == nullptr ? tr("Run a search: the states it has reached and not yet expanded are "
                                             "listed here, in the order it takes them out.")
                                        : QString());
    return;
  }
  show_order(*lane->problem(), *result, lane->frame().moment, false);
}

void FrontierPanel::show_order(const Problem& problem, const SearchResult& result, const Moment& moment, bool exercise) {
  const auto [size, stage] = fill(*table_, problem, result, moment, &listed_);
  const QString container = container_name(problem, result.algorithm, stage);
  const QString name = exercise ? tr("%1, as you have built it").arg(container) : container;
  const Kept kept = kept_of(problem, result.algorithm, stage, listed_.empty() ? trace::kNoState : listed_.front());
  summary_->setText(size == 0 ? tr("%1: empty.").arg(name) : tr("%1: %2").arg(name, container_order(kept, static_cast<int>(size))));
}

std::pair<std::size_t, std::size_t> FrontierPanel::fill(QTableWidget& table, const Problem& problem, const SearchResult& result,
                                                        const Moment& moment, std::vector<trace::StateId>* listed) {
  const trace::FrontierOrder order = trace::frontier_in_order(result.trace, moment.step, moment.fine, moment.current,
                                                              kMostRows, moment.before_start);
  const Kept kept = kept_of(problem, result.algorithm, order.stage);
  const bool more = order.size > order.first.size();
  if (listed == nullptr) model_first_ = order.first.empty() ? trace::kNoState : order.first.front().state;
  if (listed != nullptr) {
    for (const trace::FrontierEntry& entry : order.first) listed->push_back(entry.state);
  }
  const QSignalBlocker quiet(&table);  // rows made anew are no choice of the user's
  table.setRowCount(static_cast<int>(order.first.size()) + (more ? 1 : 0));
  for (std::size_t i = 0; i < order.first.size(); ++i) {
    const trace::FrontierEntry& entry = order.first[i];
    const int row = static_cast<int>(i);
    // The place, then what the eye reads from the type: taken next, never taken, pushed or
    // improved by the step shown (those in bold too).
    QStringList place{QString::number(i + 1)};
    if (!entry.taken) place << tr("never taken");
    if (entry.taken && i == 0) place << first_word(kept);
    if (!more && i + 1 == order.first.size() && i > 0 && !last_word(kept).isEmpty()) place << last_word(kept);
    const QString mark = entry.change == trace::FrontierChange::pushed     ? tr("just pushed")
                         : entry.change == trace::FrontierChange::improved ? tr("improved")
                                                                           : QString();
    if (!mark.isEmpty()) place << mark;
    const std::array<QString, 3> cells{place.join(tr(", ")), problem.describe_state(result.algorithm, entry.state),
                                       QString::number(entry.cost)};
    for (int column = 0; column < 3; ++column) {
      auto* item = new QTableWidgetItem(cells[static_cast<std::size_t>(column)]);
      if (!mark.isEmpty()) {
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
      }
      table.setItem(row, column, item);
    }
  }
  if (more) {
    auto* rest = new QTableWidgetItem(tr("and %n more", nullptr, static_cast<int>(order.size - order.first.size())));
    table.setItem(static_cast<int>(order.first.size()), 1, rest);
  }
  fit_columns(table);
  return {order.size, order.stage};
}

void FrontierPanel::fit_columns(QTableWidget& table) const {
  // The state is what a student reads: the order's words ("1, cheapest, next, just pushed")
  // take at most a third of the list and wrap, so that a docked list beside the board
  // still shows the states.
  table.resizeColumnToContents(2);
  table.resizeColumnToContents(0);
  const int most = std::max(table.viewport()->width() / 3, table.fontMetrics().horizontalAdvance(tr("cheapest, next")) + 12);
  if (table.columnWidth(0) > most) table.setColumnWidth(0, most);
  table.resizeRowsToContents();
}

void FrontierPanel::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  for (QTableWidget* table : {table_, model_table_}) {
    if (table->rowCount() > 0) fit_columns(*table);
  }
}

QStringList FrontierPanel::model_states() const {
  QStringList states;
  if (model_table_->isHidden()) return states;
  for (int row = 0; row < model_table_->rowCount(); ++row) {
    if (model_table_->item(row, 0) != nullptr) states << model_table_->item(row, 1)->text();
  }
  return states;
}

namespace {
const trace::AlgorithmInfo* search_named(const Problem& problem, std::string_view algorithm) {
  for (const trace::AlgorithmInfo& info : problem.algorithms()) {
    if (info.name == algorithm) return &info;
  }
  return nullptr;
}
}  // namespace

namespace {
// A*'s estimate h of `state`, where the search orders by one (P::estimate): asked of the
// puzzle whose problem this is.
std::optional<std::int64_t> estimate_of(const Problem& problem, std::string_view algorithm, trace::StateId state) {
  std::optional<std::int64_t> h;
  Puzzles::any([&]<PuzzleContract P>() {
    const auto* mine = dynamic_cast<const PuzzleProblem<P>*>(&problem);
    if (mine == nullptr) return false;
    if constexpr (EstimatesStates<P>) {
      if (mine->has_query()) h = P::estimate(algorithm, mine->game(), mine->query(), state);
    }
    return true;
  });
  return h;
}

// Whether the search's pseudo-code, core's description of it, keeps its states in layers.
bool speaks_of_layers(const trace::AlgorithmInfo& info) {
  return std::ranges::any_of(info.pseudocode, [](std::string_view line) { return line.find("layer") != std::string_view::npos; });
}
}  // namespace

FrontierPanel::Kept FrontierPanel::kept_of(const Problem& problem, std::string_view algorithm, std::size_t stage,
                                           trace::StateId waiting) {
  const trace::AlgorithmInfo* info = search_named(problem, algorithm);
  if (info == nullptr) return {};
  Kept kept{info->keeping(stage)};
  if (kept.keeping.container != trace::Container::priority_queue) return kept;
  kept.layers = info->stages.empty() && speaks_of_layers(*info);
  kept.estimate = waiting != trace::kNoState && estimate_of(problem, algorithm, waiting).has_value();
  return kept;
}

QString FrontierPanel::container_name(const Problem& problem, std::string_view algorithm, std::size_t stage) {
  const trace::AlgorithmInfo* info = search_named(problem, algorithm);
  if (info == nullptr) return container_name(Kept{});
  const QString kind = container_name(kept_of(problem, algorithm, stage));
  if (info->stages.empty()) return kind;
  const std::size_t shown = std::min(stage, info->stages.size() - 1);
  return tr("%1 (stage %2 of %3: %4)")
      .arg(kind)
      .arg(shown + 1)
      .arg(info->stages.size())
      .arg(core_text::summary(problem.puzzle().id(), algorithm, info->stage_name(shown)));
}

QString FrontierPanel::container_name(const Kept& kept) {
  switch (kept.keeping.container) {
    case trace::Container::queue: return tr("Queue (first in, first out)");
    case trace::Container::deque: return tr("Deque (both ends)");
    // The lesson's word (BFS by turns takes its states from a queue), by layers of cost.
    case trace::Container::priority_queue: return kept.layers ? tr("Queue, layer by layer") : tr("Priority queue");
    case trace::Container::stack: return tr("Stack (last in, first out)");
    case trace::Container::two_queues: return tr("Two queues, one from each end");
  }
  return {};
}

QString FrontierPanel::container_order(const Kept& kept, int waiting) {
  switch (kept.keeping.container) {
    case trace::Container::queue:
      return tr("%n state(s) waiting, the front first; a state reached joins at the back.", nullptr, waiting);
    case trace::Container::deque:
      return tr("%n state(s) waiting, the front first; a state reached at no extra cost joins at the front, a dearer "
                "one at the back.", nullptr, waiting);
    case trace::Container::priority_queue:
      if (kept.layers) {
        return tr("%n state(s) waiting, layer by layer: the front of the cheapest layer first; a state reached joins "
                  "the back of its layer.", nullptr, waiting);
      }
      // h is named only where there is one (A*): Dijkstra's key is the cost alone.
      if (kept.estimate) {
        switch (kept.keeping.ties) {
          case trace::Ties::first_pushed:
            return tr("%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys in the order "
                      "pushed.", nullptr, waiting);
          case trace::Ties::last_pushed:
            return tr("%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys the last "
                      "pushed first.", nullptr, waiting);
          case trace::Ties::lowest_state:
            return tr("%n state(s) waiting, the cheapest first (by cost plus the estimate h); equal keys by state "
                      "number.", nullptr, waiting);
        }
      }
      switch (kept.keeping.ties) {
        case trace::Ties::first_pushed:
          return tr("%n state(s) waiting, the cheapest first (by cost); equal costs in the order pushed.", nullptr, waiting);
        case trace::Ties::last_pushed:
          return tr("%n state(s) waiting, the cheapest first (by cost); equal costs the last pushed first.", nullptr, waiting);
        case trace::Ties::lowest_state:
          return tr("%n state(s) waiting, the cheapest first (by cost); equal costs by state number.", nullptr, waiting);
      }
      break;
    case trace::Container::stack:
      return tr("%n state(s) waiting, the top first; a state reached goes on top.", nullptr, waiting);
    case trace::Container::two_queues:
      return tr("%n state(s) waiting, in the order the search takes them from either side.", nullptr, waiting);
  }
  return {};
}

QString FrontierPanel::container_line(const Problem& problem, const SearchResult& result, const Moment& moment,
                                      std::size_t shown) {
  const trace::FrontierOrder order =
      trace::frontier_in_order(result.trace, moment.step, moment.fine, moment.current, shown, moment.before_start);
  const QString name = container_name(problem, result.algorithm, order.stage);
  if (order.size == 0) return tr("%1: empty").arg(name);
  QStringList states;
  for (const trace::FrontierEntry& entry : order.first) states << problem.describe_state(result.algorithm, entry.state);
  QString text = tr("%1, next first: %2").arg(name, states.join(QStringLiteral("; ")));
  if (order.size > order.first.size()) text += tr(" … %n waiting in all", nullptr, static_cast<int>(order.size));
  return text;
}

QString FrontierPanel::first_word(const Kept& kept) {
  switch (kept.keeping.container) {
    case trace::Container::queue:
    case trace::Container::deque: return tr("front, next");
    case trace::Container::priority_queue: return kept.layers ? tr("front, next") : tr("cheapest, next");
    case trace::Container::stack: return tr("top, next");
    case trace::Container::two_queues: return tr("next");
  }
  return {};
}

QString FrontierPanel::last_word(const Kept& kept) {
  switch (kept.keeping.container) {
    case trace::Container::queue:
    case trace::Container::deque: return tr("back");
    case trace::Container::stack: return tr("bottom");
    case trace::Container::priority_queue: return kept.layers ? tr("back") : QString();
    default: return {};
  }
}

void FrontierPanel::focus_list() {
  table_->setFocus(Qt::OtherFocusReason);
  if (table_->currentRow() < 0 && table_->rowCount() > 0) table_->setCurrentCell(0, 1);
}

QString FrontierPanel::summary() const { return summary_->text(); }

QStringList FrontierPanel::states() const {
  QStringList states;
  for (int row = 0; row < table_->rowCount(); ++row) {
    if (const QTableWidgetItem* order = table_->item(row, 0); order != nullptr) states << table_->item(row, 1)->text();
  }
  return states;
}

}  // namespace frontier::gui
