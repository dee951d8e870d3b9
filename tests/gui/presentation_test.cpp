// Presentation mode (F5) as a teacher uses it in front of a class: the window covers the
// screen and the side panels fold away, so that the board is drawn larger than in the
// normal window (of 1280×720 and of 1920×1080), the strip under the board keeps the lit
// pseudo-code line and the counters, PageDown / PageUp (a clicker's keys) go through the
// bookmarks, else the layers, else the slides, a comparison slide is in the same window,
// B blanks the screen and any key brings it back, and Esc gives the window back as it was.
// ctest runs these on one offscreen screen of 1920×1080 (projector.json), and the Stage
// tests on two (two_screens.json).

#include <gtest/gtest.h>

#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

#include "app/language.hpp"
#include "ask/ask_panel.hpp"
#include "ask/ask_session.hpp"
#include "ask/vote.hpp"
#include "ask/vote_count.hpp"
#include <QSpinBox>
#include <QFontMetrics>
#include "compare/compare_clock.hpp"
#include "compare/compare_window.hpp"
#include "compare/lane_view.hpp"
#include "gui_test_support.hpp"
#include "widgets/narration_strip.hpp"
#include "lesson/lesson.hpp"
#include "widgets/board_view.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/presenter_strip.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/panels.hpp"

namespace frontier::gui::testing {
namespace {

class Presentation : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
  QString status() const { return window.findChild<QLabel*>(QStringLiteral("status"))->text(); }
  void open(const QString& sample, const QString& algorithm) {
    ASSERT_TRUE(open_and_wait(window, samples_directory() + sample));
    ASSERT_TRUE(window.session().set_algorithm(algorithm));
    ASSERT_TRUE(run_and_wait(window));
    show_active(window);
  }
  // The board's drawn cells once the layout has settled: pixels a cell, times cells.
  double board_area() {
    QApplication::processEvents();
    window.board_view()->fit_to_window();
    QApplication::processEvents();
    const QSize grid = window.board_view()->board_painter()->grid();
    const double zoom = window.board_view()->zoom();
    return zoom * zoom * grid.width() * grid.height();
  }
  void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QTest::keyClick(QApplication::focusWidget() != nullptr ? QApplication::focusWidget() : &window, static_cast<Qt::Key>(key),
                    modifiers);
    ASSERT_TRUE(wait_until([&] { return !window.session().lane().waiting(); }));
  }

  MainWindow window;
};

TEST_F(Presentation, TheWindowCoversTheScreenAndTheBoardIsLarger) {
  const QRect screen = window.screen()->geometry();
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    for (const char* sample : {"/lianliankan/hdu1175_sample.in", "/mahjong/sample.in", "/huarongdao/sample.in"}) {
      SCOPED_TRACE(QStringLiteral("%1 from %2x%3").arg(QLatin1String(sample)).arg(size.width()).arg(size.height()).toStdString());
      window.resize(size);
      ASSERT_TRUE(open_and_wait(window, samples_directory() + QLatin1String(sample)));
      ASSERT_TRUE(run_and_wait(window));
      show_active(window);
      const double normal = board_area();
      window.presentation().set(true);
      EXPECT_TRUE(window.ask().presenting()) << "a question is put above the board, large";
      EXPECT_TRUE(wait_until([&] { return window.isFullScreen() && window.geometry() == screen; }))
          << window.geometry().width() << "x" << window.geometry().height();
      const double presenting = board_area();
      // Larger, though the stage's type (a 36th of the screen) takes more of its height.
      EXPECT_GT(presenting, normal);
      // The panels folded away, and what they said is in the strip under the board.
      EXPECT_FALSE(window.panels().pseudocode->isVisible());
      EXPECT_FALSE(window.panels().counters->isVisible());
      EXPECT_FALSE(window.menuBar()->isVisible());
      window.presentation().set(false);
      EXPECT_TRUE(wait_until([&] { return !window.isFullScreen() && window.size() == size; }))  // the window as it was
          << window.size().width() << "x" << window.size().height();
      EXPECT_TRUE(window.panels().pseudocode->isVisible());
      EXPECT_TRUE(window.panels().counters->isVisible());
      EXPECT_NEAR(board_area(), normal, normal * 0.01);
    }
  }
}

TEST_F(Presentation, AnEmptyAnswerBannerLeavesTheTopOfTheScreenToTheBoardAtOnce) {
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/mahjong/sample.in")));
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().to_start();  // no answer yet: the banner has nothing to say
  show_active(window);
  const QWidget* banner = window.findChild<QWidget*>(QStringLiteral("answer_banner"));
  ASSERT_NE(banner, nullptr);
  EXPECT_TRUE(banner->isVisible()) << "beside the panels it keeps its place";
  // F5 alone, with no step after it: the board takes the top of the screen at once.
  const int narration_size = window.narration_strip()->fontInfo().pixelSize();
  window.presentation().set(true);
  EXPECT_FALSE(banner->isVisible()) << "an empty white band over the board";
  EXPECT_GT(window.narration_strip()->fontInfo().pixelSize(), narration_size * 1.4) << "the narration is read from the back";
  window.session().playback().to_end();
  EXPECT_TRUE(banner->isVisible()) << "the answer is said when there is one";
  window.presentation().set(false);
}

TEST(PresentationEnd, AWindowTakenDownWhilePresentingAndComparingReadsNoClockThatIsGone) {
  // The window presenting and comparing when it goes (the monkey's end): a toolbar taken
  // down re-parents its speed control, whose font then changes in the large type, after the
  // comparison's clock has gone; it must not read that clock (the sanitizers watch).
  auto window = std::make_unique<MainWindow>();
  ASSERT_TRUE(open_and_wait(*window, samples_directory() + QStringLiteral("/mahjong/sample.in")));
  ASSERT_TRUE(run_and_wait(*window));
  show_active(*window);
  window->presentation().set(true);
  ASSERT_NE(window->comparison().open({}), nullptr);
  window.reset();
}

