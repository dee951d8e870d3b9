#include "options.hpp"

#include <charconv>

namespace frontier::cli {

Options Options::parse(const std::vector<std::string>& words, const std::set<std::string>& flags) {
  Options options;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.size() > 2 && word.rfind("--", 0) == 0) {
      std::string name = word.substr(2);
      if (const auto eq = name.find('='); eq != std::string::npos) {
        options.values_[name.substr(0, eq)] = name.substr(eq + 1);
      } else if (flags.count(name)) {
        options.flags_.insert(name);
      } else {
        if (i + 1 >= words.size()) throw UsageError("option --" + name + " needs a value");
        options.values_[name] = words[++i];
      }
    } else {
      options.positional_.push_back(word);
    }
  }
  return options;
}

bool Options::flag(std::string_view name) {
  used_.insert(std::string(name));
  return flags_.count(name) > 0;
}

std::optional<std::string> Options::text(std::string_view name) {
  used_.insert(std::string(name));
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::optional<std::int64_t> Options::integer(std::string_view name, std::int64_t lo, std::int64_t hi) {
  auto value = text(name);
  if (!value) return std::nullopt;
  std::int64_t number = 0;
  const char* end = value->data() + value->size();
  auto [ptr, ec] = std::from_chars(value->data(), end, number);
  if (ec != std::errc() || ptr != end || number < lo || number > hi) {
    throw UsageError("--" + std::string(name) + " takes a whole number from " + std::to_string(lo) + " to " +
                     std::to_string(hi) + ", not '" + *value + "'");
  }
  return number;
}

std::int64_t Options::integer(std::string_view name, std::int64_t fallback, std::int64_t lo, std::int64_t hi) {
  return integer(name, lo, hi).value_or(fallback);
}

double Options::real(std::string_view name, double fallback, double lo, double hi) {
  auto value = text(name);
  if (!value) return fallback;
  try {
    std::size_t used = 0;
    const double number = std::stod(*value, &used);
    if (used == value->size() && number >= lo && number <= hi) return number;
  } catch (const std::exception&) {
  }
  throw UsageError("--" + std::string(name) + " takes a number from " + std::to_string(lo) + " to " +
                   std::to_string(hi) + ", not '" + *value + "'");
}

void Options::finish() const {
  for (const auto& [name, value] : values_) {
    if (!used_.count(name)) throw UsageError("unknown option --" + name);
  }
  for (const auto& name : flags_) {
    if (!used_.count(name)) throw UsageError("unknown option --" + name);
  }
}

}  // namespace frontier::cli
