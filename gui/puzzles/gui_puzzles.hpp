#pragma once
// The GUI's list of puzzles: where the GUI's parts of each puzzle of core's list
// (frontier/puzzles.hpp) are, one line a puzzle. Core's list says which puzzles there are
// and in what order; the adapters (adapters.cpp) and the exercises (exercise_adapters.cpp)
// walk it, and find each puzzle's PuzzleView, PlayView, EditView and ExerciseView here.

#include "frontier/puzzles.hpp"

#include "puzzles/lianliankan/lianliankan_gui.hpp"
#include "puzzles/mahjong/mahjong_gui.hpp"
#include "puzzles/solitaire/solitaire_gui.hpp"
#include "puzzles/huarongdao/huarongdao_gui.hpp"
#include "puzzles/eight/eight_gui.hpp"