TEST_F(Presentation, TheStripSaysTheLitLineAndTheCounters) {
  window.resize(1280, 720);
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  QTest::keyClick(&window, Qt::Key_F5);
  ASSERT_TRUE(window.presentation().presenting());
  for (int i = 0; i < 8; ++i) press(Qt::Key_Right);
  ASSERT_TRUE(wait_until([&] { return window.panels().pseudocode->line() > 0; }));
  const PresenterStrip& strip = *window.presentation().strip();
  ASSERT_TRUE(strip.isVisible());
  // The line as the (hidden) panel lights it, number first, and the counters it shows.
  const int line = window.panels().pseudocode->line();
  EXPECT_TRUE(strip.code_text().startsWith(QString::number(line) + QStringLiteral(" "))) << strip.code_text().toStdString();
  EXPECT_EQ(strip.code_text(), window.panels().pseudocode->line_text().trimmed());
  EXPECT_TRUE(strip.counters_text().contains(QStringLiteral("Step: %1").arg(window.panels().counters->value(QStringLiteral("step")))))
      << strip.counters_text().toStdString();
  EXPECT_TRUE(strip.counters_text().contains(QStringLiteral("Frontier: ") + window.panels().counters->value(QStringLiteral("frontier"))));
  // Esc leaves presentation mode; the strip goes and the panels come back.
  QTest::keyClick(&window, Qt::Key_Escape);
  EXPECT_FALSE(window.presentation().presenting());
  EXPECT_FALSE(strip.isVisible());
  EXPECT_TRUE(window.panels().pseudocode->isVisible());
  EXPECT_TRUE(window.menuBar()->isVisible());
}

TEST_F(Presentation, AModeLeftWhilePresentingLeavesItsPanelsFoldedUntilTheStageEnds) {
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  QWidget* code = window.findChild<QDockWidget*>(QStringLiteral("pseudocode_dock"));
  QWidget* bar = window.findChild<QToolBar*>(QStringLiteral("search_toolbar"));
  ASSERT_NE(code, nullptr);
  ASSERT_NE(bar, nullptr);
  ASSERT_TRUE(code->isVisible());
  // An exercise, then a comparison, each begun before F5 (as an exercise slide or a
  // comparison slide shown, then presented) and left while presenting.
  for (const char* mode : {"exercise", "compare"}) {
    SCOPED_TRACE(mode);
    if (QString::fromLatin1(mode) == QStringLiteral("exercise")) {
      window.action(QStringLiteral("exercise_mode"))->trigger();
      ASSERT_EQ(window.mode(), WindowMode::exercising);
    } else {
      ASSERT_NE(window.comparison().open({}), nullptr);
      ASSERT_TRUE(bar->isHidden());
    }
    EXPECT_FALSE(code->isVisible());
    QTest::keyClick(&window, Qt::Key_F5);
    ASSERT_TRUE(window.presentation().presenting());
    QTest::keyClick(QApplication::focusWidget() != nullptr ? QApplication::focusWidget() : &window, Qt::Key_Escape);
    ASSERT_EQ(window.mode(), WindowMode::viewing);
    ASSERT_TRUE(window.presentation().presenting()) << "the first Esc leaves the mode, not the stage";
    EXPECT_FALSE(code->isVisible()) << "the lit line is in the strip, not in a panel on the projector";
    EXPECT_FALSE(bar->isVisible());
    QTest::keyClick(&window, Qt::Key_F5);
    ASSERT_FALSE(window.presentation().presenting());
    EXPECT_TRUE(code->isVisible()) << "back as it was before the mode";
    EXPECT_TRUE(bar->isVisible());
  }
  // And the other way round: begun while presenting, and still on when the stage ends.
  QWidget* exercise = window.findChild<QDockWidget*>(QStringLiteral("exercise_dock"));
  ASSERT_NE(exercise, nullptr);
  QTest::keyClick(&window, Qt::Key_F5);
  ASSERT_TRUE(window.presentation().presenting());
  window.action(QStringLiteral("exercise_mode"))->trigger();
  ASSERT_EQ(window.mode(), WindowMode::exercising);
  EXPECT_FALSE(exercise->isVisible()) << "no dock beside the board on the stage";
  EXPECT_TRUE(window.presentation().stage_panel()->isVisible()) << "the class cannot do the exercise without its panel";
  QTest::keyClick(&window, Qt::Key_F5);
  ASSERT_FALSE(window.presentation().presenting());
  EXPECT_TRUE(exercise->isVisible());
  EXPECT_FALSE(code->isVisible()) << "the exercise's panel stands in the search's place";
  EXPECT_TRUE(bar->isVisible());
  window.action(QStringLiteral("leave_exercise"))->trigger();
  EXPECT_FALSE(exercise->isVisible());
  EXPECT_TRUE(code->isVisible());
}

