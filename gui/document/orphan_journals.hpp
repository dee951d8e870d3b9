#pragma once
// The journals a crash left behind: those in the journal folder whose keeper's lock
// (journal_keeper.hpp) no living process holds. A running Frontier's journals are its own
// business and are never offered; a journal that does not read is found all the same,
// with the reason, so that it can be shown and discarded rather than crash anything.

#include <QByteArray>
#include <QString>
#include <variant>
#include <vector>

#include "document/journal.hpp"
#include "frontier/common/judge_file.hpp"

namespace frontier::gui {

// The largest journal read back: a judge file at the judges' limit, its text a JSON string
// (where every line break takes two bytes), with room for the fields around it.
inline constexpr qint64 kMaxJournalBytes = 2 * static_cast<qint64>(kMaxJudgeFileBytes) + (1 << 20);

struct OrphanJournal {
  QString file;
  QByteArray bytes;                        // as read, for a journal that does not read
  std::variant<Journal, QString> journal;  // or why it is not one
  const Journal* read() const { return std::get_if<Journal>(&journal); }
};

// Oldest first. A lock left by a killed process with no journal beside it is removed.
std::vector<OrphanJournal> orphan_journals(const QString& folder);

// The journal's file removed (recovered or discarded), and its keeper's stale lock once
// none of its journals is left.
void remove_orphan(const OrphanJournal& orphan);

}  // namespace frontier::gui
