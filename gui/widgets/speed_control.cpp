#include "widgets/speed_control.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <algorithm>

#include "widgets/accessible_name.hpp"
#include "search/clock.hpp"

namespace frontier::gui {

SpeedControl::SpeedControl(Clock& clock, Words words, QWidget* parent)
    : QWidget(parent), clock_(clock), words_(std::move(words)), label_(new QLabel(this)), slider_(new QSlider(Qt::Horizontal, this)) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  // As wide as the words and the slider: a toolbar would give it any room left over.
  setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
  label_->setObjectName(QStringLiteral("speed_words"));
  name_for_screen_readers(*slider_, QT_TRANSLATE_NOOP("AccessibleNames", "Speed"));
  // Beside the slider they name, however much narrower than the widest they are.
  label_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  slider_->setObjectName(QStringLiteral("speed"));
  slider_->setRange(0, Clock::kMaxSpeedLevel);
  slider_->setFixedWidth(110);
  // The arrow keys belong to the window's steps, not to the slider.
  slider_->setFocusPolicy(Qt::NoFocus);
  slider_->setValue(clock_.speed_level());
  layout->addWidget(label_);
  layout->addWidget(slider_);
  connect(slider_, &QSlider::valueChanged, &clock_, &Clock::set_speed_level);
  connect(&clock_, &Clock::speed_changed, this, [this](int level) {
    const QSignalBlocker quiet(slider_);
    slider_->setValue(level);
    label_->setText(words_(level));
  });
  retranslate();
}

void SpeedControl::retranslate() {
  // The slider's level, not the clock's: a toolbar taken down re-parents its widgets, and
  // the font change that follows may come after the clock has gone.
  label_->setText(words_(slider_->value()));
  int widest = 0;
  for (int level = 0; level <= Clock::kMaxSpeedLevel; ++level) {
    widest = std::max(widest, label_->fontMetrics().horizontalAdvance(words_(level)));
  }
  label_->setFixedWidth(widest + 2 * label_->margin() + 4);
}

QString SpeedControl::text() const { return label_->text(); }

void SpeedControl::changeEvent(QEvent* event) {
  // Presentation mode's large type: the widest words are wider.
  if (event->type() == QEvent::FontChange) retranslate();
  QWidget::changeEvent(event);
}

}  // namespace frontier::gui
