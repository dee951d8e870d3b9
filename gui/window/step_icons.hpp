#pragma once
// The icon of "one expansion" forward or back. Qt's styles have one arrow for both
// ArrowRight and ArrowForward (Fusion maps one onto the other), so the fine step keeps
// the style's arrow and the expansion gets its own picture: a state (a disc) with the
// arrows to the neighbours it discovers, which is what an expansion is.

#include <QColor>
#include <QIcon>

namespace frontier::gui {

QIcon expansion_icon(bool forward, const QColor& ink);

}  // namespace frontier::gui
