// The editable document model (gui/document): opening a sample, edits and their checks,
// undo and redo, the dirty flag, saving atomically, and the structural edits, for every
// puzzle whose contract is built. The expectations are written out here from the puzzles'
// own models (fields, literal judge text), not taken from the code under test.

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>
#include <string>
#include <vector>

#include "document/document_edit.hpp"
#include "document/editable_document.hpp"
#include "document/file_edits.hpp"
#include "document/structural_edits.hpp"
#include "frontier/puzzles.hpp"
#include "gui_test_support.hpp"

namespace frontier::gui {
namespace {

QByteArray bytes_of(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return "<cannot read " + path.toUtf8() + ">";
  return file.readAll();
}

void write_bytes(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
  ASSERT_EQ(file.write(bytes), bytes.size());
}

// Each puzzle's part: a sample, one legal edit and what it must change, and one edit the
// judge's reader would refuse, with the words the refusal must contain.
struct HuarongdaoTraits {
  using P = huarongdao::Puzzle;
  static constexpr const char* kSample = "huarongdao/sample.in";
  static constexpr const char* kEdit = "move the target";
  // Query 1's target from (2,2) to (1,4), a movable cell.
  static void edit(P::File& file) { file.queries[0].target = {1, 4}; }
  static void expect_edited(const P::File& before, const P::File& after) {
    EXPECT_EQ(after.board, before.board);
    ASSERT_EQ(after.queries.size(), 2u);
    EXPECT_EQ(after.queries[0].blank, (Cell{3, 2}));
    EXPECT_EQ(after.queries[0].piece, (Cell{1, 2}));
    EXPECT_EQ(after.queries[0].target, (Cell{1, 4}));
    EXPECT_EQ(after.queries[1], before.queries[1]);
  }
  // The blank onto (1,1), a fixed cell.
  static void illegal(P::File& file) { file.queries[0].blank = {1, 1}; }
  static constexpr const char* kIllegalWords = "Query 1 would be illegal: the blank (1, 1) is on a fixed cell";
};

struct LianliankanTraits {
  using P = lianliankan::Puzzle;
  static constexpr const char* kSample = "lianliankan/hdu1175_sample.in";
  // Several cases, the first two different, for the case list edits.
  static constexpr const char* kCasesSample = "lianliankan/hdu1175_sample.in";
  static constexpr const char* kEdit = "change a tile";
  static void edit(P::File& file) { file.cases[0].board.tiles[0] = 9; }
  static void expect_edited(const P::File& before, const P::File& after) {
    ASSERT_EQ(after.cases.size(), before.cases.size());
    EXPECT_EQ(after.cases[1], before.cases[1]);
    EXPECT_EQ(after.cases[0].queries, before.cases[0].queries);
    EXPECT_EQ(after.cases[0].board.tile({1, 1}), 9);
    auto tiles = before.cases[0].board.tiles;
    tiles[0] = 9;
    EXPECT_EQ(after.cases[0].board.tiles, tiles);
  }
  // The first board loses its third row, which its queries click on ("1 1 3 4").
  static void illegal(P::File& file) {
    auto& board = file.cases[0].board;
    board.rows = 2;
    board.tiles.resize(static_cast<std::size_t>(board.rows * board.cols));
  }
  static constexpr const char* kIllegalWords =
      "Case 1, query 1 would be illegal: query row 3 is outside the board (2 rows)";
};

struct MahjongTraits {
  using P = mahjong::Puzzle;
  static constexpr const char* kSample = "mahjong/sample.in";
  // Several cases, the first two different, for the case list edits.
  static constexpr const char* kCasesSample = "mahjong/multi_board.in";
  static constexpr const char* kEdit = "lay a card";
  // (row 2, col 2) is a blank inside the frame of cards.
  static void edit(P::File& file) { file.games[0].board.set_card({2, 2}, true); }
  static void expect_edited(const P::File& before, const P::File& after) {
    ASSERT_EQ(after.games.size(), 1u);
    EXPECT_EQ(after.games[0].pairs, before.games[0].pairs);
    EXPECT_FALSE(before.games[0].board.has_card({2, 2}));
    EXPECT_TRUE(after.games[0].board.has_card({2, 2}));
    auto cards = before.games[0].board.cards;
    cards[1 * 5 + 1] = true;
    EXPECT_EQ(after.games[0].board.cards, cards);
  }
  // A pair whose first card is beyond the ring around the 5 x 4 board.
  static void illegal(P::File& file) { file.games[0].pairs[0].from = {9, 9}; }
  static constexpr const char* kIllegalWords = "Query 1 would be illegal: pair x1 9 is outside the board (5 columns)";
};

struct SolitaireTraits {
  using P = solitaire::Puzzle;
  static constexpr const char* kSample = "solitaire/sample.in";
  // Several cases, the first two different, for the case list edits.
  static constexpr const char* kCasesSample = "solitaire/edge_cases.in";
  static constexpr const char* kEdit = "move a piece";
  // The start's first piece from (4,4) to (1,1), an empty square.
  static void edit(P::File& file) { file.cases[0].start.pieces[0] = {1, 1}; }
  static void expect_edited(const P::File& before, const P::File& after) {
    ASSERT_EQ(after.cases.size(), 1u);
    EXPECT_EQ(after.cases[0].goal, before.cases[0].goal);
    EXPECT_EQ(after.cases[0].start.pieces[0], (Cell{1, 1}));
    for (int i = 1; i < solitaire::kPieces; ++i) EXPECT_EQ(after.cases[0].start.pieces[i], before.cases[0].start.pieces[i]);
  }
  // Two start pieces on one square: the first piece's, (1,1) once the legal edit moved it.
  static void illegal(P::File& file) { file.cases[0].start.pieces[1] = file.cases[0].start.pieces[0]; }
  static constexpr const char* kIllegalWords = "Query 1 would be illegal: two pieces on square (1, 1)";
};

template <class Traits>
class Document : public ::testing::Test {
 protected:
  using P = typename Traits::P;

