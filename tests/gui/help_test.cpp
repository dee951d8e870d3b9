// Help beyond About: "?" lists every key by menu, and the tour walks through the three
// steps of a first lesson with the keys the window really has.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTest>

#include "app/language.hpp"
#include "gui_test_support.hpp"
#include "window/help_dialogs.hpp"

namespace frontier::gui::testing {
namespace {

QStringList column(const QTableWidget& table, int c) {
  QStringList cells;
  for (int r = 0; r < table.rowCount(); ++r) cells << table.item(r, c)->text();
  return cells;
}

TEST(Help, QuestionMarkListsEveryKeyOfEveryMenu) {
  MainWindow window;
  show_active(window);
  ASSERT_EQ(window.help().keys_dialog(), nullptr);
  QTest::keyClick(&window, Qt::Key_Question);
  ASSERT_NE(window.help().keys_dialog(), nullptr);
  EXPECT_TRUE(window.help().keys_dialog()->isVisible());
  EXPECT_FALSE(window.help().keys_dialog()->isModal()) << "the window answers while the keys are shown";
  const QTableWidget& table = *window.help().keys_dialog()->table();
  const QStringList actions = column(table, 1);
  const QStringList keys = column(table, 2);
  // Every action of the window that has a key is listed with it, once, in the words of its menu.
  int with_keys = 0;
  for (const char* name : {"open", "run", "cancel", "play", "step_forward", "step_back", "expansion_forward",
                           "layer_forward", "to_start", "to_end", "faster", "presentation", "keys"}) {
    const QAction* action = window.action(QString::fromLatin1(name));
    ASSERT_NE(action, nullptr) << name;
    QString text = action->text();
    text.remove(QLatin1Char('&'));
    const auto row = actions.indexOf(text);
    ASSERT_GE(row, 0) << name << " is not listed";
    EXPECT_EQ(actions.count(text), 1) << name;
    EXPECT_TRUE(keys[row].contains(action->shortcut().toString(QKeySequence::NativeText))) << name;
    ++with_keys;
  }
  EXPECT_GE(table.rowCount(), with_keys);
  for (const QString& action : actions) EXPECT_FALSE(action.contains(QLatin1Char('&'))) << action.toStdString();
  // Both keys of Faster (+ and =), and the Playback menu as where it lives.
  const auto faster = actions.indexOf(QStringLiteral("Faster"));
  ASSERT_GE(faster, 0);
  EXPECT_TRUE(keys[faster].contains(QStringLiteral("+")) && keys[faster].contains(QStringLiteral("=")));
  EXPECT_EQ(table.item(static_cast<int>(faster), 0)->text(), QStringLiteral("Playback"));
  // The board's own keys, which no menu has: the keyboard alone works every mode.
  const QStringList where = column(table, 0);
  EXPECT_EQ(where.count(QStringLiteral("On the board")), 4);
  for (const char* key : {"Tab or Shift+Tab", "Arrows", "Space", "0 to 9"}) {
    EXPECT_TRUE(keys.contains(QString::fromLatin1(key))) << key;
  }
}

TEST(Help, TheTourNamesTheWindowsOwnKeysAndPagesThrough) {
  MainWindow window;
  show_active(window);
  window.action(QStringLiteral("tour"))->trigger();
  const TourDialog* tour = window.help().tour_dialog();
  ASSERT_NE(tour, nullptr);
  ASSERT_TRUE(tour->isVisible());
  auto* back = tour->findChild<QPushButton*>(QStringLiteral("tour_back"));
  auto* next = tour->findChild<QPushButton*>(QStringLiteral("tour_next"));
  EXPECT_FALSE(back->isEnabled());
  EXPECT_TRUE(tour->text().contains(QStringLiteral("Open a judge file")));
  EXPECT_TRUE(tour->text().contains(window.action(QStringLiteral("open"))->shortcut().toString(QKeySequence::NativeText)));
  QTest::mouseClick(next, Qt::LeftButton);
  EXPECT_EQ(tour->page(), 1);
  EXPECT_TRUE(tour->text().contains(QStringLiteral("<b>F9</b>"))) << tour->text().toStdString();
  QTest::mouseClick(next, Qt::LeftButton);
  EXPECT_EQ(tour->page(), 2);
  EXPECT_FALSE(next->isEnabled());
  for (const char* name : {"step_forward", "expansion_forward", "layer_forward", "play", "keys"}) {
    const QString key = window.action(QString::fromLatin1(name))->shortcut().toString(QKeySequence::NativeText);
    EXPECT_TRUE(tour->text().contains(QStringLiteral("<b>") + key.toHtmlEscaped())) << name;
  }
  QTest::mouseClick(back, Qt::LeftButton);
  EXPECT_EQ(tour->page(), 1);
}

// Every page of the tour shows its text whole, in English and in Chinese, with the window
// at 1280 × 800: a dialog sized for page 1's text cut page 3 off mid-sentence.
TEST(Help, EveryPageOfTheTourShowsItsTextWhole) {
  struct BackToEnglish {
    ~BackToEnglish() { language::apply(language::kEnglish); }
  } back;
  for (const QString& code : {language::kEnglish, language::kChinese}) {
    ASSERT_TRUE(language::apply(code));
    MainWindow window;
    window.resize(1280, 800);
    show_active(window);
    window.action(QStringLiteral("tour"))->trigger();
    const TourDialog* tour = window.help().tour_dialog();
    ASSERT_NE(tour, nullptr);
    auto* next = tour->findChild<QPushButton*>(QStringLiteral("tour_next"));
    for (int page = 0; page < TourDialog::kPages; ++page) {
      if (page > 0) QTest::mouseClick(next, Qt::LeftButton);
      ASSERT_EQ(tour->page(), page);
      QApplication::processEvents();  // the layout settles as a user would see it
      int words = 0;
      for (const QLabel* label : tour->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty()) continue;
        ++words;
        const int needed = label->hasHeightForWidth() ? label->heightForWidth(label->width()) : label->sizeHint().height();
        EXPECT_LE(needed, label->height()) << code.toStdString() << " page " << page + 1 << " is cut off: "
                                           << label->text().toStdString();
        EXPECT_TRUE(tour->rect().contains(label->geometry())) << code.toStdString() << " page " << page + 1;
      }
      EXPECT_EQ(words, 2) << "a heading and a text";
    }
  }
}

TEST(Help, TheTourOffersItselfOnceOnly) {
  QSettings().remove(QStringLiteral("tour_seen"));
  {
    MainWindow window;
    window.help().offer_tour();
    ASSERT_NE(window.help().tour_dialog(), nullptr);
    EXPECT_TRUE(window.help().tour_dialog()->isVisible());
  }
  MainWindow again;
  again.help().offer_tour();
  EXPECT_EQ(again.help().tour_dialog(), nullptr) << "a second start does not show it again";
}

}  // namespace
}  // namespace frontier::gui::testing
