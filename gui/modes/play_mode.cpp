#include "modes/play_mode.hpp"

#include "document/editable_document.hpp"
#include "play/play_controller.hpp"
#include "session/session.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/play_panel.hpp"

namespace frontier::gui {

namespace {
QString playing() { return PlayMode::tr("Playing: the file stays as it is."); }
}  // namespace

PlayMode::PlayMode(ModeContext context, PlayPanel& panel, std::unique_ptr<PlayController> game)
    : HandMode(std::move(context)), panel_(panel), game_(std::move(game)) {
  // A position kept is a new case after the one played: the game goes on.
  this->context().session.set_hold_choice(true);
  connect(game_.get(), &PlayController::changed, this, &PlayMode::show);
  connect(game_.get(), &PlayController::refused, this, [this](const QString& reason) {
    say([reason] { return tr("That move is not allowed: %1.").arg(reason); });
  });
  on_arrows("play", [this](int direction) { game_->arrow(direction); });
  on_action("play_undo", [this] {
    if (!game_->undo()) say([] { return tr("No move to take back."); });
  });
  on_action("hint", [this] {
    if (!game_->hint()) {
      say([settled = game_->settled()] { return settled ? tr("No move is left.") : tr("Still asking core for the moves…"); });
    }
  });
  on_action("keep_position", [this] { keep_position(); });
  this->context().say(playing);
}

PlayMode::~PlayMode() { context().session.set_hold_choice(false); }

void PlayMode::say(std::function<QString()> words) {
  spoke_ = true;
  context().say(std::move(words));
}

void PlayMode::keep_position() {
  Session& session = context().session;
  if (session.editable() == nullptr) return;
  if (const std::optional<QString> refusal = game_->keep_position(*session.editable(), session.case_index())) {
    say([reason = *refusal] { return tr("The position cannot be kept: %1").arg(reason); });
    return;
  }
  say([what = session.editable()->undo_stack().undoText()] {
    return tr("Kept: %1. File ▸ Save writes it; Edit ▸ Undo, once out of play mode, takes it back.").arg(what);
  });
}

void PlayMode::show() {
  draw(*game_);
  context().banner.set_playing(game_->progress());
  panel_.show_game(game_->progress(), game_->refusal());
  if (game_->refusal().isEmpty() && spoke_) {
    // A refusal said in the status bar is over once a move is accepted or taken back.
    spoke_ = false;
    context().say(playing);
  }
}

bool PlayMode::picks_by_keys() const { return game_->picks(); }

void PlayMode::press(QPoint cell) { game_->press(cell); }

void PlayMode::release(QPoint cell) { game_->release(cell); }

}  // namespace frontier::gui
