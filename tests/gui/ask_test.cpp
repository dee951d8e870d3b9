// Search ▸ Ask the Class as a class uses it: Ctrl+Shift+A, Space plays to the question,
// cells are clicked on the board (or a trend chosen, moves ticked), Return reveals, Space
// plays on. What is checked: the question put where the layer or the pop is, the verdict
// and the score word for word, the marks drawn on the right cells, that playback cannot
// pass an unanswered question, and presentation mode's banner.
//
// The answers are worked out here by hand from the boards (the comments say how), or by a
// few lines of the puzzle's rules, not read from the code that asks.

#include <gtest/gtest.h>

#include <QSpinBox>
#include <QLabel>
#include <QApplication>
#include <QTest>
#include <QTimer>
#include <algorithm>

#include "app/language.hpp"
#include "ask/ask_panel.hpp"
#include "ask/ask_session.hpp"
#include "ask/vote_dialog.hpp"
#include "gui_test_support.hpp"
#include "lesson/lesson.hpp"
#include "window/playback_marks.hpp"
#include "window_stand_in.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui::testing {
namespace {

// English with its plural forms ("1 position", "3 cells"), whatever ran before.
class Ask : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
};

using Mark = BoardView::AskMark;
using Kind = BoardView::AskMarkKind;

// Opens `sample` with `algorithm`, runs it, turns ask mode on with the keys and chooses
// when to ask in the panel's box.
void start_asking(WindowStandIn& window, const QString& sample, const QString& algorithm, trace::AskAt at) {
  ASSERT_TRUE(window.open(samples_directory() + sample));
  ASSERT_TRUE(window.session().set_algorithm(algorithm));
  ASSERT_TRUE(window.search());
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_TRUE(window.ask().asking());
  QComboBox* box = window.ask().panel().at_box();
  box->setCurrentIndex(box->findData(static_cast<int>(at)));
  ASSERT_EQ(window.ask().questions().at(), at);
  // Fast, a beat of many expansions: playback must still stop exactly at each question.
  for (int i = 0; i < Playback::kMaxSpeedLevel; ++i) QTest::keyClick(&window.window(), Qt::Key_Plus);
}

// Plays (Space) until a question is put.
bool play_to_question(WindowStandIn& window) {
  QTest::keyClick(&window.window(), Qt::Key_Space);
  return wait_until([&] { return window.ask().questions().open(); }, 10000);
}

void click_cell(WindowStandIn& window, Cell cell) {
  BoardView* view = window.board_view();
  const QPoint grid = view->board_painter()->grid_cell(cell);
  QTest::mouseClick(view, Qt::LeftButton, {}, view->centre_of(grid).toPoint());
}

bool has_mark(const WindowStandIn& window, Cell cell, Kind kind) {
  const std::vector<Mark>& marks = window.board_view()->ask_marks();
  const Mark wanted{window.board_view()->board_painter()->grid_cell(cell), kind};
  return std::find(marks.begin(), marks.end(), wanted) != marks.end();
}

