// The session without a window: a judge file read, installed, chosen in, searched and
// edited, with the document the one source of truth for the file and its path.

#include <gtest/gtest.h>

#include <QSignalSpy>
#include <memory>
#include <optional>

#include "frontier/puzzles.hpp"
#include "document/editable_document.hpp"
#include "document/structural_edits.hpp"
#include "gui_test_support.hpp"
#include "puzzles/adapters.hpp"
#include "session/session.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui::testing {
namespace {

bool open(Session& session, const QString& name, const SampleArguments& arguments = {}) {
  return open_in_session(session, name, arguments);
}

TEST(Session, OpensAFileWithItsFirstQueryChosenAndTheJudgeSolverAsItsSearch) {
  Session session;
  QSignalSpy opened(&session, &Session::opened);
  QSignalSpy chosen(&session, &Session::chosen);
  ASSERT_FALSE(session.has_document());
  ASSERT_TRUE(open(session, QStringLiteral("lianliankan/hdu1175_sample.in"), SampleArguments{{}, QStringLiteral("bfs-turns")}));
  EXPECT_EQ(opened.count(), 1);
  EXPECT_EQ(chosen.count(), 1);
  ASSERT_TRUE(session.has_document());
  EXPECT_TRUE(session.path().endsWith(QStringLiteral("hdu1175_sample.in")));
  EXPECT_EQ(session.file()->case_count(), 2);
  EXPECT_EQ(session.case_index(), 0);
  EXPECT_EQ(session.query_index(), 0);
  ASSERT_TRUE(session.problem());
  EXPECT_EQ(session.algorithm(), QStringLiteral("bfs-turns"));
  EXPECT_EQ(session.lane().problem(), session.problem());
  EXPECT_EQ(session.lane().algorithm(), QStringLiteral("bfs-turns"));
}

TEST(Session, ChoosesOnlyAQueryThereIsAndKeepsItUnderNewRules) {
  Session session;
  ASSERT_TRUE(open(session, QStringLiteral("solitaire/edge_cases.in")));
  const int cases = session.file()->case_count();
  ASSERT_GT(cases, 1);
  EXPECT_TRUE(session.choose(cases - 1, 0));
  EXPECT_FALSE(session.choose(cases, 0));
  EXPECT_FALSE(session.choose(0, 5));
  EXPECT_EQ(session.case_index(), cases - 1);  // a refused choice changes nothing
  const std::shared_ptr<const Problem> before = session.problem();
  session.set_rule("max-moves", 9);
  EXPECT_EQ(session.case_index(), cases - 1);
  EXPECT_EQ(session.rules().at("max-moves"), 9);
  EXPECT_NE(session.problem(), before);  // the same query, asked again under the new rule
}

TEST(Session, RefusesASearchThePuzzleHasNot) {
  Session session;
  ASSERT_TRUE(open(session, QStringLiteral("mahjong/sample.in")));
  QSignalSpy search_chosen(&session, &Session::search_chosen);
  EXPECT_FALSE(session.set_algorithm(QStringLiteral("no-such-search")));
  EXPECT_EQ(search_chosen.count(), 0);
  const QString other = session.algorithm_names().back();
  ASSERT_NE(other, session.algorithm());
  EXPECT_TRUE(session.set_algorithm(other));
  EXPECT_EQ(search_chosen.count(), 1);
  EXPECT_EQ(session.lane().algorithm(), other);
}

TEST(Session, SearchesTheChosenQueryOnAWorkerAndPlaysItBack) {
  Session session;
  ASSERT_TRUE(open(session, QStringLiteral("lianliankan/hdu1175_sample.in")));
  QSignalSpy finished(&session.lane(), &Run::finished);
  ASSERT_TRUE(session.run_search());
  ASSERT_TRUE(finished.wait(20000));
  ASSERT_NE(session.lane().result(), nullptr);
  EXPECT_EQ(session.lane().result()->answer, QStringLiteral("YES"));
  EXPECT_TRUE(session.search_error().isEmpty());
  session.playback().to_end();
  EXPECT_TRUE(session.lane().at_end());
  // Another query forgets the search.
  ASSERT_TRUE(session.choose(0, 1));
  EXPECT_EQ(session.lane().result(), nullptr);
}

TEST(Session, ThePanelsFollowTheLaneWithoutAWindowToTellThem) {
  Session session;
  ASSERT_TRUE(open(session, QStringLiteral("lianliankan/hdu1175_sample.in")));
  CountersPanel counters;
  PseudocodePanel code;
  counters.follow(session.lane());
  code.follow(session.lane());
  const trace::AlgorithmInfo* search = find_search(session.problem()->algorithms(), session.algorithm().toStdString());
  ASSERT_NE(search, nullptr);
  code.set_code(session.problem()->puzzle().id(), *search);
  EXPECT_EQ(counters.value(QStringLiteral("step")), QStringLiteral("–")) << "nothing searched yet";
  EXPECT_EQ(code.line(), 0);

  QSignalSpy finished(&session.lane(), &Run::finished);
  ASSERT_TRUE(session.run_search());
  ASSERT_TRUE(finished.wait(20000));
  session.playback().to_start();
  const QString first = counters.value(QStringLiteral("step"));
  EXPECT_TRUE(first.startsWith(QStringLiteral("0 of"))) << first.toStdString();
  session.playback().to_end();
  EXPECT_NE(counters.value(QStringLiteral("step")), first);
  EXPECT_EQ(counters.value(QStringLiteral("answer")), QStringLiteral("YES"));
  // A line is lit once the worker has derived the expansion's fine steps: the lane says
  // so (moved) and the panel, told by no one else, lights it.
  session.playback().seek(1);
  session.lane().want_fine_steps();
  ASSERT_TRUE(wait_until([&session] { return session.lane().line() > 0; }));
  EXPECT_EQ(code.line(), session.lane().line());
  EXPECT_FALSE(code.line_text().isEmpty());

  // Another query: its lane is bare again, and so are the panels.
  ASSERT_TRUE(session.choose(0, 1));
  EXPECT_EQ(counters.value(QStringLiteral("answer")), QStringLiteral("–"));
  EXPECT_EQ(code.line(), session.lane().line());
}

TEST(Session, FollowsAnEditAndItsUndoKeepingTheQueryWhereItStillIs) {
  Session session;
  ASSERT_TRUE(open(session, QStringLiteral("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(session.choose(1, 1));
  QSignalSpy changed(&session, &Session::file_changed);
  ASSERT_FALSE(delete_query<lianliankan::Puzzle>(*session.editable(), 1, 1));
  EXPECT_EQ(changed.count(), 1);
  // The file is the document's, as it is now: one source of truth.
  EXPECT_EQ(session.file(), session.editable()->file()->view());
  EXPECT_EQ(session.file()->query_count(1), 1);
  EXPECT_EQ(session.case_index(), 1);
  EXPECT_EQ(session.query_index(), 0);  // the last query left
  session.editable()->undo_stack().undo();
  EXPECT_EQ(session.file()->query_count(1), 2);
  EXPECT_EQ(session.query_index(), 0);
}

TEST(Session, HoldsItsChoiceWhileAGameKeepsPositions) {
  Session session;
  ASSERT_TRUE(open(session, QStringLiteral("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(session.choose(0, 2));
  const std::shared_ptr<const Problem> played = session.problem();
  QSignalSpy chosen(&session, &Session::chosen);
  session.set_hold_choice(true);
  ASSERT_FALSE(delete_case<lianliankan::Puzzle>(*session.editable(), 1));
  EXPECT_EQ(chosen.count(), 0);
  EXPECT_EQ(session.problem(), played);
  session.set_hold_choice(false);
  session.editable()->undo_stack().undo();
  EXPECT_EQ(chosen.count(), 1);
}

}  // namespace
}  // namespace frontier::gui::testing
