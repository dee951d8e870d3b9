#include "widgets/answer_banner.hpp"

#include "search/run.hpp"

#include <QEvent>
#include <QFontMetrics>

namespace frontier::gui {

namespace {
// An answer as the banner shows it: bold in its rich text, plain in its tooltip.
QString bold(const QString& words, bool rich) { return rich ? QStringLiteral("<b>%1</b>").arg(words.toHtmlEscaped()) : words; }
}  // namespace

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

void AnswerBanner::set_answer(const QString& answer, const QString& witness, const QString& suffix,
                              const QString& judge_answer) {
  answer_ = answer;
  witness_ = witness;
  suffix_ = suffix;
  judge_answer_ = judge_answer;
  playing_ = false;
  exercising_ = false;
  lay_out();
}

void AnswerBanner::set_playing(const QString& progress) {
  answer_.clear();
  witness_ = progress;
  suffix_.clear();
  judge_answer_.clear();
  playing_ = true;
  exercising_ = false;
  lay_out();
}

void AnswerBanner::set_exercising(const QString& progress) {
  set_playing(progress);
  exercising_ = true;
  lay_out();
}

void AnswerBanner::clear_answer() { set_answer({}, {}, {}); }

void AnswerBanner::set_claim(const AnswerVerdict* verdict) {
  claim_.reset();
  if (verdict != nullptr) claim_ = *verdict;
  lay_out();
}

QString AnswerBanner::claim_words(bool rich) const {
  const auto strong = [rich](const QString& words) { return bold(words, rich); };
  const AnswerVerdict& claim = *claim_;
  // An answer may be an empty line (the 8-puzzle's to a board already solved).
  const QString given = claim.given.isEmpty() ? tr("(an empty line)") : claim.given;
  if (claim.missing) {
    // Where the judge checks answers, its own is known once the search has found one.
    const QString judge = claim.expected.isEmpty() ? answer_ : claim.expected;
    if (judge.isEmpty()) return tr("No answer of yours: your file ends before line %1").arg(claim.line);
    return tr("No answer of yours: your file ends before line %1 — the judge's: %2").arg(claim.line).arg(strong(judge));
  }
  if (claim.taken()) return tr("Your answer: %1 — the judge takes it").arg(strong(given));
  // A judge that checks answers (the 8-puzzle's moves) says why it refuses, in core's words.
  if (claim.expected.isEmpty()) return tr("Your answer: %1 — refused: %2").arg(strong(given), claim.refusal.toHtmlEscaped());
  return tr("Your answer: %1 — the judge's: %2").arg(strong(given), strong(claim.expected));
}

QString AnswerBanner::head(bool rich) const {
  const auto strong = [rich](const QString& words) { return bold(words, rich); };
  // A lesson's answer is the banner's subject while a lesson is shown, whatever the trainee said.
  if (claim_ && judge_answer_.isEmpty()) return claim_words(rich);
  if (judge_answer_.isEmpty()) return tr("Judge's answer: %1").arg(strong(answer_));
  return tr("This lesson's answer: %1, wrong on purpose; the judge's: %2").arg(strong(answer_), strong(judge_answer_));
}

void AnswerBanner::lay_out() {
  setFixedHeight(line_height());
  if (playing_) {
    // Exercise mode's grade stands where play mode's progress does, under its own word.
    const QString framed = exercising_ ? tr("<b>Exercise</b> — %1") : tr("<b>Playing</b> — %1");
    full_ = framed.arg(witness_.toHtmlEscaped());
    setToolTip((exercising_ ? tr("Exercise — %1") : tr("Playing — %1")).arg(witness_));
    const QFontMetrics plain(font());
    QFont bold = font();
    bold.setBold(true);
    const int room = contentsRect().width() - 2 * margin() -
                     QFontMetrics(bold).horizontalAdvance(exercising_ ? tr("Exercise") : tr("Playing")) -
                     plain.horizontalAdvance(QStringLiteral(" — ")) - plain.averageCharWidth() * 2;
    setText(framed.arg(plain.elidedText(witness_, Qt::ElideRight, std::max(room, 0)).toHtmlEscaped()));
    return;
  }
  if (answer_.isEmpty() && claim_) {
    // The trainee's answer and the judge's verdict, before any search has ended.
    full_ = claim_words(true);
    setToolTip(claim_words(false));
    const QFontMetrics plain(font());
    const QString whole = claim_words(false);
    const int room = contentsRect().width() - 2 * margin() - plain.averageCharWidth() * 4;
    setText(plain.horizontalAdvance(whole) <= room ? full_ : plain.elidedText(whole, Qt::ElideRight, std::max(room, 0)).toHtmlEscaped());
    return;
  }
  if (answer_.isEmpty()) {
    full_.clear();
    setText(QString());
    setToolTip(QString());
    return;
  }
  const QString dash = tr(" — ");
  const auto compose = [&](const QString& witness) {
    return head(true) + dash + witness.toHtmlEscaped() + suffix_.toHtmlEscaped();
  };
  full_ = compose(witness_);
  setToolTip(head(false) + dash + witness_ + suffix_);
  // What is left of the line once the words, the answers (measured bold, as the widest
  // they can be) and the move are set is the witness's: it is elided to that.
  QFont bold = font();
  bold.setBold(true);
  const QFontMetrics plain(font());
  const int room = contentsRect().width() - 2 * margin() - QFontMetrics(bold).horizontalAdvance(head(false)) -
                   plain.horizontalAdvance(dash + suffix_) - plain.averageCharWidth() * 2;
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

void AnswerBanner::show_answer(const Run& lane, const QString& rules_changed, bool presenting) {
  const PlaybackCounters& counters = lane.frame().counters;
  const SearchResult* result = lane.result();
  const bool answered = result != nullptr && counters.finished;
  if (answered) {
    // One line, whatever the witness's length: the Counters panel holds the whole of it.
    QString suffix = counters.total_moves > 0 ? tr(" — move %1 of %2").arg(counters.move).arg(counters.total_moves) : QString();
    // An answer under rules other than the judge's says so: it is not the judge's answer.
    if (!rules_changed.isEmpty()) suffix += tr(" — under %1").arg(rules_changed);
    set_answer(result->answer, lane.problem()->witness_text(*result), suffix, result->judge_answer);
  } else {
    clear_answer();
  }
  setVisible(answered || claim_.has_value() || !presenting);
}

}  // namespace frontier::gui
