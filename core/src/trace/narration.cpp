#include "frontier/trace/narration.hpp"

#include <algorithm>
#include <utility>

namespace frontier::trace {

const Argument* Sentence::find(std::string_view name) const {
  for (const Argument& argument : arguments) {
    if (argument.name == name) return &argument;
  }
  return nullptr;
}

std::vector<std::string_view> placeholders(std::string_view text) {
  std::vector<std::string_view> names;
  std::size_t at = 0;
  while ((at = text.find('{', at)) != std::string_view::npos) {
    const std::size_t end = text.find('}', at + 1);
    if (end == std::string_view::npos) break;
    const std::string_view name = text.substr(at + 1, end - at - 1);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    at = end + 1;
  }
  return names;
}

namespace {

std::string_view template_of(const AlgorithmInfo& algorithm, const FineStep& step) {
  switch (step.kind) {
    case FineKind::discover: return kDiscoverSentence;
    case FineKind::improve: return kImproveSentence;
    case FineKind::expand: return kExpandSentence;
    case FineKind::set_aside: return kSetAsideSentence;
    case FineKind::line: break;
  }
  if (step.line < 1 || static_cast<std::size_t>(step.line) > algorithm.narration.size()) return {};
  return algorithm.narration[static_cast<std::size_t>(step.line) - 1];
}

Argument state_argument(std::string_view name, StateId state, const DecodeState& decode) {
  Argument argument{name, Argument::Kind::state};
  argument.state = state;
  argument.decoded = decode(state);
  return argument;
}

Argument count_argument(std::string_view name, std::int64_t value, std::string_view unit) {
  Argument argument{name, Argument::Kind::count};
  argument.value = value;
  argument.unit = unit;
  return argument;
}

}  // namespace

Sentence narrate(const AlgorithmInfo& algorithm, const FineStep& step, const NarrationFacts& facts,
                 const DecodeState& decode) {
  Sentence sentence;
  sentence.text = template_of(algorithm, step);
  if (step.kind == FineKind::line) sentence.algorithm = algorithm.name;
  for (const std::string_view name : placeholders(sentence.text)) {
    if (name == kSubject && step.state != kNoState) {
      sentence.arguments.push_back(state_argument(kSubject, step.state, decode));
    } else if (name == kCurrent && facts.current != kNoState) {
      sentence.arguments.push_back(state_argument(kCurrent, facts.current, decode));
    } else if (name == kSubjectCost && facts.subject_cost) {
      sentence.arguments.push_back(count_argument(kSubjectCost, *facts.subject_cost, algorithm.cost_unit));
    } else if (name == kCost && facts.current_cost) {
      sentence.arguments.push_back(count_argument(kCost, *facts.current_cost, algorithm.cost_unit));
    } else if (name == kStep) {
      Argument number{kStep, Argument::Kind::number};
      number.value = step.expansion;
      sentence.arguments.push_back(number);
    }
  }
  return sentence;
}

Narrator::Narrator(const AlgorithmInfo& algorithm, DecodeState decode, CostBefore known_before)
    : algorithm_(&algorithm), decode_(std::move(decode)), known_before_(std::move(known_before)) {}

std::optional<std::int64_t> Narrator::cost_of(StateId state) const {
  if (state == kNoState) return std::nullopt;
  if (const auto known = costs_.find(state); known != costs_.end()) return known->second;
  if (known_before_) return known_before_(state);
  return std::nullopt;
}

Sentence Narrator::take(const FineStep& step) {
  switch (step.kind) {
    case FineKind::discover:
    case FineKind::improve: costs_[step.state] = step.cost; break;
    case FineKind::expand:
      current_ = step.state;
      current_cost_ = cost_of(step.state);
      break;
    case FineKind::line:
    case FineKind::set_aside: break;
  }
  return narrate(*algorithm_, step, {current_, current_cost_, cost_of(step.state)}, decode_);
}

std::vector<Sentence> narrate_expansion(const AlgorithmInfo& algorithm, const Trace& trace, Step k,
                                        std::span<const FineStep> fine, const DecodeState& decode) {
  // Before expansion k's first step: what the trace knew at step k - 1. The set-up (k = 0)
  // starts from nothing.
  const auto known_before = [&trace, k](StateId state) -> std::optional<std::int64_t> {
    if (k == 0 || state >= trace.state_count() || trace.discovered_at(state) > k - 1) return std::nullopt;
    return trace.cost_at(state, k - 1);
  };
  // Expansion k's first fine step is its expand (Recorder counts the step before it
  // records), which names the state under expansion.
  Narrator narrator(algorithm, decode, known_before);
  std::vector<Sentence> sentences;
  sentences.reserve(fine.size());
  for (const FineStep& step : fine) sentences.push_back(narrator.take(step));
  return sentences;
}

std::string english_count(std::string_view unit, std::int64_t n) {
  std::string text(unit);
  if (const std::size_t at = text.find("%n"); at != std::string::npos) text.replace(at, 2, std::to_string(n));
  if (const std::size_t at = text.find("(s)"); at != std::string::npos) text.replace(at, 3, n == 1 ? "" : "s");
  return text;
}

namespace {

std::string cell_words(std::string_view puzzle, Cell cell) {
  if (puzzle == "mahjong") return "(x " + std::to_string(cell.col) + ", y " + std::to_string(cell.row) + ")";
  return "(" + std::to_string(cell.row) + ", " + std::to_string(cell.col) + ")";
}

std::string_view direction_words(int direction) {
  switch (direction) {
    case 0: return "up";
    case 1: return "right";
    case 2: return "down";
    default: return "left";
  }
}

std::string_view side_words(int direction) {
  switch (direction) {
    case 0: return "above";
    case 1: return "right of";
    case 2: return "below";
    default: return "left of";
  }
}

// A whole frame of tiles, row by row, rows parted by " / ", the blank as the judges write
// it: "1 2 3 / 4 x 6 / 7 5 8".
std::string tiles_words(const DecodedState& state) {
  std::vector<StatePart> parts(state.view().begin(), state.view().end());
  std::ranges::sort(parts, [](const StatePart& a, const StatePart& b) {
    return std::pair(a.cell.row, a.cell.col) < std::pair(b.cell.row, b.cell.col);
  });
  std::string words;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) words += parts[i].cell.row != parts[i - 1].cell.row ? " / " : " ";
    words += parts[i].role == StateRole::tile ? std::to_string(parts[i].label) : "x";
  }
  return words;
}

}  // namespace

