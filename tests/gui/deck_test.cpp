// The lesson as a deck (lesson/deck.hpp): every change of its slides is one step of its
// undo stack, undone and redone exactly; showing a slide is no change; saving marks the
// deck unchanged and writes it as authored, a judge file beside the lesson named again
// from wherever it is saved.

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <variant>

#include "gui_test_support.hpp"
#include "lesson/deck.hpp"

namespace frontier::gui::testing {
namespace {

Slide titled(const QString& title) {
  Slide slide;
  slide.title.english = title;
  slide.puzzle = "lianliankan";
  slide.judge_text = QStringLiteral("3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n1\n1 1 3 4\n0 0\n");
  slide.algorithms = {QStringLiteral("bfs-turns")};
  return slide;
}

QStringList titles(const Deck& deck) {
  QStringList names;
  for (const Slide& slide : deck.lesson().slides) names << slide.title.english;
  return names;
}

TEST(Deck, EveryChangeIsOneStepUndoneAndRedoneExactly) {
  Deck deck;
  EXPECT_FALSE(deck.open());
  deck.insert(0, titled(QStringLiteral("A")));  // the first slide starts a new lesson
  ASSERT_TRUE(deck.open());
  deck.insert(1, titled(QStringLiteral("B")));
  deck.insert(2, titled(QStringLiteral("C")));
  EXPECT_EQ(titles(deck), (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
  EXPECT_EQ(deck.current(), 2);
  EXPECT_TRUE(deck.modified());
  deck.move(2, 0);
  EXPECT_EQ(titles(deck), (QStringList{QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("B")}));
  EXPECT_EQ(deck.current(), 0);  // the moved slide stays on show
  deck.duplicate(1);
  EXPECT_EQ(titles(deck), (QStringList{QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("A"), QStringLiteral("B")}));
  EXPECT_EQ(deck.current(), 2);
  deck.rename(2, QStringLiteral("A again"), false);
  deck.rename(2, QStringLiteral("再来一次"), true);
  EXPECT_EQ(deck.slide(2).title, (Bilingual{QStringLiteral("A again"), QStringLiteral("再来一次")}));
  deck.remove(0);
  EXPECT_EQ(titles(deck), (QStringList{QStringLiteral("A"), QStringLiteral("A again"), QStringLiteral("B")}));
  EXPECT_EQ(deck.current(), 0);
  // Each change undone gives the deck before it, its slide on show included.
  const std::vector<QStringList> before = {
      {QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("A again"), QStringLiteral("B")},
      {QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("A again"), QStringLiteral("B")},  // the English rename
      {QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("A"), QStringLiteral("B")},
      {QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("B")},
      {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")},
  };
  for (const QStringList& expected : before) {
    deck.undo_stack().undo();
    EXPECT_EQ(titles(deck), expected);
  }
  EXPECT_EQ(deck.current(), 2);
  EXPECT_EQ(deck.undo_stack().undoText(), QStringLiteral("Add Slide"));
  for (int i = 0; i < 5; ++i) deck.undo_stack().redo();
  EXPECT_EQ(titles(deck), (QStringList{QStringLiteral("A"), QStringLiteral("A again"), QStringLiteral("B")}));
  // Showing a slide is not a change.
  const int steps = deck.undo_stack().count();
  deck.set_current(2);
  EXPECT_EQ(deck.undo_stack().count(), steps);
  // A rename to the same words is no step; moving out of the deck is none either.
  deck.rename(2, QStringLiteral("B"), false);
  deck.move(2, 3);
  EXPECT_EQ(deck.undo_stack().count(), steps);
}

TEST(Deck, UpdateKeepsTheTitleAndTheNotesOfTheBookmarksStillThere) {
  Deck deck;
  Slide first = titled(QStringLiteral("Layers"));
  first.bookmarks = {{TimelinePosition{5, std::nullopt}, {QStringLiteral("Layer 1."), QStringLiteral("第 1 层。")}, {}},
                     {TimelinePosition{9, std::nullopt}, {QStringLiteral("Gone."), {}}, {}}};
  deck.start(Lesson{{QStringLiteral("L"), {}}, {first}}, QString(), 0);
  EXPECT_FALSE(deck.modified());
  Slide view = titled(QString());
  view.algorithms = {QStringLiteral("bfs-turns"), QStringLiteral("dfs")};
  view.bookmarks = {{TimelinePosition{5, std::nullopt}, {}, {}}, {TimelinePosition{7, std::nullopt}, {}, {}}};
  deck.update(0, view);
  EXPECT_EQ(deck.slide(0).title.english, QStringLiteral("Layers"));
  EXPECT_EQ(deck.slide(0).algorithms.size(), 2);
  ASSERT_EQ(deck.slide(0).bookmarks.size(), 2u);
  EXPECT_EQ(deck.slide(0).bookmarks[0].note.english, QStringLiteral("Layer 1."));
  EXPECT_TRUE(deck.slide(0).bookmarks[1].note.empty());
  deck.undo_stack().undo();
  EXPECT_EQ(deck.slide(0).algorithms, QStringList{QStringLiteral("bfs-turns")});
  EXPECT_FALSE(deck.modified());
}

TEST(Deck, SavedItIsUnchangedAndAJudgeFileBesideItIsNamedFromItsNewFolder) {
  QTemporaryDir root;
  ASSERT_TRUE(QDir(root.path()).mkpath(QStringLiteral("boards")));
  ASSERT_TRUE(QDir(root.path()).mkpath(QStringLiteral("lessons/week1")));
  const QString board = root.filePath(QStringLiteral("boards/small.in"));
  QFile file(board);
  ASSERT_TRUE(file.open(QIODevice::WriteOnly));
  file.write(titled({}).judge_text.toUtf8());
  file.close();
  const QString first = root.filePath(QStringLiteral("lessons/first.frontier-lesson"));
  QFile lesson(first);
  ASSERT_TRUE(lesson.open(QIODevice::WriteOnly));
  lesson.write(R"({"format": "frontier-lesson", "version": 1, "title": "L", "slides": [
    {"title": "S", "puzzle": "lianliankan", "file": "../boards/small.in", "algorithms": ["bfs-turns"]}]})");
  lesson.close();
  std::variant<Lesson, LessonError> read = read_lesson_file(first);
  ASSERT_TRUE(std::holds_alternative<Lesson>(read)) << std::get<LessonError>(read).message(first).toStdString();
  Deck deck;
  deck.start(std::get<Lesson>(std::move(read)), first, 0);
  deck.rename(0, QStringLiteral("S2"), false);
  ASSERT_TRUE(deck.modified());
  QSignalSpy modified(&deck, &Deck::modified_changed);
  const QString moved = root.filePath(QStringLiteral("lessons/week1/second.frontier-lesson"));
  EXPECT_EQ(deck.save(moved), QString());
  EXPECT_FALSE(deck.modified());
  ASSERT_FALSE(modified.isEmpty());
  EXPECT_FALSE(modified.back().front().toBool());
  EXPECT_EQ(deck.path(), moved);
  const std::variant<Lesson, LessonError> again = read_lesson_file(moved);
  ASSERT_TRUE(std::holds_alternative<Lesson>(again)) << std::get<LessonError>(again).message(moved).toStdString();
  EXPECT_EQ(std::get<Lesson>(again).slides[0].file, QStringLiteral("../../boards/small.in"));
  EXPECT_EQ(std::get<Lesson>(again).slides[0].title.english, QStringLiteral("S2"));
  // A failed save says why and leaves the deck changed.
  deck.rename(0, QStringLiteral("S3"), false);
  EXPECT_FALSE(deck.save(root.filePath(QStringLiteral("no/such/folder/x.frontier-lesson"))).isEmpty());
  EXPECT_TRUE(deck.modified());
  EXPECT_EQ(deck.path(), moved);
}

}  // namespace
}  // namespace frontier::gui::testing
