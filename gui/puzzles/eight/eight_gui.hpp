#pragma once
// The 8-puzzle's parts in the GUI, for the GUI's list of puzzles (puzzles/gui_puzzles.hpp):
// its picture and words, its board editor, its play mode and its exercise.

#include "puzzles/eight/eight_edit.hpp"
#include "puzzles/eight/eight_exercise.hpp"
#include "puzzles/eight/eight_play.hpp"
#include "puzzles/eight/eight_view.hpp"
