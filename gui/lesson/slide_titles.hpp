#pragma once
// The title a slide gets when the teacher gives it none: what kind of slide it is (an
// exercise, an ask slide, a comparison, or a search to watch), where its board comes from,
// and its search or searches ("Exercise: hdu1175_sample, case 1, query 2: bfs-turns"), in
// English and in Chinese. A title that still reads as the automatic title of its slide
// follows the slide when Update the Slide from the View changes it; a title the teacher
// wrote stays. No state is kept for that: the words say it, so a lesson saved and opened
// again another day behaves the same.

#include <QString>
#include <optional>

#include "model/bilingual.hpp"

namespace frontier::gui {

struct Slide;

// `slide`'s automatic title, its board named `board` (the judge file's base name, or the
// puzzle's title for a board never saved).
Bilingual automatic_title(const Slide& slide, const QString& board);
// The board's name in `slide`'s title when the title is the slide's automatic one (in
// English, and in Chinese or none); nullopt when the teacher wrote it.
std::optional<QString> automatic_title_board(const Slide& slide);

}  // namespace frontier::gui
