// The GUI's one problem over the puzzle contract: its rules are core's rule_specs (and
// the Rules menu shows them, in English and in Chinese), and a state is described from
// core's decoding of it, not from the GUI's own arithmetic.

#include <gtest/gtest.h>

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <functional>

#include "app/language.hpp"
#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "gui_test_support.hpp"
#include "puzzles/adapters.hpp"
#include "puzzles/huarongdao/huarongdao_view.hpp"

namespace frontier::gui::testing {
namespace {

// The adapter offers exactly core's rules: the same ids, judge values and ranges, in order.
template <PuzzleContract P>
void expect_rules_are_cores(const PuzzleAdapter& adapter) {
  const std::vector<RuleOption> options = adapter.rules();
  const std::span<const RuleSpec> specs = P::rule_specs();
  ASSERT_EQ(options.size(), specs.size()) << P::kId;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    EXPECT_EQ(options[i].id, specs[i].id) << P::kId;
    EXPECT_EQ(options[i].judge_value, specs[i].judge_value) << P::kId << ' ' << options[i].id;
    EXPECT_EQ(options[i].minimum, specs[i].minimum) << P::kId << ' ' << options[i].id;
    EXPECT_EQ(options[i].maximum, specs[i].maximum) << P::kId << ' ' << options[i].id;
    EXPECT_FALSE(options[i].label.isEmpty()) << P::kId << ' ' << options[i].id;
  }
}

const PuzzleAdapter* built_in(std::string_view id) {
  for (const PuzzleAdapter* adapter : built_in_puzzles()) {
    if (adapter->id() == id) return adapter;
  }
  return nullptr;
}

std::shared_ptr<const PuzzleFile> read_sample(const PuzzleAdapter& adapter, const QString& relative) {
  QFile file(samples_directory() + relative);
  if (!file.open(QIODevice::ReadOnly)) return nullptr;
  const QByteArray text = file.readAll();
  return adapter.read(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

QString cell_as_written(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.row).arg(cell.col); }

// What each puzzle's rules are, written out here rather than read from core: the CLI's
// option name, the judge's value and the range.
struct ExpectedRule {
  std::string id;
  int judge_value;
  int minimum;
  int maximum;
};

template <PuzzleContract P>
void expect_rules(const std::vector<ExpectedRule>& expected) {
  const PuzzleAdapter* adapter = built_in(P::kId);
  ASSERT_NE(adapter, nullptr) << P::kId;
  expect_rules_are_cores<P>(*adapter);
  const std::vector<RuleOption> options = adapter->rules();
  ASSERT_EQ(options.size(), expected.size()) << P::kId;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(options[i].id, expected[i].id) << P::kId;
    EXPECT_EQ(options[i].judge_value, expected[i].judge_value) << P::kId << ' ' << expected[i].id;
    EXPECT_EQ(options[i].minimum, expected[i].minimum) << P::kId << ' ' << expected[i].id;
    EXPECT_EQ(options[i].maximum, expected[i].maximum) << P::kId << ' ' << expected[i].id;
  }
}

TEST(PuzzleProblem, HuarongdaoRulesAreCoresRuleSpecs) { expect_rules<huarongdao::Puzzle>({}); }
TEST(PuzzleProblem, LianliankanRulesAreCoresRuleSpecs) { expect_rules<lianliankan::Puzzle>({{"outside", 0, 0, 1}}); }
TEST(PuzzleProblem, MahjongRulesAreCoresRuleSpecs) { expect_rules<mahjong::Puzzle>({{"closed-ring", 0, 0, 1}}); }
TEST(PuzzleProblem, SolitaireRulesAreCoresRuleSpecs) { expect_rules<solitaire::Puzzle>({{"max-moves", 8, 0, 16}}); }

QString text(std::string_view words) { return QString::fromUtf8(words.data(), static_cast<qsizetype>(words.size())); }

// Search ▸ Rules, found by its English title; it is rebuilt each time it is about to show.
QMenu* rules_menu(MainWindow& window) {
  for (QMenu* menu : window.findChildren<QMenu*>()) {
    if (menu->title() == QStringLiteral("R&ules")) return menu;
  }
  return nullptr;
}

class RulesMenu : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
  void TearDown() override { language::apply(language::kEnglish); }
};

