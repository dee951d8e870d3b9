// The GUI tests' main: one QApplication for all tests, offscreen unless told otherwise,
// with settings kept apart from the user's.

#include <gtest/gtest.h>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);  // QSettings go to a test location
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("FrontierTests"));
  QApplication::setApplicationName(QStringLiteral("test_gui"));
  QSettings().clear();  // every run starts from a new user
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
