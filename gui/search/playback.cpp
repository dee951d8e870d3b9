#include "search/playback.hpp"

namespace frontier::gui {

Playback::Playback(Run& lane, Clock& clock, QObject* parent) : QObject(parent), lane_(lane), clock_(clock) {
  connect(&lane_, &Run::moved, this, &Playback::moved);
  connect(&clock_, &Clock::playing_changed, this, &Playback::playing_changed);
  connect(&clock_, &Clock::speed_changed, this, &Playback::speed_changed);
}

}  // namespace frontier::gui
