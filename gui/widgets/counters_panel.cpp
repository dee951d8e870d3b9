#include "widgets/counters_panel.hpp"

#include <QEvent>
#include <QLocale>

namespace frontier::gui {

namespace {
enum Row { kStep, kLayer, kExpanded, kFrontier, kLargest, kMove, kAnswer, kWitness, kRows };
const char* const kNames[kRows] = {"step", "layer", "expanded", "frontier", "largest", "move", "answer", "witness"};
}  // namespace

CountersPanel::CountersPanel(QWidget* parent) : QWidget(parent), form_(new QFormLayout(this)) {
  form_->setLabelAlignment(Qt::AlignRight);
  for (const char* name : kNames) add_row(QString::fromLatin1(name));
  rows_[kWitness].second->setWordWrap(true);
  rows_[kAnswer].second->setTextInteractionFlags(Qt::TextSelectableByMouse);
  rows_[kWitness].second->setTextInteractionFlags(Qt::TextSelectableByMouse);
  update_answer_font();
  retranslate();
}

QLabel* CountersPanel::add_row(const QString& name) {
  auto* caption = new QLabel(this);
  auto* value = new QLabel(this);
  value->setObjectName(name);
  form_->addRow(caption, value);
  rows_.emplace_back(caption, value);
  return value;
}

QString CountersPanel::value(const QString& name) const {
  for (const auto& [caption, value] : rows_) {
    if (value->objectName() == name) return value->text();
  }
  return {};
}

void CountersPanel::show_counters(const CountersView& view) {
  view_ = view;
  retranslate();
}

void CountersPanel::update_answer_font() {
  // The answer stands out: bold and larger than the panel's own font, whatever that is.
  QFont bold = font();
  bold.setBold(true);
  bold.setPointSizeF(bold.pointSizeF() * 1.3);
  rows_[kAnswer].second->setFont(bold);
}

void CountersPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  if (event->type() == QEvent::FontChange) update_answer_font();
  QWidget::changeEvent(event);
}

void CountersPanel::retranslate() {
  const QString captions[kRows] = {tr("Step"),     tr("Layer"), tr("Expanded"), tr("Frontier"), tr("Largest frontier"),
                                   tr("Move"),     tr("Answer"), tr("Witness")};
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
  const QLocale locale;
  const PlaybackCounters& c = view_.counters;
  const auto set = [&](Row row, const QString& text) { rows_[static_cast<std::size_t>(row)].second->setText(text); };
  if (!view_.searched) {
    for (int i = 0; i < kRows; ++i) set(static_cast<Row>(i), QStringLiteral("–"));
    return;
  }
  QString step = tr("%1 of %2").arg(locale.toString(c.step), locale.toString(c.total_steps));
  if (view_.fine) step += tr(" (fine step %1 of %2)").arg(*view_.fine + 1).arg(view_.fine_count);
  set(kStep, step);
  set(kLayer, locale.toString(static_cast<qlonglong>(c.layer)));
  set(kExpanded, locale.toString(c.step));
  set(kFrontier, locale.toString(static_cast<qulonglong>(c.frontier)));
  set(kLargest, locale.toString(static_cast<qulonglong>(c.largest_frontier)));
  set(kMove, c.total_moves > 0 ? tr("%1 of %2").arg(c.move).arg(c.total_moves) : QStringLiteral("–"));
  if (view_.stopped) {
    set(kAnswer, tr("stopped"));
    set(kWitness, tr("The search was cancelled before it could answer."));
  } else if (c.finished) {
    set(kAnswer, view_.answer);
    set(kWitness, view_.witness);
  } else {
    set(kAnswer, QStringLiteral("…"));
    set(kWitness, tr("Reached at the end of the search."));
  }
}

}  // namespace frontier::gui
