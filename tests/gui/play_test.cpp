// Play mode (Game ▸ Play the Puzzle, Ctrl+G) driven as a player drives it: keys and clicks
// on the board's cells, and what is then drawn and said. The mode works on a stand-in for
// the window (window_stand_in.hpp), which lends it what the window lends. The moves fed in come
// from core's judge solver (Huarongdao's witness) or from the window's own hint; what is
// checked against them is the judge's answer in the sample's .out file and the rules'
// words, not the code that plays.

#include <gtest/gtest.h>

#include <cstdio>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTest>
#include <QThreadPool>

#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "play/play_controller.hpp"
#include "play/play_painter.hpp"
#include "widgets/board_view.hpp"
#include "widgets/play_panel.hpp"

namespace frontier::gui::testing {
namespace {

QString sample(const char* name) { return samples_directory() + QLatin1Char('/') + QString::fromLatin1(name); }

std::string file_text(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return file.readAll().toStdString();
}

// The judge's answers of a sample, one a line, as its .out file has them.
QStringList expected_answers(const QString& input) {
  QString out = input;
  out.replace(QStringLiteral(".in"), QStringLiteral(".out"));
  return QString::fromStdString(file_text(out)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Opens `path` at a query, shows the window active (its shortcuts take keys) and enters
// play mode with Ctrl+G.
void start_playing(WindowStandIn& window, const QString& path, int case_index = 0, int query_index = 0) {
  ASSERT_TRUE(window.open(path));
  window.session().choose(case_index, query_index);
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  ASSERT_NE(window.hands().game(), nullptr);
  ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }));
}

void click_cell(WindowStandIn& window, QPoint cell) {
  QTest::mouseClick(window.board_view(), Qt::LeftButton, {}, window.board_view()->centre_of(cell).toPoint());
}

const PlayPainter& play_painter(const WindowStandIn& window) {
  return dynamic_cast<const PlayPainter&>(*window.board_view()->board_painter());
}

QImage board_picture(WindowStandIn& window) {
  // The docks shown or hidden lay the window out again first.
  QApplication::processEvents();
  window.board_view()->repaint();
  return window.board_view()->grab().toImage();
}

// The same picture to the eye: the same size, and no pixel more than a few levels apart in
// any channel (text drawn again may antialias a level differently).
::testing::AssertionResult looks_the_same(const QImage& a, const QImage& b) {
  if (a.size() != b.size()) return ::testing::AssertionFailure() << "the pictures differ in size";
  for (int y = 0; y < a.height(); ++y) {
    for (int x = 0; x < a.width(); ++x) {
      const QRgb p = a.pixel(x, y);
      const QRgb q = b.pixel(x, y);
      if (std::abs(qRed(p) - qRed(q)) > 8 || std::abs(qGreen(p) - qGreen(q)) > 8 || std::abs(qBlue(p) - qBlue(q)) > 8) {
        return ::testing::AssertionFailure() << "pixel (" << x << ", " << y << ") differs";
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// With FRONTIER_PLAY_SCREENSHOTS set, the board as a player sees it, for people to look at.
void keep_screenshot(WindowStandIn& window, const char* name) {
  if (qEnvironmentVariableIsEmpty("FRONTIER_PLAY_SCREENSHOTS")) return;
  window.window().grab().save(QDir::tempPath() + QStringLiteral("/play-%1.png").arg(QString::fromLatin1(name)));
}

QString status_text(const WindowStandIn& window) { return window.said(); }

// The arrow that moves the blank from `blank` onto `to`, a neighbour.
Qt::Key arrow_towards(Cell blank, Cell to) {
  static constexpr Qt::Key kArrows[] = {Qt::Key_Up, Qt::Key_Right, Qt::Key_Down, Qt::Key_Left};
  const Cell steps[] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
  for (int d = 0; d < 4; ++d) {
    if (Cell{blank.row + steps[d].row, blank.col + steps[d].col} == to) return kArrows[d];
  }
  ADD_FAILURE() << "not a neighbour of the blank";
  return Qt::Key_Escape;
}

// The way an arrow key points on the board (grid x right, y down).
QPoint key_direction(Qt::Key key) {
  switch (key) {
    case Qt::Key_Up: return {0, -1};
    case Qt::Key_Right: return {1, 0};
    case Qt::Key_Down: return {0, 1};
    case Qt::Key_Left: return {-1, 0};
    default: return {};
  }
}

// Plays query `query_index` of a Huarongdao sample with the arrow keys along core's
// witness, checking the live count of moves left after each move.
void play_huarongdao_to_the_target(const char* name, int query_index) {
  const QString path = sample(name);
  const int fewest = expected_answers(path).at(query_index).toInt();
  ASSERT_GT(fewest, 0);
  const auto file = huarongdao::Puzzle::read(file_text(path));
  const auto& query = file.queries.at(static_cast<std::size_t>(query_index));
  const auto answer =
      huarongdao::Puzzle::run(huarongdao::Puzzle::algorithms().front().name, file.board, query, {}, nullptr);
  const Witness witness = huarongdao::Puzzle::witness(answer);
  ASSERT_EQ(static_cast<int>(witness.moves.size()), fewest);

  WindowStandIn window;
  start_playing(window, path, 0, query_index);
  EXPECT_TRUE(window.panels().play->progress().contains(QStringLiteral("Fewest moves left from here: %1.").arg(fewest)))
      << window.panels().play->progress().toStdString();
  Cell blank = query.blank;
  int made = 0;
  for (const WitnessMove& move : witness.moves) {
    ASSERT_EQ(move.to, blank);
    QTest::keyClick(&window.window(), arrow_towards(blank, move.from));
    blank = move.from;
    ++made;
    ASSERT_EQ(window.hands().game()->moves_made(), made) << "the arrow was not taken as a move";
    ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }));
    if (made < fewest) {
      EXPECT_TRUE(window.panels().play->progress().contains(
          QStringLiteral("Fewest moves left from here: %1.").arg(fewest - made)))
          << window.panels().play->progress().toStdString();
    }
  }
  const QString done = QStringLiteral("Target reached in %1 moves: the fewest possible.").arg(fewest);
  EXPECT_EQ(window.panels().play->progress(), done);
  EXPECT_TRUE(window.answer_banner().contains(done)) << window.answer_banner().toStdString();
  keep_screenshot(window, "huarongdao");
}

TEST(PlayMode, HuarongdaosSampleIsPlayedToTheTargetInItsFewestMoves) {
  play_huarongdao_to_the_target("huarongdao/sample.in", 0);
}

TEST(PlayMode, ALongerHuarongdaoGameCountsTheMovesLeftAfterEachMove) {
  play_huarongdao_to_the_target("huarongdao/generated.in", 4);
}

TEST(PlayMode, OnAThirtyByThirtyBoardTheMovesLeftFollowEachMoveQuickly) {
  // A judge-size board: the fewest moves left is asked on a worker after every move; it
  // must be back well within a human's pause between two keys.
  const auto file = huarongdao::Puzzle::generate(9, {{"rows", 30}, {"cols", 30}, {"queries", 1}, {"density", 0.8}});
  const QString path = write_temporary(QStringLiteral("play_30x30.in"), QByteArray::fromStdString(huarongdao::Puzzle::write(file)));
  WindowStandIn window;
  start_playing(window, path);
  const huarongdao::Query& query = file.queries.front();
  huarongdao::Position position{query.blank, query.piece};
  QElapsedTimer longest;
  qint64 slowest = 0;
  for (int move = 0; move < 6; ++move) {
    const auto legal = huarongdao::Puzzle::moves(file.board, {}, position);
    ASSERT_FALSE(legal.empty());
    const auto& next = legal[static_cast<std::size_t>(move) % legal.size()];
    longest.start();
    QTest::keyClick(&window.window(), arrow_towards(position.blank, next.from));
    ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }));
    slowest = std::max(slowest, longest.elapsed());
    position = *huarongdao::Puzzle::apply(file.board, {}, position, next).position;
  }
  EXPECT_EQ(window.hands().game()->moves_made(), 6);
  EXPECT_LT(slowest, 1000) << "ms from a key to the fewest moves left";
  std::printf("30x30: the fewest moves left known at most %lld ms after a key\n", static_cast<long long>(slowest));
}