// HDU 1175's sample, first query: tile 1 at (1, 1) to tile 1 at (3, 4) on
//   1 2 3 4
//   0 0 0 0
//   4 3 2 1
// Going straight from (1, 1) (no turn, layer 0) reaches only (2, 1): (1, 2) and (3, 1)
// are tiles. One turn (layer 1) at (2, 1) runs right along row 2: (2, 2), (2, 3), (2, 4).
// The second turn, at (2, 4), looks down at the target: no new cell, so no third question.
TEST_F(Ask, EveryLayerAsksForItsNewCellsAndMarksHitsMissesAndExtras) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"),
               trace::AskAt::layer);
  ASSERT_TRUE(play_to_question(window));
  EXPECT_EQ(window.session().lane().position(), 0);
  EXPECT_FALSE(window.session().clock().playing());
  AskPanel* panel = &window.ask().panel();
  EXPECT_EQ(panel->question(), QStringLiteral("The layer of cost 0 is next. Which cells will it reach for the first "
                                              "time? Click them on the board, then Reveal."));

  // A wrong pick, taken back, then another: what is drawn follows the clicks.
  click_cell(window, {1, 2});
  EXPECT_TRUE(has_mark(window, {1, 2}, Kind::picked));
  click_cell(window, {1, 2});
  EXPECT_TRUE(window.board_view()->ask_marks().empty());
  click_cell(window, {2, 2});
  EXPECT_EQ(window.ask().questions().reply().picked, (std::vector<Cell>{{2, 2}}));

  // Playback cannot pass the question before its reveal.
  QTest::keyClick(&window.window(), Qt::Key_Right);
  EXPECT_EQ(window.session().lane().position(), 0);
  EXPECT_TRUE(window.ask().questions().open());

  QTest::keyClick(&window.window(), Qt::Key_Return);
  ASSERT_TRUE(window.ask().questions().revealed());
  EXPECT_EQ(panel->verdict(), QStringLiteral("Not quite: 0 hits, 1 missed, 1 extra of the 1 new cells. Space plays on."));
  EXPECT_EQ(panel->score(), QStringLiteral("Score: 0 of 1 right"));
  EXPECT_TRUE(has_mark(window, {2, 1}, Kind::miss));
  EXPECT_TRUE(has_mark(window, {2, 2}, Kind::extra));
  EXPECT_EQ(window.board_view()->ask_marks().size(), 2u);

  // Space plays on to layer 1's question, answered right this time.
  ASSERT_TRUE(play_to_question(window));
  EXPECT_TRUE(panel->question().startsWith(QStringLiteral("The layer of cost 1 is next.")));
  for (const Cell cell : {Cell{2, 2}, Cell{2, 3}, Cell{2, 4}}) click_cell(window, cell);
  QTest::keyClick(&window.window(), Qt::Key_Return);
  EXPECT_EQ(panel->verdict(), QStringLiteral("Right: the layer reaches exactly 3 new cells. Space plays on."));
  EXPECT_EQ(panel->score(), QStringLiteral("Score: 1 of 2 right"));
  for (const Cell cell : {Cell{2, 2}, Cell{2, 3}, Cell{2, 4}}) EXPECT_TRUE(has_mark(window, cell, Kind::hit));

  // No third question: the search plays to its answer.
  QTest::keyClick(&window.window(), Qt::Key_Space);
  ASSERT_TRUE(wait_until([&] { return window.session().lane().at_end(); }));
  EXPECT_FALSE(window.ask().questions().question().has_value());
  EXPECT_EQ(window.session().lane().result()->answer, QStringLiteral("YES"));
  EXPECT_EQ(panel->score(), QStringLiteral("Score: 1 of 2 right"));
}

// A lesson's bookmark at step 11 and ask mode's question of layer 1 earlier: Alt+PgDown
// goes for the bookmark, ask mode holds playback at the question, and the note waits until
// playback is really at its step (it was said at the question, and the step-1 note at 0).
TEST_F(Ask, ABookmarksNoteIsSaidWhenPlaybackReachesItsStepNotBefore) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"),
               trace::AskAt::layer);
  ASSERT_TRUE(play_to_question(window));
  ASSERT_EQ(window.session().lane().position(), 0);
  const Bilingual first{QStringLiteral("The first expansion."), QStringLiteral("第一次扩展。")};
  const Bilingual turn{QStringLiteral("Layer 1: one turn."), QStringLiteral("第 1 层：转一次弯。")};
  window.marks().set_bookmarks({{TimelinePosition{1, std::nullopt}, first, {}}, {TimelinePosition{11, std::nullopt}, turn, {}}});
  const auto go_on = [&] { QTest::keyClick(&window.window(), Qt::Key_PageDown, Qt::AltModifier); };
  go_on();
  EXPECT_EQ(window.session().lane().position(), 0);  // the question of layer 0 is not answered
  EXPECT_FALSE(window.said().contains(QStringLiteral("The first expansion."))) << window.said().toStdString();
  QTest::keyClick(&window.window(), Qt::Key_Return);  // revealed
  go_on();
  ASSERT_EQ(window.session().lane().position(), 1);
  EXPECT_EQ(window.said(), QStringLiteral("Bookmark: The first expansion."));
  go_on();
  ASSERT_TRUE(window.ask().questions().open());
  const trace::Step asked = window.ask().questions().question()->asked;
  ASSERT_LT(asked, 11u);
  EXPECT_EQ(window.session().lane().position(), static_cast<int>(asked));
  EXPECT_FALSE(window.said().contains(QStringLiteral("one turn"))) << window.said().toStdString();
  QTest::keyClick(&window.window(), Qt::Key_Return);
  go_on();
  ASSERT_EQ(window.session().lane().position(), 11);
  EXPECT_EQ(window.said(), QStringLiteral("Bookmark: Layer 1: one turn."));
  // Played past it on a beat of many expansions, the note is said too, when playback has passed it.
  QTest::keyClick(&window.window(), Qt::Key_Home);
  window.marks().set_bookmarks({{TimelinePosition{11, std::nullopt}, turn, {}}});
  QTest::keyClick(&window.window(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);  // ask mode off
  ASSERT_FALSE(window.ask().asking());
  window.session().lane().seek(5);
  QTest::keyClick(&window.window(), Qt::Key_B);  // says something else: "Bookmarked step 5."
  ASSERT_FALSE(window.said().contains(QStringLiteral("one turn"))) << window.said().toStdString();
  QTest::keyClick(&window.window(), Qt::Key_Space);
  ASSERT_TRUE(wait_until([&] { return window.said() == QStringLiteral("Bookmark: Layer 1: one turn."); }, 10000))
      << window.said().toStdString();
  EXPECT_GE(window.session().lane().position(), 11);
}