// A switch is one checkable entry worded as core's help, unchecked at the judge's value 0.
TEST_F(RulesMenu, ASwitchIsOneCheckableEntryWordedAsCoresHelp) {
  const std::array<std::pair<QString, const RuleSpec*>, 2> switches{{
      {QStringLiteral("/lianliankan/hdu1175_sample.in"), &lianliankan::Puzzle::rule_specs()[0]},
      {QStringLiteral("/mahjong/sample.in"), &mahjong::Puzzle::rule_specs()[0]},
  }};
  for (const auto& [sample, spec] : switches) {
    MainWindow window;
    ASSERT_TRUE(open_and_wait(window, samples_directory() + sample));
    QMenu* menu = rules_menu(window);
    ASSERT_NE(menu, nullptr);
    emit menu->aboutToShow();
    EXPECT_TRUE(menu->isEnabled()) << sample.toStdString();
    const QList<QAction*> entries = menu->actions();
    ASSERT_EQ(entries.size(), 1) << sample.toStdString();
    EXPECT_EQ(entries[0]->text(), text(spec->help)) << sample.toStdString();
    EXPECT_EQ(entries[0]->menu(), nullptr) << sample.toStdString();
    EXPECT_TRUE(entries[0]->isCheckable()) << sample.toStdString();
    EXPECT_FALSE(entries[0]->isChecked()) << sample.toStdString();
  }
}

// A rule with a range is a submenu of its values, the judge's one named and checked.
TEST_F(RulesMenu, SolitairesMaxMovesIsASubmenuOfZeroToSixteenWithTheJudgesEightChecked) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/solitaire/sample.in")));
  QMenu* menu = rules_menu(window);
  ASSERT_NE(menu, nullptr);
  emit menu->aboutToShow();
  ASSERT_EQ(menu->actions().size(), 1);
  QMenu* values = menu->actions()[0]->menu();
  ASSERT_NE(values, nullptr);
  EXPECT_EQ(values->title(), text(solitaire::Puzzle::rule_specs()[0].help));
  const QList<QAction*> choices = values->actions();
  ASSERT_EQ(choices.size(), 17);
  for (int v = 0; v <= 16; ++v) {
    const QAction* choice = choices[v];
    EXPECT_EQ(choice->text(), v == 8 ? QStringLiteral("8 (the judge's)") : QString::number(v));
    EXPECT_TRUE(choice->isCheckable()) << v;
    EXPECT_EQ(choice->isChecked(), v == 8) << v;
  }
}

// Huarongdao has no rule variant: the menu is there, empty and disabled.
TEST_F(RulesMenu, IsEmptyAndDisabledForAPuzzleWithoutRules) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  QMenu* menu = rules_menu(window);
  ASSERT_NE(menu, nullptr);
  emit menu->aboutToShow();
  EXPECT_TRUE(menu->actions().isEmpty());
  EXPECT_FALSE(menu->isEnabled());
}

// Once 简体中文 is chosen, the entries are the Chinese of core's help texts.
TEST_F(RulesMenu, SpeaksChineseOnceItIsChosen) {
  const std::array<std::pair<QString, QString>, 3> chinese{{
      {QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("连线可绕到棋盘外（真实游戏规则；判题不允许）")},
      {QStringLiteral("/mahjong/sample.in"), QStringLiteral("路径不得离开棋盘（判题允许离开）")},
      {QStringLiteral("/solitaire/sample.in"), QStringLiteral("目标局面距起始局面的最多步数（即判题的 K）")},
  }};
  for (const auto& [sample, words] : chinese) {
    MainWindow window;
    ASSERT_TRUE(open_and_wait(window, samples_directory() + sample));
    QMenu* menu = rules_menu(window);
    ASSERT_NE(menu, nullptr);
    window.set_language(language::kChinese);
    emit menu->aboutToShow();
    ASSERT_EQ(menu->actions().size(), 1) << sample.toStdString();
    EXPECT_EQ(menu->actions()[0]->text(), words) << sample.toStdString();
    window.set_language(language::kEnglish);
    emit menu->aboutToShow();
    EXPECT_NE(menu->actions()[0]->text(), words) << sample.toStdString();
  }
}

