#pragma once
// The puzzle's rules in the window: the Rules menu, built when opened, and the rules in
// force in frontier-cli's words ("max-moves = 9 (the judge's: 8)"), beside the search
// controls and under an answer found under other rules than the judge's.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QMenu;

namespace frontier::gui {

class Session;

class RulesInForce {
  Q_DECLARE_TR_FUNCTIONS(RulesInForce)

 public:
  // The open file's rules with their values; only those off the judge's when `only_changed`.
  static QString words(const Session& session, bool only_changed);
  // The frontier-cli options that set them ("--max-moves").
  static QStringList options(const Session& session);
  // The Rules menu: a switch or a choice of values per rule, each choice set on the session.
  static void fill_menu(QMenu& menu, Session& session);
};

}  // namespace frontier::gui
