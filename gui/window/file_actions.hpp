#pragma once
// The judge file as the user keeps it: File ▸ New (a generated file, or an empty board to
// fill by hand), Save and Save As (each says why in a dialog when the file cannot be
// written), the prompt before unsaved changes are replaced, and Edit ▸ Undo and Redo, which
// take back the file's edits, or the lesson's changes while the Slides panel has the
// keyboard.

#include <QObject>
#include <QString>
#include <cstdint>

#include "model/puzzle.hpp"

class QUndoStack;

namespace frontier::gui {

class MainWindow;

class FileActions : public QObject {
  Q_OBJECT

 public:
  explicit FileActions(MainWindow& window);

  // File ▸ Save: to the document's file (Save As when it has none); File ▸ Save As.
  // Each returns whether the file was written.
  bool save();
  bool save_as(const QString& path);
  // File ▸ New: a generated file of `puzzle` (its generate parameters, as frontier-cli
  // generate takes them), or with `empty` its empty board of values' rows and cols; not on
  // disk, and unmodified until edited (it can be made again from its seed). Not made: with
  // the generator's reason, or none when the user kept the open file when asked.
  struct NewFile {
    bool made = false;
    QString refusal;
  };
  NewFile new_file(const PuzzleAdapter& puzzle, std::uint64_t seed, const GenerateValues& values, bool empty = false);
  // Before the document is closed or replaced: with unsaved changes, asks whether to save
  // them. False when the user cancels (or a save fails): the document stays.
  bool maybe_save();
  // What Edit ▸ Undo and Redo take back: the lesson's slides while the Slides panel has
  // the keyboard (or the judge file has nothing to undo), else the judge file's edits.
  QUndoStack* undo_target() const;
  // Undo and Redo worded with what they take back.
  void retranslate();
  // The name Save and Save As offer the judge file under: its own, or for a file never
  // saved the puzzle's id ("huarongdao.in").
  QString judge_file_name() const;
  // What the Open and Save dialogs list: judge files, or any file.
  static QString judge_filter();

 signals:
  // The judge file's or the lesson's history moved, or the file was saved or renamed: the
  // window's controls, its title and its mark of unsaved changes follow.
  void changed();

 private:
  void ask_new_file();
  void step_history(bool back);  // Undo (back) or Redo on undo_target()

  MainWindow& window_;
};

}  // namespace frontier::gui