TEST_F(Presentation, PageDownGoesThroughTheBookmarksThenTheLayersThenTheSlides) {
  window.resize(1280, 720);
  show_active(window);
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/bfs_layers_lianliankan.frontier-lesson")));
  ASSERT_TRUE(wait_until([&] { return shown.size() == 1; }));
  QTest::keyClick(&window, Qt::Key_F5);
  ASSERT_TRUE(window.presentation().presenting());
  // Slide 1 has no bookmarks and asks about every layer: PageDown shows the answer to
  // the question asked, else goes on a layer, up to the end of the search, and only then
  // to the next slide.
  int presses = 0;
  int reveals = 0;
  while (window.lessons().slide_index() == 0 && presses++ < 100) {
    const int last = window.session().playback().position();
    const bool asked = window.ask().questions().open();
    press(Qt::Key_PageDown);
    if (window.lessons().slide_index() != 0) break;
    if (asked) {
      EXPECT_FALSE(window.ask().questions().open()) << presses;  // revealed
      ++reveals;
    } else {
      EXPECT_GT(window.session().playback().position(), last) << presses;  // a layer on
    }
  }
  EXPECT_GT(reveals, 0);
  ASSERT_TRUE(wait_until([&] { return shown.size() == 2; }));
  EXPECT_GT(presses, 2);  // there were layers to walk
  EXPECT_EQ(window.lessons().slide_index(), 1);
  EXPECT_EQ(window.session().playback().position(), 0);
  // Slide 2's bookmarks, each with its note in the status bar, before any layer.
  for (const int step : {5, 10, 17}) {
    press(Qt::Key_PageDown);
    EXPECT_EQ(window.lessons().slide_index(), 1);
    EXPECT_EQ(window.session().playback().position(), step);
    EXPECT_TRUE(status().startsWith(QStringLiteral("Bookmark: "))) << status().toStdString();
  }
  EXPECT_TRUE(status().contains(QStringLiteral("the answer is YES")));
  press(Qt::Key_PageUp);
  EXPECT_EQ(window.session().playback().position(), 10);
  // → is a clicker's key too.
  press(Qt::Key_Right);
  EXPECT_EQ(window.session().playback().position(), 17);
  for (presses = 0; window.lessons().slide_index() == 1 && presses < 100; ++presses) press(Qt::Key_PageDown);
  ASSERT_TRUE(wait_until([&] { return shown.size() == 3; }));
  EXPECT_EQ(window.lessons().slide_index(), 2);
  // PageUp goes back layer by layer to the start of the slide's search, then a slide back.
  for (presses = 0; window.lessons().slide_index() == 2 && presses < 100; ++presses) press(Qt::Key_PageUp);
  ASSERT_TRUE(wait_until([&] { return shown.size() == 4; }));
  EXPECT_EQ(window.lessons().slide_index(), 1);
  // Outside presentation mode PageDown is a layer again.
  QTest::keyClick(&window, Qt::Key_F5);
  ASSERT_FALSE(window.presentation().presenting());
  window.session().playback().to_start();
  const int before = window.session().playback().position();
  press(Qt::Key_PageDown);
  EXPECT_EQ(window.lessons().slide_index(), 1);
  EXPECT_GT(window.session().playback().position(), before);
}

TEST_F(Presentation, AComparisonSlideIsInTheSameWindowAndTheClickerWalksItsBeats) {
  window.resize(1280, 720);
  show_active(window);
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  // Slide 3 compares 0-1 BFS with A*.
  ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/zero_one_bfs_mahjong.frontier-lesson"), 1));
  ASSERT_TRUE(wait_until([&] { return shown.size() == 1; }));
  QTest::keyClick(&window, Qt::Key_F5);
  ASSERT_TRUE(window.presentation().presenting());
  for (int presses = 0; window.lessons().slide_index() == 1 && presses < 200; ++presses) press(Qt::Key_PageDown);
  ASSERT_TRUE(wait_until([&] { return shown.size() == 2 && window.comparison().comparing(); }));
  CompareWindow* comparison = window.comparison().lanes();
  ASSERT_NE(comparison, nullptr);
  ASSERT_TRUE(wait_until([&] { return !comparison->searching(); }));
  // One window: the comparison is a page of it, not a window of its own.
  EXPECT_FALSE(comparison->isWindow());
  EXPECT_EQ(comparison->window(), &window);
  EXPECT_TRUE(comparison->isVisible());
  EXPECT_TRUE(window.isFullScreen());
  // The clicker walks the comparison's beats to its end; there is no slide after it.
  const std::uint64_t length = comparison->clock().length();
  ASSERT_GT(length, 1u);
  comparison->clock().to_start();
  for (std::uint64_t beat = 1; beat <= length; ++beat) {
    press(Qt::Key_PageDown);
    EXPECT_EQ(comparison->clock().count(), beat);
  }
  press(Qt::Key_PageDown);
  EXPECT_TRUE(window.comparison().comparing());
  EXPECT_EQ(window.lessons().slide_index(), 2);
  EXPECT_TRUE(status().startsWith(QStringLiteral("The end of the lesson"))) << status().toStdString();
  // PageUp walks back, and before the first beat goes to the slide before.
  for (int presses = 0; window.lessons().slide_index() == 2 && presses < 200; ++presses) press(Qt::Key_PageUp);
  ASSERT_TRUE(wait_until([&] { return shown.size() == 3; }));
  EXPECT_EQ(window.lessons().slide_index(), 1);
  EXPECT_FALSE(window.comparison().comparing());
  // Esc leaves the comparison first, then presentation mode.
  ASSERT_TRUE(window.comparison().open({}) != nullptr);
  press(Qt::Key_Escape);
  EXPECT_FALSE(window.comparison().comparing());
  EXPECT_TRUE(window.presentation().presenting());
  press(Qt::Key_Escape);
  EXPECT_FALSE(window.presentation().presenting());
  EXPECT_FALSE(status().contains(QStringLiteral("Presentation mode"))) << status().toStdString();
}

TEST_F(Presentation, BBlanksTheScreenAndAnyKeyBringsItBack) {
  window.resize(1280, 720);
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  QTest::keyClick(&window, Qt::Key_F5);
  press(Qt::Key_Right);
  const int position = window.session().playback().position();
  QTest::keyClick(&window, Qt::Key_B);
  ASSERT_TRUE(window.presentation().blank());
  EXPECT_TRUE(window.marks().bookmarks().all().empty());  // B is the clicker's here, not a bookmark
  const QImage picture = window.grab().toImage();
  for (const QPoint at : {QPoint(10, 10), QPoint(640, 360), QPoint(1270, 710)}) {
    EXPECT_EQ(picture.pixelColor(at), QColor(Qt::black)) << at.x() << "," << at.y();
  }
  // A key wakes the screen and does nothing else: the cursor has not moved.
  press(Qt::Key_Right);
  EXPECT_FALSE(window.presentation().blank());
  EXPECT_EQ(window.session().playback().position(), position);
  EXPECT_NE(window.grab().toImage().pixelColor(640, 360), QColor(Qt::black));
  // B again, and B wakes it too.
  QTest::keyClick(&window, Qt::Key_B);
  ASSERT_TRUE(window.presentation().blank());
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_B);
  EXPECT_FALSE(window.presentation().blank());
  // Outside presentation mode B is the bookmark again.
  QTest::keyClick(&window, Qt::Key_F5);
  QTest::keyClick(&window, Qt::Key_B);
  EXPECT_FALSE(window.presentation().blank());
  EXPECT_EQ(window.marks().bookmarks().all().size(), 1u);
}

