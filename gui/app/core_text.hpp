#pragma once
// The words core writes for people and the GUI shows: each algorithm's pseudo-code lines
// and its one-line summary. Core is C++ without Qt, so they reach the GUI as English
// string_views; they are translated here, where they are shown.
//
// A translation is looked up by the English text in its context, with "puzzle/algorithm"
// as the disambiguation: a line two algorithms share may then read differently in each
// (Dijkstra's queue is a priority queue, SPFA's is a plain one), and Qt Linguist shows
// the translator which algorithm a line belongs to. lupdate cannot see strings made at
// run time, so the build generates a source that lists them all, exactly as these look
// them up (frontier-core-strings, core/tools/core_strings.cpp).

#include <QByteArray>
#include <QString>
#include <span>
#include <string_view>

namespace frontier::gui::core_text {

inline constexpr char kPseudocodeContext[] = "Pseudocode";
inline constexpr char kSummaryContext[] = "AlgorithmSummary";

// "lianliankan/bfs-turns"
QByteArray disambiguation(std::string_view puzzle, std::string_view algorithm);

// A pseudo-code line in the current language. Its leading spaces are the code's nesting,
// not words: they are kept as they are and are not part of the text looked up.
QString pseudocode_line(std::string_view puzzle, std::string_view algorithm, std::string_view line);
QString summary(std::string_view puzzle, std::string_view algorithm, std::string_view summary);

// What the generated source lists for lupdate in `context` (kPseudocodeContext,
// kSummaryContext; empty for a context it does not know), so that a test can hold the
// list to what core says.
struct Entry {
  const char* source;          // a pseudo-code line without its leading spaces, or a summary
  const char* disambiguation;  // "puzzle/algorithm"
};
std::span<const Entry> listed(std::string_view context);

}  // namespace frontier::gui::core_text