std::string english_state(std::string_view puzzle, const DecodedState& state) {
  if (state.count == 0) return "nothing";
  if (std::ranges::any_of(state.view(), [](const StatePart& part) { return part.role == StateRole::tile; })) {
    return tiles_words(state);
  }
  const StatePart& first = state.first();
  if (state.count == 1) {
    switch (first.role) {
      case StateRole::column: return "column " + std::to_string(first.cell.col) + " as the middle segment";
      case StateRole::row: return "row " + std::to_string(first.cell.row) + " as the middle segment";
      case StateRole::heading:
        return cell_words(puzzle, first.cell) + " heading " + std::string(direction_words(first.direction));
      case StateRole::blank:
        return "blank alone on " + cell_words(puzzle, first.cell) + ", not yet beside the marked piece";
      case StateRole::cell:
      case StateRole::piece:
      case StateRole::tile:
      case StateRole::side: return cell_words(puzzle, first.cell);
    }
  }
  const StatePart& second = state.part(1);
  if (second.role == StateRole::side) {
    return "marked piece on " + cell_words(puzzle, first.cell) + ", blank " + std::string(side_words(second.direction)) +
           " it";
  }
  if (first.role == StateRole::blank) {
    return "blank on " + cell_words(puzzle, first.cell) + ", marked piece on " + cell_words(puzzle, second.cell);
  }
  if (first.role == StateRole::row || first.role == StateRole::column) {
    return cell_words(puzzle, first.cell) + " to " + cell_words(puzzle, second.cell);
  }
  std::string pieces;
  for (const StatePart& part : state.view()) {
    if (!pieces.empty()) pieces += ' ';
    pieces += cell_words(puzzle, part.cell);
  }
  return (state.side == 0 ? "from the start: " : "from the goal: ") + pieces;
}

std::string english(std::string_view puzzle, const Sentence& sentence) {
  std::string text;
  const std::string_view source = sentence.text;
  std::size_t at = 0;
  while (at < source.size()) {
    const std::size_t open = source.find('{', at);
    const std::size_t close = open == std::string_view::npos ? open : source.find('}', open + 1);
    if (close == std::string_view::npos) {
      text += source.substr(at);
      break;
    }
    text += source.substr(at, open - at);
    const Argument* argument = sentence.find(source.substr(open + 1, close - open - 1));
    if (argument == nullptr) {
      text += source.substr(open, close - open + 1);
    } else {
      switch (argument->kind) {
        case Argument::Kind::state: text += english_state(puzzle, argument->decoded); break;
        case Argument::Kind::count: text += english_count(argument->unit, argument->value); break;
        case Argument::Kind::number: text += std::to_string(argument->value); break;
      }
    }
    at = close + 1;
  }
  // A sentence may open with a state's words ("marked piece on (1, 2), ...").
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

}  // namespace frontier::trace
