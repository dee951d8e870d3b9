#pragma once
// Play mode as the window sees it: one game played by hand on the chosen case and query,
// whatever the puzzle. The window gives it the user's clicks and keys, draws its painter
// and shows its words; PuzzlePlay<P> (puzzle_play.hpp) is the one implementation, over
// the contract, and asks core for every rule: a click or a key only becomes a candidate
// move, which P::apply accepts or refuses with its reason.

#include <QString>
#include <optional>

#include "play/by_hand_controller.hpp"

namespace frontier::gui {

class EditableDocument;

class PlayController : public ByHandController {
  Q_OBJECT

 public:
  // The picture (painter()): the position as it stands, with what the player is doing on
  // it (the tile picked, the line of the pair just taken, the hint).

  // An arrow key: 0 up, 1 right, 2 down, 3 left (the order of kRowStep).
  virtual void arrow(int direction) = 0;
  // Whether a move starts by picking a tile or piece (the keys then move a cursor to pick
  // with), rather than by the arrows themselves (Huarongdao's blank).
  virtual bool picks() const = 0;
  // Shows the move core advises (P::hint): on a shortest way for Huarongdao, one that
  // keeps the goal in reach for Solitaire, a pair that links for the others; false when
  // there is none or it is not known yet.
  virtual bool hint() = 0;

  virtual int moves_made() const = 0;
  // Game ▸ Keep the Position: the position as it stands, with the query asked from it
  // (P::restate), becomes a new case right after case `case_index` of `document` (for
  // Huarongdao, whose file is one board, a new last query). One undoable edit; the game
  // goes on. Returns the reason when the document refuses it.
  virtual std::optional<QString> keep_position(EditableDocument& document, int case_index) const = 0;
  // How the game stands, in words: the moves made and what core's solver says from here.
  virtual QString progress() const = 0;
  // Why the last candidate move was refused, in core's words; empty after an accepted one.
  virtual QString refusal() const = 0;
  // The solver's answer from the position is known (it runs on a worker after each move).
  virtual bool settled() const = 0;

 signals:
  // A candidate move was refused (the reason is refusal()).
  void refused(const QString& reason);
};

}  // namespace frontier::gui
