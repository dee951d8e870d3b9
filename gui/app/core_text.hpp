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
#include <functional>
#include <span>
#include <string_view>

#include "frontier/trace/narration.hpp"

namespace frontier::gui::core_text {

inline constexpr char kPseudocodeContext[] = "Pseudocode";
inline constexpr char kSummaryContext[] = "AlgorithmSummary";
inline constexpr char kNarrationContext[] = "Narration";

// "lianliankan/bfs-turns"
QByteArray disambiguation(std::string_view puzzle, std::string_view algorithm);

// A pseudo-code line in the current language. Its leading spaces are the code's nesting,
// not words: they are kept as they are and are not part of the text looked up.
QString pseudocode_line(std::string_view puzzle, std::string_view algorithm, std::string_view line);
QString summary(std::string_view puzzle, std::string_view algorithm, std::string_view summary);

// A sentence of the narration in the current language: its template looked up in context
// "Narration" ("puzzle/algorithm", or trace::kGenericDisambiguation for the sentences every
// search shares), each named placeholder replaced by its fact: a state in `state_text`'s
// words (the problem's describe_state), a count through its unit's plural forms
// (disambiguation trace::kUnitDisambiguation; English's own plural when no translation
// has it), a number as the locale writes it. A placeholder without its fact stays as it is.
QString sentence(std::string_view puzzle, const trace::Sentence& sentence,
                 const std::function<QString(trace::StateId)>& state_text);
// A count in its unit, translated: "%n turn(s)" of 2 is "2 turns", "2 次转弯".
QString count(std::string_view unit, std::int64_t n);

// What the generated source lists for lupdate in `context` (kPseudocodeContext,
// kSummaryContext, kNarrationContext; empty for a context it does not know), so that a test can hold the
// list to what core says.
struct Entry {
  const char* source;          // a pseudo-code line without its leading spaces, or a summary
  const char* disambiguation;  // "puzzle/algorithm"
};
std::span<const Entry> listed(std::string_view context);

}  // namespace frontier::gui::core_text
