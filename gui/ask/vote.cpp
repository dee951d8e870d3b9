#include "ask/vote.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <numeric>

#include "frontier/trace/frontier_order.hpp"

namespace frontier::gui {

namespace {
class VoteWords {
  Q_DECLARE_TR_FUNCTIONS(Vote)
};

// Counts around `right`, never below 0, the right one among them: four in all.
std::vector<int> counts_around(int right, trace::Step asked) {
  std::vector<int> counts;
  for (int c = std::max(0, right - 1 - static_cast<int>(asked % 2)); counts.size() < 4; ++c) counts.push_back(c);
  return counts;
}
}  // namespace

QString question_word(QuestionKind kind) {
  switch (kind) {
    case QuestionKind::new_cells: return QStringLiteral("new_cells");
    case QuestionKind::next_state: return QStringLiteral("next_state");
    case QuestionKind::trend: return QStringLiteral("trend");
    case QuestionKind::legal_moves: return QStringLiteral("legal_moves");
  }
  return {};
}

VoteChoices vote_choices(const Question& question, const trace::Trace& trace, const DescribeState& describe) {
  VoteChoices vote;
  switch (question.kind) {
    case QuestionKind::trend:
      vote.words = {VoteWords::tr("fewer"), VoteWords::tr("about the same"), VoteWords::tr("more")};
      vote.right = static_cast<int>(question.trend);
      return vote;  // in their own order: fewer, same, more reads as a scale
    case QuestionKind::next_state: {
      const trace::FrontierOrder order = trace::frontier_in_order(trace, question.asked, {}, trace::kNoState, 4);
      std::vector<trace::StateId> states;
      for (const trace::FrontierEntry& entry : order.first) states.push_back(entry.state);
      if (std::ranges::find(states, question.taken) == states.end()) states.back() = question.taken;
      // The front would always be A: turned by the step asked.
      std::ranges::rotate(states, states.begin() + static_cast<std::ptrdiff_t>(question.asked % states.size()));
      for (const trace::StateId state : states) vote.words << describe(state);
      vote.right = static_cast<int>(std::ranges::find(states, question.taken) - states.begin());
      return vote;
    }
    case QuestionKind::new_cells:
    case QuestionKind::legal_moves: {
      const int right = question.kind == QuestionKind::new_cells
                            ? static_cast<int>(question.answer.size())
                            : static_cast<int>(std::ranges::count_if(question.moves, [](const Problem::MoveChoice& m) { return m.legal; }));
      const std::vector<int> counts = counts_around(right, question.asked);
      for (const int count : counts) {
        vote.words << (question.kind == QuestionKind::new_cells ? VoteWords::tr("%n new cell(s)", nullptr, count)
                                                                : VoteWords::tr("%n legal move(s)", nullptr, count));
      }
      vote.right = static_cast<int>(std::ranges::find(counts, right) - counts.begin());
      return vote;
    }
  }
  return vote;
}

QString vote_letter(int index) { return QString(QChar(u'A' + index)); }

QString vote_line(const QStringList& words) {
  QStringList parts;
  for (int k = 0; k < words.size(); ++k) parts << QStringLiteral("%1  %2").arg(vote_letter(k), words[k]);
  return parts.join(QStringLiteral("    "));
}

QString vote_distribution(const QStringList& words, const std::vector<int>& hands, int right) {
  const int most = std::max(1, hands.empty() ? 1 : *std::ranges::max_element(hands));
  QStringList lines;
  for (int k = 0; k < words.size() && k < static_cast<int>(hands.size()); ++k) {
    const int width = 20 * hands[static_cast<std::size_t>(k)] / most;
    QString line = QStringLiteral("%1 %2 %3").arg(vote_letter(k), QString(width, QChar(0x2588)), QString::number(hands[static_cast<std::size_t>(k)]));
    if (k == right) line += QStringLiteral("  ✓ ") + words[k];
    lines << line;
  }
  return lines.join(u'\n');
}

}  // namespace frontier::gui
