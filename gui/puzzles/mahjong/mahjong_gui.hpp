#pragma once
// Mahjong's parts in the GUI, for the GUI's list of puzzles (puzzles/gui_puzzles.hpp): its
// picture and words, its board editor and its exercise (its play mode is
// the pair clicks every puzzle of tile pairs shares, play/pair_clicks.hpp).

#include "puzzles/mahjong/mahjong_edit.hpp"
#include "puzzles/mahjong/mahjong_exercise.hpp"
#include "puzzles/mahjong/mahjong_view.hpp"
