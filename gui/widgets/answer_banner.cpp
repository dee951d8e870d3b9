#include "widgets/answer_banner.hpp"

#include <QEvent>
#include <QFontMetrics>

namespace frontier::gui {

AnswerBanner::AnswerBanner(QWidget* parent) : QLabel(parent) {
  setWordWrap(false);
  setMargin(6);
  setTextFormat(Qt::RichText);
  setTextInteractionFlags(Qt::TextSelectableByMouse);
  // The width is the window's to give: a long witness must not widen anything.
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

int AnswerBanner::line_height() const {
  QFont bold = font();
  bold.setBold(true);
  return std::max(fontMetrics().height(), QFontMetrics(bold).height()) + 2 * margin() + 2 * frameWidth();
}

QSize AnswerBanner::minimumSizeHint() const { return {0, line_height()}; }
QSize AnswerBanner::sizeHint() const { return {0, line_height()}; }

void AnswerBanner::set_answer(const QString& answer, const QString& witness, const QString& suffix) {
  answer_ = answer;
  witness_ = witness;
  suffix_ = suffix;
  playing_ = false;
  lay_out();
}

void AnswerBanner::set_playing(const QString& progress) {
  answer_.clear();
  witness_ = progress;
  suffix_.clear();
  playing_ = true;
  lay_out();
}

void AnswerBanner::clear_answer() { set_answer({}, {}, {}); }

void AnswerBanner::lay_out() {
  setFixedHeight(line_height());
  if (playing_) {
    full_ = tr("<b>Playing</b> — %1").arg(witness_.toHtmlEscaped());
    setToolTip(tr("Playing — %1").arg(witness_));
    const QFontMetrics plain(font());
    QFont bold = font();
    bold.setBold(true);
    const int room = contentsRect().width() - 2 * margin() - QFontMetrics(bold).horizontalAdvance(tr("Playing")) -
                     plain.horizontalAdvance(QStringLiteral(" — ")) - plain.averageCharWidth() * 2;
    setText(tr("<b>Playing</b> — %1").arg(plain.elidedText(witness_, Qt::ElideRight, std::max(room, 0)).toHtmlEscaped()));
    return;
  }
  if (answer_.isEmpty()) {
    full_.clear();
    setText(QString());
    setToolTip(QString());
    return;
  }
  const auto compose = [&](const QString& witness) {
    return tr("Judge's answer: <b>%1</b> — %2").arg(answer_.toHtmlEscaped(), witness.toHtmlEscaped()) + suffix_.toHtmlEscaped();
  };
  full_ = compose(witness_);
  setToolTip(tr("Judge's answer: %1 — %2").arg(answer_, witness_) + suffix_);
  // What is left of the line once the words, the answer (bold) and the move are set is
  // the witness's: it is elided to that.
  QFont bold = font();
  bold.setBold(true);
  const QFontMetrics plain(font());
  const QString frame = tr("Judge's answer: %1 — %2").arg(QString(), QString()) + suffix_;
  const int room = contentsRect().width() - 2 * margin() - plain.horizontalAdvance(frame) -
                   QFontMetrics(bold).horizontalAdvance(answer_) - plain.averageCharWidth() * 2;
  setText(compose(plain.elidedText(witness_, Qt::ElideRight, std::max(room, 0))));
}

void AnswerBanner::resizeEvent(QResizeEvent* event) {
  QLabel::resizeEvent(event);
  lay_out();
}

void AnswerBanner::changeEvent(QEvent* event) {
  QLabel::changeEvent(event);
  if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) lay_out();
}

}  // namespace frontier::gui
