#include <QCoreApplication>
#include <QElapsedTimer>

#include "model/puzzle.hpp"

namespace frontier::gui {

RuleOption rule_option(const RuleSpec& spec, std::string_view puzzle) {
  const std::string disambiguation = std::string(puzzle) + '/' + std::string(spec.id);
  const auto translated = [&](std::string_view words) {
    return QCoreApplication::translate("Rules", std::string(words).c_str(), disambiguation.c_str());
  };
  return {std::string(spec.id), translated(spec.name), translated(spec.help), spec.judge_value, spec.minimum, spec.maximum};
}

int rule_value(const RuleValues& values, const RuleOption& option) {
  return frontier::rule_value(values, RuleSpec{option.id, {}, {}, option.judge_value, option.minimum, option.maximum});
}

QString move_words(Cell from, Cell to, bool jump) {
  if (jump) return QCoreApplication::translate("MoveChoice", "%1 jumps to %2").arg(cell_words(from), cell_words(to));
  return QCoreApplication::translate("MoveChoice", "%1 steps to %2").arg(cell_words(from), cell_words(to));
}

std::unique_ptr<SearchResult> Problem::search(std::string_view algorithm, const std::atomic<bool>* cancel) const {
  QElapsedTimer clock;
  clock.start();
  trace::Trace trace(state_count(algorithm));
  trace::Recorder recorder({.trace = &trace, .cancel = cancel});
  std::unique_ptr<SearchResult> result = run(algorithm, &recorder);
  result->stopped = result->stopped || recorder.cancelled();
  if (result->stopped) {
    // A stopped search knows nothing about the answer; never show a partial one.
    result->answer.clear();
    result->witness.clear();
    result->moves = 0;
  }
  trace.finish(!result->stopped);
  result->trace = std::move(trace);
  result->algorithm = std::string(algorithm);
  prepare(*result);
  result->seconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
  return result;
}

std::vector<trace::FineStep> Problem::fine_steps(std::string_view algorithm, trace::Step first, trace::Step last,
                                                 const std::atomic<bool>* cancel) const {
  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.fine = &fine, .fine_first = first, .fine_last = last, .cancel = cancel});
  run(algorithm, &recorder);
  return fine;
}

}  // namespace frontier::gui
