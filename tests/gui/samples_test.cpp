// Every judge sample opened the way File ▸ Open opens it, searched with every algorithm
// through the window, must show the answer its .out file holds.

#include <gtest/gtest.h>

#include <QFileInfo>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "model/recognition.hpp"
#include "widgets/counters_panel.hpp"

namespace frontier::gui::testing {
namespace {

// Queries searched through the window per sample and algorithm; every query's answer is
// also checked through the judge solver.
constexpr int kQueriesThroughTheWindow = 4;

class SampleTest : public ::testing::TestWithParam<Sample> {};

TEST_P(SampleTest, OpensAsItsPuzzleAndEveryAlgorithmShowsTheJudgesAnswer) {
  const Sample& sample = GetParam();
  WindowStandIn window;
  // Recognised from its content; should two puzzles fit, the answer is the sample's folder.
  DialogCatcher catcher(QString::fromUtf8(sample.puzzle->id().data(), static_cast<int>(sample.puzzle->id().size())));
  ASSERT_TRUE(window.open(sample.path, nullptr, sample.arguments)) << sample.path.toStdString();
  ASSERT_EQ(window.session().file()->puzzle().id(), sample.puzzle->id());
  const PuzzleFile& file = *window.session().file();

  std::vector<std::pair<int, int>> queries;
  for (int k = 0; k < file.case_count(); ++k) {
    for (int j = 0; j < file.query_count(k); ++j) queries.emplace_back(k, j);
  }
  ASSERT_EQ(static_cast<int>(queries.size()), sample.expected.size()) << "one answer per query in the .out file";
  const std::string judge = window.session().algorithm_names().front().toStdString();
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const auto [k, j] = queries[i];
    EXPECT_EQ(file.problem(k, j, window.session().rules())->judge_answer(judge), sample.expected[static_cast<int>(i)])
        << "case " << k + 1 << " query " << j + 1;
  }

  for (const QString& algorithm : window.session().algorithm_names()) {
    ASSERT_TRUE(window.session().set_algorithm(algorithm));
    for (std::size_t i = 0; i < queries.size() && i < kQueriesThroughTheWindow; ++i) {
      const auto [k, j] = queries[i];
      window.session().choose(k, j);
      ASSERT_TRUE(window.search()) << algorithm.toStdString();
      Playback& playback = window.session().playback();
      const SearchResult& result = *playback.result();
      ASSERT_FALSE(result.stopped);
      // A lesson (wrong on purpose) may answer otherwise; the judge's answer stands beside it.
      // The judge takes it: the sample's line, or one its checker takes where it takes several.
      const QString& judged = result.judge_answer.isEmpty() ? result.answer : result.judge_answer;
      EXPECT_TRUE(window.session().problem()->judge_takes(judged, sample.expected[static_cast<int>(i)]))
          << algorithm.toStdString() << " case " << k + 1 << " query " << j + 1 << ": " << judged.toStdString()
          << " where the sample says " << sample.expected[static_cast<int>(i)].toStdString();
      // The answer is shown when the end is reached, and only then.
      EXPECT_EQ(playback.position(), 0);
      EXPECT_EQ(window.panels().counters->value(QStringLiteral("answer")) == result.answer, playback.length() == 0);
      window.commands().find("to_end")->trigger();
      EXPECT_EQ(window.panels().counters->value(QStringLiteral("answer")), result.answer);
      EXPECT_TRUE(window.answer_banner().contains(result.answer));
      EXPECT_EQ(playback.counters().step, result.trace.steps());
      EXPECT_EQ(playback.length(), static_cast<int>(result.trace.steps()) + result.moves);
    }
  }
}

std::string sample_name(const ::testing::TestParamInfo<Sample>& info) {
  std::string name = std::string(info.param.puzzle->id()) + "_" + QFileInfo(info.param.path).completeBaseName().toStdString();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Samples, SampleTest, ::testing::ValuesIn(samples()), sample_name);

}  // namespace
}  // namespace frontier::gui::testing