// The hint's arrow points the way of the key that makes its move (Up moves the blank up,
// the piece above it down), and following it reaches the target in the fewest moves.
TEST(PlayMode, FollowingHuarongdaosHintReachesTheTargetInTheFewestMoves) {
  const QString path = sample("huarongdao/generated.in");
  const int fewest = expected_answers(path).at(4).toInt();
  ASSERT_GT(fewest, 0);
  const auto file = huarongdao::Puzzle::read(file_text(path));
  WindowStandIn window;
  start_playing(window, path, 0, 4);
  Cell blank = file.queries.at(4).blank;
  for (int made = 0; made < fewest; ++made) {
    ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }));
    QTest::keyClick(&window.window(), Qt::Key_H);
    const auto hint = play_painter(window).marks().hint;
    ASSERT_TRUE(hint.has_value()) << "after " << made << " moves";
    // The hint's arrow, drawn from its first cell to its second, goes the way of the key to
    // press: from the blank to the piece that slides into it.
    ASSERT_EQ((Cell{hint->first.y() + 1, hint->first.x() + 1}), blank);
    const Cell from{hint->second.y() + 1, hint->second.x() + 1};
    const Qt::Key key = arrow_towards(blank, from);
    const QPoint arrow = hint->second - hint->first;
    EXPECT_EQ(arrow, key_direction(key)) << "after " << made << " moves";
    QTest::keyClick(&window.window(), key);
    ASSERT_EQ(window.hands().game()->moves_made(), made + 1) << window.hands().game()->refusal().toStdString();
    blank = from;
  }
  ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }));
  EXPECT_TRUE(window.panels().play->progress().contains(
      QStringLiteral("Target reached in %1 moves: the fewest possible.").arg(fewest)))
      << window.panels().play->progress().toStdString();
}

