#pragma once
// Words a teacher writes in the two languages the program speaks (a lesson's titles, a
// bookmark's note); either may be empty, and the one shown falls back to the other.

#include <QString>

namespace frontier::gui {

struct Bilingual {
  QString english;
  QString chinese;
  bool empty() const { return english.isEmpty() && chinese.isEmpty(); }
  // In Chinese when `chinese_first` (the window speaks Chinese), else in English.
  QString in(bool chinese_first) const {
    if (chinese_first) return chinese.isEmpty() ? english : chinese;
    return english.isEmpty() ? chinese : english;
  }
  friend bool operator==(const Bilingual&, const Bilingual&) = default;
};

}  // namespace frontier::gui
