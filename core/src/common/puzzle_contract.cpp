#include "frontier/common/puzzle_contract.hpp"

#include <algorithm>

namespace frontier {

int rule_value(const RuleValues& values, const RuleSpec& spec) {
  const auto it = values.find(spec.id);
  return it == values.end() ? spec.judge_value : std::clamp(it->second, spec.minimum, spec.maximum);
}

double generate_value(const GenerateValues& values, const GenerateParameter& parameter) {
  const auto it = values.find(parameter.id);
  return it == values.end() ? parameter.default_value : std::clamp(it->second, parameter.minimum, parameter.maximum);
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
  }
  return "cell";
}

}  // namespace frontier
