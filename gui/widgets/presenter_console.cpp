#include "widgets/presenter_console.hpp"

#include <QCloseEvent>
#include <QEvent>
#include <QFont>
#include <QGridLayout>

namespace frontier::gui {

PresenterConsole::PresenterConsole(QWidget* parent)
    : QWidget(parent, Qt::Window),
      current_(new QLabel(this)),
      next_(new QLabel(this)),
      note_(new QLabel(this)),
      code_(new QLabel(this)),
      elapsed_(new QLabel(this)),
      next_heading_(new QLabel(this)),
      note_heading_(new QLabel(this)),
      code_heading_(new QLabel(this)) {
  setObjectName(QStringLiteral("presenter_console"));
  const std::pair<QLabel*, const char*> names[] = {{current_, "console_current"}, {next_, "console_next"},
                                                   {note_, "console_note"},       {code_, "console_code"},
                                                   {elapsed_, "console_elapsed"}};
  for (const auto& [label, name] : names) {
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  }
  // Read at arm's length: the slide and the time large, the rest a size below.
  QFont large = font();
  large.setPointSizeF(large.pointSizeF() * 2.0);
  large.setBold(true);
  current_->setFont(large);
  elapsed_->setFont(large);
  QFont medium = font();
  medium.setPointSizeF(medium.pointSizeF() * 1.5);
  for (QLabel* label : {next_, note_, code_}) label->setFont(medium);
  code_->setFont([&] {
    QFont mono = medium;
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    return mono;
  }());
  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(24, 24, 24, 24);
  layout->setVerticalSpacing(16);
  layout->addWidget(current_, 0, 0);
  layout->addWidget(elapsed_, 0, 1, Qt::AlignRight | Qt::AlignTop);
  layout->addWidget(next_heading_, 1, 0, 1, 2);
  layout->addWidget(next_, 2, 0, 1, 2);
  layout->addWidget(code_heading_, 3, 0, 1, 2);
  layout->addWidget(code_, 4, 0, 1, 2);
  layout->addWidget(note_heading_, 5, 0, 1, 2);
  layout->addWidget(note_, 6, 0, 1, 2);
  layout->setRowStretch(7, 1);
  layout->setColumnStretch(0, 1);
  ticks_.setInterval(1000);
  connect(&ticks_, &QTimer::timeout, this, &PresenterConsole::tick);
  retranslate();
}

void PresenterConsole::start() {
  since_.start();
  ticks_.start();
  tick();
}

void PresenterConsole::show_slides(const QString& current, const QString& next) {
  current_->setText(current);
  next_->setText(next.isEmpty() ? tr("(the end of the lesson)") : next);
}

void PresenterConsole::show_note(const QString& note) { note_->setText(note); }

void PresenterConsole::show_code_line(const QString& line) { code_->setText(line.isEmpty() ? tr("(no line lit)") : line); }

void PresenterConsole::tick() {
  const qint64 seconds = since_.isValid() ? since_.elapsed() / 1000 : 0;
  elapsed_->setText(tr("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')));
}

void PresenterConsole::retranslate() {
  setWindowTitle(tr("Presenter Console — Frontier"));
  next_heading_->setText(tr("Next"));
  note_heading_->setText(tr("Notes"));
  code_heading_->setText(tr("Pseudo-code line lit"));
  elapsed_->setToolTip(tr("Time since the presentation began"));
  if (next_->text().isEmpty()) next_->setText(tr("(the end of the lesson)"));
}

void PresenterConsole::closeEvent(QCloseEvent* event) {
  QWidget::closeEvent(event);
  if (event->isAccepted()) emit closed();
}

void PresenterConsole::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

}  // namespace frontier::gui
