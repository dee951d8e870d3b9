#pragma once
// The rules and algorithm a judge sample is meant for: sample_inputs/<puzzle>/NAME.args
// holds frontier-cli's extra arguments ("--max-moves 9", "--outside", "--algorithm bfs"),
// and NAME.out was made with them. Opening an example applies them, so the window shows
// exactly the answers in NAME.out.

#include <QString>
#include <QStringList>

#include "model/puzzle.hpp"

namespace frontier::gui {

struct SampleArguments {
  RuleValues rules;
  QString algorithm;  // empty: the puzzle's default
};

// Reads the arguments of `puzzle`'s rules (and --algorithm) out of `words`; other
// arguments (--format) concern only how the CLI prints and are ignored.
SampleArguments parse_sample_arguments(const PuzzleAdapter& puzzle, const QStringList& words);
// The arguments in the .args file beside `input` (NAME.in -> NAME.args), if there is one.
SampleArguments read_sample_arguments(const PuzzleAdapter& puzzle, const QString& input);

}  // namespace frontier::gui
