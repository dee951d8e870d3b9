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
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("FrontierTests"));
  QApplication::setApplicationName(QStringLiteral("test_gui"));
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
