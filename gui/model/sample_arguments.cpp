#include "model/sample_arguments.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace frontier::gui {

SampleArguments parse_sample_arguments(const PuzzleAdapter& puzzle, const QStringList& words) {
  SampleArguments arguments;
  const std::vector<RuleOption> options = puzzle.rules();
  for (int i = 0; i < words.size(); ++i) {
    const QString& word = words[i];
    if (word == QStringLiteral("--algorithm") && i + 1 < words.size()) {
      arguments.algorithm = words[++i];
      continue;
    }
    for (const RuleOption& option : options) {
      if (word != QStringLiteral("--") + QString::fromStdString(option.id)) continue;
      if (option.is_switch()) {
        arguments.rules[option.id] = 1;
      } else if (i + 1 < words.size()) {
        bool ok = false;
        const int value = words[++i].toInt(&ok);
        if (ok) arguments.rules[option.id] = value;
      }
    }
  }
  return arguments;
}

SampleArguments read_sample_arguments(const PuzzleAdapter& puzzle, const QString& input) {
  const QFileInfo info(input);
  QFile file(info.dir().filePath(info.completeBaseName() + QStringLiteral(".args")));
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  const QString text = QString::fromUtf8(file.readAll());
  return parse_sample_arguments(puzzle, text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts));
}

}  // namespace frontier::gui
