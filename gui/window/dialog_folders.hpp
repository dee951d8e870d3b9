#pragma once
// Where every file dialog of the window starts, and the name an export offers. A teacher
// keeps a lesson's judge files, lessons and slides' pictures together: a dialog that
// starts in the folder the program happened to be started from (QFileDialog's own default)
// makes them hunt for that folder again each time.
//
// The rule, in dialog_folder alone: the folder of the first open file given (the window
// gives the judge file, then the lesson), else the folder last used in a dialog (kept in
// QSettings), else Documents, else home. A dialog that writes (Save, Export) starts only
// in a folder it may write in: an example opened from /usr/share cannot have its pictures
// beside it; a lesson's, never among Frontier's own samples (examples.hpp's is_shipped),
// even a source tree's. An export falls back to Pictures before Documents.

#include <QString>
#include <QStringList>

class QWidget;

namespace frontier::gui {

enum class DialogUse {
  open,    // reads a file: any folder that is there
  save,    // writes a judge file: a folder it may write in
  save_lesson,  // writes a lesson: a folder it may write in, not among Frontier's samples
  export_file,  // writes a picture or an animation: a folder it may write in, Pictures first
};

// The folder a dialog for `use` starts in, given the files open in the order their folders
// are preferred (an empty path is no file). Always a folder that is there.
QString dialog_folder(DialogUse use, const QStringList& open_files);

// `path`'s folder becomes the last folder used (the rule's next choice after the open
// files); an empty path changes nothing.
void remember_dialog_folder(const QString& path);

// QFileDialog::getOpenFileName and getSaveFileName, starting at `start` (a folder, or a
// file in one), and remembering the folder of the file chosen. Empty when cancelled.
QString ask_open_path(QWidget* parent, const QString& title, const QString& start, const QString& filters);
QString ask_save_path(QWidget* parent, const QString& title, const QString& start, const QString& filters);

// `title` as the name of a file (without its suffix): no slashes, no control characters,
// none of the characters a FAT USB stick refuses (a teacher carries slides to class on
// one), no leading dot that would hide it, short enough for any file system's 255 bytes
// with a suffix; "frontier" when nothing is left.
QString file_name_from_title(const QString& title);

}  // namespace frontier::gui