// Every state a real search discovered is described, naming the cells core's own
// numbering (piece_graph.hpp, bfs.hpp) puts it on.
TEST(PuzzleProblem, HuarongdaoDescribesEveryStateOfATraceByItsCells) {
  const PuzzleAdapter* adapter = built_in(huarongdao::Puzzle::kId);
  ASSERT_NE(adapter, nullptr);
  const std::shared_ptr<const PuzzleFile> file = read_sample(*adapter, QStringLiteral("/huarongdao/generated.in"));
  ASSERT_NE(file, nullptr);
  const auto& board = static_cast<const PuzzleFileOf<huarongdao::Puzzle>&>(*file).file().board;
  const std::shared_ptr<const Problem> problem = file->problem(0, 0);
  for (const trace::AlgorithmInfo& info : problem->algorithms()) {
    const std::unique_ptr<SearchResult> result = problem->search(info.name, nullptr);
    const trace::Trace& trace = result->trace;
    int described = 0;
    for (std::size_t s = 0; s < trace.state_count(); ++s) {
      const auto state = static_cast<trace::StateId>(s);
      if (trace.discovered_at(state) == trace::kNever) continue;
      const QString text = problem->describe_state(info.name, state);
      if (info.name == huarongdao::kBfsName) {
        const huarongdao::Position position = huarongdao::decode_position(board, state);
        EXPECT_TRUE(text.contains(cell_as_written(position.blank)) && text.contains(cell_as_written(position.piece)))
            << info.name << " state " << state << ": " << text.toStdString();
      } else {
        EXPECT_TRUE(text.contains(cell_as_written(huarongdao::decode_piece_state(board, state).cell)))
            << info.name << " state " << state << ": " << text.toStdString();
      }
      // A* says the bound it orders the state by, and Dijkstra from the target its blank
      // walk's (an A* of the blank alone, its first stage); the others have none.
      const bool blank_walk = info.name == huarongdao::kDijkstraFromTargetName &&
                              huarongdao::decode_piece_state(board, state).blank_alone;
      EXPECT_EQ(text.contains(QStringLiteral(", estimate h ")), info.name == huarongdao::kAstarName || blank_walk)
          << info.name << " state " << state << ": " << text.toStdString();
      ++described;
    }
    EXPECT_GT(described, 1) << info.name;
    EXPECT_TRUE(problem->describe_state(info.name, trace::kNoState).isEmpty());
  }
}

// Runs every algorithm of the sample's first query and hands each discovered state's
// description to `check` (with the state and the algorithm), which knows core's numbering
// from its documentation, not from core's decoder.
using StateCheck = std::function<void(std::string_view algorithm, trace::StateId state, const QString& text)>;
void expect_every_state_described(std::string_view puzzle, const QString& sample, const StateCheck& check) {
  const PuzzleAdapter* adapter = built_in(puzzle);
  ASSERT_NE(adapter, nullptr) << puzzle;
  const std::shared_ptr<const PuzzleFile> file = read_sample(*adapter, sample);
  ASSERT_NE(file, nullptr) << sample.toStdString();
  const std::shared_ptr<const Problem> problem = file->problem(0, 0);
  for (const trace::AlgorithmInfo& info : problem->algorithms()) {
    const std::unique_ptr<SearchResult> result = problem->search(info.name, nullptr);
    const trace::Trace& trace = result->trace;
    int described = 0;
    for (std::size_t s = 0; s < trace.state_count(); ++s) {
      const auto state = static_cast<trace::StateId>(s);
      if (trace.discovered_at(state) == trace::kNever) continue;
      check(info.name, state, problem->describe_state(info.name, state));
      ++described;
    }
    EXPECT_GT(described, 1) << info.name;
    EXPECT_TRUE(problem->describe_state(info.name, trace::kNoState).isEmpty()) << info.name;
  }
}

