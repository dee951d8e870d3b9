#pragma once
// The question asked before something unsaved would be lost (the judge file's edits, a
// lesson's slides): Save, Discard or Cancel, each button named for the tests. `save_words`
// words the Save button otherwise ("Save a Copy…" where the file is not the user's).

#include <QMessageBox>
#include <QPushButton>

namespace frontier::gui {

inline QMessageBox::StandardButton ask_about_unsaved(QWidget* parent, const QString& name, const QString& title,
                                                     const QString& text, const QString& question,
                                                     const QString& save_words = {}) {
  QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
  box.setObjectName(name);
  box.setInformativeText(question);
  box.setDefaultButton(QMessageBox::Save);
  box.button(QMessageBox::Save)->setObjectName(QStringLiteral("save"));
  if (!save_words.isEmpty()) box.button(QMessageBox::Save)->setText(save_words);
  box.button(QMessageBox::Discard)->setObjectName(QStringLiteral("discard"));
  box.button(QMessageBox::Cancel)->setObjectName(QStringLiteral("cancel"));
  return static_cast<QMessageBox::StandardButton>(box.exec());
}

}  // namespace frontier::gui