  void SetUp() override {
    ASSERT_TRUE(folder_.isValid());
    const QString sample = testing::samples_directory() + "/" + Traits::kSample;
    original_bytes_ = bytes_of(sample);
    path_ = folder_.filePath(QFileInfo(sample).fileName());
    write_bytes(path_, original_bytes_);
    OpenedDocument opened = open_document<P>(path_);
    ASSERT_TRUE(opened.document) << opened.error.toStdString();
    document_ = std::move(opened.document);
    original_ = current();
    ASSERT_TRUE(original_);
  }

  // Applies the puzzle's legal edit, which must be taken.
  void edit() {
    const auto refusal = apply_edit<P>(*document_, Traits::kEdit, [](typename P::File& file) { Traits::edit(file); });
    ASSERT_FALSE(refusal) << refusal->toStdString();
  }

  std::shared_ptr<const typename P::File> current() const { return document_->template file_of<P>(); }

  QTemporaryDir folder_;
  QString path_;
  QByteArray original_bytes_;
  std::unique_ptr<EditableDocument> document_;
  std::shared_ptr<const typename P::File> original_;
};

using Puzzles = ::testing::Types<HuarongdaoTraits, LianliankanTraits, MahjongTraits, SolitaireTraits>;
class PuzzleNames {
 public:
  template <class Traits>
  static std::string GetName(int) { return std::string(Traits::P::kId); }
};
TYPED_TEST_SUITE(Document, Puzzles, PuzzleNames);

TYPED_TEST(Document, OpensTheSampleClean) {
  using P = typename TestFixture::P;
  EXPECT_EQ(this->document_->path(), this->path_);
  EXPECT_EQ(this->document_->puzzle_id(), P::kId);
  EXPECT_FALSE(this->document_->dirty());
  EXPECT_EQ(this->document_->undo_stack().count(), 0);
  EXPECT_TRUE(*this->original_ == P::read(this->original_bytes_.toStdString()));
  // The window's view of the same file lists the same cases and queries.
  const auto view = this->document_->file()->view();
  ASSERT_EQ(static_cast<std::size_t>(view->case_count()), P::case_count(*this->original_));
  for (int c = 0; c < view->case_count(); ++c) {
    EXPECT_EQ(static_cast<std::size_t>(view->query_count(c)), P::query_count(*this->original_, static_cast<std::size_t>(c)));
  }
}

TYPED_TEST(Document, OpeningAMalformedFileSaysWhere) {
  using P = typename TestFixture::P;
  const QString broken = this->folder_.filePath("broken.in");
  write_bytes(broken, "x\n");
  const OpenedDocument opened = open_document<P>(broken);
  EXPECT_FALSE(opened.document);
  EXPECT_TRUE(opened.error.startsWith(broken + ":1:1: error: ")) << opened.error.toStdString();
}

TYPED_TEST(Document, AnEditMakesANewFileAndOneUndoableStep) {
  using P = typename TestFixture::P;
  QSignalSpy changed(this->document_.get(), &EditableDocument::file_changed);
  QSignalSpy dirty(this->document_.get(), &EditableDocument::dirty_changed);
  const typename P::File before = *this->original_;
  this->edit();

  const auto after = this->current();
  ASSERT_TRUE(after);
  TypeParam::expect_edited(before, *after);
  // The old file is another object, untouched: a worker reading it sees what it started on.
  EXPECT_NE(after, this->original_);
  EXPECT_TRUE(*this->original_ == before);

  ASSERT_EQ(changed.count(), 1);
  EXPECT_EQ(changed[0][0].template value<std::shared_ptr<const EditedFile>>(), this->document_->file());
  ASSERT_EQ(dirty.count(), 1);
  EXPECT_TRUE(dirty[0][0].toBool());
  EXPECT_TRUE(this->document_->dirty());
  EXPECT_EQ(this->document_->undo_stack().count(), 1);
  std::unique_ptr<QAction> undo(this->document_->undo_stack().createUndoAction(nullptr));
  EXPECT_EQ(undo->text(), QStringLiteral("Undo ") + TypeParam::kEdit);
}

TYPED_TEST(Document, UndoAndRedoRestoreExactlyAndTheDirtyFlagFollows) {
  using P = typename TestFixture::P;
  this->edit();
  const auto edited = this->current();
  const std::string edited_text = P::write(*edited);
  QSignalSpy changed(this->document_.get(), &EditableDocument::file_changed);
  QSignalSpy dirty(this->document_.get(), &EditableDocument::dirty_changed);

  this->document_->undo_stack().undo();
  EXPECT_TRUE(*this->current() == *this->original_);
  EXPECT_EQ(QByteArray::fromStdString(this->document_->file()->write()),
            QByteArray::fromStdString(P::write(P::read(this->original_bytes_.toStdString()))));
  EXPECT_FALSE(this->document_->dirty());  // back at what is on disk
  this->document_->undo_stack().redo();
  EXPECT_TRUE(*this->current() == *edited);
  EXPECT_EQ(this->document_->file()->write(), edited_text);
  EXPECT_TRUE(this->document_->dirty());

  ASSERT_EQ(changed.count(), 2);
  ASSERT_EQ(dirty.count(), 2);
  EXPECT_FALSE(dirty[0][0].toBool());
  EXPECT_TRUE(dirty[1][0].toBool());
}

TYPED_TEST(Document, SaveWritesTheJudgeWritersBytes) {
  using P = typename TestFixture::P;
  this->edit();
  QSignalSpy saved(this->document_.get(), &EditableDocument::saved);
  const auto refusal = this->document_->save();
  ASSERT_FALSE(refusal) << refusal->toStdString();
  const QByteArray on_disk = bytes_of(this->path_);
  EXPECT_EQ(on_disk, QByteArray::fromStdString(P::write(*this->current())));
  TypeParam::expect_edited(*this->original_, P::read(on_disk.toStdString()));
  EXPECT_FALSE(this->document_->dirty());
  ASSERT_EQ(saved.count(), 1);
  EXPECT_EQ(saved[0][0].toString(), this->path_);
  // Undoing past the save is a change from the disk again; redoing returns to it.
  this->document_->undo_stack().undo();
  EXPECT_TRUE(this->document_->dirty());
  this->document_->undo_stack().redo();
  EXPECT_FALSE(this->document_->dirty());
  // Nothing but the saved file is left in the folder (QSaveFile's temporary is gone).
  EXPECT_EQ(QDir(this->folder_.path()).entryList(QDir::Files), QStringList{QFileInfo(this->path_).fileName()});
}

TYPED_TEST(Document, SaveAsMovesTheDocumentToTheNewPath) {
  using P = typename TestFixture::P;
  this->edit();
  QSignalSpy moved(this->document_.get(), &EditableDocument::path_changed);
  const QString copy = this->folder_.filePath("copy.in");
  const auto refusal = this->document_->save_as(copy);
  ASSERT_FALSE(refusal) << refusal->toStdString();
  EXPECT_EQ(this->document_->path(), copy);
  ASSERT_EQ(moved.count(), 1);
  EXPECT_EQ(bytes_of(copy), QByteArray::fromStdString(P::write(*this->current())));
  EXPECT_EQ(bytes_of(this->path_), this->original_bytes_);  // the old path is left alone
  EXPECT_FALSE(this->document_->dirty());
}

TYPED_TEST(Document, SaveAsIntoAFolderThatCannotExistFails) {
  this->edit();
  // The tests run as root, whom permissions do not stop; a regular file as the parent does.
  const QString plain = this->folder_.filePath("plain");
  write_bytes(plain, "not a folder\n");
  const QString impossible = plain + "/file.in";
  QSignalSpy saved(this->document_.get(), &EditableDocument::saved);
  const auto refusal = this->document_->save_as(impossible);
  ASSERT_TRUE(refusal);
  EXPECT_TRUE(refusal->contains(QDir::toNativeSeparators(impossible))) << refusal->toStdString();
  EXPECT_EQ(this->document_->path(), this->path_);
  EXPECT_TRUE(this->document_->dirty());
  EXPECT_EQ(saved.count(), 0);
  EXPECT_EQ(bytes_of(this->path_), this->original_bytes_);
  EXPECT_EQ(bytes_of(plain), QByteArray("not a folder\n"));
}

// A save that fails while the new text is being written (the process may write no file
// longer than a few bytes, which binds root too) must leave the old file whole.
TYPED_TEST(Document, ASaveThatFailsMidwayLeavesTheOldFileIntact) {
  this->edit();
  rlimit saved_limit{};
  ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &saved_limit), 0);
  const auto previous_handler = signal(SIGXFSZ, SIG_IGN);
  rlimit tight = saved_limit;
  tight.rlim_cur = 8;
  ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &tight), 0);
  const auto refusal = this->document_->save();
  setrlimit(RLIMIT_FSIZE, &saved_limit);
  signal(SIGXFSZ, previous_handler);

  ASSERT_TRUE(refusal) << bytes_of(this->path_).toStdString();
  EXPECT_TRUE(refusal->startsWith(QStringLiteral("Could not save "))) << refusal->toStdString();
  EXPECT_TRUE(this->document_->dirty());
  EXPECT_EQ(bytes_of(this->path_), this->original_bytes_);
  EXPECT_EQ(QDir(this->folder_.path()).entryList(QDir::Files), QStringList{QFileInfo(this->path_).fileName()});
}

