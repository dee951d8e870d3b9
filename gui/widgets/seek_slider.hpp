#pragma once
// A timeline that seeks where it is clicked, as a media player's does: a click on the
// groove goes to the step under it, not a page of steps towards it (on a search of 200,000
// steps a page is nothing). The main window's timeline and the comparison's.

class QSlider;

namespace frontier::gui {

void seek_where_clicked(QSlider& timeline);

}  // namespace frontier::gui
