#pragma once
// The question an interactive start asks for each journal a crash left behind
// (document/orphan_journals.hpp): what it was — the judge file or lesson, its file or that
// it was never saved, its puzzle, when it was last written, its first lines — and what to
// do with it: Recover (the window opens it as unsaved changes), Discard (the journal is
// removed), or Later (kept for the next start). A journal that does not read shows its
// reason and its bytes, and cannot be recovered.

#include <QDialog>

#include "document/orphan_journals.hpp"

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace frontier::gui {

// With more journals after this one, the last two answer for it and every one after it
// (a crash of many windows, or a folder filled by something else, is not a dialog a journal).
enum class RecoveryChoice { recover, discard, later, discard_all, later_all };

class RecoveryDialog : public QDialog {
  Q_OBJECT

 public:
  // `number` of `count`: this journal's place among those found. `refusal`: why an
  // attempt to recover it failed (the text does not read as its puzzle), shown as a
  // journal that does not read is.
  RecoveryDialog(const OrphanJournal& orphan, int number, int count, const QString& refusal = {}, QWidget* parent = nullptr);

  RecoveryChoice choice() const { return choice_; }
  QString summary() const;  // the words above the preview, for the tests
  QString preview() const;

  // How many lines of the text the preview shows.
  static constexpr int kPreviewLines = 12;

 private:
  RecoveryChoice choice_ = RecoveryChoice::later;  // closing the dialog keeps the journal
  QLabel* summary_ = nullptr;
  QPlainTextEdit* preview_ = nullptr;
};

}  // namespace frontier::gui
