// frontier-core-strings: writes the C++ source through which lupdate sees the English words
// core makes for people (each algorithm's pseudo-code lines, summary, stages and narration, each
// rule's description). Core has no Qt,
// and lupdate cannot see strings that are only put together at run time, so the GUI's
// build runs this program and compiles what it writes into the visualizer; lupdate then
// finds every word where the build put it, and a line changed in core reaches the .ts
// files at the next update_translations without anyone copying it by hand.
//
// Each entry is a QT_TRANSLATE_NOOP3(context, words, "puzzle/name"), exactly the key that
// gui/app/core_text.* looks the words up by at run time. The file also defines
// core_text::listed(context), so that the GUI tests can hold what was generated to what
// core says.
//
// Usage: frontier-core-strings [OUTPUT]   (standard output without OUTPUT)

#include <fstream>
#include <iostream>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/puzzles.hpp"
#include "frontier/trace/json_lines.hpp"
#include "frontier/trace/narration.hpp"
#include "frontier/trace/observer.hpp"

namespace {

using frontier::trace::AlgorithmInfo;

// What each puzzle's contract says in English. The id (the contract's kId) is the first
// half of every disambiguation.
struct Puzzle {
  std::string_view id;
  std::vector<AlgorithmInfo> algorithms;  // the correct searches, then the lessons
  std::span<const frontier::RuleSpec> rules;
  std::span<const frontier::GenerateParameter> generate_parameters;
};

template <frontier::PuzzleContract P>
Puzzle words_of() {
  std::vector<AlgorithmInfo> algorithms(P::algorithms().begin(), P::algorithms().end());
  algorithms.insert(algorithms.end(), P::lessons().begin(), P::lessons().end());
  return {P::kId, std::move(algorithms), P::rule_specs(), P::generate_parameters()};
}

std::vector<Puzzle> all_puzzles() {
  std::vector<Puzzle> puzzles;
  frontier::for_each_puzzle([&]<frontier::PuzzleContract P> { puzzles.push_back(words_of<P>()); });
  return puzzles;
}

// One translation context: its name is both Qt's context and, with a k before it, the name
// of its array in the generated file, so it must be a C++ identifier.
class Context {
 public:
  explicit Context(std::string_view name) : name_(name) {}

  // The same words under the same disambiguation are one message to lupdate: listed once.
  // `counted` words hold %n, a number Qt's plural forms are chosen by.
  void add(std::string_view words, std::string disambiguation, bool counted = false) {
    if (words.empty()) return;  // nothing to translate
    if (!seen_.emplace(std::string(words), disambiguation).second) return;
    entries_.push_back({std::string(words), std::move(disambiguation), counted});
  }

  std::string_view name() const { return name_; }
  bool empty() const { return entries_.empty(); }
  std::string array_name() const { return "k" + std::string(name_); }
  void write_array(std::ostream& out) const;

