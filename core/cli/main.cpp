// frontier-cli: answers judge files exactly as the judges do, writes random judge files,
// lists the algorithms and writes traces of searches as JSON Lines.

#include <cstdio>
#include <iostream>
#include <new>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "frontier/common/judge_file.hpp"
#include "frontier/common/parse_error.hpp"
#include "options.hpp"
#include "puzzle_cli.hpp"

namespace {

using frontier::cli::PuzzleCli;
using frontier::cli::UsageError;

constexpr int kExitBadInput = 1;
constexpr int kExitUsage = 2;

const std::vector<const PuzzleCli*>& all_puzzles() {
  static const std::vector<const PuzzleCli*> puzzles = {
      &frontier::cli::lianliankan_cli(), &frontier::cli::mahjong_cli(),
      &frontier::cli::solitaire_cli(), &frontier::cli::huarongdao_cli()};
  return puzzles;
}

// Options that take no value; every other --name takes one.
const std::set<std::string> kFlags = {"outside", "help"};

std::string usage() {
  std::ostringstream text;
  text << "usage: frontier-cli solve PUZZLE [FILE|-] [--algorithm NAME] [options]\n"
          "       frontier-cli generate PUZZLE --seed N [options]\n"
          "       frontier-cli algorithms PUZZLE\n"
          "       frontier-cli trace PUZZLE FILE --case K --query J [--algorithm NAME] [options]\n"
          "       frontier-cli puzzles\n"
          "\n"
          "solve prints exactly what the judge expects; FILE '-' or no FILE reads standard input.\n"
          "Bad input: FILE:LINE:COL: error: ... on standard error, exit 1. Bad usage: exit 2.\n"
          "\nPUZZLE is one of:\n";
  for (const PuzzleCli* puzzle : all_puzzles()) {
    text << "  " << puzzle->id << "  " << puzzle->title << "\n";
    if (!puzzle->solve_options.empty()) text << puzzle->solve_options;
    if (!puzzle->generate_options.empty()) text << puzzle->generate_options;
  }
  return text.str();
}

const PuzzleCli& find_puzzle(const std::string& id) {
  for (const PuzzleCli* puzzle : all_puzzles()) {
    if (puzzle->id == id) return *puzzle;
  }
  throw UsageError("unknown puzzle '" + id + "'");
}

int run(const std::vector<std::string>& words) {
  if (words.empty()) throw UsageError("no command given");
  const std::string& verb = words[0];
  if (verb == "--help" || verb == "-h" || verb == "help") {
    std::cout << usage();
    return 0;
  }
  if (verb == "puzzles") {
    for (const PuzzleCli* puzzle : all_puzzles()) std::cout << puzzle->id << "\t" << puzzle->title << "\n";
    return 0;
  }
  if (verb != "solve" && verb != "generate" && verb != "algorithms" && verb != "trace") {
    throw UsageError("unknown command '" + verb + "'");
  }
  if (words.size() < 2) throw UsageError(verb + " needs a PUZZLE");
  const PuzzleCli& puzzle = find_puzzle(words[1]);
  auto options = frontier::cli::Options::parse({words.begin() + 2, words.end()}, kFlags);

  if (verb == "algorithms") {
    options.finish();
    if (!options.positional().empty()) throw UsageError("algorithms takes no file");
    for (const auto& algorithm : puzzle.algorithms()) {
      std::cout << algorithm.name << "\t" << algorithm.summary << "\n";
    }
    return 0;
  }
  if (verb == "generate") {
    if (!options.positional().empty()) throw UsageError("generate takes no file");
    std::ostringstream out;
    puzzle.generate(options, out);
    std::cout << out.str();
    return 0;
  }

  if (options.positional().size() > 1) throw UsageError(verb + " takes one FILE");
  const std::string path = options.positional().empty() ? "-" : options.positional()[0];
  if (verb == "trace" && options.positional().empty()) throw UsageError("trace needs a FILE");
  const std::string shown_name = path == "-" ? "<stdin>" : path;

  // Options are checked before the file is read, so a typo costs nothing.
  std::ostringstream out;
  auto loaded = frontier::load_judge_file(path);
  if (!loaded.error.empty()) {
    std::cerr << shown_name << ": error: " << loaded.error << "\n";
    return kExitBadInput;
  }
  try {
    if (verb == "solve") {
      puzzle.solve(loaded.text, options, out);
    } else {
      puzzle.trace(loaded.text, options, out);
    }
  } catch (const frontier::ParseError& error) {
    std::cerr << frontier::format_error(shown_name, error) << "\n";
    return kExitBadInput;
  }
  // Answers are written only once the whole file has been read: a bad file prints no
  // half of its answers.
  const std::string answers = out.str();
  std::fwrite(answers.data(), 1, answers.size(), stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> words(argv + 1, argv + argc);
  try {
    return run(words);
  } catch (const UsageError& error) {
    std::cerr << "frontier-cli: " << error.what() << "\n\n" << usage();
    return kExitUsage;
  } catch (const std::bad_alloc&) {
    std::cerr << "frontier-cli: error: out of memory\n";
    return kExitBadInput;
  } catch (const std::exception& error) {
    std::cerr << "frontier-cli: error: " << error.what() << "\n";
    return kExitBadInput;
  }
}
