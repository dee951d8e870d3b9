#include "window/open_dialogs.hpp"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

#include "model/recognition.hpp"

namespace frontier::gui {

QString OpenDialogs::error(const LoadResult& result) {
  const QString name = QFileInfo(result.path).fileName();
  QString message;
  if (!result.io_error.isEmpty()) {
    message = tr("Cannot read %1: %2.").arg(name, result.io_error);
  } else {
    // The reading that got furthest: the puzzle the file most resembles.
    const Reading& best = result.readings.front();
    const QString position = QStringLiteral("%1:%2:%3").arg(name).arg(best.error_pos.line).arg(best.error_pos.col);
    message = result.forced ? tr("%1 is not a %2 file.\n\n%3: %4")
                                  .arg(name, best.puzzle->title(), position, best.error)
                            : tr("%1 is not a judge file of any puzzle Frontier knows.\n\nRead as %2, it fails here:\n%3: %4")
                                  .arg(name, best.puzzle->title(), position, best.error);
    if (!result.forced && result.readings.size() > 1) {
      // Every reader was tried: say how far each got, so that a file meant as another
      // puzzle than the guess is opened as that one (File > Open As).
      QStringList tried;
      for (const Reading& reading : result.readings) {
        tried << tr("%1 (stopped at line %2)").arg(reading.puzzle->title()).arg(reading.error_pos.line);
      }
      message += tr("\n\nTried, the furthest first: %1. File > Open As reads it as the puzzle you choose.")
                     .arg(tried.join(QStringLiteral(", ")));
    }
  }
  return message;
}

void OpenDialogs::show_error(QWidget* parent, const LoadResult& result, const QString& message) {
  QMessageBox box(QMessageBox::Warning, tr("Cannot open %1").arg(QFileInfo(result.path).fileName()), message, QMessageBox::Ok, parent);
  box.setObjectName(QStringLiteral("open_error"));
  box.setTextInteractionFlags(Qt::TextSelectableByMouse);
  box.exec();
}

const PuzzleAdapter* OpenDialogs::ask_puzzle(QWidget* parent, const LoadResult& result, bool quiet) {
  const PuzzleAdapter* preferred = puzzle_named_by_folder(result.path);
  if (quiet) {
    for (const Reading& reading : result.readings) {
      if (reading.accepted() && reading.puzzle == preferred) return preferred;
    }
    return result.readings.front().puzzle;  // accepted readings come first
  }
  QMessageBox box(QMessageBox::Question, tr("Which puzzle?"),
                  tr("%1 reads as more than one puzzle. Which one is it?").arg(QFileInfo(result.path).fileName()),
                  QMessageBox::Cancel, parent);
  box.setObjectName(QStringLiteral("choose_puzzle"));
  std::vector<std::pair<QAbstractButton*, const PuzzleAdapter*>> choices;
  for (const Reading& reading : result.readings) {
    if (!reading.accepted()) continue;
    QPushButton* button = box.addButton(reading.puzzle->title(), QMessageBox::AcceptRole);
    button->setObjectName(QString::fromUtf8(reading.puzzle->id().data(), static_cast<int>(reading.puzzle->id().size())));
    choices.emplace_back(button, reading.puzzle);
    if (reading.puzzle == preferred || (preferred == nullptr && choices.size() == 1)) box.setDefaultButton(button);
  }
  box.exec();
  for (const auto& [button, puzzle] : choices) {
    if (box.clickedButton() == button) return puzzle;
  }
  return nullptr;
}

}  // namespace frontier::gui
