// The narration a user reads: the strip under the board says the cursor's fine step in a
// sentence, as the keyboard steps through bfs-turns on HDU 1175's sample; the Narration
// dock lists the sentences up to the cursor, and a click on one moves the cursor there;
// presentation mode enlarges the strip; a change of language words it anew. Whether every
// sentence has its Chinese is ChineseTranslation.CoversEveryNarrationTemplate's to say
// (core_text_test.cpp); here a translator of a few sentences shows the strip follows one.

#include <gtest/gtest.h>

#include <QElapsedTimer>

#include <QDockWidget>
#include <QTest>
#include <QTranslator>

#include "app/language.hpp"
#include "gui_test_support.hpp"
#include "search/clock.hpp"
#include "window_stand_in.hpp"
#include "widgets/narration_history.hpp"
#include "widgets/narration_strip.hpp"

namespace frontier::gui::testing {
namespace {

class Narration : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(language::apply(language::kEnglish));
    window.show_active();
    ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
    ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
    window.session().choose(0, 0);
    ASSERT_TRUE(window.search());
    dock()->show();
    // The set-up's fine steps, where the cursor stands after the run, come from a worker.
    ASSERT_TRUE(wait_until([&] { return !strip().isEmpty(); }));
  }
  void TearDown() override { language::apply(language::kEnglish); }
  void press(int key) {
    QTest::keyClick(&window.window(), static_cast<Qt::Key>(key));
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  }
  QString strip() { return window.narration_strip()->text(); }
  QDockWidget* dock() { return window.window().findChild<QDockWidget*>(QStringLiteral("narration_dock")); }
  QListWidget* rows() { return window.panels().narration->list(); }
  WindowStandIn window;
};

TEST_F(Narration, TheStripSaysEachFineStepOfBfsTurnsAsTheKeysStepThroughIt) {
  // After the run the cursor stands on the set-up, whose last step pushed the fourth heading.
  EXPECT_EQ(strip(), QStringLiteral("(1, 1) heading left joins the frontier with 0 turns."));
  const QStringList expected = {
      QStringLiteral("Expansion 1: (1, 1) heading up leaves the frontier, reached with 0 turns."),
      QStringLiteral("Take (1, 1) heading up from the layer of its turns, reached with 0 turns."),
      QStringLiteral("If (1, 1) heading up has since been reached with fewer turns, skip it: that straighter line is "
                     "explored instead."),
      QStringLiteral("Look one cell ahead of (1, 1) heading up."),
      QStringLiteral("If the cell ahead of (1, 1) heading up is the target, the answer is YES with 0 turns."),
      QStringLiteral("If the cell ahead of (1, 1) heading up is open and no line reached it with 0 turns or fewer, it "
                     "joins this same layer."),
      QStringLiteral("With 0 turns, (1, 1) heading up may still turn: try the two headings at right angles."),
      QStringLiteral("Turn to (1, 1) heading right: it joins the next layer unless a line reached it with as few turns."),
  };
  for (const QString& sentence : expected) {
    press(Qt::Key_Right);
    EXPECT_EQ(strip(), sentence) << "at fine step " << window.session().playback().fine_index().value_or(-1);
  }
  // The dock lists the set-up's six sentences and these, the cursor's own selected.
  ASSERT_EQ(rows()->count(), 6 + expected.size());
  EXPECT_EQ(rows()->item(rows()->count() - 1)->text(), expected.back());
  EXPECT_EQ(rows()->currentRow(), rows()->count() - 1);
  EXPECT_EQ(rows()->item(0)->text(), QStringLiteral("Check the two clicks first: if the tiles differ, one is blank, or "
                                                    "both are the same cell, the answer is NO."));
  // Back a step: the strip says the step before, and the dock drops the last row.
  press(Qt::Key_Left);
  EXPECT_EQ(strip(), expected[expected.size() - 2]);
  EXPECT_EQ(rows()->count(), 6 + expected.size() - 1);
  // A whole expansion on: coarse, the strip says the expansion's last fine step, the
  // second turn of (1, 1) heading up.
  window.session().playback().seek(1);
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting() && !strip().isEmpty(); }));
  EXPECT_EQ(strip(), QStringLiteral("Turn to (1, 1) heading left: it joins the next layer unless a line reached it with "
                                    "as few turns."));
  // At the end, the step that finds the target.
  window.session().playback().to_end();
  ASSERT_TRUE(wait_until([&] {
    return strip() == QStringLiteral("If the cell ahead of (2, 4) heading down is the target, the answer is YES with 2 turns.");
  })) << strip().toStdString();
}

TEST_F(Narration, AClickOnASentenceOfTheDockMovesTheCursorThere) {
  for (int i = 0; i < 12; ++i) press(Qt::Key_Right);
  ASSERT_EQ(window.session().playback().position(), 2);  // expansion 1 has 9 fine steps
  const int row = 8;  // the set-up's 6, then expansion 1's third: "If (1, 1) heading up has since ..."
  ASSERT_GT(rows()->count(), row);
  const QString said = rows()->item(row)->text();
  EXPECT_TRUE(said.startsWith(QStringLiteral("If (1, 1) heading up has since been reached"))) << said.toStdString();
  rows()->scrollToItem(rows()->item(row));
  QTest::mouseClick(rows()->viewport(), Qt::LeftButton, {}, rows()->visualItemRect(rows()->item(row)).center());
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  EXPECT_EQ(window.session().playback().position(), 1);
  EXPECT_EQ(window.session().playback().fine_index(), std::optional<int>(2));
  EXPECT_EQ(window.session().playback().counters().step, 1u);
  EXPECT_EQ(strip(), said);
  // The dock now ends at the sentence chosen, and it is the one selected.
  EXPECT_EQ(rows()->count(), row + 1);
  EXPECT_EQ(rows()->currentRow(), row);
}