// Ask the Class is there before the search has run: asked, it runs the search, says so,
// and asks once the search has ended.
TEST_F(Ask, AskedBeforeTheSearchItRunsTheSearchThenAsks) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  window.show_active();
  ASSERT_EQ(window.session().lane().result(), nullptr);
  QAction* ask = window.commands().find("ask");
  ASSERT_TRUE(ask->isEnabled()) << "not greyed out with nothing to say why";
  QTest::keyClick(&window.window(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_TRUE(window.said().startsWith(QStringLiteral("Searching first")))
      << window.said().toStdString();
  ASSERT_TRUE(wait_until([&] { return window.ask().asking(); }, 20000));
  ASSERT_NE(window.session().lane().result(), nullptr);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_TRUE(ask->isChecked());
  EXPECT_TRUE(play_to_question(window)) << "the first question is put as ever";

  // Asked on another query, which the class leaves before its search has ended: no
  // questions come after all, about a query no longer shown.
  ask->trigger();  // off
  ASSERT_FALSE(window.ask().asking());
  window.session().choose(0, 1);
  ASSERT_EQ(window.session().lane().result(), nullptr);
  ask->trigger();
  window.session().choose(0, 0);  // before the event loop hears of any search's end
  ASSERT_TRUE(wait_until([&] { return window.mode() == WindowMode::viewing; }, 20000));
  QTest::qWait(200);
  EXPECT_FALSE(window.ask().asking());
}

TEST_F(Ask, GoingBackBeforeAQuestionTakesItAwayUnscoredAndAsksItAgain) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"),
               trace::AskAt::layer);
  ASSERT_TRUE(play_to_question(window));
  QTest::keyClick(&window.window(), Qt::Key_Return);
  ASSERT_TRUE(play_to_question(window));
  const trace::Step asked = window.ask().questions().question()->asked;
  ASSERT_GT(asked, 0u);
  // Home stands on the set-up, before the first question's moment.
  QTest::keyClick(&window.window(), Qt::Key_Home);
  EXPECT_EQ(window.session().lane().position(), 0);
  EXPECT_FALSE(window.ask().questions().question().has_value());
  EXPECT_EQ(window.ask().questions().answered(), 1);
  // Playing again, the first question is put again.
  ASSERT_TRUE(play_to_question(window));
  EXPECT_EQ(window.ask().questions().question()->asked, 0u);
  EXPECT_EQ(window.ask().panel().score(), QStringLiteral("Score: 0 of 1 right"));
}

// Huarongdao's sample, bfs, every pop with a choice: the state named is the one the
// search expands next, and a pick elsewhere is marked as an extra beside the right cell.
TEST_F(Ask, EveryPopAsksWhichStateIsTakenNext) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/huarongdao/sample.in"), QStringLiteral("bfs"), trace::AskAt::pop);
  ASSERT_TRUE(play_to_question(window));
  const Question first = *window.ask().questions().question();
  EXPECT_EQ(first.kind, QuestionKind::next_state);
  // A choice: two states or more wait in the frontier.
  EXPECT_GE(window.session().lane().counters().frontier, 2u);
  EXPECT_EQ(window.ask().panel().question(),
            QStringLiteral("Which state will be taken from the frontier next? Click its cell on the board, then Reveal."));
  const std::vector<Cell> taken_cells = window.session().lane().problem()->cells_of("bfs", first.taken);
  ASSERT_FALSE(taken_cells.empty());
  // Any cell of the board the state does not stand on is a wrong pick.
  Cell wrong{1, 1};
  while (std::find(taken_cells.begin(), taken_cells.end(), wrong) != taken_cells.end()) ++wrong.col;
  click_cell(window, wrong);
  QTest::keyClick(&window.window(), Qt::Key_Return);
  EXPECT_TRUE(window.ask().panel().verdict().startsWith(QStringLiteral("Not quite: ")));
  EXPECT_TRUE(has_mark(window, wrong, Kind::extra));
  EXPECT_TRUE(has_mark(window, taken_cells.front(), Kind::miss));
  // Playing on, the next expansion is of the state named.
  QTest::keyClick(&window.window(), Qt::Key_Space);
  ASSERT_TRUE(wait_until([&] { return window.ask().questions().open() || window.session().lane().at_end(); }));
  ASSERT_GT(window.session().lane().counters().step, first.asked);
  EXPECT_EQ(window.session().lane().result()->trace.expanded_by(first.asked + 1), first.taken);
  if (window.ask().questions().open()) {
    const Question second = *window.ask().questions().question();
    click_cell(window, window.session().lane().problem()->cells_of("bfs", second.taken).front());
    QTest::keyClick(&window.window(), Qt::Key_Return);
    EXPECT_TRUE(window.ask().panel().verdict().startsWith(QStringLiteral("Right: ")));
    EXPECT_EQ(window.ask().panel().score(), QStringLiteral("Score: 1 of 2 right"));
  }
}

