// Every menu of the window, walked with its submenus in English and in Chinese: no two
// entries of one menu share a mnemonic (Alt+letter, or the letter in an open menu), or the
// letter selects the first and the keyboard never reaches the second (the Lesson menu's "u"
// was Update's before Duplicate's).

#include <gtest/gtest.h>

#include <QMenu>
#include <QMenuBar>

#include "app/language.hpp"
#include "gui_test_support.hpp"

namespace frontier::gui::testing {
namespace {

QString plain(const QString& text) { return QString(text).remove(u'&'); }

// The clashes of `entries` (menu titles or actions), each said "letter: first / second".
QStringList clashes(const QList<QAction*>& entries) {
  std::map<QString, QString> holder;
  QStringList found;
  for (QAction* entry : entries) {
    if (entry->isSeparator() || !entry->isVisible()) continue;
    const QKeySequence mnemonic = QKeySequence::mnemonic(entry->text());
    if (mnemonic.isEmpty()) continue;
    const QString key = mnemonic.toString();
    if (const auto held = holder.find(key); held != holder.end()) {
      found << QStringLiteral("%1: %2 / %3").arg(key, held->second, plain(entry->text()));
    } else {
      holder[key] = plain(entry->text());
    }
  }
  return found;
}

// Every menu under `menu` (itself included), filled as it is when opened.
void walk(QMenu& menu, const QString& path, QStringList& found, int& menus) {
  emit menu.aboutToShow();  // menus built when opened (Rules) are built
  ++menus;
  for (const QString& clash : clashes(menu.actions())) found << path + QStringLiteral(": ") + clash;
  for (QAction* entry : menu.actions()) {
    if (QMenu* sub = entry->menu()) walk(*sub, path + QStringLiteral(" ▸ ") + plain(sub->title()), found, menus);
  }
}

// The language's code ("en", "zh_CN").
class Mnemonics : public ::testing::TestWithParam<const char*> {
 protected:
  void TearDown() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
};

TEST_P(Mnemonics, NoTwoEntriesOfOneMenuShareOne) {
  MainWindow window;
  // A document and a lesson open: every menu as full as it gets.
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  window.action(Command::add_slide)->trigger();
  ASSERT_TRUE(language::apply(QLatin1String(GetParam())));
  QApplication::processEvents();  // the window words itself anew
  QStringList found;
  int menus = 0;
  const QList<QAction*> bar = window.menuBar()->actions();
  for (const QString& clash : clashes(bar)) found << QStringLiteral("menu bar: ") + clash;
  for (QAction* entry : bar) {
    if (QMenu* menu = entry->menu()) walk(*menu, plain(menu->title()), found, menus);
  }
  EXPECT_GE(menus, 9) << "the walk missed menus";
  EXPECT_TRUE(found.isEmpty()) << found.join(u'\n').toStdString();
  window.set_quiet(true);
}

INSTANTIATE_TEST_SUITE_P(InEachLanguage, Mnemonics, ::testing::Values("en", "zh_CN"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                           return std::string(info.param) == "en" ? std::string("English") : std::string("Chinese");
                         });

}  // namespace
}  // namespace frontier::gui::testing