// Peer instruction in front of the class: the slide's question put to a vote (V), the
// choices A to D above the board, the hands counted in the dialog, the distribution and
// the reveal on the stage, and the tally kept with the lesson through Save Lesson.
TEST_F(Presentation, AQuestionPutToAVoteShowsItsChoicesAndDistributionAndTheLessonKeepsTheTally) {
  QTemporaryDir folder;
  const QString lesson = folder.filePath(QStringLiteral("vote.frontier-lesson"));
  QFile::copy(samples_directory() + QStringLiteral("/lessons/class_results_lianliankan.frontier-lesson"), lesson);
  ASSERT_TRUE(window.lessons().open_lesson(lesson, 0));  // slide 1 asks each layer's new cells
  ASSERT_TRUE(wait_until([&] { return window.ask().questions().open(); }));
  show_active(window);
  window.presentation().set(true);
  auto* banner = window.findChild<QLabel*>(QStringLiteral("question_banner"));
  ASSERT_NE(banner, nullptr);
  EXPECT_FALSE(window.findChild<QDockWidget*>(QStringLiteral("question_dock"))->isVisible()) << "the question is on the stage, not in a dock";
  // The teacher counts 3, 14, 5 and 2 hands on the stage itself, by keys, and reveals
  // (Return): no dialog over the projected board.
  VoteCount& count = window.ask().vote_count();
  // Esc puts a count begun away, and the stage stays.
  QTest::keyClick(&window, Qt::Key_V);
  ASSERT_TRUE(count.isVisible());
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
  EXPECT_FALSE(count.isVisible());
  EXPECT_TRUE(window.presentation().presenting());
  EXPECT_TRUE(window.ask().questions().open());
  QTest::keyClick(&window, Qt::Key_V);
  ASSERT_TRUE(count.isVisible());
  EXPECT_EQ(count.window(), &window);
  EXPECT_EQ(QApplication::activeModalWidget(), nullptr);
  EXPECT_EQ(QApplication::focusWidget(), count.findChild<QSpinBox*>(QStringLiteral("hands_A")));
  const QString shown_while_counting = banner->text();
  const std::vector<int> hands{3, 14, 5, 2};
  for (std::size_t k = 0; k < hands.size(); ++k) {
    auto* box = count.findChild<QSpinBox*>(QStringLiteral("hands_%1").arg(vote_letter(static_cast<int>(k))));
    ASSERT_NE(box, nullptr);
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(hands[k]));
  }
  EXPECT_TRUE(count.findChild<QLabel*>(QStringLiteral("vote_distribution"))->text().contains(QStringLiteral("14")));
  // The vote's font is the stage's: large.
  EXPECT_GE(QFontMetrics(count.findChild<QSpinBox*>(QStringLiteral("hands_B"))->font()).tightBoundingRect(QStringLiteral("Hg")).height(),
            window.height() / 36);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
  ASSERT_TRUE(window.ask().questions().revealed());
  EXPECT_FALSE(count.isVisible());
  EXPECT_TRUE(window.presentation().presenting());
  EXPECT_TRUE(shown_while_counting.contains(QStringLiteral("A  "))) << shown_while_counting.toStdString();
  EXPECT_TRUE(shown_while_counting.contains(QStringLiteral("D  "))) << shown_while_counting.toStdString();
  EXPECT_TRUE(shown_while_counting.contains(QStringLiteral("new cell"))) << shown_while_counting.toStdString();
  EXPECT_TRUE(banner->text().contains(QStringLiteral("14"))) << banner->text().toStdString();
  EXPECT_TRUE(banner->text().contains(QStringLiteral("✓"))) << banner->text().toStdString();
  // The answer is the right choice's, not a verdict on cells nobody picked.
  EXPECT_TRUE(banner->text().contains(QStringLiteral("The answer: "))) << banner->text().toStdString();
  EXPECT_FALSE(banner->text().contains(QStringLiteral("Not quite"))) << banner->text().toStdString();
  const Slide& slide = window.lessons().deck().slide(0);
  ASSERT_EQ(slide.tallies.size(), 1u);
  EXPECT_EQ(slide.tallies.front().hands, (std::vector<int>{3, 14, 5, 2}));
  EXPECT_EQ(slide.tallies.front().question, QStringLiteral("new_cells"));
  // The right choice is the count of the layer's new cells.
  const int right = slide.tallies.front().right;
  EXPECT_TRUE(slide.tallies.front().choices[right].startsWith(QString::number(window.ask().questions().question()->answer.size())));
  // The Question panel says what the class voted, B with the most hands, and scores that
  // choice, not the empty reply of its own.
  auto* verdict = window.ask().panel().findChild<QLabel*>(QStringLiteral("verdict"));
  ASSERT_NE(verdict, nullptr);
  EXPECT_TRUE(verdict->text().startsWith(QStringLiteral("The class voted B (14 hands). The answer: "))) << verdict->text().toStdString();
  EXPECT_EQ(window.ask().panel().score(), right == 1 ? QStringLiteral("Score: 1 of 1 right") : QStringLiteral("Score: 0 of 1 right"));
  EXPECT_TRUE(window.lessons().deck().modified());
  ASSERT_TRUE(window.lessons().save_lesson(lesson));
  auto read = read_lesson_file(lesson);
  ASSERT_TRUE(std::holds_alternative<Lesson>(read));
  EXPECT_EQ(std::get<Lesson>(read).slides.front().tallies, slide.tallies);
}

