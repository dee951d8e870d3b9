#pragma once
// Lianliankan's parts in the GUI, for the GUI's list of puzzles (puzzles/gui_puzzles.hpp): its
// picture and words, its board editor and its exercise (its play mode is
// the pair clicks every puzzle of tile pairs shares, play/pair_clicks.hpp).

#include "puzzles/lianliankan/lianliankan_edit.hpp"
#include "puzzles/lianliankan/lianliankan_exercise.hpp"
#include "puzzles/lianliankan/lianliankan_view.hpp"