// The generator's 1000 x 999 board: half full, 100,000 copies of each of five tiles. The
// hint and "is any pair left" come back within a human's pause, and the window closes
// without waiting on play's worker, even with a move just made.
TEST(PlayMode, OnTheLargestLianliankanBoardTheHintComesQuicklyAndTheWindowClosesAtOnce) {
  const auto file = lianliankan::Puzzle::generate(5, {{"rows", 1000}, {"cols", 999}, {"queries", 1}});
  const QString path =
      write_temporary(QStringLiteral("play_1000x999.in"), QByteArray::fromStdString(lianliankan::Puzzle::write(file)));
  QElapsedTimer closing;
  {
    WindowStandIn window;
    ASSERT_TRUE(window.open(path));
    window.session().choose(0, 0);
    window.show_active();
    QElapsedTimer asked;
    asked.start();
    QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
    ASSERT_EQ(window.mode(), WindowMode::playing);
    ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }, 10000)) << "no hint after 10 s";
    std::printf("1000x999: play's hint known %lld ms after Ctrl+G\n", static_cast<long long>(asked.elapsed()));
    QTest::keyClick(&window.window(), Qt::Key_H);
    const auto hint = play_painter(window).marks().hint;
    ASSERT_TRUE(hint.has_value());
    // Fitted to the window a cell is far less than a pixel: the clicks go to the game.
    for (const QPoint cell : {hint->first, hint->second}) {
      window.hands().game()->press(cell);
      window.hands().game()->release(cell);
    }
    ASSERT_EQ(window.hands().game()->moves_made(), 1) << window.hands().game()->refusal().toStdString();
    closing.start();
    window.window().close();
  }
  // Every worker the window started (play's own included) has ended or ends at once.
  EXPECT_TRUE(QThreadPool::globalInstance()->waitForDone(5000)) << "a worker outlived the window by 5 s";
  EXPECT_LT(closing.elapsed(), 5000);
}

TEST(PlayMode, SolitairesBoardStandsAloneWhilePlayingWithoutTheSearchsChart) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(sample("solitaire/sample.in")));
  window.session().choose(0, 0);
  const int viewing_columns = window.board_view()->board_painter()->grid().width();
  EXPECT_GT(viewing_columns, solitaire::kBoardSize) << "the chart stands beside the board while viewing";
  start_playing(window, sample("solitaire/sample.in"));
  EXPECT_EQ(play_painter(window).grid(), QSize(solitaire::kBoardSize, solitaire::kBoardSize));
  for (int x = 0; x < solitaire::kBoardSize; ++x) {
    EXPECT_FALSE(play_painter(window).describe_cell({x, 0}, {}).contains(QStringLiteral("layer")));
  }
  QTest::keyClick(&window.window(), Qt::Key_Escape);
  ASSERT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(window.board_view()->board_painter()->grid().width(), viewing_columns) << "the chart is back";
}

