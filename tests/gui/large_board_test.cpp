// A 1000 × 999 board: the search runs on a worker thread, the event loop keeps answering
// meanwhile, Cancel returns within moments, and the finished trace seeks anywhere.

#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QTest>
#include <QTimer>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "widgets/board_view.hpp"
#include "widgets/counters_panel.hpp"

namespace frontier::gui::testing {
namespace {

class LargeBoard : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    path_ = write_temporary(QStringLiteral("walled_1000x999.in"), walled_lianliankan_board(1000, 999));
  }
  void SetUp() override {
    ASSERT_TRUE(window.open(path_));
    ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  }
  static inline QString path_;
  WindowStandIn window;
};

// Unoptimised sanitizer builds run the summaries of a 4-million-state trace several times
// slower: 1.7 s was measured there on a loaded machine.
#if defined(__SANITIZE_ADDRESS__) || !defined(__OPTIMIZE__)
constexpr qint64 kPromptCancelMs = 4000;
#else
constexpr qint64 kPromptCancelMs = 1500;
#endif

TEST_F(LargeBoard, CancelReturnsPromptly) {
  window.commands().find("run")->trigger();
  ASSERT_TRUE(window.session().lane().session().running());
  QTest::qWait(50);  // well inside the search
  QElapsedTimer clock;
  clock.start();
  window.commands().find("cancel")->trigger();
  ASSERT_TRUE(wait_until([&] { return !window.session().lane().session().running(); }, 5000));
  // A stop costs at most one expansion; what follows it (the stopped trace's per-cell
  // summaries, every discovered state decoded through the contract) is the rest.
  EXPECT_LT(clock.elapsed(), kPromptCancelMs);
  ASSERT_NE(window.session().playback().result(), nullptr);
  EXPECT_TRUE(window.session().playback().result()->stopped);
  window.session().playback().to_end();
  EXPECT_EQ(window.panels().counters->value(QStringLiteral("answer")), QStringLiteral("stopped"));
  EXPECT_TRUE(window.answer_banner().isEmpty()) << "a stopped search has no answer to show";
}

TEST_F(LargeBoard, TheEventLoopKeepsAnsweringWhileTheSearchRuns) {
  // A timer due every 10 ms must keep firing while the whole board is searched.
  int ticks = 0;
  qint64 longest_gap = 0;
  QElapsedTimer since_last;
  since_last.start();
  QTimer timer;
  QObject::connect(&timer, &QTimer::timeout, [&] {
    longest_gap = std::max(longest_gap, since_last.restart());
    ++ticks;
  });
  timer.start(10);
  ASSERT_TRUE(window.search(120000));
  timer.stop();
  const SearchResult& result = *window.session().playback().result();
  EXPECT_FALSE(result.stopped);
  EXPECT_EQ(result.answer, QStringLiteral("NO"));  // the second 7 is walled in
  EXPECT_GT(result.trace.steps(), 1'000'000u);  // the whole board was searched
  EXPECT_GT(ticks, 5);
  EXPECT_LT(longest_gap, 1000) << "the window froze for " << longest_gap << " ms";
  // The finished trace seeks anywhere; the picture follows.
  BoardView& view = *window.board_view();
  window.window().resize(900, 700);
  window.window().show();
  for (int t : {static_cast<int>(result.trace.steps()) / 3, 17, static_cast<int>(result.trace.steps())}) {
    const int renders = view.renders();
    window.timeline()->setValue(t);
    (void)view.grab();
    EXPECT_EQ(window.session().playback().position(), t);
    EXPECT_GT(view.renders(), renders);
  }
  // Deep in the search, a fine step is derived by running the search again up to there,
  // on a worker thread: the step completes once it arrives.
  const int middle = static_cast<int>(result.trace.steps()) / 2;
  window.timeline()->setValue(middle);
  window.commands().find("step_forward")->trigger();
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }, 30000));
  EXPECT_EQ(window.session().playback().position(), middle + 1);
  EXPECT_EQ(window.session().playback().fine_index(), 0);
  EXPECT_EQ(window.session().playback().moment().current, result.trace.expanded_by(static_cast<trace::Step>(middle + 1)));
}

}  // namespace
}  // namespace frontier::gui::testing
