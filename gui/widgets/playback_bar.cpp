#include "widgets/playback_bar.hpp"

#include <QAction>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QStyle>
#include <algorithm>

#include "widgets/accessible_name.hpp"
#include "search/playback.hpp"
#include "widgets/seek_slider.hpp"
#include "widgets/speed_control.hpp"
#include "window/step_icons.hpp"

namespace frontier::gui {

PlaybackBar::PlaybackBar(Playback& playback, const std::function<QAction*(const char* name)>& action, QWidget* parent)
    : QToolBar(parent), playback_(playback) {
  setObjectName(QStringLiteral("playback_toolbar"));
  static constexpr std::pair<const char*, QStyle::StandardPixmap> kButtons[] = {
      {"to_start", QStyle::SP_MediaSkipBackward}, {"layer_back", QStyle::SP_MediaSeekBackward},
      {"expansion_back", QStyle::SP_ArrowBack},   {"step_back", QStyle::SP_ArrowLeft},
      {"play", QStyle::SP_MediaPlay},             {"step_forward", QStyle::SP_ArrowRight},
      {"expansion_forward", QStyle::SP_ArrowForward}, {"layer_forward", QStyle::SP_MediaSeekForward},
      {"to_end", QStyle::SP_MediaSkipForward}};
  for (const auto& [name, icon] : kButtons) {
    QAction* button = action(name);
    button->setIcon(style()->standardIcon(icon));
    addAction(button);
  }
  // The keys and buttons step the playback, wherever the actions are shown.
  static constexpr std::pair<const char*, void (Playback::*)()> kSteps[] = {
      {"play", &Playback::toggle_play},       {"step_forward", &Playback::step_forward},
      {"step_back", &Playback::step_back},    {"expansion_forward", &Playback::expansion_forward},
      {"expansion_back", &Playback::expansion_back}, {"layer_forward", &Playback::layer_forward},
      {"layer_back", &Playback::layer_back},  {"to_start", &Playback::to_start},
      {"to_end", &Playback::to_end},          {"faster", &Playback::faster},
      {"slower", &Playback::slower},
  };
  for (const auto& [name, step] : kSteps) connect(action(name), &QAction::triggered, &playback_, step);
  // The style's ArrowForward is its ArrowRight: an expansion gets a picture of its own.
  const QColor ink = palette().color(QPalette::ButtonText);
  action("expansion_forward")->setIcon(expansion_icon(true, ink));
  action("expansion_back")->setIcon(expansion_icon(false, ink));
  addSeparator();
  // Slow speeds step through pseudo-code lines, fast ones through whole expansions.
  speed_ = new SpeedControl(
      playback_.clock(),
      [](int level) {
        const int rate = 1 << level;
        return level <= Clock::kFineSpeedLevel ? tr("%n lines/s ", nullptr, rate) : tr("%n expansions/s ", nullptr, rate);
      },
      this);
  addWidget(speed_);
  addSeparator();
  name_the_more_button(*this);
  timeline_ = new QSlider(Qt::Horizontal, this);
  timeline_->setObjectName(QStringLiteral("timeline"));
  name_for_screen_readers(*timeline_, QT_TRANSLATE_NOOP("AccessibleNames", "Timeline"));
  timeline_->setFocusPolicy(Qt::NoFocus);
  timeline_->setMinimumWidth(160);  // it gives way to the position's words on a laptop
  seek_where_clicked(*timeline_);
  // Dragging seeks at every move: a seek is a repaint, whatever the step.
  connect(timeline_, &QSlider::valueChanged, &playback_, &Playback::seek);
  position_ = new QLabel(this);
  position_->setObjectName(QStringLiteral("position_label"));
  addWidget(timeline_);
  addWidget(position_);
  connect(&playback_, &Playback::moved, this, &PlaybackBar::show_cursor);
  show_cursor();
}

void PlaybackBar::show_cursor() {
  {
    const QSignalBlocker block(timeline_);
    timeline_->setRange(0, playback_.length());
    timeline_->setValue(playback_.position());
  }
  // The same count of steps as the Counters panel's Step (expansions), the found moves
  // replayed after them counted apart, so the two never disagree.
  const PlaybackCounters counters = playback_.counters();
  const QLocale locale;
  const auto worded = [&](std::int64_t step, int move) {
    QString position = tr("%1 / %2").arg(locale.toString(step), locale.toString(counters.total_steps));
    if (counters.total_moves > 0) position += tr(", move %1 / %2").arg(move).arg(counters.total_moves);
    return position;
  };
  position_->setText(worded(counters.step, counters.move));
  // Room for the widest it will read in this search, so that the toolbar makes room for it
  // at once (not cut at the window's edge, in a longer language) and it does not jiggle.
  const int widest = position_->fontMetrics().horizontalAdvance(worded(counters.total_steps, counters.total_moves));
  position_->setMinimumWidth(std::max(120, widest + position_->contentsMargins().left() + position_->contentsMargins().right() + 4));
}

void PlaybackBar::retranslate(const QString& slower, const QString& faster) {
  setWindowTitle(tr("Playback"));
  speed_->retranslate();
  speed_->setToolTip(tr("Speed: slow speeds follow every pseudo-code line, fast ones whole expansions (%1 / %2)").arg(slower, faster));
  timeline_->setToolTip(tr("Timeline: click or drag to any step of the search, then through the found moves"));
  show_cursor();  // the numbers in the language's own digits
}

}  // namespace frontier::gui