// The search's container on the stage: Ctrl+L while presenting opens the Frontier list
// beside the board, in the stage's large type, named and in order.
TEST_F(Presentation, TheFrontierListIsOnTheStage) {
  open(QStringLiteral("/mahjong/sample.in"), QStringLiteral("zero-one-bfs"));
  window.presentation().set(true);
  window.session().lane().seek(3);
  QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
  FrontierPanel& panel = *window.panels().frontier;
  ASSERT_TRUE(wait_until([&] { return panel.shown(); }));
  EXPECT_TRUE(window.panels().dock("frontier_dock")->isVisible());
  EXPECT_TRUE(panel.summary().startsWith(QStringLiteral("Deque (both ends): "))) << panel.summary().toStdString();
  EXPECT_GT(panel.table().rowCount(), 0);
  // In the stage's type: larger than the window's own.
  EXPECT_GT(panel.table().font().pointSizeF(), QApplication::font().pointSizeF());
}

// The rows of `image` inside `area` that hold ink (dark pixels), in runs: each run a line of
// text's glyphs, from the top of its capitals to the foot of its descenders.
std::vector<int> ink_runs(const QImage& image, const QRect& area) {
  std::vector<int> runs;
  int run = 0;
  for (int y = area.top(); y <= area.bottom() + 1; ++y) {
    bool ink = false;
    for (int x = area.left(); y <= area.bottom() && x <= area.right() && !ink; ++x) ink = qGray(image.pixel(x, y)) < 100;
    if (ink) {
      ++run;
    } else if (run > 0) {
      runs.push_back(run);
      run = 0;
    }
  }
  return runs;
}

int tallest_line(const QImage& image, const QWidget& window, const QWidget& part) {
  const QRect area = QRect(part.mapTo(&window, QPoint(0, 0)), part.size()).intersected(image.rect());
  const std::vector<int> runs = ink_runs(image, area);
  return runs.empty() ? 0 : *std::max_element(runs.begin(), runs.end());
}

TEST_F(Presentation, TheNarrationAndTheLitLineAreAThirtySixthOfTheStageAndTheNotesAreUnderTheBoard) {
  // The stage's picture as --presentation --screenshot --size draws it (the window at that
  // size): the glyphs measured on it, in both languages, at a small projector's height and a
  // large one's.
  window.set_quiet(true);
  for (const QString& code : {language::kEnglish, language::kChinese}) {
    ASSERT_TRUE(language::apply(code));
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
      SCOPED_TRACE(QStringLiteral("%1 at %2x%3").arg(code).arg(size.width()).arg(size.height()).toStdString());
      window.resize(size);
      show_active(window);
      QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
      ASSERT_TRUE(
          window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/bfs_layers_lianliankan.frontier-lesson"), 1));
      ASSERT_TRUE(wait_until([&] { return shown.size() == 1; }));
      // The slide's first bookmark has a note; give it a question to explain too.
      std::vector<SlideBookmark> marks;
      for (const TimelinePosition at : window.marks().bookmarks().all()) marks.push_back({at, window.marks().bookmarks().note(at), {}});
      ASSERT_FALSE(marks.empty());
      marks.front().explain = {QStringLiteral("Why is no cell here reached with a turn?"), QStringLiteral("为什么这里没有格子要转弯？")};
      window.marks().set_bookmarks(marks);
      window.presentation().set(true);
      window.resize(size);
      press(Qt::Key_PageDown);
      ASSERT_EQ(window.session().playback().position(), 5);
      QApplication::processEvents();
      const PresenterStrip* strip = window.presentation().strip();
      EXPECT_FALSE(strip->note_text().isEmpty());
      EXPECT_TRUE(strip->question_text().contains(marks.front().explain.in(code == language::kChinese)))
          << strip->question_text().toStdString();
      const QImage picture = window.grab().toImage();
      const int large = (size.height() + 35) / 36;
      const int small = (size.height() + 53) / 54;
      EXPECT_GE(tallest_line(picture, window, *window.narration_strip()), large);
      EXPECT_GE(tallest_line(picture, window, *strip->code_label()), large);
      EXPECT_GE(tallest_line(picture, window, *strip->findChild<QLabel*>(QStringLiteral("presenter_note"))), large);
      EXPECT_GE(tallest_line(picture, window, *strip->findChild<QLabel*>(QStringLiteral("presenter_question"))), large);
      EXPECT_GE(tallest_line(picture, window, *strip->findChild<QLabel*>(QStringLiteral("presenter_counters"))), small);
      EXPECT_GE(window.board_view()->ruler_font_px(), small);
      // Everything on the stage, and the board keeps the most of it.
      EXPECT_LE(strip->mapTo(&window, QPoint(0, strip->height())).y(), size.height());
      EXPECT_GT(window.board_view()->height(), size.height() / 2);
      // To look at: FRONTIER_TEST_PICTURES=DIR keeps each picture.
      if (const QString folder = qEnvironmentVariable("FRONTIER_TEST_PICTURES"); !folder.isEmpty()) {
        picture.save(QStringLiteral("%1/stage-%2-%3.png").arg(folder, code).arg(size.height()));
      }
      window.presentation().set(false);
    }
  }
  ASSERT_TRUE(language::apply(language::kEnglish));
}

