#pragma once
// What the window says when a file does not open, and the question it asks when a file
// reads as more than one puzzle.

#include <QCoreApplication>
#include <QString>

#include "model/document_loader.hpp"

class QWidget;

namespace frontier::gui {

class OpenDialogs {
  Q_DECLARE_TR_FUNCTIONS(OpenDialogs)

 public:
  // Why `result` did not open: the file's error, or the reading that got furthest, with
  // its place (file:line:col).
  static QString error(const LoadResult& result);
  static void show_error(QWidget* parent, const LoadResult& result, const QString& message);
  // The puzzle a file that reads as several is opened as: asked, or without dialogs
  // (`quiet`) the one its folder names, else the likelier; null when the user cancelled.
  static const PuzzleAdapter* ask_puzzle(QWidget* parent, const LoadResult& result, bool quiet);
};

}  // namespace frontier::gui
