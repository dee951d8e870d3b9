#pragma once
// The language of the interface: English (the source) or Simplified Chinese, chosen from
// the system locale unless the user picked one in the settings. Switching installs the
// translators; every widget then receives QEvent::LanguageChange and retranslates itself.

#include <QString>
#include <QStringList>

namespace frontier::gui::language {

inline const QString kEnglish = QStringLiteral("en");
inline const QString kChinese = QStringLiteral("zh_CN");

QStringList available();       // codes, in menu order
QString native_name(const QString& code);  // "English", "简体中文"
QString system_default();
// The saved choice, or the system's when none was saved.
QString preferred();
void save_preference(const QString& code);
// Installs the translators for `code`; returns false when its translation is missing.
bool apply(const QString& code);
QString current();
// `source` (in `context`) in the language `code`, whichever language the window speaks:
// words a teacher's lesson keeps in both languages (a slide's automatic title).
QString translated_into(const QString& code, const char* context, const char* source);

}  // namespace frontier::gui::language