// An ask slide and an exercise slide on the stage at 1280×720, in both languages: the
// question (above the board) and the exercise's prompt and choices (under it) in the
// stage's type, and no dock beside the board.
// A slide that starts at a bookmark inside an expansion (made there by Update the Slide),
// shown while presenting (PageDown from the slide before it): it opens on the bookmark's
// pseudo-code line, its note and its question under the board from the first moment.
TEST_F(Presentation, ASlideThatStartsAtABookmarkShowsItsNoteAndQuestionAtOnce) {
  window.set_quiet(true);
  QFile judge(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in"));
  ASSERT_TRUE(judge.open(QIODevice::ReadOnly));
  const QJsonObject slide{{"puzzle", "lianliankan"},
                          {"judge_text", QString::fromUtf8(judge.readAll())},
                          {"algorithms", QJsonArray{"bfs-turns"}},
                          {"step", 3},
                          {"fine", 1},
                          {"bookmarks", QJsonArray{QJsonObject{{"step", 3},
                                                               {"fine", 1},
                                                               {"note", QJsonObject{{"en", "Two lines so far."}}},
                                                               {"explain", QJsonObject{{"en", "Why these two?"}}}}}}};
  const QJsonObject plain{{"puzzle", "lianliankan"}, {"judge_text", slide["judge_text"]}, {"algorithms", QJsonArray{"bfs-turns"}}};
  QJsonObject exercise = plain;  // made at the same place: the class starts from the start
  exercise["step"] = 3;
  exercise["fine"] = 1;
  exercise["exercise"] = true;
  const QString lesson = write_temporary(QStringLiteral("bookmarked.frontier-lesson"),
                                         QJsonDocument(QJsonObject{{"format", "frontier-lesson"}, {"version", 1},
                                                                   {"slides", QJsonArray{plain, slide, exercise}}})
                                             .toJson());
  show_active(window);
  ASSERT_TRUE(window.lessons().open_lesson(lesson, 0));
  window.presentation().set(true);
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  ASSERT_TRUE(window.lessons().show_slide(1));
  ASSERT_TRUE(shown.wait(10000));
  const auto* strip = window.findChild<PresenterStrip*>(QStringLiteral("presenter_strip"));
  ASSERT_NE(strip, nullptr);
  EXPECT_EQ(window.session().lane().cursor(), (TimelinePosition{3, 1}));
  // Its fine steps are there, whatever the stage's clock plays at: "fine step 2 of 5", not "of 0".
  EXPECT_TRUE(wait_until([&] { return window.panels().counters->one_line().contains(QRegularExpression(QStringLiteral("fine step 2 of [1-9]"))); }))
      << window.panels().counters->one_line().toStdString();
  EXPECT_EQ(strip->note_text(), QStringLiteral("Two lines so far."));
  EXPECT_EQ(strip->question_text(), QStringLiteral("Explain: Why these two?"));
  EXPECT_TRUE(strip->findChild<QLabel*>(QStringLiteral("presenter_question"))->isVisible());
  ASSERT_TRUE(window.lessons().show_slide(2));
  ASSERT_TRUE(shown.wait(10000));
  ASSERT_TRUE(wait_until([&] { return window.hands().exercise() != nullptr; }));
  QApplication::processEvents();
  EXPECT_FALSE(window.panels().counters->one_line().contains(QStringLiteral(" of 0)"))) << window.panels().counters->one_line().toStdString();
  window.action(Command::leave_exercise)->trigger();
  window.presentation().set(false);
  // Saved, the slide keeps its place to the line.
  const QString saved = write_temporary(QStringLiteral("saved.frontier-lesson"), {});
  ASSERT_TRUE(window.lessons().save_lesson(saved));
  const auto read = read_lesson_file(saved);
  ASSERT_TRUE(std::holds_alternative<Lesson>(read));
  EXPECT_EQ(std::get<Lesson>(read).slides[1].fine, 1);
  EXPECT_FALSE(std::get<Lesson>(read).slides[0].fine.has_value());
}

TEST_F(Presentation, AskAndExerciseSlidesAreOnTheStageWithoutADock) {
  window.set_quiet(true);
  for (const auto& [size, code] : {std::pair{QSize(1280, 720), language::kEnglish}, std::pair{QSize(1280, 720), language::kChinese},
                                   std::pair{QSize(1920, 1080), language::kEnglish}, std::pair{QSize(1920, 1080), language::kChinese}}) {
    const int large = (size.height() + 35) / 36;
    ASSERT_TRUE(language::apply(code));
    SCOPED_TRACE(code.toStdString() + " at " + std::to_string(size.height()));
    window.resize(size);
    show_active(window);
    QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
    ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/class_results_lianliankan.frontier-lesson"), 0));
    ASSERT_TRUE(wait_until([&] { return window.ask().questions().open(); }));
    window.presentation().set(true);
    window.resize(size);
    QApplication::processEvents();
    auto* question_dock = window.findChild<QDockWidget*>(QStringLiteral("question_dock"));
    EXPECT_FALSE(question_dock->isVisible());
    QImage picture = window.grab().toImage();
    EXPECT_GE(tallest_line(picture, window, window.ask().banner()), large);
    EXPECT_GE(tallest_line(picture, window, *window.narration_strip()), large);
    if (const QString folder = qEnvironmentVariable("FRONTIER_TEST_PICTURES"); !folder.isEmpty()) {
      picture.save(QStringLiteral("%1/stage-ask-%2-%3.png").arg(folder, code).arg(size.height()));
    }
    // The exercise slide: its panel under the board, its dock hidden.
    ASSERT_TRUE(window.lessons().show_slide(2));
    ASSERT_TRUE(wait_until([&] { return window.hands().exercise() != nullptr; }));
    QApplication::processEvents();
    auto* exercise_dock = window.findChild<QDockWidget*>(QStringLiteral("exercise_dock"));
    EXPECT_FALSE(exercise_dock->isVisible());
    QWidget* panel = window.presentation().stage_panel();
    ASSERT_TRUE(panel->isVisible());
    auto* prompt = panel->findChild<QLabel*>(QStringLiteral("exercise_prompt"));
    ASSERT_NE(prompt, nullptr);
    EXPECT_TRUE(prompt->isVisible());
    picture = window.grab().toImage();
    EXPECT_GE(tallest_line(picture, window, *prompt), large);
    EXPECT_LE(panel->mapTo(&window, QPoint(0, panel->height())).y(), size.height()) << "the panel fits on the stage";
    EXPECT_GT(window.board_view()->height(), size.height() / 3);
    EXPECT_FALSE(window.narration_strip()->isVisible()) << "an exercise's empty narration takes the board's room";
    if (const QString folder = qEnvironmentVariable("FRONTIER_TEST_PICTURES"); !folder.isEmpty()) {
      picture.save(QStringLiteral("%1/stage-exercise-%2-%3.png").arg(folder, code).arg(size.height()));
    }
    // The stage ends: the panel is back in its dock, beside the board, in the window's type.
    window.presentation().set(false);
    EXPECT_TRUE(exercise_dock->isVisible());
    EXPECT_TRUE(window.narration_strip()->isVisible());
    EXPECT_EQ(exercise_dock->widget()->findChild<QLabel*>(QStringLiteral("exercise_prompt")), prompt);
    EXPECT_LT(prompt->fontInfo().pixelSize(), large);
    window.action(Command::leave_exercise)->trigger();
  }
  ASSERT_TRUE(language::apply(language::kEnglish));
}

// The vote in Chinese, on a laptop's stage and a projector's: counted on the stage in its
// large type, the choices and the reveal in the banner, no dialog.
TEST_F(Presentation, AVoteInChineseIsCountedOnTheStageInLargeType) {
  window.set_quiet(true);
  ASSERT_TRUE(language::apply(language::kChinese));
  for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    SCOPED_TRACE(size.height());
    const int large = (size.height() + 35) / 36;
    window.resize(size);
    show_active(window);
    ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/class_results_lianliankan.frontier-lesson"), 0));
    ASSERT_TRUE(wait_until([&] { return window.ask().questions().open(); }));
    window.presentation().set(true);
    window.resize(size);
    QTest::keyClick(&window, Qt::Key_V);
    VoteCount& count = window.ask().vote_count();
    ASSERT_TRUE(count.isVisible());
    EXPECT_EQ(count.window(), &window);
    EXPECT_EQ(QApplication::activeModalWidget(), nullptr);
    auto* box = count.findChild<QSpinBox*>(QStringLiteral("hands_B"));
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("9"));
    QApplication::processEvents();
    const QImage picture = window.grab().toImage();
    EXPECT_GE(tallest_line(picture, window, window.ask().banner()), large);
    EXPECT_GE(tallest_line(picture, window, count), large);
    EXPECT_TRUE(window.ask().banner().text().contains(QStringLiteral("A  "))) << window.ask().banner().text().toStdString();
    if (const QString folder = qEnvironmentVariable("FRONTIER_TEST_PICTURES"); !folder.isEmpty()) {
      picture.save(QStringLiteral("%1/stage-vote-zh-%2.png").arg(folder).arg(size.height()));
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_TRUE(window.ask().questions().revealed());
    EXPECT_FALSE(count.isVisible());
    EXPECT_TRUE(window.ask().banner().text().contains(QStringLiteral("✓"))) << window.ask().banner().text().toStdString();
    EXPECT_TRUE(window.ask().banner().text().contains(QStringLiteral("答案"))) << window.ask().banner().text().toStdString();
    window.presentation().set(false);
    window.lessons().close();
  }
  ASSERT_TRUE(language::apply(language::kEnglish));
}

