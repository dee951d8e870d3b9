#include "search/narration_follower.hpp"

#include <QDockWidget>

#include "app/core_text.hpp"
#include "session/session.hpp"
#include "widgets/narration_history.hpp"
#include "widgets/narration_strip.hpp"

namespace frontier::gui {

NarrationFollower::NarrationFollower(Session& session, NarrationStrip& strip, NarrationHistory& history, QDockWidget& dock,
                                     std::function<bool()> silent)
    : QObject(&strip), session_(session), strip_(strip), history_(history), dock_(dock), silent_(std::move(silent)) {
  connect(&session_.lane(), &Run::moved, this, &NarrationFollower::retell);
  connect(&history_, &NarrationHistory::chosen, this, [this](TimelinePosition at) { session_.lane().seek_to(at); });
  connect(&dock_, &QDockWidget::visibilityChanged, this, [this](bool shown) {
    if (shown) retell();
  });
  strip_.installEventFilter(this);  // its sentences are worded where they are shown
}

bool NarrationFollower::eventFilter(QObject* watched, QEvent* event) {
  if (watched == &strip_ && event->type() == QEvent::LanguageChange) retell();
  return QObject::eventFilter(watched, event);
}

void NarrationFollower::retell() {
  if (silent_() || !session_.problem() || session_.lane().empty()) {
    strip_.set_sentence({});
    history_.set_sentences({}, {});
    return;
  }
  const std::string_view puzzle = session_.problem()->puzzle().id();
  const auto words = [this](trace::StateId state) { return session_.describe(state); };
  const std::optional<trace::Sentence> sentence = session_.lane().sentence();
  // At rest (after the run, after a seek) the cursor's fine steps may not have been asked
  // for: ask, and the strip speaks when they arrive. Playing fast, the strip waits.
  if (!sentence && !session_.playback().playing()) session_.lane().want_fine_steps();
  strip_.set_sentence(sentence ? core_text::sentence(puzzle, *sentence, words) : QString());
  if (!dock_.isVisible()) return;
  QStringList said;
  std::vector<TimelinePosition> points;
  for (const NarratedStep& step : session_.lane().narration(NarrationHistory::kMostSentences)) {
    said << core_text::sentence(puzzle, step.sentence, words);
    points.push_back(step.at);
  }
  history_.set_sentences(said, points);
}

}  // namespace frontier::gui