TYPED_TEST(Document, AnIllegalEditIsRefusedAndChangesNothing) {
  using P = typename TestFixture::P;
  this->edit();
  const auto before = this->document_->file();
  QSignalSpy changed(this->document_.get(), &EditableDocument::file_changed);
  QSignalSpy dirty(this->document_.get(), &EditableDocument::dirty_changed);
  const auto refusal = apply_edit<P>(*this->document_, QStringLiteral("break it"),
                                     [](typename P::File& file) { TypeParam::illegal(file); });
  ASSERT_TRUE(refusal);
  EXPECT_TRUE(refusal->contains(QString::fromUtf8(TypeParam::kIllegalWords))) << refusal->toStdString();
  EXPECT_EQ(this->document_->file(), before);
  EXPECT_EQ(this->document_->undo_stack().count(), 1);
  EXPECT_EQ(this->document_->undo_stack().index(), 1);
  EXPECT_TRUE(this->document_->dirty());
  EXPECT_EQ(changed.count(), 0);
  EXPECT_EQ(dirty.count(), 0);
}

TYPED_TEST(Document, AChangeThatRefusesItselfOrChangesNothingAddsNoStep) {
  using P = typename TestFixture::P;
  const auto refusal = apply_edit<P>(*this->document_, QStringLiteral("refuse"), [](typename P::File&) {
    throw std::invalid_argument("no such tile");
  });
  ASSERT_TRUE(refusal);
  EXPECT_EQ(*refusal, QStringLiteral("no such tile"));
  EXPECT_FALSE(apply_edit<P>(*this->document_, QStringLiteral("nothing"), [](typename P::File&) {}));
  EXPECT_EQ(this->document_->undo_stack().count(), 0);
  EXPECT_FALSE(this->document_->dirty());
  EXPECT_EQ(this->current(), this->original_);
}

