#pragma once
// The board editor's changes to a Mahjong game. Each changes the game or throws
// std::invalid_argument / std::out_of_range with the reason and leaves it as it was. A
// pair that an edit makes illegal (its card taken away) is Puzzle::validate's to refuse.

#include "frontier/mahjong/model.hpp"

namespace frontier::mahjong {

// Lays a card on `cell`, or takes it away.
void set_card(Game& game, Cell cell, bool card);
// The board becomes width x height: the cells both sizes share keep their cards, new
// cells are blank.
void resize(Game& game, int width, int height);
// One board of width x height without a card, and no pair. Throws as resize does.
JudgeFile empty_file(int width, int height);

}  // namespace frontier::mahjong
