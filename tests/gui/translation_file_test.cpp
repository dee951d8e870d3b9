// The Chinese translation file itself: every message in it is translated. The window's
// tests see only what a lookup returns, and a lookup may fall back (to the English, or to
// the same words in another algorithm's pseudo-code); the file says what is really done.

#include <gtest/gtest.h>

#include <QFile>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace frontier::gui::testing {
namespace {

// Every message of frontier_zh_CN.ts is translated, so that what the update_translations
// target adds (a new tr() string, a line listed in core_strings.cpp) cannot ship in English.
TEST(ChineseTranslation, LeavesNoMessageUnfinished) {
  QFile file(QStringLiteral(FRONTIER_TRANSLATIONS_DIR "/frontier_zh_CN.ts"));
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  QXmlStreamReader xml(&file);
  int messages = 0;
  QStringList unfinished;
  QString context;
  QString source;
  QString comment;
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    if (xml.name() == QLatin1String("name")) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("message")) {
      ++messages;
      comment.clear();
    } else if (xml.name() == QLatin1String("source")) {
      source = xml.readElementText();
    } else if (xml.name() == QLatin1String("comment")) {
      comment = xml.readElementText();
    } else if (xml.name() == QLatin1String("translation")) {
      const bool marked = !xml.attributes().value(QLatin1String("type")).isEmpty();  // unfinished, vanished, obsolete
      // A plural's words are in <numerusform> children: all the text inside counts.
      const QString words = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      if (marked || words.trimmed().isEmpty()) {
        unfinished << context + QStringLiteral(" | ") + source + (comment.isEmpty() ? QString() : QStringLiteral(" | ") + comment);
      }
    }
  }
  ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  EXPECT_GT(messages, 0);
  EXPECT_TRUE(unfinished.isEmpty()) << "untranslated in frontier_zh_CN.ts:\n" << unfinished.join(QLatin1Char('\n')).toStdString();
}

}  // namespace
}  // namespace frontier::gui::testing
