#include "app/language.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace frontier::gui::language {

namespace {
QTranslator& program_translator() {
  static QTranslator translator;
  return translator;
}
QTranslator& qt_translator() {
  static QTranslator translator;
  return translator;
}
QString& current_code() {
  static QString code = kEnglish;
  return code;
}
}  // namespace

QStringList available() { return {kEnglish, kChinese}; }

QString native_name(const QString& code) {
  // Each language is named in itself, so that anyone can find their own.
  return code == kChinese ? QStringLiteral("简体中文") : QStringLiteral("English");
}

QString system_default() {
  return QLocale::system().language() == QLocale::Chinese ? kChinese : kEnglish;
}

QString preferred() {
  const QString saved = QSettings().value(QStringLiteral("language")).toString();
  return available().contains(saved) ? saved : system_default();
}

void save_preference(const QString& code) { QSettings().setValue(QStringLiteral("language"), code); }

bool apply(const QString& code) {
  QCoreApplication::removeTranslator(&program_translator());
  QCoreApplication::removeTranslator(&qt_translator());
  current_code() = kEnglish;
  QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
  // The program's own strings are compiled in (qt_add_translations); English's file holds
  // only its plural forms. Qt's own dialog buttons come from the system's Qt translations
  // when they are installed.
  if (!program_translator().load(QStringLiteral(":/i18n/frontier_%1.qm").arg(code))) return false;
  QCoreApplication::installTranslator(&program_translator());
  if (code == kEnglish) return true;
  if (qt_translator().load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
    QCoreApplication::installTranslator(&qt_translator());
  }
  QLocale::setDefault(QLocale(code));
  current_code() = code;
  return true;
}

QString current() { return current_code(); }

QString translated_into(const QString& code, const char* context, const char* source) {
  if (code == kEnglish) return QString::fromUtf8(source);
  // A translator of its own, loaded once, not installed: the window's language stays.
  static QTranslator chinese;
  static const bool loaded = chinese.load(QStringLiteral(":/i18n/frontier_%1.qm").arg(kChinese));
  if (code != kChinese || !loaded) return QString::fromUtf8(source);
  const QString words = chinese.translate(context, source);
  return words.isEmpty() ? QString::fromUtf8(source) : words;
}

}  // namespace frontier::gui::language
