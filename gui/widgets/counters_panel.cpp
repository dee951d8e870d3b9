#include "widgets/counters_panel.hpp"

#include <QEvent>
#include <QLocale>


namespace frontier::gui {

namespace {
enum Row { kStep, kLayer, kExpanded, kFrontier, kLargest, kMove, kAnswer, kRows };
const char* const kNames[kRows] = {"step", "layer", "expanded", "frontier", "largest", "move", "answer"};
constexpr int kWitnessLines = 4;
}  // namespace

CountersPanel::CountersPanel(QWidget* parent)
    : QWidget(parent), form_(new QFormLayout(this)) {
  form_->setLabelAlignment(Qt::AlignRight);
  for (const char* name : kNames) add_row(QString::fromLatin1(name));
  witness_caption_ = new QLabel(this);
  witness_ = new QPlainTextEdit(this);
  rows_[kAnswer].second->setTextInteractionFlags(Qt::TextSelectableByMouse);
  witness_->setObjectName(QStringLiteral("witness"));
  witness_caption_->setBuddy(witness_);  // its caption names it for screen readers
  witness_->setReadOnly(true);
  witness_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
  witness_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
  // Always there: a wrapped witness one line too long for its box would show the bar, wrap
  // narrower, fit, hide it, wrap wider, and so for ever (the monkey test hung in it).
  witness_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
  witness_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  // The witness has the panel's whole width, under its caption: beside the captions it got
  // what the widest left, and Mahjong's long ones ("Waiting (cell, heading) states")
  // squeezed it to a box 30 pixels wide.
  form_->addRow(witness_caption_);
  form_->addRow(witness_);
  update_answer_font();
  retranslate();
}

QLabel* CountersPanel::add_row(const QString& name) {
  auto* caption = new QLabel(this);
  auto* value = new QLabel(this);
  value->setObjectName(name);
  // A value as wide as "123,456 of 1,234,567 (fine step 12 of 40)" must not widen the
  // panel, and so shrink the board, while stepping: the panel's width is the user's.
  value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  value->setMinimumWidth(1);
  form_->addRow(caption, value);
  rows_.emplace_back(caption, value);
  return value;
}

QString CountersPanel::value(const QString& name) const {
  for (const auto& [caption, value] : rows_) {
    if (value->objectName() == name) return value->text();
  }
  if (name == witness_->objectName()) return witness_->toPlainText();
  return {};
}

std::vector<std::pair<QString, QString>> CountersPanel::shown_rows() const {
  std::vector<std::pair<QString, QString>> rows;
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    if (form_->isRowVisible(static_cast<int>(i))) rows.emplace_back(rows_[i].first->text(), rows_[i].second->text());
  }
  rows.emplace_back(witness_caption_->text(), witness_->toPlainText());
  return rows;
}

QString CountersPanel::one_line() const {
  QStringList parts;
  for (const Row row : {kStep, kLayer, kFrontier, kLargest, kMove, kAnswer}) {
    const auto& [caption, value] = rows_[static_cast<std::size_t>(row)];
    const QString text = value->text();
    // A row the algorithm does not have, or a value not known yet, says nothing here.
    if (caption->text().isEmpty() || text == QStringLiteral("–") || text == QStringLiteral("…")) continue;
    parts << tr("%1: %2").arg(caption->text(), text);
  }
  return parts.join(QStringLiteral(" · "));
}

void CountersPanel::show_counters(const CountersView& view) {
  view_ = view;
  retranslate();
}

void CountersPanel::follow(const Run& lane) { lane_.follow(lane, this, [this] { show_lane(); }); }

void CountersPanel::set_captions(const CounterCaptions& captions) {
  captions_ = captions;
  if (lane_.lane() != nullptr) show_lane();
}