const char* const kDirectionWords[] = {"up", "right", "down", "left"};  // kRowStep's order

// hdu1175_sample.in's first case is 3 × 4: the padded board is 6 columns wide.
// Walking searches: (row · (cols+2) + col) · 4 + heading; middle-segment: column c is c,
// row r is cols+2+r (ARCHITECTURE.md, heading.hpp, middle_segment.hpp).
TEST(PuzzleProblem, LianliankanDescribesEveryStateOfATraceByItsCells) {
  constexpr trace::StateId kWidth = 4 + 2;
  expect_every_state_described(lianliankan::Puzzle::kId, QStringLiteral("/lianliankan/hdu1175_sample.in"),
                               [&](std::string_view algorithm, trace::StateId state, const QString& text) {
    if (algorithm == "middle-segment") {
      const QString expected = state < kWidth ? QStringLiteral("column %1 as the middle segment").arg(state)
                                              : QStringLiteral("row %1 as the middle segment").arg(state - kWidth);
      EXPECT_EQ(text, expected) << algorithm << " state " << state;
      return;
    }
    const trace::StateId cell = state / 4;
    const QString expected = QStringLiteral("(%1, %2) heading %3")
                                 .arg(cell / kWidth)
                                 .arg(cell % kWidth)
                                 .arg(QLatin1String(kDirectionWords[state % 4]));
    EXPECT_EQ(text, expected) << algorithm << " state " << state;
  });
}

// mahjong/sample.in's first board is 5 wide: with its ring, 7 cells a row.
// zero-one-bfs: ring cell · 4 + direction of travel; line-bfs: the ring cell; run-bfs: the
// ring cell for the pair's two cells, and a run (42 + ...) by its first and last cell.
TEST(PuzzleProblem, MahjongDescribesEveryStateOfATraceByItsCells) {
  const PuzzleAdapter* adapter = built_in(mahjong::Puzzle::kId);
  ASSERT_NE(adapter, nullptr);
  const std::shared_ptr<const PuzzleFile> file = read_sample(*adapter, QStringLiteral("/mahjong/sample.in"));
  ASSERT_NE(file, nullptr);
  const mahjong::Board& board = static_cast<const PuzzleFileOf<mahjong::Puzzle>&>(*file).file().games.at(0).board;
  const mahjong::Pair pair = static_cast<const PuzzleFileOf<mahjong::Puzzle>&>(*file).file().games.at(0).pairs.at(0);
  const auto stride = static_cast<trace::StateId>(board.width + 2);
  expect_every_state_described(mahjong::Puzzle::kId, QStringLiteral("/mahjong/sample.in"),
                               [&](std::string_view algorithm, trace::StateId state, const QString& text) {
    const bool heading = algorithm == "zero-one-bfs" || algorithm == "astar";  // astar searches its states
    const trace::StateId cell = heading ? state / 4 : state;
    if (algorithm == "run-bfs" && state >= stride * 6) {
      // A run: (first cell · 2 + along a column) · 2 + ring open, after the 42 cells; it
      // reaches on over every open cell (a blank, or the open ring) in its direction.
      const trace::StateId code = state - stride * 6;
      const int along_column = static_cast<int>(code / 2 % 2);
      const Cell first{static_cast<int>(code / 4 / stride), static_cast<int>(code / 4 % stride)};
      const auto open = [&](Cell c) {
        return board.within_ring(c) && !(board.on_board(c) && board.has_card(c));
      };
      Cell last = first;
      while (open({last.row + along_column, last.col + 1 - along_column})) {
        last = {last.row + along_column, last.col + 1 - along_column};
      }
      EXPECT_EQ(text, QStringLiteral("(x %1, y %2) to (x %3, y %4)").arg(first.col).arg(first.row).arg(last.col).arg(last.row))
          << algorithm << " state " << state;
      return;
    }
    QString expected = QStringLiteral("(x %1, y %2)").arg(cell % stride).arg(cell / stride);
    if (heading) expected += QStringLiteral(" heading %1").arg(QLatin1String(kDirectionWords[state % 4]));
    if (algorithm == "astar") {
      // A*'s bound, in the README's words: no more segment when the target lies straight
      // ahead, one when it lies ahead or level off the heading's line, two when behind.
      const Cell target = pair.to;
      const int rows = target.row - static_cast<int>(cell / stride);
      const int cols = target.col - static_cast<int>(cell % stride);
      const int heading_to = static_cast<int>(state % 4);  // up, right, down, left
      const int ahead = heading_to == 0 ? -rows : heading_to == 1 ? cols : heading_to == 2 ? rows : -cols;
      const int off_line = heading_to % 2 == 0 ? cols : rows;
      expected += QStringLiteral(", estimate h %1").arg(ahead < 0 ? 2 : off_line == 0 ? 0 : 1);
    }
    EXPECT_EQ(text, expected) << algorithm << " state " << state;
  });
}

