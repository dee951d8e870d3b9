#pragma once
// A control's name for screen readers (Orca reads it through AT-SPI: "Timeline, slider"),
// where its role and a nearby label do not give it one: the lists and the tree in the
// panels, the sliders, the comparison's table. Marked for translation in the
// "AccessibleNames" context with QT_TRANSLATE_NOOP, said in the language of now, and again
// after every change of language.

class QToolBar;
class QWidget;

namespace frontier::gui {

void name_for_screen_readers(QWidget& widget, const char* words);
// A toolbar too narrow for its controls shows the rest behind Qt's own » button, which
// has no name of its own.
void name_the_more_button(QToolBar& bar);

}  // namespace frontier::gui
