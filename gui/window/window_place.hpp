#pragma once
// Where the window is: as the last quit left it (its geometry and its panels' state, kept
// in the settings), or on a first start its default size where the screen has room for it
// and its frame, smaller where it has not (a 1280 × 800 laptop or projector), centred.

class QMainWindow;

namespace frontier::gui {

inline constexpr int kDefaultWidth = 1200;  // the window's size on a first start, where it fits
inline constexpr int kDefaultHeight = 800;

// The last quit's geometry and panels, or the default size; whether a geometry was saved.
bool restore_place(QMainWindow& window);
// A first start (nothing restored): the default size fitted to the screen, centred.
void place_on_screen(QMainWindow& window);
void save_place(const QMainWindow& window);

}  // namespace frontier::gui
