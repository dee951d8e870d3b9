#pragma once
// The window's menu bar, from the command table's actions: File (with Open As, Open
// Recent, Examples and Export), Edit, View (with Panels), Lesson, Search (with Rules, built
// when opened), Game, Playback, Settings (Language) and Help; each menu's title worded in
// the "Menus" context, again on every change of language.

#include <QObject>
#include <QString>
#include <functional>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace frontier::gui {

class Commands;
class Panels;
class PuzzleAdapter;
class Session;
struct Example;

class Menus : public QObject {
  Q_OBJECT

 public:
  // What the menus' own entries open (the window's ways to open a file or a lesson).
  struct Opening {
    std::function<void(const PuzzleAdapter* puzzle)> ask_open_as;
    std::function<void(const QString& path)> open;  // a judge file or a lesson, by its suffix
    std::function<void(const Example& example)> open_example;
    std::function<void(const QString& code)> set_language;  // Settings ▸ Language
  };
  Menus(QMainWindow& window, const Commands& commands, const Panels& panels, Session& session, Opening opening);

  QMenu& playback() const { return *playback_; }
  // Puts `path` first in File ▸ Open Recent (kept in the settings, ten at most).
  void remember(const QString& path);
  void retranslate();

 private:
  void rebuild_recent();
  void rebuild_examples();
  QMenu* menu(QMenu* parent, const char* title);

  const Commands& commands_;
  Opening opening_;
  QMainWindow& window_;
  std::vector<std::pair<QMenu*, const char*>> titles_;
  QMenu* open_as_ = nullptr;
  QMenu* recent_ = nullptr;
  QMenu* examples_ = nullptr;
  QMenu* playback_ = nullptr;
  QActionGroup* languages_ = nullptr;
};

}  // namespace frontier::gui
