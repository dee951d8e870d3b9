#pragma once
// A journal: the unsaved text of the judge file or the lesson a window has open, kept
// beside the settings while it differs from what is on disk, so that a crash (a kill, a
// power cut) loses nothing. It says what it is: which document, where it came from (or
// that it was never saved), its puzzle, when it was written, and the whole text as the
// document would save it. The next start offers it back (window/recovery_dialog.hpp).
//
// On disk it is one JSON object, written whole by JournalKeeper; a journal that does not
// read is refused with the reason, never half believed.

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <variant>

namespace frontier::gui {

enum class JournalKind { judge_file, lesson };

struct Journal {
  JournalKind kind = JournalKind::judge_file;
  QString path;     // the document's file; empty: it was never saved
  QString puzzle;   // frontier-cli's id ("lianliankan"); a lesson's: its slide on show's, or empty
  QDateTime written;
  QByteArray text;  // a judge file's text as P::write gives it; a lesson's JSON as Deck::save writes it
  friend bool operator==(const Journal&, const Journal&) = default;
};

inline constexpr const char* kJournalFormat = "frontier-journal";
inline constexpr int kJournalVersion = 1;

QByteArray journal_bytes(const Journal& journal);
// The journal in `bytes`, or why it cannot be one (not JSON, another format, a field missing).
std::variant<Journal, QString> read_journal(const QByteArray& bytes);

// Where the journals are kept: the folder "journals" beside the settings file. A headless
// run's settings are a scratch folder (app/headless.hpp), and so are its journals.
QString journal_folder();

}  // namespace frontier::gui