 private:
  struct Entry {
    std::string words;
    std::string disambiguation;
    bool counted = false;
  };
  std::string_view name_;
  std::vector<Entry> entries_;
  std::set<std::pair<std::string, std::string>> seen_;
};

// A JSON string is also a C++ string literal that reads back as the same bytes: JSON
// escapes only the quote, the backslash and control characters, each as C++ does (\uXXXX
// inside a literal is the same character), and passes UTF-8 through, as lupdate reads it.
std::string quoted(std::string_view text) { return frontier::trace::json_string(text); }

void Context::write_array(std::ostream& out) const {
  out << "\nconstexpr Entry " << array_name() << "[] = {\n";
  for (const Entry& entry : entries_) {
    out << (entry.counted ? "    QT_TRANSLATE_N_NOOP3(" : "    QT_TRANSLATE_NOOP3(") << quoted(name_) << ", " << quoted(entry.words) << ", "
        << quoted(entry.disambiguation) << "),\n";
  }
  out << "};\n";
}

std::string disambiguation(const Puzzle& puzzle, const AlgorithmInfo& algorithm) {
  return std::string(puzzle.id) + "/" + std::string(algorithm.name);
}

// Every context the GUI translates core's words in, one loop each. The contexts and the
// text looked up must be what gui/app/core_text.cpp passes to QCoreApplication::translate.
std::vector<Context> contexts(const std::vector<Puzzle>& puzzles) {
  Context pseudocode("Pseudocode");
  for (const Puzzle& puzzle : puzzles) {
    for (const AlgorithmInfo& algorithm : puzzle.algorithms) {
      for (const std::string_view line : algorithm.pseudocode) {
        // The leading spaces are the code's nesting, kept out of the words translated.
        const std::size_t words = line.find_first_not_of(' ');
        if (words != std::string_view::npos) pseudocode.add(line.substr(words), disambiguation(puzzle, algorithm));
      }
    }
  }

  Context summaries("AlgorithmSummary");
  for (const Puzzle& puzzle : puzzles) {
    for (const AlgorithmInfo& algorithm : puzzle.algorithms) {
      summaries.add(algorithm.summary, disambiguation(puzzle, algorithm));
      summaries.add(algorithm.mistake, disambiguation(puzzle, algorithm));  // a lesson's
      for (const frontier::trace::Stage& stage : algorithm.stages) summaries.add(stage.name, disambiguation(puzzle, algorithm));
    }
  }

  Context rules("Rules");
  for (const Puzzle& puzzle : puzzles) {
    for (const frontier::RuleSpec& rule : puzzle.rules) {
      rules.add(rule.name, std::string(puzzle.id) + "/" + std::string(rule.id));
      rules.add(rule.help, std::string(puzzle.id) + "/" + std::string(rule.id));
    }
  }

  // File ▸ New's form: each parameter's label and its tooltip.
  Context generator("Generator");
  for (const Puzzle& puzzle : puzzles) {
    for (const frontier::GenerateParameter& parameter : puzzle.generate_parameters) {
      generator.add(parameter.name, std::string(puzzle.id) + "/" + std::string(parameter.id));
      generator.add(parameter.help, std::string(puzzle.id) + "/" + std::string(parameter.id));
    }
  }

  // The narration: each algorithm's sentence of each pseudo-code line, the sentences every
  // search shares, and the units its costs are counted in.
  Context narration("Narration");
  for (const Puzzle& puzzle : puzzles) {
    for (const AlgorithmInfo& algorithm : puzzle.algorithms) {
      for (const std::string_view sentence : algorithm.narration) narration.add(sentence, disambiguation(puzzle, algorithm));
    }
  }
  for (const std::string_view sentence : frontier::trace::kGenericSentences) {
    narration.add(sentence, std::string(frontier::trace::kGenericDisambiguation));
  }
  for (const Puzzle& puzzle : puzzles) {
    for (const AlgorithmInfo& algorithm : puzzle.algorithms) {
      narration.add(algorithm.cost_unit, std::string(frontier::trace::kUnitDisambiguation), /*counted=*/true);
    }
  }

  return {pseudocode, summaries, rules, generator, narration};
}

std::string source_file(const std::vector<Context>& all) {
  std::ostringstream out;
  out << "// Generated at build time by frontier-core-strings (core/tools/core_strings.cpp) from\n"
         "// core's algorithm registries: do not edit, change core instead. lupdate reads this\n"
         "// file for the words core writes in English; gui/app/core_text.* looks them up.\n"
         "\n"
         "#include <span>\n"
         "#include <string_view>\n"
         "\n"
         "#include \"app/core_text.hpp\"  // Qt's QT_TRANSLATE_NOOP3 comes with it\n"
         "\n"
         "namespace frontier::gui::core_text {\n"
         "\n"
         "namespace {\n";
  for (const Context& context : all) {
    if (!context.empty()) context.write_array(out);
  }
  out << "\n"
         "}  // namespace\n"
         "\n"
         "std::span<const Entry> listed(std::string_view context) {\n";
  for (const Context& context : all) {
    if (!context.empty()) out << "  if (context == " << quoted(context.name()) << ") return " << context.array_name() << ";\n";
  }
  out << "  return {};\n"
         "}\n"
         "\n"
         "}  // namespace frontier::gui::core_text\n";
  return out.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 2) {
    std::cerr << "usage: frontier-core-strings [OUTPUT]\n";
    return 2;
  }
  const std::string text = source_file(contexts(all_puzzles()));
  if (argc == 1) {
    std::cout << text;
    return std::cout.flush() ? 0 : 1;
  }
  std::ofstream file(argv[1], std::ios::binary | std::ios::trunc);
  file << text;
  file.close();
  if (!file) {
    std::cerr << "frontier-core-strings: cannot write " << argv[1] << "\n";
    return 1;
  }
  return 0;
}
