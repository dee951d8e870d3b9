#include "window/panels.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>

#include "widgets/cases_panel.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/narration_history.hpp"
#include "widgets/play_panel.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/commands.hpp"

namespace frontier::gui {

Panels::Panels(QMainWindow& window)
    : QObject(&window),
      cases(new CasesPanel(&window)),
      legend(new LegendPanel(&window)),
      pseudocode(new PseudocodePanel(&window)),
      counters(new CountersPanel(&window)),
      frontier(new FrontierPanel(&window)),
      narration(new NarrationHistory(&window)),
      play(new PlayPanel(&window)),
      edit(new EditPanel(&window)),
      exercise(new ExercisePanel(&window)),
      window_(window) {
  add("cases_dock", QT_TRANSLATE_NOOP("Panels", "Cases and queries"), cases, Qt::LeftDockWidgetArea);
  add("legend_dock", QT_TRANSLATE_NOOP("Panels", "Legend"), legend, Qt::LeftDockWidgetArea);
  add("pseudocode_dock", QT_TRANSLATE_NOOP("Panels", "Pseudo-code"), pseudocode, Qt::RightDockWidgetArea);
  add("counters_dock", QT_TRANSLATE_NOOP("Panels", "Counters"), counters, Qt::RightDockWidgetArea);
  // The frontier as a list: closed at first, so the window keeps its room on a laptop's
  // screen (a tab would cost a tab bar's height); View ▸ Frontier List opens it.
  add("frontier_dock", QT_TRANSLATE_NOOP("Panels", "Frontier"), frontier, Qt::RightDockWidgetArea)->hide();
  connect(dock("frontier_dock"), &QDockWidget::visibilityChanged, frontier, &FrontierPanel::set_shown);
  add("narration_dock", QT_TRANSLATE_NOOP("Panels", "Narration"), narration, Qt::RightDockWidgetArea);
  // A mode's panel stands in the place of the search's while the mode lasts.
  add("play_dock", QT_TRANSLATE_NOOP("Panels", "Play"), play, Qt::RightDockWidgetArea)->hide();
  add("edit_dock", QT_TRANSLATE_NOOP("Panels", "Edit"), edit, Qt::RightDockWidgetArea)->hide();
  add("exercise_dock", QT_TRANSLATE_NOOP("Panels", "Exercise"), exercise, Qt::RightDockWidgetArea)->hide();
}

QDockWidget* Panels::add(const char* name, const char* title, QWidget* panel, Qt::DockWidgetArea area) {
  auto* dock = new QDockWidget(&window_);
  dock->setObjectName(QString::fromLatin1(name));  // saveState() finds docks by name
  dock->setWidget(panel);
  window_.addDockWidget(area, dock);
  docks_[dock->objectName()] = dock;
  titles_[dock->objectName()] = title;
  return dock;
}

QDockWidget* Panels::dock(const char* name) const { return docks_.at(QString::fromLatin1(name)); }

std::vector<QWidget*> Panels::search_docks() const {
  return {dock("pseudocode_dock"), dock("counters_dock"), dock("frontier_dock"), dock("narration_dock")};
}

void Panels::take_commands(const Commands& commands) {
  connect(commands[Command::show_frontier], &QAction::triggered, this, &Panels::show_frontier);
}

void Panels::show_frontier() {
  QDockWidget* frontier_dock = dock("frontier_dock");
  frontier_dock->show();
  frontier_dock->raise();
  frontier->focus_list();
}

void Panels::retranslate() {
  for (const auto& [name, dock] : docks_) dock->setWindowTitle(QCoreApplication::translate("Panels", titles_.at(name)));
}

}  // namespace frontier::gui
