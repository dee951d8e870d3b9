// The reader's fast path for tiles against the careful one (every byte through
// TextScanner): on random generated files, on the same files with CRLF, tabs, runs of
// blanks, trailing blanks, no final newline, leading zeros and "-0", on every shipped
// file, and on thousands of small files with one byte changed, both must give the same
// file or the same error at the same line and column.

#include <gtest/gtest.h>

#include "data_files.hpp"

#include <string>
#include <variant>

#include "frontier/common/parse_error.hpp"
#include "frontier/common/random.hpp"
#include "frontier/lianliankan/format.hpp"
#include "frontier/lianliankan/generator.hpp"

namespace frontier::lianliankan {
namespace {

namespace fs = std::filesystem;

// The file, or the error's "LINE:COL: message".
std::variant<JudgeFile, std::string> read_with(std::string_view text, TileReader reader) {
  try {
    return read_judge_file(text, reader);
  } catch (const ParseError& error) {
    return std::string(error.what());
  }
}

void expect_same_reading(std::string_view text, const std::string& label) {
  const auto fast = read_with(text, TileReader::fast);
  const auto careful = read_with(text, TileReader::careful);
  ASSERT_EQ(fast.index(), careful.index()) << label << ": one reader refused what the other took: "
                                           << (fast.index() == 1 ? std::get<1>(fast) : std::get<1>(careful));
  if (careful.index() == 1) {
    EXPECT_EQ(std::get<1>(fast), std::get<1>(careful)) << label;
  } else {
    EXPECT_TRUE(std::get<0>(fast) == std::get<0>(careful)) << label;
  }
}

std::string generated(std::uint64_t seed, SplitMix64& random) {
  GeneratorOptions options;
  options.seed = seed;
  options.rows = static_cast<int>(random.uniform(1, 40));
  options.cols = static_cast<int>(random.uniform(1, 40));
  options.queries = static_cast<int>(random.uniform(0, 5));
  options.cases = static_cast<int>(random.uniform(1, 3));
  options.density = static_cast<double>(random.uniform(0, 10)) / 10.0;
  // One-digit tiles (the fast path's eight at a time) and long ones, up to kMaxTile.
  options.tiles = random.uniform(0, 1) == 0 ? 9 : kMaxTile;
  return write_judge_file(generate_judge_file(options));
}

// The same numbers with the blanks between them rewritten as `style` picks.
std::string reblank(const std::string& text, int style, SplitMix64& random) {
  std::string out;
  for (const char c : text) {
    if (c == '\n') {
      if (style == 0) out += "\r\n";
      else if (style == 1) out += " \t \n";  // trailing blanks
      else out += '\n';
    } else if (c == ' ') {
      if (style == 2) out += '\t';
      else if (style == 3) out += random.uniform(0, 3) == 0 ? "  " : " ";
      else if (style == 4) out += random.uniform(0, 7) == 0 ? " \r\n" : " ";  // a board's row across lines
      else out += ' ';
    } else {
      out += c;
    }
  }
  if (style == 5) {
    out.pop_back();  // no final newline
  }
  return out;
}

TEST(TileReader, ReadsRandomFilesAsTheCarefulReaderDoes) {
  SplitMix64 random(20261201);
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const std::string text = generated(seed, random);
    expect_same_reading(text, "seed " + std::to_string(seed));
    for (int style = 0; style <= 5; ++style) {
      expect_same_reading(reblank(text, style, random), "seed " + std::to_string(seed) + " style " + std::to_string(style));
    }
  }
}

TEST(TileReader, TakesWhatTheCarefulReaderTakes) {
  // Leading zeros, "-0", the largest tile, a file ending right after a tile's digits.
  for (const std::string_view text : {"1 4\n0001 0 00 1\n0\n0 0\n", "1 5\n1 -0 1 1 1\n1\n1 1 1 2\n0 0",
                                      "1 3\n2147483647 0 2147483647\n1\n1 1 1 3\n0 0\n", "1 4\n1 2 3 4"}) {
    expect_same_reading(text, std::string(text));
  }
}

TEST(TileReader, ReadsEveryShippedFileAsTheCarefulReaderDoes) {
  const fs::path root = test_data::source_dir();
  for (const char* dir : {"sample_inputs/lianliankan", "tests/data/odd/lianliankan", "tests/data/bad/lianliankan"}) {
    for (const char* companion : {".out", ".err"}) {
      for (const fs::path& path : test_data::judge_inputs(root / dir, companion)) {
        expect_same_reading(test_data::slurp(path), path.filename().string());
      }
    }
  }
}

// The eight tiles taken at once: every byte of a row of them, in every lane of the
// block, changed to each byte that must stop it (and some that must not), at a line and
// column far from the start, so that the error is named where the careful reader names it.
TEST(TileReader, EveryByteOfAnEightTileBlockIsChecked) {
  constexpr std::string_view kBytes[] = {"x", "-", "/", ":", " ", "\n", "\t", "\r", "\v", std::string_view("\0", 1),
                                         "0", "9", "12", "\xB0", "\xA0"};
  std::string rows;
  for (int row = 0; row < 3; ++row) {
    for (int col = 0; col < 20; ++col) rows += std::to_string((row * 20 + col) % 10) + (col == 19 ? "\n" : " ");
  }
  const std::string tail = "1\n1 1 3 20\n0 0\n";
  const std::size_t third_row = rows.size() / 3 * 2;
  for (std::size_t at = third_row; at < third_row + 16 * 2; ++at) {
    for (const std::string_view replacement : kBytes) {
      std::string broken = rows;
      broken.replace(at, 1, replacement);
      expect_same_reading("3 20\n" + broken + tail, "byte " + std::to_string(at) + " as " + std::string(replacement));
    }
  }
}

TEST(TileReader, RefusesABrokenByteWhereTheCarefulReaderDoes) {
  constexpr std::string_view kBytes[] = {"x", "-", "+", " ", "\n", "\t", "\r", "\v", std::string_view("\0", 1),
                                         "0", "9", "99999999999", "\xEF\xBB\xBF"};
  SplitMix64 random(1175);
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    std::string text = generated(seed, random);
    const std::size_t at = static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(text.size()) - 1));
    const std::string_view replacement = kBytes[random.uniform(0, std::size(kBytes) - 1)];
    text.replace(at, random.uniform(0, 1), replacement);
    expect_same_reading(text, "seed " + std::to_string(seed) + " at " + std::to_string(at));
  }
}

}  // namespace
}  // namespace frontier::lianliankan
