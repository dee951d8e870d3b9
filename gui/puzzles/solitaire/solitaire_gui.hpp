#pragma once
// Solitaire's parts in the GUI, for the GUI's list of puzzles (puzzles/gui_puzzles.hpp): its
// picture and words, its board editor, its play mode and its exercise.

#include "puzzles/solitaire/solitaire_edit.hpp"
#include "puzzles/solitaire/solitaire_exercise.hpp"
#include "puzzles/solitaire/solitaire_play.hpp"
#include "puzzles/solitaire/solitaire_view.hpp"