TEST(PlayMode, AMoveTheRulesRefuseIsRefusedWithCoresReasonAndChangesNothing) {
  WindowStandIn window;
  const QString path = sample("huarongdao/sample.in");
  start_playing(window, path);
  const auto file = huarongdao::Puzzle::read(file_text(path));
  const huarongdao::Query& query = file.queries.front();
  // A movable cell two steps from the blank: not beside it.
  Cell far{};
  for (int row = 1; row <= file.board.rows; ++row) {
    for (int col = 1; col <= file.board.cols; ++col) {
      if (file.board.movable({row, col}) && std::abs(row - query.blank.row) + std::abs(col - query.blank.col) == 2 &&
          Cell{row, col} != query.piece) {
        far = {row, col};
      }
    }
  }
  ASSERT_NE(far, Cell{});
  const QImage before = board_picture(window);
  const QString progress = window.panels().play->progress();
  click_cell(window, QPoint(far.col - 1, far.row - 1));
  const QString reason = QStringLiteral("(%1, %2) is not beside the blank (%3, %4)")
                             .arg(far.row)
                             .arg(far.col)
                             .arg(query.blank.row)
                             .arg(query.blank.col);
  EXPECT_EQ(window.hands().game()->refusal(), reason);
  EXPECT_TRUE(window.panels().play->refusal().contains(reason)) << window.panels().play->refusal().toStdString();
  EXPECT_TRUE(status_text(window).contains(reason)) << status_text(window).toStdString();
  EXPECT_EQ(window.hands().game()->moves_made(), 0);
  EXPECT_EQ(window.panels().play->progress(), progress);
  EXPECT_TRUE(looks_the_same(board_picture(window), before)) << "a refused move changes nothing on the board";
  // An arrow into a fixed cell or off the board is refused as well, and the next legal one is taken.
  const huarongdao::Position start{query.blank, query.piece};
  const auto legal = huarongdao::Puzzle::moves(file.board, {}, start);
  ASSERT_FALSE(legal.empty());
  QTest::keyClick(&window.window(), arrow_towards(query.blank, legal.front().from));
  EXPECT_EQ(window.hands().game()->moves_made(), 1);
  EXPECT_TRUE(window.hands().game()->refusal().isEmpty());
  EXPECT_TRUE(window.panels().play->refusal().isEmpty());
}

TEST(PlayMode, TwoLianliankanTilesThatDifferAreRefusedWithCoresReason) {
  WindowStandIn window;
  start_playing(window, sample("lianliankan/hdu1175_sample.in"));
  // Row 1 is 1 2 3 4: (1, 1) and (1, 2) hold different tiles. The grid has the outer ring.
  click_cell(window, QPoint(1, 1));
  EXPECT_EQ(play_painter(window).marks().held, QPoint(1, 1)) << "the first tile clicked is shown picked";
  click_cell(window, QPoint(2, 1));
  EXPECT_EQ(window.hands().game()->refusal(), QStringLiteral("(1, 1) and (1, 2) hold different tiles"));
  EXPECT_EQ(window.hands().game()->moves_made(), 0);
  EXPECT_FALSE(play_painter(window).marks().held.has_value());
}

TEST(PlayMode, ALianliankanGameIsPlayedWithHintsUntilNoPairIsLeft) {
  WindowStandIn window;
  // Case 2 of the HDU sample: 0 1 4 3 / 0 2 4 1 / 0 0 0 0.
  start_playing(window, sample("lianliankan/hdu1175_sample.in"), 1, 0);
  int pairs = 0;
  while (true) {
    ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }));
    QTest::keyClick(&window.window(), Qt::Key_H);
    const auto hint = play_painter(window).marks().hint;
    if (!hint) break;
    const QString from_before = play_painter(window).describe_cell(hint->first, {});
    click_cell(window, hint->first);
    click_cell(window, hint->second);
    ASSERT_EQ(window.hands().game()->moves_made(), ++pairs) << window.hands().game()->refusal().toStdString();
    // Both tiles left the board, and the line that took them is drawn for a moment.
    EXPECT_NE(play_painter(window).describe_cell(hint->first, {}), from_before);
    EXPECT_GE(play_painter(window).marks().line.size(), 2u);
    EXPECT_EQ(play_painter(window).marks().taken, (std::vector<QPoint>{hint->first, hint->second}));
    if (pairs == 1) keep_screenshot(window, "lianliankan");
    ASSERT_LT(pairs, 10);
  }
  // 4 and 4 link straight down; then 1 and 1 through the cells the 4s left (right, down,
  // right); 2 and 3 have no partner. So two pairs, and the board is not cleared.
  EXPECT_EQ(pairs, 2);
  EXPECT_TRUE(status_text(window).contains(QStringLiteral("No move is left.")));
  EXPECT_EQ(window.panels().play->progress(),
            QStringLiteral("Pairs taken: 2. No pair is left that links: the board was not cleared."));
  // The line is drawn briefly, then the board is the position alone.
  EXPECT_TRUE(wait_until([&] { return play_painter(window).marks().line.empty(); }, 3000));
}

