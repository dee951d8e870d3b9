// The GUI's one problem over the puzzle contract: its rules are core's rule_specs, and a
// state is described from core's decoding of it, not from the GUI's own arithmetic.

#include <gtest/gtest.h>

#include <QFile>

#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "gui_test_support.hpp"
#include "puzzles/huarongdao/huarongdao_view.hpp"
#include "puzzles/adapters.hpp"

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

QString cell_text(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.row).arg(cell.col); }

TEST(PuzzleProblem, HuarongdaoRulesAreCoresRuleSpecs) {
  const PuzzleAdapter* adapter = built_in(huarongdao::Puzzle::kId);
  ASSERT_NE(adapter, nullptr);
  expect_rules_are_cores<huarongdao::Puzzle>(*adapter);
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
        EXPECT_TRUE(text.contains(cell_text(position.blank)) && text.contains(cell_text(position.piece)))
            << info.name << " state " << state << ": " << text.toStdString();
      } else {
        EXPECT_TRUE(text.contains(cell_text(huarongdao::decode_piece_state(board, state).cell)))
            << info.name << " state " << state << ": " << text.toStdString();
      }
      ++described;
    }
    EXPECT_GT(described, 1) << info.name;
    EXPECT_TRUE(problem->describe_state(info.name, trace::kNoState).isEmpty());
  }
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