// A trend question put to a vote has three choices: the stage asks for A, B or C, not D.
TEST_F(Ask, AVoteOfThreeChoicesAsksForThoseThree) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/solitaire/sample.in"), QStringLiteral("bfs"), trace::AskAt::layer);
  ASSERT_TRUE(play_to_question(window));
  ASSERT_EQ(window.ask().questions().question()->kind, QuestionKind::trend);
  window.ask().set_presenting(true);
  auto* banner = window.window().findChild<QLabel*>(QStringLiteral("question_banner"));
  ASSERT_NE(banner, nullptr);
  // Presenting, the hands are counted on the stage itself, under the question.
  ASSERT_TRUE(window.ask().vote());
  EXPECT_EQ(window.window().findChild<VoteDialog*>(QStringLiteral("vote_dialog")), nullptr);
  const QString while_counting = banner->text();
  EXPECT_TRUE(while_counting.contains(QStringLiteral("A  fewer"))) << while_counting.toStdString();
  EXPECT_TRUE(while_counting.endsWith(QStringLiteral("\nHands up: A, B or C?"))) << while_counting.toStdString();
}

// At the desk the vote is a dialog: the question with its three lettered choices and the
// same count as the stage's, worked by keys (A's box has them, Tab goes on, Return reveals);
// the class's answer is then said in the Question panel.
TEST_F(Ask, AtTheDeskAVoteIsCountedInADialogByKeys) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/solitaire/sample.in"), QStringLiteral("bfs"), trace::AskAt::layer);
  ASSERT_TRUE(play_to_question(window));
  ASSERT_EQ(window.ask().questions().question()->kind, QuestionKind::trend);
  QString asked;
  QTimer::singleShot(0, [&] {
    auto* dialog = qobject_cast<VoteDialog*>(QApplication::activeModalWidget());
    ASSERT_NE(dialog, nullptr) << "no vote dialog";
    asked = dialog->findChild<QLabel*>(QStringLiteral("vote_question"))->text();
    EXPECT_EQ(dialog->findChildren<QSpinBox*>().size(), 3) << "three choices, three boxes";
    ASSERT_EQ(dialog->focusWidget(), dialog->findChild<QSpinBox*>(QStringLiteral("hands_A"))) << "A's box has the keys";
    for (const char* hands : {"2", "5", "11"}) {
      QTest::keyClicks(dialog->focusWidget(), QString::fromLatin1(hands));
      QTest::keyClick(dialog->focusWidget(), Qt::Key_Tab);
    }
    EXPECT_TRUE(dialog->findChild<QLabel*>(QStringLiteral("vote_distribution"))->text().contains(QStringLiteral("11")));
    QTest::keyClick(dialog->findChild<QSpinBox*>(QStringLiteral("hands_C")), Qt::Key_Return);
  });
  ASSERT_TRUE(window.ask().vote());
  EXPECT_TRUE(asked.contains(QStringLiteral("A  fewer"))) << asked.toStdString();
  EXPECT_TRUE(asked.contains(QStringLiteral("C  more"))) << asked.toStdString();
  ASSERT_TRUE(window.ask().questions().revealed());
  EXPECT_TRUE(window.ask().panel().verdict().contains(QStringLiteral("11"))) << window.ask().panel().verdict().toStdString();
}