TYPED_TEST(Document, QueryListEdits) {
  using P = typename TestFixture::P;
  const typename P::File& original = *this->original_;
  if constexpr (HasQueryList<P>) {
    EditableDocument& document = *this->document_;
    const std::size_t c = P::case_count(original) - 1;  // the last case, to index past the first
    const std::size_t n = P::query_count(original, c);
    ASSERT_GE(n, 2u);
    std::vector<typename P::Query> queries;
    for (std::size_t q = 0; q < n; ++q) queries.push_back(P::query_at(original, c, q));
    const auto queries_now = [&] {
      std::vector<typename P::Query> now;
      const auto file = document.file_of<P>();
      for (std::size_t q = 0; q < P::query_count(*file, c); ++q) now.push_back(P::query_at(*file, c, q));
      return now;
    };

    ASSERT_FALSE(duplicate_query<P>(document, c, 0));
    std::vector<typename P::Query> expected = queries;
    expected.insert(expected.begin(), queries[0]);
    EXPECT_EQ(queries_now(), expected);

    ASSERT_FALSE(move_query<P>(document, c, 0, n));  // the copy to the end
    expected = queries;
    expected.push_back(queries[0]);
    EXPECT_EQ(queries_now(), expected);

    ASSERT_FALSE(delete_query<P>(document, c, 1));
    expected.erase(expected.begin() + 1);
    EXPECT_EQ(queries_now(), expected);

    ASSERT_FALSE(add_query<P>(document, c, 0, queries[n - 1]));
    expected.insert(expected.begin(), queries[n - 1]);
    EXPECT_EQ(queries_now(), expected);
    EXPECT_EQ(document.undo_stack().count(), 4);
    std::unique_ptr<QAction> undo(document.undo_stack().createUndoAction(nullptr));
    EXPECT_EQ(undo->text(), QStringLiteral("Undo add query 1"));

    // Indexes past the end are refused and leave no step.
    EXPECT_TRUE(delete_query<P>(document, c, n + 1));
    EXPECT_TRUE(move_query<P>(document, c, 0, n + 1));
    EXPECT_TRUE(add_query<P>(document, c, n + 2, queries[0]));
    EXPECT_TRUE(duplicate_query<P>(document, P::case_count(original), 0));
    EXPECT_EQ(document.undo_stack().count(), 4);

    while (document.undo_stack().canUndo()) document.undo_stack().undo();
    EXPECT_EQ(queries_now(), queries);
    EXPECT_FALSE(document.dirty());
  } else {
    // Only a format whose case is its one query (Solitaire) has no list to edit.
    for (std::size_t c = 0; c < P::case_count(original); ++c) EXPECT_EQ(P::query_count(original, c), 1u);
  }
}

