#include "window/rules_in_force.hpp"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include "session/session.hpp"

namespace frontier::gui {

namespace {
std::vector<RuleOption> rules_of(const Session& session) {
  return session.has_document() ? session.file()->puzzle().rules() : std::vector<RuleOption>{};
}
}  // namespace

void RulesInForce::fill_menu(QMenu& menu, Session& session) {
  menu.clear();
  const std::vector<RuleOption> options = rules_of(session);
  for (const RuleOption& option : options) {
    const int value = rule_value(session.rules(), option);
    if (option.is_switch()) {
      QAction* toggle = menu.addAction(option.label);
      toggle->setCheckable(true);
      toggle->setChecked(value != 0);
      QObject::connect(toggle, &QAction::toggled, &menu, [&session, id = option.id](bool on) { session.set_rule(id, on ? 1 : 0); });
      continue;
    }
    QMenu* values = menu.addMenu(option.label);
    auto* group = new QActionGroup(values);
    for (int v = option.minimum; v <= option.maximum; ++v) {
      QAction* choice = values->addAction(v == option.judge_value ? tr("%1 (the judge's)").arg(v) : QString::number(v));
      choice->setCheckable(true);
      choice->setChecked(v == value);
      group->addAction(choice);
      QObject::connect(choice, &QAction::triggered, &menu, [&session, id = option.id, v] { session.set_rule(id, v); });
    }
  }
  menu.setEnabled(!options.empty());
}

QString RulesInForce::words(const Session& session, bool only_changed) {
  QStringList rules;
  for (const RuleOption& option : rules_of(session)) {
    const int value = rule_value(session.rules(), option);
    if (only_changed && value == option.judge_value) continue;
    // The rule's name in the reader's language; its frontier-cli option is in the tooltip.
    const auto worded = [&](int v) {
      if (option.is_switch()) return v != 0 ? tr("%1 on").arg(option.name) : tr("%1 off").arg(option.name);
      return tr("%1 = %2").arg(option.name).arg(v);
    };
    QString rule = worded(value);
    if (value != option.judge_value) {
      rule += tr(" (the judge's: %1)").arg(option.is_switch() ? (option.judge_value != 0 ? tr("on") : tr("off"))
                                                               : QString::number(option.judge_value));
    }
    rules << rule;
  }
  return rules.join(tr(", "));
}

QStringList RulesInForce::options(const Session& session) {
  QStringList options;
  for (const RuleOption& option : rules_of(session)) options << QStringLiteral("--") + QString::fromStdString(option.id);
  return options;
}

}  // namespace frontier::gui
