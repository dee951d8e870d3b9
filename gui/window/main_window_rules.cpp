// The puzzle's rules in the window: the Rules menu, built when opened, and the rules in
// force in frontier-cli's words beside the search controls.

#include <QActionGroup>
#include <QLabel>
#include <QMenu>

#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::rebuild_rules_menu() {
  menus_.rules->clear();
  const std::vector<RuleOption> options = session_.has_document() ? session_.file()->puzzle().rules() : std::vector<RuleOption>{};
  for (const RuleOption& option : options) {
    const int value = rule_value(session_.rules(), option);
    if (option.is_switch()) {
      QAction* toggle = menus_.rules->addAction(option.label);
      toggle->setCheckable(true);
      toggle->setChecked(value != 0);
      connect(toggle, &QAction::toggled, this, [this, id = option.id](bool on) { session_.set_rule(id, on ? 1 : 0); });
      continue;
    }
    QMenu* values = menus_.rules->addMenu(option.label);
    auto* group = new QActionGroup(values);
    for (int v = option.minimum; v <= option.maximum; ++v) {
      QAction* choice = values->addAction(v == option.judge_value ? tr("%1 (the judge's)").arg(v) : QString::number(v));
      choice->setCheckable(true);
      choice->setChecked(v == value);
      group->addAction(choice);
      connect(choice, &QAction::triggered, this, [this, id = option.id, v] { session_.set_rule(id, v); });
    }
  }
  menus_.rules->setEnabled(!options.empty());
  show_rules_in_force();
}

QString MainWindow::rules_in_force(bool only_changed) const {
  if (!session_.has_document()) return {};
  QStringList rules;
  for (const RuleOption& option : session_.file()->puzzle().rules()) {
    const int value = rule_value(session_.rules(), option);
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

void MainWindow::show_rules_in_force() {
  const QString rules = rules_in_force(false);
  rules_in_toolbar_->setVisible(!rules.isEmpty());  // a toolbar shows and hides its widget's action
  rules_label_->setText(tr("Rules: %1").arg(rules));
  QStringList options;
  if (session_.has_document()) {
    for (const RuleOption& option : session_.file()->puzzle().rules()) options << QStringLiteral("--") + QString::fromStdString(option.id);
  }
  rules_label_->setToolTip(tr("The rules the search keeps; change them in the Rules menu (frontier-cli: %1)").arg(options.join(QStringLiteral(", "))));
}

}  // namespace frontier::gui
