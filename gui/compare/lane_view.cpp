#include "compare/lane_view.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QStyle>
#include <QVBoxLayout>

#include <QFontDatabase>
#include <QFontMetrics>

#include "compare/compare_clock.hpp"
#include "render/stage_type.hpp"
#include "render/wrapped_text.hpp"
#include "frontier/trace/frontier_order.hpp"
#include "search/run.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui {

namespace {
// A lane's pseudo-code shows a few lines about the lit one: the whole code is the
// window's Pseudo-code panel's job; here it is which line each search is on.
constexpr int kCodeLines = 5;
// The container under each lane: its first states, and how many wait in all.
constexpr std::size_t kContainerShown = 3;
constexpr std::size_t kMostStatesListed = 2'000'000;
}  // namespace

LaneView::LaneView(Run& lane, QWidget* parent)
    : QWidget(parent),
      lane_(lane),
      algorithm_(new QComboBox(this)),
      remove_(new QToolButton(this)),
      finish_(new QLabel(this)),
      answer_(new AnswerBanner(this)),
      board_view_(new BoardView(this)),
      counters_(new QLabel(this)),
      container_(new QLabel(this)),
      pseudocode_(new PseudocodePanel(this)),
      name_(new QLabel(this)),
      lit_(new QLabel(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  auto* head = new QHBoxLayout;
  head->addWidget(algorithm_);
  head->addWidget(name_);
  head->addWidget(finish_, 1);
  head->addWidget(remove_);
  layout->addLayout(head);
  layout->addWidget(answer_);
  layout->addWidget(board_view_, 1);
  layout->addWidget(counters_);
  layout->addWidget(container_);
  layout->addWidget(pseudocode_);
  layout->addWidget(lit_);
  name_->setObjectName(QStringLiteral("lane_name"));
  name_->setTextFormat(Qt::PlainText);
  name_->hide();
  lit_->setObjectName(QStringLiteral("lane_lit_line"));
  lit_->setTextFormat(Qt::PlainText);
  lit_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  lit_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  lit_->installEventFilter(this);  // its lines are wrapped anew at each width
  lit_->hide();
  container_->setObjectName(QStringLiteral("lane_container"));
  container_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  container_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  finish_->setTextFormat(Qt::RichText);
  counters_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  remove_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
  remove_->setAutoRaise(true);
  algorithm_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  pseudocode_->setFixedHeight(pseudocode_->fontMetrics().lineSpacing() * (kCodeLines + 3));
  connect(algorithm_, &QComboBox::activated, this,
          [this](int index) { emit algorithm_chosen(algorithm_->itemData(index).toString()); });
  connect(remove_, &QToolButton::clicked, this, &LaneView::remove_requested);
  retranslate();
}

void LaneView::show_problem(const PaintStyle& style) {
  refusal_.clear();
  const Problem* problem = lane_.problem().get();
  {
    const QSignalBlocker quiet(algorithm_);
    algorithm_->clear();
    if (problem != nullptr) {
      for (const trace::AlgorithmInfo& info : problem->algorithms()) {
        const QString name = algorithm_name(info);
        algorithm_->addItem(info.lesson() ? tr("%1 (wrong on purpose)").arg(name) : name, name);
      }
      algorithm_->setCurrentIndex(algorithm_->findData(lane_.algorithm()));
      name_->setText(algorithm_->currentText());
      if (const auto* info = find_search(problem->algorithms(), lane_.algorithm().toStdString())) {
        pseudocode_->set_code(problem->puzzle().id(), *info);
      }
    }
  }
  painter_ = problem != nullptr ? problem->painter(lane_.shared_result(), lane_.algorithm().toStdString()) : nullptr;
  board_view_->set_painter(painter_);
  board_view_->set_style(style);
  retranslate();  // the board is named by its search
}

void LaneView::share_chart_axis(const ChartAxis& axis) {
  if (!painter_) return;
  painter_->share_chart_axis(axis);
  board_view_->set_painter(painter_);  // drawn again on the new axis
}

void LaneView::set_style(const PaintStyle& style) { board_view_->set_style(style); }

void LaneView::set_stage_ink(int large, int small) {
  large_ink_ = large;
  const bool stage = large > 0;
  algorithm_->setVisible(!stage);
  remove_->setVisible(!stage);
  pseudocode_->setVisible(!stage);
  container_->setVisible(!stage);
  name_->setVisible(stage);
  lit_->setVisible(stage);
  name_->setText(algorithm_->currentText());
  board_view_->set_ruler_ink(small);
  QFont words = font();
  QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  if (stage) {
    words = StageType::sized(words, small);
    code = StageType::sized(code, large);
  }
  QFont bold = words;
  bold.setBold(true);
  name_->setFont(bold);
  for (QWidget* part : {static_cast<QWidget*>(counters_), static_cast<QWidget*>(finish_)}) part->setFont(stage ? words : QFont());
  lit_->setFont(code);
  // Two lines, whatever the line's length: a label that wrapped to its text's height made
  // one lane taller than the other and the lanes taller than a 1280x800 stage (they
  // scrolled, and the third line was cut at the screen's edge).
  lit_->setFixedHeight(stage ? 2 * QFontMetrics(code).lineSpacing() + lit_->contentsMargins().top() +
                                   lit_->contentsMargins().bottom()
                             : 0);
  show_lit_line();
}

void LaneView::show_lit_line() {
  // The line's number and its words; the indentation says nothing on a line alone.
  const QString words = lit_text_.simplified();
  lit_->setText(wrap_in_lines(words, lit_->font(), lit_->contentsRect().width(), 2).join(QLatin1Char('\n')));
  lit_->setAccessibleName(words);  // a screen reader hears the whole line
}

bool LaneView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == lit_ && event->type() == QEvent::Resize) show_lit_line();
  return QWidget::eventFilter(watched, event);
}