TEST_F(Narration, PresentationModeEnlargesTheStrip) {
  const qreal normal = window.narration_strip()->font().pointSizeF();
  window.narration_strip()->set_presentation(true);  // as presenting sets it (presentation_test.cpp)
  EXPECT_GT(window.narration_strip()->font().pointSizeF(), normal * 1.4);
  EXPECT_TRUE(window.narration_strip()->wordWrap());
  window.narration_strip()->set_presentation(false);
  EXPECT_DOUBLE_EQ(window.narration_strip()->font().pointSizeF(), normal);
}

// A translator of the two sentences and the unit the cursor's step needs, as the .ts file
// will hold them: the strip and the dock speak it as soon as it is installed, with the
// state in the window's own words, and English again once it is gone.
class FewSentences final : public QTranslator {
 public:
  bool isEmpty() const override { return false; }
  QString translate(const char* context, const char* source, const char* disambiguation, int n) const override {
    const QByteArray key = QByteArray(context) + '|' + source + '|' + (disambiguation ? disambiguation : "");
    if (key == "Narration|{subject} joins the frontier with {subject_cost}.|any search") {
      return QStringLiteral("{subject} 加入边界，代价 {subject_cost}。");
    }
    if (key == "Narration|%n turn(s)|unit") return QStringLiteral("%1 次转弯").arg(n);
    return {};
  }
};

TEST_F(Narration, AChangeOfLanguageWordsTheStripAnew) {
  ASSERT_EQ(strip(), QStringLiteral("(1, 1) heading left joins the frontier with 0 turns."));
  FewSentences chinese;
  QCoreApplication::installTranslator(&chinese);
  EXPECT_TRUE(wait_until([&] { return strip() == QStringLiteral("(1, 1) heading left 加入边界，代价 0 次转弯。"); }))
      << strip().toStdString();
  EXPECT_EQ(rows()->item(rows()->count() - 1)->text(), strip());
  QCoreApplication::removeTranslator(&chinese);
  EXPECT_TRUE(wait_until([&] { return strip() == QStringLiteral("(1, 1) heading left joins the frontier with 0 turns."); }));
}

TEST_F(Narration, BeforeAnySearchTheStripSaysNothing) {
  WindowStandIn fresh;
  ASSERT_TRUE(fresh.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  EXPECT_TRUE(fresh.narration_strip()->text().isEmpty());
  EXPECT_EQ(fresh.narration_strip()->height(), window.narration_strip()->height()) << "the board keeps its place";
}

// What a screen reader hears: each sentence becomes the strip's accessible name, whose
// change Qt sends as an event a screen reader speaks (QWidget::setAccessibleName); while
// playing fast, one every NarrationStrip::kAnnounceMs at most, and the sentence the
// cursor stops on is the last said. (Offscreen there is no AT-SPI bus to hear the
// events: the names are watched as they change.)
TEST_F(Narration, AScreenReaderHearsEachStepAndWhilePlayingFastNotEverySentence) {
  NarrationStrip& speaker = *window.narration_strip();
  // A board the search explores whole: many sentences to play through.
  ASSERT_TRUE(window.open(write_temporary(QStringLiteral("walled_12x12.in"), walled_lianliankan_board(12, 12))));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(window.search());
  window.session().playback().to_start();
  QTest::qWait(NarrationStrip::kAnnounceMs + 100);
  const QString before = speaker.accessibleName();
  press(Qt::Key_Right);
  EXPECT_NE(speaker.accessibleName(), before) << "a step is said at once";
  EXPECT_EQ(speaker.accessibleName(), strip());
  QTest::qWait(NarrationStrip::kAnnounceMs + 100);

  Clock& clock = window.session().clock();
  clock.set_speed_level(5);  // 32 lines a second: each a sentence
  int sentences = 0;
  int said = 0;
  QString shown = strip();
  QString heard = speaker.accessibleName();
  QElapsedTimer playing;
  playing.start();
  clock.play();
  while (playing.elapsed() < 1200 && clock.playing()) {
    QTest::qWait(2);
    if (strip() != shown) {
      ++sentences;
      shown = strip();
    }
    if (speaker.accessibleName() != heard) {
      ++said;
      heard = speaker.accessibleName();
    }
  }
  clock.pause();
  const qint64 played = playing.elapsed();
  ASSERT_GT(sentences, 10) << "fast enough to need holding back";
  EXPECT_GE(said, 1);
  EXPECT_LE(said, played / NarrationStrip::kAnnounceMs + 2) << sentences << " sentences shown in " << played << " ms";
  EXPECT_TRUE(wait_until([&] { return speaker.accessibleName() == strip(); }, NarrationStrip::kAnnounceMs * 3))
      << "the sentence it stopped on is said last";
}

}  // namespace
}  // namespace frontier::gui::testing
