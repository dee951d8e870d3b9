// The Timeline gives, at every point of a real search, exactly what the window shows when
// a user steps there with the keys: the board's moment, the counters, the lit line and
// its subject. It is built afresh from the finished search, so it derives its own fine
// steps; the recorder's account of the whole run and the trace check both.

#include <gtest/gtest.h>

#include <QTest>

#include "gui_test_support.hpp"
#include "model/recognition.hpp"
#include "search/timeline.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui::testing {
namespace {

// Key presses a sample is stepped through with Right (the largest searches are cut short;
// End and the timeline then reach their last positions).
constexpr int kMostFineSteps = 400;

struct Case {
  const char* file;
  const char* algorithm;
};
// ctest lists a parameterised test with its parameter: the sample and the algorithm.
void PrintTo(const Case& sample, std::ostream* out) { *out << sample.file << ' ' << sample.algorithm; }

class TimelineAgainstTheWindow : public ::testing::TestWithParam<Case> {
 protected:
  void SetUp() override {
    show_active(window);
    ASSERT_TRUE(open_and_wait(window, samples_directory() + QLatin1Char('/') + QString::fromLatin1(GetParam().file)));
    ASSERT_TRUE(window.session().set_algorithm(QString::fromLatin1(GetParam().algorithm)));
    window.session().choose(0, 0);
    ASSERT_TRUE(run_and_wait(window));
    timeline = Timeline(window.session().problem(), window.session().lane().shared_result());
    const SearchResult& result = *window.session().lane().result();
    for (const trace::FineStep& step : window.session().problem()->fine_steps(result.algorithm, 0, trace::kNever, nullptr)) {
      if (step.expansion >= recorded.size()) recorded.resize(step.expansion + 1);
      recorded[step.expansion].push_back(step);
    }
  }
  void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QTest::keyClick(&window, static_cast<Qt::Key>(key), modifiers);
    settle();
  }
  // Until the worker has derived the fine steps at the cursor, the window shows less than
  // the Timeline (the coarse picture, no line): compare once it has.
  void settle() {
    const Playback& playback = window.session().playback();
    ASSERT_TRUE(wait_until([&] {
      return (!playback.waiting() && playback.fine_count() > 0) || playback.position() > static_cast<int>(timeline.steps());
    }));
  }

  // What the window shows now must be the Timeline's frame at the cursor.
  void expect_window_shows_the_timeline() {
    Playback& playback = window.session().playback();
    const TimelinePosition at{static_cast<std::uint64_t>(playback.position()), playback.fine_index()};
    const std::string where = "position " + std::to_string(at.position) + " fine " +
                              (at.fine ? std::to_string(*at.fine) : std::string("-"));
    const Frame frame = timeline.frame(at);
    const Moment shown = playback.moment();
    EXPECT_EQ(frame.moment.step, shown.step) << where;
    EXPECT_EQ(frame.moment.before_start, shown.before_start) << where;
    EXPECT_EQ(frame.moment.current, shown.current) << where;
    EXPECT_EQ(frame.moment.subject, shown.subject) << where;
    EXPECT_EQ(frame.moment.finished, shown.finished) << where;
    EXPECT_EQ(frame.moment.move, shown.move) << where;
    ASSERT_EQ(frame.moment.fine.size(), shown.fine.size()) << where;
    for (std::size_t i = 0; i < shown.fine.size(); ++i) {
      EXPECT_EQ(frame.moment.fine[i].state, shown.fine[i].state) << where;
      EXPECT_EQ(frame.moment.fine[i].kind, shown.fine[i].kind) << where;
      EXPECT_EQ(frame.moment.fine[i].line, shown.fine[i].line) << where;
    }
    EXPECT_EQ(frame.line, window.panels().pseudocode->line()) << where;
    EXPECT_EQ(frame.line, timeline.line(at)) << where;
    EXPECT_EQ(timeline.subject(at), shown.subject) << where;
    EXPECT_EQ(frame.fine_count, playback.fine_count()) << where;
    const PlaybackCounters& c = frame.counters;
    const PlaybackCounters s = playback.counters();
    EXPECT_EQ(std::tie(c.step, c.total_steps, c.frontier, c.largest_frontier, c.layer, c.move, c.total_moves, c.finished),
              std::tie(s.step, s.total_steps, s.frontier, s.largest_frontier, s.layer, s.move, s.total_moves, s.finished))
        << where;
    const CountersPanel& panel = *window.panels().counters;
    EXPECT_EQ(panel.value(QStringLiteral("frontier")), QLocale().toString(static_cast<qulonglong>(c.frontier))) << where;
    EXPECT_EQ(panel.value(QStringLiteral("largest")), QLocale().toString(static_cast<qulonglong>(c.largest_frontier))) << where;
    EXPECT_EQ(panel.value(QStringLiteral("layer")), QLocale().toString(static_cast<qlonglong>(c.layer))) << where;
    EXPECT_EQ(panel.value(QStringLiteral("expanded")), QLocale().toString(c.step)) << where;

    // And the Timeline against the recorder and the trace themselves.
    const trace::Trace& trace = timeline.result()->trace;
    if (at.position <= trace.steps() && at.fine) {
      const std::vector<trace::FineStep>& steps = recorded.at(at.position);
      ASSERT_LT(static_cast<std::size_t>(*at.fine), steps.size()) << where;
      ASSERT_EQ(frame.moment.fine.size(), static_cast<std::size_t>(*at.fine) + 1) << where;
      for (std::size_t i = 0; i < frame.moment.fine.size(); ++i) EXPECT_EQ(frame.moment.fine[i].state, steps[i].state) << where;
      EXPECT_EQ(frame.moment.subject, steps[static_cast<std::size_t>(*at.fine)].state) << where;
    } else if (at.position <= trace.steps()) {
      const trace::Counters expected = trace.counters(static_cast<trace::Step>(at.position));
      EXPECT_EQ(c.frontier, expected.frontier) << where;
      EXPECT_EQ(c.largest_frontier, expected.largest_frontier) << where;
      EXPECT_EQ(c.step, expected.step) << where;
      EXPECT_EQ(frame.moment.current, expected.current) << where;
    } else {
      EXPECT_EQ(frame.moment.move, static_cast<int>(at.position - trace.steps())) << where;
    }
  }