void LaneView::show_refusal(const QString& why) {
  refusal_ = why;
  finish_->setText(QStringLiteral("<b>%1</b>").arg(why.toHtmlEscaped()));
  finish_->setToolTip(why);
  answer_->clear_answer();
}

QString LaneView::answer_text() const { return answer_->full_text(); }

void LaneView::show_moment(const CompareClock& clock, bool first) {
  const SearchResult* result = lane_.result();
  const Frame frame = lane_.frame();
  board_view_->set_moment(frame.moment);
  const PlaybackCounters& counters = frame.counters;
  const QLocale locale;
  const CounterCaptions captions = painter_ ? painter_->counter_captions() : CounterCaptions{};
  const QString layer = captions.own ? captions.layer : tr("Layer");
  QStringList parts{tr("Expansion %1 of %2").arg(locale.toString(counters.step), locale.toString(counters.total_steps)),
                    tr("frontier %1 (largest %2)").arg(locale.toString(static_cast<qulonglong>(counters.frontier)),
                                                       locale.toString(static_cast<qulonglong>(counters.largest_frontier)))};
  if (!layer.isEmpty()) parts << tr("%1 %2").arg(layer.toLower(), locale.toString(static_cast<qlonglong>(counters.layer)));
  if (counters.total_moves > 0) parts << tr("move %1 of %2").arg(counters.move).arg(counters.total_moves);
  // What the lane's trace holds in memory: each lane keeps its own.
  if (result != nullptr) parts << locale.formattedDataSize(static_cast<qint64>(result->trace.bytes()));
  counters_->setText(parts.join(QStringLiteral(" · ")));
  show_container(frame);
  pseudocode_->set_line(frame.line, lane_.about());
  lit_text_ = pseudocode_->line_text().trimmed();
  show_lit_line();

  if (!refusal_.isEmpty()) return;
  if (result == nullptr) {
    finish_->setText(lane_.searching() ? tr("Searching…") : QString());
    answer_->clear_answer();
    return;
  }
  if (!counters.finished) {
    finish_->setText(QString());
    answer_->clear_answer();
    return;
  }
  // In the numbers the lane's counters show beside it: its expansions, or the layer it
  // answered in (layers count from 0, so "after 4 layers" read as one more than "layer 3").
  const auto at = static_cast<int>(clock.answered_at(lane_));
  QString when = tr("after %n expansion(s)", nullptr, at);
  if (clock.unit() == CompareUnit::layer) {
    when = layer.isEmpty() ? tr("after %n layer(s)", nullptr, at)  // a search without layers shows no layer to disagree with
                           : tr("in %1 %2").arg(layer.toLower(), locale.toString(static_cast<qlonglong>(counters.layer)));
  }
  finish_->setText(first ? tr("<b>Finished first</b>, %1").arg(when) : tr("Finished, %1").arg(when));
  finish_->setToolTip(finish_->text());
  answer_->set_answer(result->answer, lane_.problem()->witness_text(*result), QString(), result->judge_answer);
}

void LaneView::show_container(const Frame& frame) {
  const SearchResult* result = lane_.result();
  const Problem* problem = lane_.problem().get();
  // A pass over the states at each beat: lanes of a lesson's boards, not a million states.
  if (result == nullptr || problem == nullptr || result->trace.state_count() > kMostStatesListed) {
    container_->clear();
    return;
  }
  const QString text = FrontierPanel::container_line(*problem, *result, frame.moment, kContainerShown);
  container_->setText(text);
  container_->setToolTip(text);
}

void LaneView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void LaneView::retranslate() {
  remove_->setToolTip(tr("Remove this lane"));
  remove_->setAccessibleName(remove_->toolTip());  // an icon alone says nothing to a screen reader
  // Lanes side by side, each board named by its search: "Board" twice tells a screen
  // reader's user nothing of which is which.
  const QString search = algorithm_->currentText().isEmpty() ? lane_.algorithm() : algorithm_->currentText();
  board_view_->setAccessibleName(tr("Board of %1").arg(search));
  algorithm_->setAccessibleName(tr("Search of this lane"));
}

}  // namespace frontier::gui
