#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QMessageBox>
#include <algorithm>

#include "document/editable_document.hpp"
#include "document/journal_keeper.hpp"
#include "document/orphan_journals.hpp"
#include "frontier/common/parse_error.hpp"
#include "lesson/lesson.hpp"
#include "model/recognition.hpp"
#include "lesson/deck.hpp"
#include "window/crash_recovery.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/recovery_dialog.hpp"

namespace frontier::gui {

CrashRecovery::CrashRecovery(MainWindow& window)
    : QObject(&window), window_(window), journal_(new JournalKeeper(journal_folder(), this)), not_kept_(new QLabel(&window)) {
  Deck* deck = &window_.lessons().deck();
  journal_->watch(JournalKind::judge_file, [this]() -> std::optional<JournalDraft> {
    const EditableDocument* document = window_.session().editable();
    if (document == nullptr || !document->dirty()) return std::nullopt;
    // The file is immutable: the worker writes it while the window edits the next one.
    return JournalDraft{document->path(), QString::fromUtf8(document->puzzle_id().data(), static_cast<qsizetype>(document->puzzle_id().size())),
                        [file = document->file()] { return QByteArray::fromStdString(file->write()); }};
  });
  journal_->watch(JournalKind::lesson, [deck]() -> std::optional<JournalDraft> {
    if (!deck->open() || !deck->modified()) return std::nullopt;
    const int shown = deck->current();
    const QString puzzle = shown >= 0 ? QString::fromStdString(deck->slide(shown).puzzle) : QString();
    return JournalDraft{deck->path(), puzzle, [lesson = deck->as_saved_to(deck->path())] { return write_lesson(lesson); }};
  });
  // The journal follows every change of the judge file, and a file opened clean removes
  // the last one's.
  connect(&window_.session(), &Session::opened, this, [this] {
    EditableDocument* editable = window_.session().editable();
    connect(&editable->undo_stack(), &QUndoStack::indexChanged, this, &CrashRecovery::judge_file_changed);
    connect(&editable->undo_stack(), &QUndoStack::cleanChanged, this, &CrashRecovery::judge_file_changed);
    connect(editable, &EditableDocument::path_changed, this, &CrashRecovery::judge_file_changed);
    judge_file_changed();
  });
  connect(deck, &Deck::modified_changed, this, [this] { journal_->changed(JournalKind::lesson); });
  connect(deck, &Deck::slides_changed, this, [this] { journal_->changed(JournalKind::lesson); });
  not_kept_->setObjectName(QStringLiteral("journal_not_kept"));
  not_kept_->hide();
  window_.statusBar()->addPermanentWidget(not_kept_);
  connect(journal_, &JournalKeeper::failed, this, &CrashRecovery::show_not_kept);
  connect(journal_, &JournalKeeper::kept, not_kept_, &QWidget::hide);
  // Edits would not survive a crash: the user is told at once, not after one.
  if (!journal_->error().isEmpty()) show_not_kept(journal_->error());
}

void CrashRecovery::show_not_kept(const QString& why) {
  window_.say([why] { return tr("Could not keep a journal of the unsaved changes: %1").arg(why); });
  not_kept_->setText(tr("⚠ Unsaved changes are not safe from a crash"));
  not_kept_->setToolTip(tr("Could not keep a journal of the unsaved changes: %1").arg(why));
  not_kept_->setAccessibleName(not_kept_->text());
  not_kept_->setAccessibleDescription(not_kept_->toolTip());
  not_kept_->show();
}

void CrashRecovery::offer_recovery() {
  std::vector<OrphanJournal> orphans = orphan_journals(journal_->folder());
  // A lesson before the judge files: a judge file recovered after it is shown with the
  // lesson kept, as it was when both were open.
  std::stable_sort(orphans.begin(), orphans.end(), [](const OrphanJournal& a, const OrphanJournal& b) {
    const auto lesson = [](const OrphanJournal& o) { return o.read() != nullptr && o.read()->kind == JournalKind::lesson; };
    return lesson(a) && !lesson(b);
  });
  const int count = static_cast<int>(orphans.size());
  for (int i = 0; i < count; ++i) {
    const OrphanJournal& orphan = orphans[static_cast<std::size_t>(i)];
    bool the_rest = false;  // the answer holds for every journal left
    QString refusal;
    for (bool asking = true; asking;) {
      RecoveryDialog dialog(orphan, i + 1, count, refusal, &window_);
      dialog.exec();
      asking = false;
      switch (dialog.choice()) {
        case RecoveryChoice::recover:
          // The journal goes only once what it kept is in the window; refused, the dialog
          // says why and asks again (Discard or Later).
          if (recover(*orphan.read(), &refusal)) {
            remove_orphan(orphan);
          } else {
            asking = !refusal.isEmpty();
          }
          break;
        case RecoveryChoice::discard: remove_orphan(orphan); break;
        case RecoveryChoice::later: break;
        case RecoveryChoice::discard_all:
          for (int j = i; j < count; ++j) remove_orphan(orphans[static_cast<std::size_t>(j)]);
          the_rest = true;
          break;
        case RecoveryChoice::later_all: the_rest = true; break;
      }
    }
    if (the_rest) return;
  }
}

bool CrashRecovery::recover(const Journal& journal, QString* refusal) {
  const auto refuse = [refusal](const QString& why) {
    if (refusal != nullptr) *refusal = why;
    return false;
  };
  if (refusal != nullptr) refusal->clear();
  if (journal.kind == JournalKind::lesson) {
    const QString folder = journal.path.isEmpty() ? QString() : QFileInfo(journal.path).absolutePath();
    std::variant<Lesson, LessonError> read = read_lesson(journal.text, folder);
    if (const LessonError* error = std::get_if<LessonError>(&read)) return refuse(error->message(QFileInfo(journal.path).fileName()));
    if (!window_.maybe_save() || !window_.lessons().maybe_save_lesson()) return false;  // the user kept what is open
    Deck& deck = window_.lessons().deck();
    deck.start(std::move(std::get<Lesson>(read)), journal.path, 0);
    // Unsaved until saved: Qt's clean state left for good, as for a document restored
    // from an autosave.
    deck.undo_stack().resetClean();
    if (deck.size() > 0) window_.lessons().show_slide(0);
    return true;
  }
  const PuzzleAdapter* puzzle = find_puzzle(journal.puzzle.toStdString());
  if (puzzle == nullptr) return refuse(tr("it names a puzzle Frontier does not know, \"%1\"").arg(journal.puzzle));
  std::shared_ptr<const PuzzleFile> file;
  try {
    file = puzzle->read(std::string_view(journal.text.constData(), static_cast<std::size_t>(journal.text.size())));
  } catch (const ParseError& error) {
    return refuse(tr("its text does not read as %1: %2").arg(puzzle->title(), QString::fromStdString(error.what())));
  } catch (const std::exception& error) {
    return refuse(QString::fromStdString(error.what()));
  }
  if (!window_.maybe_save()) return false;  // the user kept the edited file
  window_.return_to_viewing();
  window_.modes().leave(WindowMode::empty, WindowMode::loading);  // nothing open: as if it were read
  // A lesson recovered before it stays open: both were open in the window that crashed.
  window_.install(journal.path, std::move(file), {});
  window_.session().editable()->undo_stack().resetClean();
  window_.say([name = journal.path.isEmpty() ? tr("The new file") : QFileInfo(journal.path).fileName()] {
    return tr("%1 is recovered with its unsaved changes; save it to keep them.").arg(name);
  });
  return true;
}

void CrashRecovery::judge_file_changed() { journal_->changed(JournalKind::judge_file); }

}  // namespace frontier::gui
