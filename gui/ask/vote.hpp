#pragma once
// Peer instruction's vote: an ask question put to the class as a choice of two to four
// answers labelled A to D, one of them right, the teacher counting the hands for each; the
// distribution shown, then the reveal, and the tally kept with the lesson. The choices are
// made from the question and the trace alone: the trend's three words; for the state taken
// next, up to four states waiting in the frontier; for a layer's new cells or the legal
// moves, how many there are, among neighbouring counts. The right choice is not always A:
// the choices are turned by the step asked.

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <vector>

#include "ask/ask_panel.hpp"
#include "ask/ask_session.hpp"

namespace frontier::gui {

struct VoteChoices {
  QStringList words;  // two to four, in the order A, B, C, D
  int right = -1;     // the index of the right one
};

// `trace` is the search the question is about; `describe` names its states.
VoteChoices vote_choices(const Question& question, const trace::Trace& trace, const DescribeState& describe);

// "A", "B", ...
QString vote_letter(int index);
// The choices as the stage shows them: "A  fewer    B  about the same    C  more".
QString vote_line(const QStringList& words);
// The hands counted, as bars of text for the stage: "A ████████ 12".
QString vote_distribution(const QStringList& words, const std::vector<int>& hands, int right = -1);

// A vote as the lesson keeps it, with its slide.
struct VoteTally {
  qint64 asked = 0;     // the question's step
  QString question;     // "new_cells", "next_state", "trend", "legal_moves"
  QStringList choices;
  std::vector<int> hands;
  int right = -1;
  QDateTime when;       // UTC
  friend bool operator==(const VoteTally&, const VoteTally&) = default;
};

QString question_word(QuestionKind kind);

}  // namespace frontier::gui
