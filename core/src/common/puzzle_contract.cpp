#include "frontier/common/puzzle_contract.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace frontier {

void require_judge_format(std::string_view puzzle, std::string_view format) {
  if (format != kJudgeFormat) {
    throw std::invalid_argument("unknown " + std::string(puzzle) + " answer format '" + std::string(format) + "'");
  }
}

BoardRequest board_request(const GenerateValues& values, std::span<const GenerateParameter> parameters) {
  const auto parameter = [&](std::string_view id) -> const GenerateParameter& {
    const auto it = std::ranges::find(parameters, id, &GenerateParameter::id);
    if (it == parameters.end()) throw std::logic_error("a board generator without the parameter " + std::string(id));
    return *it;
  };
  return {whole_generate_value(values, parameter(kRowsParameter)), whole_generate_value(values, parameter(kColsParameter)),
          whole_generate_value(values, parameter(kQueriesParameter)), generate_value(values, parameter(kDensityParameter))};
}

int rule_value(const RuleValues& values, const RuleSpec& spec) {
  const auto it = values.find(spec.id);
  return it == values.end() ? spec.judge_value : std::clamp(it->second, spec.minimum, spec.maximum);
}

std::vector<std::string> rule_arguments(std::string_view id, bool is_switch, int value) {
  const std::string option = "--" + std::string(id);
  if (is_switch) return {value == 1 ? option : option + "=0"};
  return {option, std::to_string(value)};
}

double generate_value(const GenerateValues& values, const GenerateParameter& parameter) {
  const auto it = values.find(parameter.id);
  return it == values.end() ? parameter.default_value : std::clamp(it->second, parameter.minimum, parameter.maximum);
}

int whole_generate_value(const GenerateValues& values, const GenerateParameter& parameter) {
  const double value = generate_value(values, parameter);
  if (value != std::floor(value)) throw std::invalid_argument(std::string(parameter.id) + " must be a whole number");
  return static_cast<int>(value);
}

std::string_view role_name(StateRole role) {
  switch (role) {
    case StateRole::cell: return "cell";
    case StateRole::heading: return "heading";
    case StateRole::side: return "side";
    case StateRole::blank: return "blank";
    case StateRole::piece: return "piece";
    case StateRole::row: return "row";
    case StateRole::column: return "column";
    case StateRole::tile: return "tile";
  }
  return "cell";
}

}  // namespace frontier