TEST(PlayMode, CtrlZPutsTheTilesBack) {
  WindowStandIn window;
  start_playing(window, sample("lianliankan/hdu1175_sample.in"), 1, 0);
  const QImage start = board_picture(window);
  QTest::keyClick(&window.window(), Qt::Key_H);
  const auto hint = play_painter(window).marks().hint;
  ASSERT_TRUE(hint.has_value());
  const QString tile = play_painter(window).describe_cell(hint->first, {});
  click_cell(window, hint->first);
  click_cell(window, hint->second);
  ASSERT_EQ(window.hands().game()->moves_made(), 1);
  EXPECT_FALSE(looks_the_same(board_picture(window), start));
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(window.hands().game()->moves_made(), 0);
  EXPECT_EQ(play_painter(window).describe_cell(hint->first, {}), tile);
  EXPECT_TRUE(looks_the_same(board_picture(window), start)) << "the tiles are back where they were";
  // Nothing left to take back: said, and nothing changes.
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(window.hands().game()->moves_made(), 0);
  EXPECT_TRUE(status_text(window).contains(QStringLiteral("No move to take back.")));
}

TEST(PlayMode, ASolitairePieceIsDraggedByAStepAndTheMovesLeftAreCounted) {
  WindowStandIn window;
  const QString path = sample("solitaire/sample.in");
  start_playing(window, path);
  const solitaire::Case game = solitaire::Puzzle::read(file_text(path)).cases.front();
  // A piece with a free square to its right, worked out here from the start's four squares.
  const auto taken = [&](Cell c) { return std::ranges::find(game.start.pieces, c) != game.start.pieces.end(); };
  Cell from{};
  for (const Cell& piece : game.start.pieces) {
    if (piece.col < 8 && !taken({piece.row, piece.col + 1})) from = piece;
  }
  ASSERT_NE(from, Cell{});
  const Cell to{from.row, from.col + 1};
  BoardView* view = window.board_view();
  EXPECT_EQ(window.panels().play->progress(),
            QStringLiteral("Moves used: 0 of 8. The goal can still be reached in the 8 moves left."));
  QTest::mousePress(view, Qt::LeftButton, {}, view->centre_of(QPoint(from.col - 1, from.row - 1)).toPoint());
  EXPECT_EQ(play_painter(window).marks().held, QPoint(from.col - 1, from.row - 1));
  QTest::mouseMove(view, view->centre_of(QPoint(to.col - 1, to.row - 1)).toPoint());
  QTest::mouseRelease(view, Qt::LeftButton, {}, view->centre_of(QPoint(to.col - 1, to.row - 1)).toPoint());
  ASSERT_EQ(window.hands().game()->moves_made(), 1) << window.hands().game()->refusal().toStdString();
  ASSERT_TRUE(wait_until([&] { return window.hands().game()->settled(); }));
  const QString progress = window.panels().play->progress();
  EXPECT_TRUE(progress.startsWith(QStringLiteral("Moves used: 1 of 8. The goal can"))) << progress.toStdString();
  EXPECT_TRUE(progress.endsWith(QStringLiteral("in the 7 moves left."))) << progress.toStdString();
  keep_screenshot(window, "solitaire");
  // Dragged two squares on with nothing to jump over: the rules say why not.
  QTest::mousePress(view, Qt::LeftButton, {}, view->centre_of(QPoint(to.col - 1, to.row - 1)).toPoint());
  QTest::mouseRelease(view, Qt::LeftButton, {}, view->centre_of(QPoint(to.col + 1, to.row - 1)).toPoint());
  EXPECT_EQ(window.hands().game()->moves_made(), 1);
  EXPECT_FALSE(window.hands().game()->refusal().isEmpty());
}

