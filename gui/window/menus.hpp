#pragma once
// The window's menu bar, from the command table's actions: File (with Open As, Open
// Recent, Examples and Export), Edit, View (with Panels), Lesson, Search (with Rules, built
// when opened), Game, Playback, Settings (Language) and Help; each menu's title worded in
// the "Menus" context, again on every change of language.

#include <QObject>
#include <QString>

class QAction;
class QActionGroup;
class QMenu;

namespace frontier::gui {

class FileOpener;
class MainWindow;

class Menus : public QObject {
  Q_OBJECT

 public:
  // The menus' own entries open files and lessons (File ▸ Open As, Open Recent, Examples)
  // through `opener`, and set the window's language.
  Menus(MainWindow& window, FileOpener& opener);

  QMenu& playback() const { return *playback_; }
  // Puts `path` first in File ▸ Open Recent (kept in the settings, ten at most).
  void remember(const QString& path);
  void retranslate();

 private:
  void rebuild_recent();
  void rebuild_examples();
  QMenu* menu(QMenu* parent, const char* title);

  MainWindow& window_;
  FileOpener& opener_;
  std::vector<std::pair<QMenu*, const char*>> titles_;
  QMenu* open_as_ = nullptr;
  QMenu* recent_ = nullptr;
  QMenu* examples_ = nullptr;
  QMenu* playback_ = nullptr;
  QActionGroup* languages_ = nullptr;
};

}  // namespace frontier::gui
