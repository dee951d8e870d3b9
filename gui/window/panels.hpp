#pragma once
// The window's side panels, each in a dock named for saveState: the search's (cases and
// queries, legend, pseudo-code, counters and the frontier, narration), edit, play and exercise mode's, and
// those the window's parts add (the Question panel, the Slides panel). A dock's title is
// worded in the "Panels" context, again on every change of language.

#include <QObject>
#include <QString>
#include <Qt>
#include <map>
#include <vector>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace frontier::gui {

class CasesPanel;
class Commands;
class CountersPanel;
class EditPanel;
class ExercisePanel;
class FrontierPanel;
class LegendPanel;
class NarrationHistory;
class PlayPanel;
class PseudocodePanel;

class Panels : public QObject {
  Q_OBJECT

 public:
  // Makes the search's panels and the modes' (hidden until their mode shows them).
  explicit Panels(QMainWindow& window);

  // Adds `panel` in a new dock `name` (its object name) titled `title`
  // (QT_TRANSLATE_NOOP("Panels", …)).
  QDockWidget* add(const char* name, const char* title, QWidget* panel, Qt::DockWidgetArea area);
  QDockWidget* dock(const char* name) const;
  // The search's panels: what a comparison, a mode by hand and the stage fold away.
  std::vector<QWidget*> search_docks() const;
  // Every dock, in its name's order, for View ▸ Panels.
  const std::map<QString, QDockWidget*>& docks() const { return docks_; }
  void retranslate();
  // View ▸ Frontier List: the frontier's dock shown (and brought to the front, should the
  // user have made it a tab), the keys in its list.
  void take_commands(const Commands& commands);
  void show_frontier();

  CasesPanel* const cases;
  LegendPanel* const legend;
  PseudocodePanel* const pseudocode;
  CountersPanel* const counters;
  FrontierPanel* const frontier;
  NarrationHistory* const narration;
  PlayPanel* const play;
  EditPanel* const edit;
  ExercisePanel* const exercise;

 private:
  QMainWindow& window_;
  std::map<QString, QDockWidget*> docks_;
  std::map<QString, const char*> titles_;
};

}  // namespace frontier::gui
