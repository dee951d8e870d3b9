// frontier: the visualizer. See app/launch.hpp for the command line.

#include <QApplication>
#include <QIcon>
#include <memory>

#include "app/headless.hpp"
#include "app/language.hpp"
#include "app/launch.hpp"
#include "window/crash_recovery.hpp"
#include "window/help_dialogs.hpp"
#include "window/main_window.hpp"

int main(int argc, char** argv) {
  // Both before QApplication: it picks its platform when constructed, and the window
  // reads the settings as soon as it exists.
  frontier::gui::hold_closed_standard_streams();
  const frontier::gui::Headless headless = frontier::gui::headless_from(argc, argv);
  if (!frontier::gui::choose_platform(headless)) return 1;
  std::unique_ptr<frontier::gui::ScratchSettings> scratch_settings;
  if (headless.draws()) scratch_settings = std::make_unique<frontier::gui::ScratchSettings>();

  const QStringList arguments = frontier::gui::raw_arguments(argc, argv);  // before Qt takes its own
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Frontier"));
  QApplication::setApplicationName(QStringLiteral("frontier"));
  QApplication::setApplicationDisplayName(QStringLiteral("Frontier"));
  QApplication::setApplicationVersion(QStringLiteral(FRONTIER_VERSION));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/frontier.svg")));
  frontier::gui::language::apply(frontier::gui::language::preferred());

  int exit_status = 0;
  const auto options = frontier::gui::parse_launch_options(arguments, &exit_status);
  if (!options) return exit_status;
  if (options->tool()) return frontier::gui::run_results_tool(*options);

  frontier::gui::MainWindow window;
  frontier::gui::Launcher launcher(window, *options);
  QObject::connect(&launcher, &frontier::gui::Launcher::finished, &app, [](int status) { QApplication::exit(status); });
  if (!options->screenshot.isEmpty()) {
    window.resize(options->size);
  } else if (!options->headless()) {
    window.place_on_screen();
  }
  window.show();
  // Before the command line's file opens: what a crash left is offered first, and the file
  // then asks about it as about any unsaved change. A headless run never journals into the
  // user's folder (its settings are scratch) and never asks.
  if (!options->headless()) window.recovery().offer_recovery();
  launcher.start();
  // A first interactive start shows the tour; a headless run never does.
  if (!options->headless()) window.help().offer_tour();
  return QApplication::exec();
}