TEST(PlayMode, AMahjongPairIsTakenByTwoClicks) {
  WindowStandIn window;
  start_playing(window, sample("mahjong/sample.in"));
  QTest::keyClick(&window.window(), Qt::Key_H);
  const auto hint = play_painter(window).marks().hint;
  ASSERT_TRUE(hint.has_value());
  click_cell(window, hint->first);
  click_cell(window, hint->second);
  EXPECT_EQ(window.hands().game()->moves_made(), 1) << window.hands().game()->refusal().toStdString();
  EXPECT_GE(play_painter(window).marks().line.size(), 2u);
  keep_screenshot(window, "mahjong");
}

// The legend explains the position and the player's marks, never a search's (frontier,
// expansions, counts found so far): no search is on the picture.
TEST(PlayMode, TheLegendSpeaksOfTheBoardAndThePlayNotOfASearch) {
  for (const char* name : {"lianliankan/hdu1175_sample.in", "mahjong/sample.in", "solitaire/sample.in",
                           "huarongdao/sample.in"}) {
    WindowStandIn window;
    start_playing(window, sample(name));
    const std::vector<LegendEntry> legend = window.board_view()->board_painter()->legend();
    bool hint = false;
    for (const LegendEntry& entry : legend) {
      for (const char* search_word : {"frontier", "expanded", "found so far", "search", "tried"}) {
        EXPECT_FALSE(entry.text.contains(QLatin1String(search_word))) << name << ": " << entry.text.toStdString();
      }
      hint = hint || entry.text == QStringLiteral("hint: a move the rules allow");
    }
    EXPECT_TRUE(hint) << name;
    EXPECT_GE(legend.size(), 3u) << name;
  }
}

TEST(PlayMode, LeavingPlayModeShowsTheViewAsItWasAndTheFileIsUnchanged) {
  WindowStandIn window;
  const QString path = sample("huarongdao/sample.in");
  ASSERT_TRUE(window.open(path));
  window.show_active();
  ASSERT_TRUE(window.search());
  window.session().playback().to_end();
  // The lane's worker may still be deriving the fine steps at the end: wait for the picture to settle.
  QImage viewed = board_picture(window);
  ASSERT_TRUE(wait_until([&] {
    QTest::qWait(200);
    const QImage again = board_picture(window);
    const bool settled = again == viewed;
    viewed = again;
    return settled;
  }));
  const QString banner = window.answer_banner();
  const std::string written = window.session().file()->write();
  const std::string on_disk = file_text(path);
  const auto file = huarongdao::Puzzle::read(on_disk);
  const huarongdao::Query& query = file.queries.front();
  const auto legal = huarongdao::Puzzle::moves(file.board, {}, {query.blank, query.piece});
  ASSERT_FALSE(legal.empty());
  const BoardPainter* painter = window.board_view()->board_painter();

  QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  EXPECT_TRUE(window.commands().find("play_mode")->isChecked());
  EXPECT_FALSE(window.commands().find("step_back")->isEnabled()) << "the arrows are the player's";
  EXPECT_NE(window.answer_banner(), banner) << "the banner speaks of the game";
  QTest::keyClick(&window.window(), arrow_towards(query.blank, legal.front().from));
  EXPECT_EQ(window.hands().game()->moves_made(), 1);
  EXPECT_FALSE(looks_the_same(board_picture(window), viewed));

  QTest::keyClick(&window.window(), Qt::Key_Escape);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(window.hands().game(), nullptr);
  EXPECT_FALSE(window.commands().find("play_mode")->isChecked());
  EXPECT_EQ(window.answer_banner(), banner);
  EXPECT_NE(window.board_view()->board_painter(), painter) << "painted afresh from the lane";
  EXPECT_EQ(window.session().file()->write(), written);
  EXPECT_EQ(file_text(path), on_disk) << "playing never writes the file";

  // Ctrl+G enters again from a fresh start, and Ctrl+G leaves as Esc does.
  QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  EXPECT_EQ(window.hands().game()->moves_made(), 0);
  QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_TRUE(looks_the_same(board_picture(window), viewed));
}

}  // namespace
}  // namespace frontier::gui::testing
