#pragma once
// The words of File ▸ Open Recent's entries. A course keeps a `sample.in` in every week's
// folder: a menu of bare file names shows them alike, so each entry names its folder too,
// as KDE's menus do ("sample.in [~/course/week1]"), the home folder written as ~ to keep
// it short; the full path is the entry's tooltip and status tip.

#include <QString>

namespace frontier::gui {

// `path`'s entry: its file name and, in brackets, its folder (under the home folder as
// ~/…), with every & doubled so the menu shows it rather than taking it for a mnemonic.
QString recent_entry_text(const QString& path);

}  // namespace frontier::gui