// A comparison slide on the stage, at a small projector's height and a large one's, in both
// languages: the lanes alone, each lane's lit line at least 1/36 of the height and its
// counters 1/54, no clock box, speed, timeline, table or algorithm boxes, all on the screen.
TEST_F(Presentation, AComparisonOnTheStageHasLargeLanesAndNoDesktopControls) {
  window.set_quiet(true);
  for (const QString& code : {language::kEnglish, language::kChinese}) {
    ASSERT_TRUE(language::apply(code));
    for (const QSize size : {QSize(1280, 720), QSize(1280, 800), QSize(1920, 1080)}) {
      SCOPED_TRACE(QStringLiteral("%1 at %2x%3").arg(code).arg(size.width()).arg(size.height()).toStdString());
      window.resize(size);
      show_active(window);
      window.presentation().set(true);
      window.resize(size);
      QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
      // Slide 3 compares 0-1 BFS with A*.
      ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/zero_one_bfs_mahjong.frontier-lesson"), 2));
      ASSERT_TRUE(wait_until([&] { return shown.size() == 1 && window.comparison().comparing(); }));
      CompareWindow* comparison = window.comparison().lanes();
      ASSERT_TRUE(wait_until([&] { return !comparison->searching(); }));
      comparison->clock().to_start();
      for (int beat = 0; beat < 2; ++beat) press(Qt::Key_PageDown);
      QApplication::processEvents();
      EXPECT_TRUE(comparison->on_stage());
      EXPECT_FALSE(comparison->findChild<QToolBar*>(QStringLiteral("compare_bar"))->isVisible()) << "no clock box, speed or timeline";
      EXPECT_FALSE(comparison->table()->isVisible());
      const QImage picture = window.grab().toImage();
      const int large = (size.height() + 35) / 36;
      const int small = (size.height() + 53) / 54;
      for (int i = 0; i < comparison->lane_count(); ++i) {
        const LaneView* lane = comparison->lane_view(i);
        EXPECT_FALSE(lane->algorithm_box()->isVisible());
        EXPECT_FALSE(lane->pseudocode_panel()->isVisible());
        // The lit line in the stage's large type (a lane lights a line only at speeds where
        // it can be followed: at a layer a beat often none).
        EXPECT_GE(QFontMetrics(lane->lit_line()->font()).tightBoundingRect(QStringLiteral("Hg")).height(), large) << i;
        if (!lane->lit_line_text().isEmpty()) EXPECT_GE(tallest_line(picture, window, *lane->lit_line()), large) << i << ": " << lane->lit_line_text().toStdString();
        EXPECT_GE(tallest_line(picture, window, *lane->counters_label()), small) << i;
        EXPECT_LE(lane->lit_line()->mapTo(&window, QPoint(0, lane->lit_line()->height())).y(), size.height()) << "lane " << i << " fits";
        EXPECT_GT(lane->board_view()->height(), size.height() / 3) << i;
      }
      // Nothing scrolls on the stage: the lanes take the screen, the boards what is left.
      const auto* lanes = comparison->findChild<QScrollArea*>(QStringLiteral("lanes_scroll"));
      ASSERT_NE(lanes, nullptr);
      EXPECT_EQ(lanes->verticalScrollBar()->maximum(), 0) << "the lanes scroll on the stage";
      if (const QString folder = qEnvironmentVariable("FRONTIER_TEST_PICTURES"); !folder.isEmpty()) {
        picture.save(QStringLiteral("%1/stage-compare-%2-%3.png").arg(folder, code).arg(size.height()));
      }
      press(Qt::Key_Escape);  // the comparison first
      window.presentation().set(false);
      ASSERT_TRUE(window.comparison().open({}) != nullptr);
      EXPECT_TRUE(comparison->table()->isVisible()) << "at the desk the table is back";
      EXPECT_TRUE(comparison->lane_view(0)->algorithm_box()->isVisible());
      press(Qt::Key_Escape);
    }
  }
  ASSERT_TRUE(language::apply(language::kEnglish));
}