TYPED_TEST(Document, CaseListEdits) {
  using P = typename TestFixture::P;
  if constexpr (HasCaseList<P>) {
    const QString sample = testing::samples_directory() + "/" + TypeParam::kCasesSample;
    OpenedDocument opened = open_document<P>(sample);
    ASSERT_TRUE(opened.document) << opened.error.toStdString();
    EditableDocument& document = *opened.document;
    const typename P::File original = *document.file_of<P>();
    const auto cases_now = [&] {
      std::vector<typename P::Case> now;
      const auto file = document.file_of<P>();
      for (std::size_t c = 0; c < P::case_count(*file); ++c) now.push_back(P::case_at(*file, c));
      return now;
    };
    const auto query_counts_now = [&] {
      std::vector<std::size_t> now;
      const auto file = document.file_of<P>();
      for (std::size_t c = 0; c < P::case_count(*file); ++c) now.push_back(P::query_count(*file, c));
      return now;
    };
    std::vector<typename P::Case> cases;
    std::vector<std::size_t> counts;
    for (std::size_t c = 0; c < P::case_count(original); ++c) {
      cases.push_back(P::case_at(original, c));
      counts.push_back(P::query_count(original, c));
    }
    ASSERT_GE(cases.size(), 2u);
    ASSERT_FALSE(cases[0] == cases[1]);

    ASSERT_FALSE(duplicate_case<P>(document, 0));
    auto expected = cases;
    expected.insert(expected.begin(), cases[0]);
    auto expected_counts = counts;
    expected_counts.insert(expected_counts.begin(), counts[0]);
    EXPECT_EQ(cases_now(), expected);
    EXPECT_EQ(query_counts_now(), expected_counts);

    ASSERT_FALSE(move_case<P>(document, 0, cases.size()));
    expected = cases;
    expected.push_back(cases[0]);
    EXPECT_EQ(cases_now(), expected);

    ASSERT_FALSE(delete_case<P>(document, 0));
    expected.erase(expected.begin());
    EXPECT_EQ(cases_now(), expected);

    typename P::File copy = original;
    ASSERT_FALSE(add_case<P>(document, 0, P::case_list(copy).back()));
    expected.insert(expected.begin(), cases.back());
    EXPECT_EQ(cases_now(), expected);
    EXPECT_EQ(document.undo_stack().count(), 4);

    EXPECT_TRUE(delete_case<P>(document, expected.size()));
    EXPECT_TRUE(move_case<P>(document, expected.size(), 0));
    EXPECT_EQ(document.undo_stack().count(), 4);

    while (document.undo_stack().canUndo()) document.undo_stack().undo();
    EXPECT_EQ(cases_now(), cases);
    EXPECT_FALSE(document.dirty());
  } else {
    // Only a format of one board (Huarongdao) has no list of cases.
    EXPECT_EQ(P::case_count(*this->original_), 1u);
  }
}

