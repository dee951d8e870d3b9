#include "window/bilingual_lines.hpp"

#include <QLabel>

namespace frontier::gui {

namespace {
QString line_name(const QString& name, const char* language) {
  return name.isEmpty() ? QLatin1String(language) : name + u'_' + QLatin1String(language);
}
}  // namespace

BilingualLines::BilingualLines(QWidget* parent, const QString& name, const Bilingual& words, int max_length)
    : english_(new QLineEdit(words.english, parent)), chinese_(new QLineEdit(words.chinese, parent)) {
  english_->setObjectName(line_name(name, "english"));
  chinese_->setObjectName(line_name(name, "chinese"));
  english_->setMaxLength(max_length);  // a longer text could be saved but not read back
  chinese_->setMaxLength(max_length);
  english_->setMinimumWidth(420);
}

void BilingualLines::add_to(QFormLayout& form, const QString& english_label, const QString& chinese_label) {
  for (const auto& [line, label] : {std::pair{english_, english_label}, std::pair{chinese_, chinese_label}}) {
    form.addRow(label, line);
    // The label's words without the mnemonic's mark and the colon: "Note in English".
    QString name = label;
    name.remove(u'&');
    if (name.endsWith(u':') || name.endsWith(u'：')) name.chop(1);
    line->setAccessibleName(name);
  }
}

}  // namespace frontier::gui
