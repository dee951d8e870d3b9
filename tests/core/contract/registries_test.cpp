// The registries are complete: nothing a puzzle's folders hold is left out of the list that
// should name it, so that ARCHITECTURE.md's checklists (one line in each registry) stay true.
//   - every puzzle folder of core (core/src/<puzzle>) is a puzzle of core's list, by its id,
//     and every puzzle of the list has its folder;
//   - every puzzle folder of the GUI (gui/puzzles/<puzzle>) is one line of the GUI's list
//     (gui/puzzles/gui_puzzles.hpp), and the GUI's list names exactly core's puzzles;
//   - every search a puzzle's headers make (`inline constexpr Search k...Search`) is in its
//     registry (puzzle.cpp's kSearches), and nowhere else is a puzzle listed by hand.

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>

#include "data_files.hpp"
#include "frontier/puzzles.hpp"

namespace frontier {
namespace {

namespace fs = std::filesystem;

std::set<std::string> core_ids() {
  std::set<std::string> ids;
  for_each_puzzle([&]<PuzzleContract P> { ids.emplace(P::kId); });
  return ids;
}

std::set<std::string> folders_in(const fs::path& folder, const std::set<std::string>& except = {}) {
  std::set<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.is_directory() && !except.contains(entry.path().filename().string())) {
      names.insert(entry.path().filename().string());
    }
  }
  return names;
}

TEST(Registries, EveryCorePuzzleFolderIsInCoresList) {
  EXPECT_EQ(folders_in(test_data::source_dir() / "core" / "src", {"common", "trace"}), core_ids())
      << "a folder under core/src is a puzzle only once one line of frontier/puzzles.hpp lists it";
  EXPECT_EQ(folders_in(test_data::source_dir() / "core" / "include" / "frontier", {"common", "trace"}), core_ids());
}

TEST(Registries, EveryGuiPuzzleFolderIsOneLineOfTheGuisList) {
  const fs::path puzzles = test_data::source_dir() / "gui" / "puzzles";
  EXPECT_EQ(folders_in(puzzles), core_ids()) << "the GUI has parts for exactly core's puzzles";
  const std::string list = test_data::slurp(puzzles / "gui_puzzles.hpp");
  std::set<std::string> listed;
  const std::regex line(R"re(#include "puzzles/([a-z0-9_]+)/([a-z0-9_]+)_gui\.hpp")re");
  for (auto match = std::sregex_iterator(list.begin(), list.end(), line); match != std::sregex_iterator(); ++match) {
    EXPECT_EQ((*match)[1], (*match)[2]) << "a puzzle's GUI umbrella is named after its folder";
    EXPECT_TRUE(fs::exists(puzzles / (*match)[1].str() / ((*match)[1].str() + "_gui.hpp"))) << (*match)[0];
    listed.insert((*match)[1]);
  }
  EXPECT_EQ(listed, core_ids()) << "gui/puzzles/gui_puzzles.hpp lists one umbrella a puzzle";
}

TEST(Registries, EverySearchAPuzzleMakesIsInItsRegistry) {
  const std::regex made(R"(inline constexpr Search (k\w+Search)\b)");
  for (const std::string& id : core_ids()) {
    const std::string registry_file = test_data::slurp(test_data::source_dir() / "core" / "src" / id / "puzzle.cpp");
    std::smatch list;
    ASSERT_TRUE(std::regex_search(registry_file, list, std::regex(R"(constexpr Search kSearches\[\] = \{([^}]*)\})")))
        << id << ": puzzle.cpp lists its searches in kSearches";
    const std::string registry = list[1];
    int searches = 0;
    for (const auto& entry : fs::directory_iterator(test_data::source_dir() / "core" / "include" / "frontier" / id)) {
      const std::string header = test_data::slurp(entry.path());
      for (auto match = std::sregex_iterator(header.begin(), header.end(), made); match != std::sregex_iterator(); ++match) {
        ++searches;
        EXPECT_TRUE(std::regex_search(registry, std::regex("\\b" + (*match)[1].str() + "\\b")))
            << id << ": " << (*match)[1] << " (" << entry.path().filename() << ") is not in puzzle.cpp's kSearches";
      }
    }
    EXPECT_GE(searches, 2) << id << ": the judge's solver and at least one teaching search";
  }
}

}  // namespace
}  // namespace frontier
