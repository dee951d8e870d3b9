#pragma once
// Huarongdao's parts in the GUI, for the GUI's list of puzzles (puzzles/gui_puzzles.hpp): its
// picture and words, its board editor, its play mode and its exercise.

#include "puzzles/huarongdao/huarongdao_edit.hpp"
#include "puzzles/huarongdao/huarongdao_exercise.hpp"
#include "puzzles/huarongdao/huarongdao_play.hpp"
#include "puzzles/huarongdao/huarongdao_view.hpp"