// Solitaire's sample, bfs. The start is a layer of one position; its moves, by the rules
// (a step to an empty square next to a piece, or a jump over one piece to an empty
// square beyond), number well over one, so the next layer holds more.
TEST_F(Ask, SolitaireAsksWhetherTheNextLayerGrowsAndWhichMovesAreLegal) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/solitaire/sample.in"), QStringLiteral("bfs"), trace::AskAt::layer);
  ASSERT_TRUE(play_to_question(window));
  const Question trend = *window.ask().questions().question();
  ASSERT_EQ(trend.kind, QuestionKind::trend);
  EXPECT_EQ(window.ask().panel().question(), QStringLiteral("This layer holds 1 position. Will the next layer hold "
                                                           "fewer, about the same, or more?"));
  QPushButton* fewer = window.ask().panel().trend_button(trace::Trend::fewer);
  ASSERT_TRUE(fewer->isVisible());
  QTest::mouseClick(fewer, Qt::LeftButton);
  QTest::keyClick(&window.window(), Qt::Key_Return);
  EXPECT_TRUE(window.ask().panel().verdict().startsWith(QStringLiteral("Not quite: ")));
  EXPECT_TRUE(window.ask().panel().verdict().contains(QStringLiteral(": more.")));
  ASSERT_TRUE(play_to_question(window));
  QTest::mouseClick(window.ask().panel().trend_button(window.ask().questions().question()->trend), Qt::LeftButton);
  QTest::keyClick(&window.window(), Qt::Key_Return);
  EXPECT_TRUE(window.ask().panel().verdict().startsWith(QStringLiteral("Right: ")));
  EXPECT_EQ(window.ask().panel().score(), QStringLiteral("Score: 1 of 2 right"));

  // Every pop: the moves of the position taken next, ticked by the rules worked out here.
  QComboBox* box = window.ask().panel().at_box();
  box->setCurrentIndex(box->findData(static_cast<int>(trace::AskAt::pop)));
  ASSERT_TRUE(play_to_question(window));
  const Question moves = *window.ask().questions().question();
  ASSERT_EQ(moves.kind, QuestionKind::legal_moves);
  const std::vector<Cell> pieces = window.session().lane().problem()->cells_of("bfs", moves.taken);
  ASSERT_EQ(pieces.size(), 4u);
  const auto empty = [&](Cell c) {
    return c.row >= 1 && c.row <= 8 && c.col >= 1 && c.col <= 8 && std::find(pieces.begin(), pieces.end(), c) == pieces.end();
  };
  QListWidget* list = window.ask().panel().moves();
  ASSERT_EQ(list->count(), 16);
  int legal = 0;
  for (int i = 0; i < 16; ++i) {
    // Item i: piece i / 4 in direction i % 4 (up, right, down, left).
    const Cell piece = pieces[static_cast<std::size_t>(i / 4)];
    const Cell next{piece.row + kRowStep[i % 4], piece.col + kColStep[i % 4]};
    const Cell beyond{next.row + kRowStep[i % 4], next.col + kColStep[i % 4]};
    const bool is_legal = empty(next) || (!empty(next) && next.row >= 1 && next.row <= 8 && next.col >= 1 &&
                                          next.col <= 8 && empty(beyond));
    if (!is_legal) continue;
    ++legal;
    // Every legal move ticked but the first.
    if (legal > 1) list->item(i)->setCheckState(Qt::Checked);
  }
  ASSERT_GT(legal, 1);
  QTest::mouseClick(window.ask().panel().reveal_button(), Qt::LeftButton);
  EXPECT_EQ(window.ask().panel().verdict(),
            QStringLiteral("Not quite: 15 of 16 moves judged as the rules do. Space plays on."));
  int crossed = 0;
  for (int i = 0; i < 16; ++i) crossed += list->item(i)->text().startsWith(QStringLiteral("✗")) ? 1 : 0;
  EXPECT_EQ(crossed, 1);
  EXPECT_EQ(window.ask().panel().score(), QStringLiteral("Score: 1 of 3 right"));
}

TEST_F(Ask, PresentationModeShowsTheQuestionLargeAndReturnReveals) {
  WindowStandIn window;
  start_asking(window, QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"),
               trace::AskAt::layer);
  window.ask().set_presenting(true);  // as F5 sets it (presentation_test.cpp)
  ASSERT_TRUE(play_to_question(window));
  QLabel* banner = &window.ask().banner();
  ASSERT_TRUE(banner->isVisible());
  EXPECT_TRUE(banner->text().startsWith(QStringLiteral("The layer of cost 0 is next.")));
  EXPECT_TRUE(banner->text().endsWith(QStringLiteral("Return reveals the answer.")));
  EXPECT_GT(banner->font().pointSizeF(), 2 * QApplication::font().pointSizeF());
  click_cell(window, {2, 1});
  QTest::keyClick(&window.window(), Qt::Key_Return);
  EXPECT_TRUE(banner->text().endsWith(QStringLiteral("Right: the layer reaches exactly 1 new cell.")));
  window.ask().set_presenting(false);
  EXPECT_FALSE(banner->isVisible());
}

}  // namespace
}  // namespace frontier::gui::testing