// A configuration is the rank of its four squares (row-major 0..63), sorted, in the
// combinatorial number system: C(s0, 1) + C(s1, 2) + C(s2, 3) + C(s3, 4);
// bidirectional-bfs adds 635376 for a configuration found from the goal.
TEST(PuzzleProblem, SolitaireDescribesEveryStateOfATraceByItsPieces) {
  constexpr trace::StateId kConfigurations = 635376;
  const auto choose = [](trace::StateId n, trace::StateId k) {
    trace::StateId c = 1;
    for (trace::StateId i = 0; i < k; ++i) c = c * (n - i) / (i + 1);
    return n < k ? 0 : c;
  };
  const QRegularExpression piece(QStringLiteral("\\((\\d), (\\d)\\)"));
  expect_every_state_described(solitaire::Puzzle::kId, QStringLiteral("/solitaire/sample.in"),
                               [&](std::string_view algorithm, trace::StateId state, const QString& text) {
    const bool from_goal = algorithm == "bidirectional-bfs" && state >= kConfigurations;
    EXPECT_TRUE(text.startsWith(from_goal ? QStringLiteral("from the goal: ") : QStringLiteral("from the start: ")))
        << algorithm << " state " << state << ": " << text.toStdString();
    std::vector<trace::StateId> squares;
    for (auto it = piece.globalMatch(text); it.hasNext();) {
      const QRegularExpressionMatch match = it.next();
      squares.push_back(static_cast<trace::StateId>((match.captured(1).toInt() - 1) * 8 + match.captured(2).toInt() - 1));
    }
    ASSERT_EQ(squares.size(), 4u) << text.toStdString();
    std::sort(squares.begin(), squares.end());
    trace::StateId rank = 0;
    for (trace::StateId i = 0; i < 4; ++i) rank += choose(squares[i], i + 1);
    EXPECT_EQ(rank, state % kConfigurations) << algorithm << ": " << text.toStdString();
  });
}

// An editor hands the GUI a file it built; writing it gives the judge text back.
TEST(PuzzleProblem, HuarongdaoFileBuiltFromCoresFileWritesItBack) {
  const PuzzleAdapter* adapter = built_in(huarongdao::Puzzle::kId);
  ASSERT_NE(adapter, nullptr);
  const std::shared_ptr<const PuzzleFile> read = read_sample(*adapter, QStringLiteral("/huarongdao/sample.in"));
  ASSERT_NE(read, nullptr);
  const std::string text = read->write();
  const PuzzleFileOf<huarongdao::Puzzle> built(
      std::make_shared<const huarongdao::JudgeFile>(huarongdao::Puzzle::read(text)));
  EXPECT_EQ(built.write(), text);
  EXPECT_EQ(built.case_count(), 1);
  EXPECT_EQ(built.query_count(0), read->query_count(0));
  EXPECT_EQ(built.query_label(0, 1), read->query_label(0, 1));
  EXPECT_EQ(&built.puzzle(), adapter);
}

}  // namespace
}  // namespace frontier::gui::testing
