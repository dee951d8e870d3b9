// The GUI tests' main: one QApplication for all tests, offscreen unless told otherwise,
// with settings kept apart from the user's and from every other test process (ctest runs
// tests side by side, and each would otherwise read what another just wrote).

#include <gtest/gtest.h>

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  const QTemporaryDir settings_home;  // removed, with everything in it, when the run ends
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings_home.path());
  // The students' results (the application's data folder) are kept there too.
  qputenv("XDG_DATA_HOME", settings_home.path().toUtf8());
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("FrontierTests"));
  QApplication::setApplicationName(QStringLiteral("test_gui"));
  // A student of the tests' own: the window would otherwise ask for a name, in a dialog,
  // when the first exercise begins.
  QSettings().setValue(QStringLiteral("results/student"), QStringLiteral("Test Student"));
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