  MainWindow window;
  Timeline timeline;
  std::vector<std::vector<trace::FineStep>> recorded;  // by expansion
};

TEST_P(TimelineAgainstTheWindow, GivesWhatSteppingWithTheKeysShows) {
  Playback& playback = window.session().playback();
  ASSERT_GT(timeline.length(), 0u);
  press(Qt::Key_Home);  // a new search shows its start; a move asks for its lines
  expect_window_shows_the_timeline();
  // Right through the fine steps, as far as the cap.
  for (int i = 0; i < kMostFineSteps; ++i) {
    const auto before = std::make_pair(playback.position(), playback.fine_index());
    press(Qt::Key_Right);
    expect_window_shows_the_timeline();
    if (std::make_pair(playback.position(), playback.fine_index()) == before) break;
  }
  // Whole expansions and layers, the end, and back through the found moves.
  for (int i = 0; i < 5; ++i) {
    press(Qt::Key_Right, Qt::ControlModifier);
    expect_window_shows_the_timeline();
  }
  press(Qt::Key_PageDown);
  expect_window_shows_the_timeline();
  press(Qt::Key_End);
  expect_window_shows_the_timeline();
  for (int i = 0; i < 12 && playback.position() > 0; ++i) {
    press(Qt::Key_Left);
    expect_window_shows_the_timeline();
  }
  press(Qt::Key_PageUp);
  expect_window_shows_the_timeline();
  // The timeline slider seeks; a Left from a coarse point needs the fine steps there.
  for (const std::uint64_t t : std::initializer_list<std::uint64_t>{timeline.steps() / 2, timeline.steps() / 3, 1, timeline.length()}) {
    window.timeline()->setValue(static_cast<int>(t));
    settle();
    expect_window_shows_the_timeline();
    press(Qt::Key_Left);
    expect_window_shows_the_timeline();
  }
  press(Qt::Key_Home);
  expect_window_shows_the_timeline();
}

std::string case_name(const ::testing::TestParamInfo<Case>& info) {
  std::string name = std::string(info.param.file) + "_" + info.param.algorithm;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(EachPuzzle, TimelineAgainstTheWindow,
                         ::testing::Values(Case{"lianliankan/hdu1175_sample.in", "bfs-turns"},
                                           Case{"mahjong/sample.in", "zero-one-bfs"},
                                           Case{"solitaire/sample.in", "bidirectional-bfs"},
                                           Case{"huarongdao/sample.in", "dijkstra"}),
                         case_name);

}  // namespace
}  // namespace frontier::gui::testing
