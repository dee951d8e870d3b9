#include "widgets/student_line.hpp"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include "results/student_results.hpp"

namespace frontier::gui {

namespace {
// The folder as a user reads it: "~/…" under their home.
QString folder_words(const QString& folder) {
  const QString home = QDir::homePath();
  QString shown = QDir::cleanPath(folder);
  if (shown == home || shown.startsWith(home + u'/')) shown = u'~' + shown.mid(home.size());
  return QDir::toNativeSeparators(shown);
}
}  // namespace

StudentLine::StudentLine(QWidget* parent)
    : QWidget(parent), words_(new QLabel(this)), name_label_(new QLabel(this)), name_(new QLineEdit(this)) {
  setObjectName(QStringLiteral("student_line"));
  words_->setObjectName(QStringLiteral("student_words"));
  words_->setWordWrap(true);
  words_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  name_->setObjectName(QStringLiteral("student_name"));
  name_->setMaxLength(kMaxNameLength);
  name_label_->setBuddy(name_);
  auto* row = new QHBoxLayout;
  row->setContentsMargins(0, 0, 0, 0);
  row->addWidget(name_label_);
  row->addWidget(name_, 1);
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(0, 6, 0, 0);
  column->addWidget(words_);
  column->addLayout(row);
  connect(name_, &QLineEdit::editingFinished, this, [this] {
    const QString typed = name_->text().trimmed();
    if (typed.isEmpty()) {
      name_->setText(student_);  // a name is always there: the line gives it back
    } else if (typed != student_) {
      emit name_given(typed);
    }
  });
  retranslate();
}

void StudentLine::show_student(const QString& name, const QString& folder, bool kept) {
  student_ = name;
  folder_ = folder;
  kept_ = kept;
  if (!name_->hasFocus()) name_->setText(name);
  retranslate();
}

void StudentLine::retranslate() {
  words_->setText(kept_ ? tr("Your work is kept as %1 in %2.").arg(student_, folder_words(folder_))
                        : tr("Nothing done here is kept: this is a teacher's session (presenting, or building a lesson)."));
  name_label_->setText(tr("Student &name:"));
  name_->setAccessibleName(tr("Student name"));
  name_label_->setVisible(kept_);
  name_->setVisible(kept_);
}

void StudentLine::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

}  // namespace frontier::gui