void CountersPanel::show_lane() {
  const Run& lane = *lane_.lane();
  const Frame& frame = lane.frame();
  const SearchResult* result = lane.result();
  CountersView view;
  view.counters = frame.counters;
  view.searched = result != nullptr;
  view.captions = captions_;
  if (result != nullptr) {
    view.stopped = result->stopped;
    view.answer = result->answer;
    // In the language of now; only once the end is reached, where the panel shows it.
    if (frame.counters.finished) view.witness = lane.problem()->witness_text(*result);
    view.fine = lane.fine_index();
    view.fine_count = frame.fine_count;
  }
  show_counters(view);
}

void CountersPanel::update_answer_font() {
  // The answer stands out: bold and larger than the panel's own font, whatever that is.
  QFont bold = font();
  bold.setBold(true);
  bold.setPointSizeF(bold.pointSizeF() * 1.3);
  rows_[kAnswer].second->setFont(bold);
  const QFontMetrics metrics(witness_->font());
  witness_->setFixedHeight(metrics.lineSpacing() * kWitnessLines + 2 * (witness_->frameWidth() + 4));
}

void CountersPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) lane_.lane() != nullptr ? show_lane() : retranslate();  // the witness too
  if (event->type() == QEvent::FontChange) update_answer_font();
  QWidget::changeEvent(event);
}

void CountersPanel::retranslate() {
  const QString captions[kRows] = {tr("Step"), tr("Layer"), tr("Expanded"), tr("Frontier"), tr("Largest frontier"),
                                   tr("Move"), tr("Answer")};
  for (int i = 0; i < kRows; ++i) rows_[static_cast<std::size_t>(i)].first->setText(captions[i]);
  const CounterCaptions& own = view_.captions;
  if (own.own) {
    const std::pair<Row, const QString*> named[] = {
        {kLayer, &own.layer}, {kExpanded, &own.expanded}, {kFrontier, &own.frontier}, {kLargest, &own.largest}};
    for (const auto& [row, caption] : named) rows_[static_cast<std::size_t>(row)].first->setText(*caption);
  }
  for (const Row row : {kLayer, kExpanded, kFrontier, kLargest}) {
    form_->setRowVisible(static_cast<int>(row), !rows_[static_cast<std::size_t>(row)].first->text().isEmpty());
  }
  witness_caption_->setText(tr("Witness"));
  const auto set_witness = [&](const QString& text) {
    if (witness_->toPlainText() != text) witness_->setPlainText(text);  // keeps a selection being made
    witness_->setToolTip(text);
  };
  const QLocale locale;
  const PlaybackCounters& c = view_.counters;
  const auto set = [&](Row row, const QString& text) {
    QLabel* value = rows_[static_cast<std::size_t>(row)].second;
    value->setText(text);
    value->setToolTip(text);  // the whole value, where the panel is too narrow for it
  };
  if (!view_.searched) {
    for (int i = 0; i < kRows; ++i) set(static_cast<Row>(i), QStringLiteral("–"));
    set_witness(QStringLiteral("–"));
    return;
  }
  QString step = tr("%1 of %2").arg(locale.toString(c.step), locale.toString(c.total_steps));
  // The fine steps are counted once they are known (derived on a worker): never "of 0".
  if (view_.fine && view_.fine_count > 0) step += tr(" (fine step %1 of %2)").arg(*view_.fine + 1).arg(view_.fine_count);
  set(kStep, step);
  set(kLayer, locale.toString(static_cast<qlonglong>(c.layer)));
  set(kExpanded, locale.toString(c.step));
  set(kFrontier, locale.toString(static_cast<qulonglong>(c.frontier)));
  set(kLargest, locale.toString(static_cast<qulonglong>(c.largest_frontier)));
  set(kMove, c.total_moves > 0 ? tr("%1 of %2").arg(c.move).arg(c.total_moves) : QStringLiteral("–"));
  if (view_.stopped) {
    set(kAnswer, tr("stopped"));
    set_witness(tr("The search was cancelled before it could answer."));
  } else if (c.finished) {
    set(kAnswer, view_.answer);
    set_witness(view_.witness);
  } else {
    set(kAnswer, QStringLiteral("…"));
    set_witness(tr("Reached at the end of the search."));
  }
}

}  // namespace frontier::gui
