// frontier FILE --algorithm A --ask layer|pop [--step S] [--answer "R,C R,C"] --screenshot OUT.png:
// ask mode's next question at or after step S, its picks clicked and revealed when
// --answer gives them, printed, and the window's picture.

#include <QRegularExpression>
#include <QTextStream>

#include "app/launch.hpp"
#include "ask/ask_panel.hpp"
#include "ask/ask_session.hpp"
#include "modes/ask_mode.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

std::optional<QString> parse_ask_options(const QString& ask, bool answer_given, const QString& answer,
                                         LaunchOptions& options) {
  options.ask = ask;
  if (!ask.isEmpty() && ask != QStringLiteral("layer") && ask != QStringLiteral("pop")) {
    return QStringLiteral("--ask needs layer or pop, not '%1'").arg(ask);
  }
  if (!ask.isEmpty() && (options.screenshot.isEmpty() || !options.compare.isEmpty() || !options.mode.isEmpty())) {
    return QStringLiteral("--ask goes with --screenshot, without --compare and --mode");
  }
  if (!answer_given) return std::nullopt;
  if (ask.isEmpty()) return QStringLiteral("--answer goes with --ask");
  std::vector<Cell> cells;
  static const QRegularExpression cell(QStringLiteral("^(\\d+),(\\d+)$"));
  for (const QString& word : answer.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const QRegularExpressionMatch match = cell.match(word);
    if (!match.hasMatch()) return QStringLiteral("--answer needs cells as row,col by spaces, not '%1'").arg(word);
    cells.push_back({match.captured(1).toInt(), match.captured(2).toInt()});
  }
  options.answer = std::move(cells);
  return std::nullopt;
}

void Launcher::ask() {
  window_.ask().set_ask(true);
  AskSession& session = window_.ask().questions();
  session.set_at(options_.ask == QStringLiteral("pop") ? trace::AskAt::pop : trace::AskAt::layer);
  window_.ask().go_to_next_question();
  QTextStream out(stdout);
  if (!session.open()) {
    out << "question: none at or after this step\n" << Qt::flush;
    return;
  }
  if (options_.answer) {
    for (const Cell cell : *options_.answer) session.click_cell(cell);
    session.reveal();
  }
  const AskPanel& panel = window_.ask().panel();
  out << "question: " << panel.question() << "\n";
  if (session.revealed()) out << "verdict: " << panel.verdict() << "\n" << panel.score() << "\n";
  out << Qt::flush;
}

}  // namespace frontier::gui
