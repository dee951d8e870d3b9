#include "widgets/search_bar.hpp"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QStyle>

#include "widgets/accessible_name.hpp"
#include "app/core_text.hpp"
#include "model/puzzle.hpp"
#include "session/session.hpp"
#include "window/rules_in_force.hpp"

namespace frontier::gui {

SearchBar::SearchBar(QAction& run, QAction& cancel, QWidget* parent)
    : QToolBar(parent), algorithm_label_(new QLabel(this)), algorithms_(new QComboBox(this)), rules_(new QLabel(this)) {
  setObjectName(QStringLiteral("search_toolbar"));
  setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  algorithms_->setObjectName(QStringLiteral("algorithm"));
  algorithms_->setFocusPolicy(Qt::NoFocus);  // keys belong to stepping
  algorithms_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  connect(algorithms_, &QComboBox::currentIndexChanged, this, [this] {
    if (session_ != nullptr) session_->set_algorithm(algorithms_->currentData().toString());
  });
  addWidget(algorithm_label_);
  addWidget(algorithms_);
  run.setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
  cancel.setIcon(style()->standardIcon(QStyle::SP_BrowserStop));
  addAction(&run);
  addAction(&cancel);
  rules_->setObjectName(QStringLiteral("rules_in_force"));
  name_the_more_button(*this);
  rules_->setContentsMargins(12, 0, 6, 0);
  rules_in_bar_ = addWidget(rules_);
}

void SearchBar::follow(Session& session) {
  session_ = &session;
  connect(&session, &Session::opened, this, [this] {
    show_algorithms();
    show_rules();
  });
  connect(&session, &Session::chosen, this, &SearchBar::show_rules);  // or the rules changed
  connect(&session, &Session::search_chosen, this,
          [this] { algorithms_->setCurrentIndex(algorithms_->findData(session_->algorithm())); });
}

void SearchBar::show_algorithms() {
  const QSignalBlocker quiet(algorithms_);
  algorithms_->clear();
  // The names are the ids frontier-cli and --algorithm take; retranslate() gives each its
  // summary as a tooltip.
  for (const QString& name : session_->algorithm_names()) algorithms_->addItem(name, name);
  algorithms_->setCurrentIndex(algorithms_->findData(session_->algorithm()));
}

void SearchBar::show_rules() {
  const QString rules = RulesInForce::words(*session_, false);
  rules_in_bar_->setVisible(!rules.isEmpty());
  rules_->setText(tr("Rules: %1").arg(rules));
  rules_->setToolTip(tr("The rules the search keeps; change them in the Rules menu (frontier-cli: %1)")
                         .arg(RulesInForce::options(*session_).join(QStringLiteral(", "))));
}

void SearchBar::retranslate() {
  setWindowTitle(tr("Search"));
  algorithm_label_->setText(tr("Algorithm: "));
  if (session_ == nullptr || !session_->has_document()) return;
  show_rules();
  const PuzzleAdapter* puzzle = &session_->file()->puzzle();
  const std::span<const trace::AlgorithmInfo> searches = puzzle->algorithms();
  for (int i = 0; i < algorithms_->count() && i < static_cast<int>(searches.size()); ++i) {
    const trace::AlgorithmInfo& info = searches[static_cast<std::size_t>(i)];
    QString summary = core_text::summary(puzzle->id(), info.name, info.summary);
    if (info.lesson()) {
      // Offered to be watched going wrong: its name says so, its tooltip says how.
      algorithms_->setItemText(i, tr("%1 (wrong on purpose)").arg(algorithm_name(info)));
      summary = tr("A lesson, wrong on purpose: %1. Its mistake: %2.")
                    .arg(summary, core_text::summary(puzzle->id(), info.name, info.mistake));
    }
    algorithms_->setItemData(i, summary, Qt::ToolTipRole);
  }
}

}  // namespace frontier::gui