// The comparison a teacher opens on the Mahjong sample (run-bfs beside zero-one-bfs, a
// 7 by 6 board with its border) presented on a laptop's 1280x800 screen: seen in a real
// window, the lanes were taller than the stage and scrolled, and the second lane's lit line
// was cut in half under the screen's edge.
TEST_F(Presentation, TheMahjongSamplesComparisonFitsALaptopsStage) {
  window.set_quiet(true);
  for (const QSize size : {QSize(1280, 720), QSize(1280, 800)}) {
    SCOPED_TRACE(QStringLiteral("%1x%2").arg(size.width()).arg(size.height()).toStdString());
    ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/mahjong/sample.in")));
    show_active(window);
    window.presentation().set(true);
    window.resize(size);
    CompareWindow* comparison = window.comparison().open({});
    ASSERT_NE(comparison, nullptr);
    ASSERT_TRUE(wait_until([&] { return !comparison->searching(); }));
    const auto* lanes = comparison->findChild<QScrollArea*>(QStringLiteral("lanes_scroll"));
    ASSERT_NE(lanes, nullptr);
    // Every beat: the lit lines change length (run-bfs's line 12 and zero-one-bfs's line 10
    // take three lines at a lane's width).
    comparison->clock().to_start();
    for (std::uint64_t beat = 0; beat <= comparison->clock().length(); ++beat) {
      SCOPED_TRACE(beat);
      if (beat > 0) press(Qt::Key_PageDown);
      QApplication::processEvents();
      EXPECT_EQ(lanes->verticalScrollBar()->maximum(), 0) << "the lanes scroll on the stage";
      for (int i = 0; i < comparison->lane_count(); ++i) {
        const QLabel* lit = comparison->lane_view(i)->lit_line();
        const int bottom = lit->mapTo(lanes->viewport(), QPoint(0, lit->height())).y();
        EXPECT_LE(bottom, lanes->viewport()->height()) << "lane " << i << "'s lit line is cut";
        EXPECT_GE(lit->height(), 2 * QFontMetrics(lit->font()).lineSpacing()) << "lane " << i;
      }
    }
    EXPECT_EQ(comparison->lane_view(0)->board_view()->height(), comparison->lane_view(1)->board_view()->height())
        << "the lanes' boards side by side are one size";
    press(Qt::Key_Escape);
    window.presentation().set(false);
  }
}

// A comparison slide's bookmark (the shipped class lesson's slide 4: a note and a question
// at step 4 of bfs-turns) is shown under the lanes when the beat passes it, large on the
// stage, and its question is put; at the desk too, at the desk's size.
TEST_F(Presentation, AComparisonsBookmarkIsShownWhenItsBeatPassesItAndItsQuestionPut) {
  window.set_quiet(true);
  for (const bool presenting : {true, false}) {
    SCOPED_TRACE(presenting ? "presenting" : "at the desk");
    const QSize size(1280, 720);
    window.resize(size);
    show_active(window);
    window.presentation().set(presenting);
    window.resize(size);
    QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
    ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/class_results_lianliankan.frontier-lesson"), 3));
    ASSERT_TRUE(wait_until([&] { return shown.size() == 1 && window.comparison().comparing(); }));
    CompareWindow* comparison = window.comparison().lanes();
    ASSERT_TRUE(wait_until([&] { return !comparison->searching(); }));
    comparison->clock().to_start();
    EXPECT_EQ(comparison->note(), QString()) << "nothing is said before the bookmark";
    for (int beat = 0; beat < 20 && comparison->note().isEmpty(); ++beat) {
      if (presenting) {
        press(Qt::Key_PageDown);
      } else {
        comparison->clock().forward();
      }
      QApplication::processEvents();
    }
    EXPECT_TRUE(comparison->note().contains(QStringLiteral("Watch where the two searches first differ."))) << comparison->note().toStdString();
    EXPECT_TRUE(comparison->note().contains(QStringLiteral("Explain: The lesson's DFS answers differently here."))) << comparison->note().toStdString();
    EXPECT_TRUE(window.status_text().contains(QStringLiteral("Explain: The lesson's DFS"))) << "the question is put: "
                                                                                         << window.status_text().toStdString();
    const QLabel* note = comparison->findChild<QLabel*>(QStringLiteral("compare_note"));
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->isVisible());
    if (presenting) {
      const QImage picture = window.grab().toImage();
      EXPECT_GE(tallest_line(picture, window, *note), (size.height() + 35) / 36) << "large under the lanes";
      EXPECT_LE(note->mapTo(&window, QPoint(0, note->height())).y(), size.height()) << "on the screen";
      if (const QString folder = qEnvironmentVariable("FRONTIER_TEST_PICTURES"); !folder.isEmpty()) {
        picture.save(QStringLiteral("%1/stage-compare-note.png").arg(folder));
      }
    }
    comparison->clock().forward();
    QApplication::processEvents();
    EXPECT_EQ(comparison->note(), QString()) << "the next beat passes no bookmark";
    press(Qt::Key_Escape);
    window.presentation().set(false);
    window.lessons().close();
  }
}

}  // namespace
}  // namespace frontier::gui::testing
