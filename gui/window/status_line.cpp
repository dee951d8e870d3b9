#include "window/status_line.hpp"

#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>

#include "search/run.hpp"

namespace frontier::gui {

StatusLine::StatusLine(QStatusBar& bar) : QObject(&bar), bar_(bar), label_(new QLabel(&bar)), progress_(new QProgressBar(&bar)) {
  label_->setObjectName(QStringLiteral("status"));
  progress_->setRange(0, 0);  // busy: a search cannot know how far it is from its end
  progress_->setMaximumWidth(160);
  progress_->hide();
  bar.addPermanentWidget(label_);
  bar.addPermanentWidget(progress_);
  timer_.setInterval(100);
  connect(&timer_, &QTimer::timeout, this, &StatusLine::show_time);
}

void StatusLine::say(std::function<QString()> words) {
  words_ = std::move(words);
  label_->setText(words_ ? words_() : QString());
  emit said();
}

QString StatusLine::text() const { return label_->text(); }

void StatusLine::retranslate() {
  if (words_) label_->setText(words_());
}

void StatusLine::show_search(const Run& lane) {
  lane_ = &lane;
  progress_->show();
  timer_.start();
  show_time();
}

void StatusLine::end_search() {
  timer_.stop();
  progress_->hide();
  lane_ = nullptr;
}

void StatusLine::say_searched(const SearchResult& result) {
  say([stopped = result.stopped, expansions = static_cast<int>(result.trace.steps()), seconds = result.seconds] {
    return stopped ? tr("Search cancelled after %n expansions.", nullptr, expansions)
                   : tr("Search finished: %n expansions in %1 s.", nullptr, expansions).arg(seconds, 0, 'f', 3);
  });
}

void StatusLine::say_search_failed(const QString& why) {
  say([why] { return tr("The search could not run: %1").arg(why); });
}

void StatusLine::show_hint(const QString& hint) {
  hint.isEmpty() ? bar_.clearMessage() : bar_.showMessage(hint);
}

void StatusLine::show_time() {
  if (lane_ == nullptr || !lane_->searching()) return;
  label_->setText(tr("Searching… %1 s").arg(lane_->session().elapsed_ms() / 1000.0, 0, 'f', 1));
}

}  // namespace frontier::gui
