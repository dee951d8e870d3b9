#include "widgets/narration_strip.hpp"

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>

#include "render/palette.hpp"
#include "render/stage_type.hpp"

namespace frontier::gui {

namespace {
// Above the interface's own size, so the sentence is what the eye meets under the board;
// presentation mode makes the whole window half as large again, and the strip with it.
constexpr double kScale = 1.25;
// Room for the longest sentence on a board of ordinary width. The height is fixed, so the
// board keeps its rectangle whatever the sentence's length (and before any search). In
// presentation mode the strip spans the whole window (the side panels are folded away):
// two lines hold the sentence, and the board gets the third.
constexpr int kLines = 3;
constexpr int kPresentationLines = 2;
}  // namespace

NarrationStrip::NarrationStrip(QWidget* parent) : QLabel(parent), announcing_(new QTimer(this)) {
  setObjectName(QStringLiteral("narration_strip"));
  // Said once the sentences stop coming faster than a listener hears them: the last one.
  announcing_->setSingleShot(true);
  announcing_->setInterval(kAnnounceMs);
  connect(announcing_, &QTimer::timeout, this, &NarrationStrip::announce);
  setAccessibleName(QStringLiteral(" "));  // not the label's own events at every sentence: announce()'s
  // What a screen reader says of the strip after the sentence, and how a test finds it.
  setAccessibleDescription(tr("Narration"));
  setWordWrap(true);
  setTextFormat(Qt::PlainText);
  setTextInteractionFlags(Qt::TextSelectableByMouse);
  setMargin(6);
  setAlignment(Qt::AlignLeft | Qt::AlignTop);
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  fit_font();
}

void NarrationStrip::set_sentence(const QString& sentence) {
  if (sentence == text()) return;
  setText(sentence);
  setToolTip(sentence);  // whole, should a narrow window cut it
  // The first sentence after a pause is said at once; while they come fast, one every
  // kAnnounceMs, the last when they stop.
  if (announcing_->isActive()) return;
  announce();
  announcing_->start();
}

void NarrationStrip::announce() {
  const QString sentence = text().isEmpty() ? QStringLiteral(" ") : text();
  if (sentence != accessibleName()) setAccessibleName(sentence);  // Qt sends the name-change event
}

void NarrationStrip::set_presentation(bool on) {
  presentation_ = on;
  fit_font();
}

void NarrationStrip::set_stage_ink(int ink) {
  if (ink == stage_ink_) return;
  stage_ink_ = ink;
  fit_font();
}

void NarrationStrip::fit_font() {
  QFont font = QApplication::font();
  if (presentation_ && stage_ink_ > 0) {
    font = StageType::sized(font, stage_ink_);
  } else {
    font.setPointSizeF(font.pointSizeF() * kScale * (presentation_ ? PaintStyle::kPresentationFontScale : 1.0));
  }
  setFont(font);
  setFixedHeight(QFontMetrics(font).lineSpacing() * (presentation_ ? kPresentationLines : kLines) + 2 * margin() + 2);
}

void NarrationStrip::changeEvent(QEvent* event) {
  // The application's font changed (a desktop setting): the strip keeps its proportion.
  if (event->type() == QEvent::ApplicationFontChange) fit_font();
  if (event->type() == QEvent::LanguageChange) setAccessibleDescription(tr("Narration"));
  QLabel::changeEvent(event);
}

}  // namespace frontier::gui