// --- what only one puzzle shows ---

TEST(DocumentLianliankan, ALargeFilesUndoHistoryIsKeptToItsMemoryBudgetAndASmallOnesIsNot) {
  const QString large = testing::write_temporary(QStringLiteral("undo_large.in"), testing::walled_lianliankan_board(1000, 999));
  OpenedDocument big = open_document<lianliankan::Puzzle>(large);
  ASSERT_NE(big.document, nullptr) << big.error.toStdString();
  const std::size_t text = static_cast<std::size_t>(QFileInfo(large).size());
  const int limit = big.document->undo_stack().undoLimit();
  ASSERT_GT(limit, 0);
  // About kUndoMemory of whole files (each twice its text in memory), and never too few.
  EXPECT_LE(static_cast<std::size_t>(limit) * 2 * text, EditableDocument::kUndoMemory + 2 * text);
  EXPECT_GE(static_cast<std::size_t>(limit), EditableDocument::kFewestSteps);
  for (int i = 0; i < limit + 5; ++i) {
    ASSERT_EQ(apply_edit<lianliankan::Puzzle>(*big.document, QStringLiteral("tile"),
                                              [i](lianliankan::JudgeFile& file) { file.cases[0].board.tiles[1] = i + 1; }),
              std::nullopt);
  }
  EXPECT_EQ(big.document->undo_stack().count(), limit);
  EXPECT_TRUE(big.document->dirty());

  OpenedDocument small = open_document<lianliankan::Puzzle>(testing::samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in"));
  ASSERT_NE(small.document, nullptr);
  EXPECT_EQ(small.document->undo_stack().undoLimit(), 0);
}

TEST(DocumentHuarongdao, SavedTextIsTheJudgeFormat) {
  QTemporaryDir folder;
  const QString path = folder.filePath("board.in");
  write_bytes(path, "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n");
  OpenedDocument opened = open_document<huarongdao::Puzzle>(path);
  ASSERT_TRUE(opened.document) << opened.error.toStdString();
  ASSERT_FALSE(delete_query<huarongdao::Puzzle>(*opened.document, 0, 0));
  ASSERT_FALSE(opened.document->save());
  EXPECT_EQ(bytes_of(path), QByteArray("3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n1 2 2 2 3 2\n"));
}

TEST(DocumentHuarongdao, ABoardPastTheReadersLimitIsRefused) {
  QTemporaryDir folder;
  const QString path = folder.filePath("board.in");
  write_bytes(path, "1 2 1\n1 1\n1 1 1 2 1 1\n");
  OpenedDocument opened = open_document<huarongdao::Puzzle>(path);
  ASSERT_TRUE(opened.document) << opened.error.toStdString();
  // Every query stays legal on the taller board; only the reader's limit refuses it.
  const auto refusal = apply_edit<huarongdao::Puzzle>(*opened.document, QStringLiteral("grow"),
                                                      [](huarongdao::JudgeFile& file) {
                                                        file.board.rows = huarongdao::kMaxRows + 1;
                                                        file.board.cells.assign(
                                                            static_cast<std::size_t>(file.board.rows * file.board.cols), 1);
                                                      });
  ASSERT_TRUE(refusal);
  EXPECT_TRUE(refusal->startsWith(QStringLiteral("The judge's reader would refuse this: "))) << refusal->toStdString();
  EXPECT_TRUE(refusal->contains(QStringLiteral("100"))) << refusal->toStdString();
  EXPECT_EQ(opened.document->undo_stack().count(), 0);
}

TEST(DocumentHuarongdao, SaveWithoutAPathAsksForOne) {
  EditableDocument document({}, make_edited_file<huarongdao::Puzzle>(
                                    huarongdao::Puzzle::read("1 2 1\n1 1\n1 1 1 2 1 1\n")));
  const auto refusal = document.save();
  ASSERT_TRUE(refusal);
  EXPECT_TRUE(refusal->contains(QStringLiteral("no file name"))) << refusal->toStdString();
}

}  // namespace
}  // namespace frontier::gui
