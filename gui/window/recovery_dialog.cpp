#include "window/recovery_dialog.hpp"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "model/recognition.hpp"

namespace frontier::gui {

namespace {
// The first lines of `bytes`, as text, with a last line saying how many more there are.
QString first_lines(const QByteArray& bytes, int lines) {
  const QStringList all = QString::fromUtf8(bytes).split(u'\n');
  QStringList shown = all.mid(0, lines);
  if (all.size() > lines) shown << RecoveryDialog::tr("… (%n more line(s))", nullptr, static_cast<int>(all.size() - lines));
  return shown.join(u'\n');
}

QString what_it_was(const Journal& journal) {
  const QString name = journal.path.isEmpty() ? QString() : QFileInfo(journal.path).fileName();
  const PuzzleAdapter* puzzle = find_puzzle(journal.puzzle.toStdString());
  const QString puzzle_title = puzzle != nullptr ? puzzle->title() : journal.puzzle;
  QString what;
  if (journal.kind == JournalKind::lesson) {
    what = name.isEmpty() ? RecoveryDialog::tr("A new lesson, never saved, had changes that were not saved.")
                          : RecoveryDialog::tr("The lesson %1 had changes that were not saved.").arg(name);
  } else {
    what = name.isEmpty() ? RecoveryDialog::tr("A new %1 file, never saved, had changes that were not saved.").arg(puzzle_title)
                          : RecoveryDialog::tr("The %1 file %2 had changes that were not saved.").arg(puzzle_title, name);
  }
  QStringList lines{what};
  if (!journal.path.isEmpty()) lines << RecoveryDialog::tr("Its file: %1").arg(QDir::toNativeSeparators(journal.path));
  lines << RecoveryDialog::tr("Last change kept: %1").arg(QLocale().toString(journal.written.toLocalTime(), QLocale::LongFormat));
  return lines.join(u'\n');
}
}  // namespace

RecoveryDialog::RecoveryDialog(const OrphanJournal& orphan, int number, int count, const QString& refusal, QWidget* parent)
    : QDialog(parent) {
  setObjectName(QStringLiteral("recovery_dialog"));
  setWindowTitle(count > 1 ? tr("Recover Unsaved Changes (%1 of %2)").arg(number).arg(count) : tr("Recover Unsaved Changes"));
  auto* layout = new QVBoxLayout(this);
  auto* heading = new QLabel(tr("Frontier ended without saving (it crashed or was killed)."), this);
  heading->setObjectName(QStringLiteral("recovery_heading"));
  heading->setWordWrap(true);
  layout->addWidget(heading);

  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("recovery_summary"));
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  const Journal* journal = orphan.read();
  const QString why = journal == nullptr ? std::get<QString>(orphan.journal) : refusal;
  if (journal != nullptr) {
    summary_->setText(why.isEmpty() ? what_it_was(*journal)
                                    : tr("%1\nIt cannot be recovered: %2").arg(what_it_was(*journal), why));
  } else {
    summary_->setText(tr("A journal of unsaved changes, %1, cannot be read: %2")
                          .arg(QDir::toNativeSeparators(orphan.file), why));
  }
  summary_->setAccessibleName(tr("What was not saved"));
  layout->addWidget(summary_);

  preview_ = new QPlainTextEdit(this);
  preview_->setObjectName(QStringLiteral("recovery_preview"));
  preview_->setAccessibleName(tr("Its first lines"));
  preview_->setReadOnly(true);
  preview_->setLineWrapMode(QPlainTextEdit::NoWrap);
  preview_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  preview_->setPlainText(first_lines(journal != nullptr ? journal->text : orphan.bytes, kPreviewLines));
  preview_->setFocusPolicy(Qt::ClickFocus);  // the keys stay on the buttons: Return recovers
  layout->addWidget(preview_, 1);

  auto* buttons = new QDialogButtonBox(this);
  QPushButton* recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
  recover->setObjectName(QStringLiteral("recover"));
  recover->setAccessibleName(tr("Recover"));
  recover->setToolTip(tr("Open it as unsaved changes; the journal goes once it is open."));
  QPushButton* discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
  discard->setObjectName(QStringLiteral("discard"));
  discard->setAccessibleName(tr("Discard"));
  discard->setToolTip(tr("Remove the journal: the changes are lost."));
  QPushButton* later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
  later->setObjectName(QStringLiteral("later"));
  later->setAccessibleName(tr("Later"));
  later->setToolTip(tr("Keep the journal and ask again at the next start."));
  if (number < count) {
    const int left = count - number + 1;
    QPushButton* discard_all = buttons->addButton(tr("Discard &All (%n)", nullptr, left), QDialogButtonBox::DestructiveRole);
    discard_all->setObjectName(QStringLiteral("discard_all"));
    discard_all->setAccessibleName(tr("Discard All"));
    discard_all->setToolTip(tr("Remove this journal and the %n after it: their changes are lost.", nullptr, left - 1));
    connect(discard_all, &QPushButton::clicked, this, [this, left] {
      QMessageBox sure(QMessageBox::Warning, tr("Discard All"),
                       tr("Discard %n journal(s) of unsaved changes? What they kept is lost.", nullptr, left),
                       QMessageBox::Discard | QMessageBox::Cancel, this);
      sure.setObjectName(QStringLiteral("discard_all_question"));
      sure.setDefaultButton(QMessageBox::Cancel);
      sure.button(QMessageBox::Discard)->setObjectName(QStringLiteral("discard_all"));
      if (sure.exec() != QMessageBox::Discard) return;
      choice_ = RecoveryChoice::discard_all;
      accept();
    });
    QPushButton* later_all = buttons->addButton(tr("&Keep All for Later"), QDialogButtonBox::RejectRole);
    later_all->setObjectName(QStringLiteral("later_all"));
    later_all->setAccessibleName(tr("Keep All for Later"));
    later_all->setToolTip(tr("Keep this journal and the %n after it, and ask again at the next start.", nullptr, left - 1));
    connect(later_all, &QPushButton::clicked, this, [this] {
      choice_ = RecoveryChoice::later_all;
      reject();
    });
  }
  const bool recoverable = journal != nullptr && why.isEmpty();
  recover->setEnabled(recoverable);
  (recoverable ? recover : later)->setDefault(true);
  (recoverable ? recover : later)->setFocus();
  connect(recover, &QPushButton::clicked, this, [this] {
    choice_ = RecoveryChoice::recover;
    accept();
  });
  connect(discard, &QPushButton::clicked, this, [this] {
    choice_ = RecoveryChoice::discard;
    accept();
  });
  connect(later, &QPushButton::clicked, this, [this] {
    choice_ = RecoveryChoice::later;
    reject();
  });
  layout->addWidget(buttons);
  resize(560, 420);
}

QString RecoveryDialog::summary() const { return summary_->text(); }
QString RecoveryDialog::preview() const { return preview_->toPlainText(); }

}  // namespace frontier::gui
