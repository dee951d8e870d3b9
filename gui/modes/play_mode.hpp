#pragma once
// Game ▸ Play the Puzzle (Ctrl+G): a game by hand on the chosen query, from core's start.
// The board's clicks and the arrows are the player's moves; Ctrl+Z takes one back, H
// hints, and Game ▸ Keep the Position makes the position a new case of the file. The
// file is never changed otherwise, and the choice is held while the game goes on.

#include <memory>

#include "modes/hand_mode.hpp"

namespace frontier::gui {

class PlayController;
class PlayPanel;

class PlayMode final : public HandMode {
  Q_OBJECT

 public:
  PlayMode(ModeContext context, PlayPanel& panel, std::unique_ptr<PlayController> game);
  ~PlayMode() override;

  PlayController& game() const { return *game_; }

  const ByHandMode& names() const override { return kPlayMode; }
  void show() override;
  bool picks_by_keys() const override;
  void press(QPoint cell) override;
  void release(QPoint cell) override;

 private:
  void keep_position();
  void say(std::function<QString()> words);

  PlayPanel& panel_;
  std::unique_ptr<PlayController> game_;
  bool spoke_ = false;  // the status bar says something of the mode's besides "Playing"
};

}  // namespace frontier::gui
