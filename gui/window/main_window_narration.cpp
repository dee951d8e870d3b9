// The narration at the cursor: the strip under the board says the cursor's fine step, the
// Narration dock the sentences up to it. Both are worded anew at every move and every
// change of language, from the fine steps the lane has derived (never blocking).

#include <QDockWidget>

#include "app/core_text.hpp"
#include "search/playback.hpp"
#include "widgets/narration_history.hpp"
#include "widgets/narration_strip.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::show_narration() {
  // In play, edit and exercise mode the board is not a frame of the search: nothing to
  // narrate.
  if (hand_ || !session_.problem() || session_.lane().empty()) {
    narration_strip_->set_sentence({});
    narration_history_->set_sentences({}, {});
    return;
  }
  const std::string_view puzzle = session_.problem()->puzzle().id();
  const auto words = [this](trace::StateId state) { return session_.describe(state); };
  const std::optional<trace::Sentence> sentence = session_.lane().sentence();
  // At rest (after the run, after a seek) the cursor's fine steps may not have been asked
  // for: ask, and the strip speaks when they arrive. Playing fast, the strip waits.
  if (!sentence && !session_.playback().playing()) session_.lane().want_fine_steps();
  narration_strip_->set_sentence(sentence ? core_text::sentence(puzzle, *sentence, words) : QString());

  if (!docks_[QStringLiteral("narration_dock")]->isVisible()) return;
  QStringList said;
  std::vector<TimelinePosition> points;
  for (const NarratedStep& step : session_.lane().narration(NarrationHistory::kMostSentences)) {
    said << core_text::sentence(puzzle, step.sentence, words);
    points.push_back(step.at);
  }
  narration_history_->set_sentences(said, points);
}

}  // namespace frontier::gui
