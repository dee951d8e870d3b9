#pragma once
// The command line after "frontier-cli VERB PUZZLE": positional words and "--name value"
// or "--flag" options. Each puzzle asks for the options it understands; finish() then
// refuses any option nobody asked for, so a typo is an error and not a silent default.

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace frontier::cli {

// Bad usage: printed with the usage text, exit status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Options {
 public:
  // `flags` are the names that take no value (e.g. "outside").
  static Options parse(const std::vector<std::string>& words, const std::set<std::string>& flags);

  const std::vector<std::string>& positional() const { return positional_; }
  bool flag(std::string_view name);
  std::optional<std::string> text(std::string_view name);
  std::int64_t integer(std::string_view name, std::int64_t fallback, std::int64_t lo, std::int64_t hi);
  std::optional<std::int64_t> integer(std::string_view name, std::int64_t lo, std::int64_t hi);
  double real(std::string_view name, double fallback, double lo, double hi);
  // Throws UsageError for an option that no one asked for.
  void finish() const;

 private:
  std::vector<std::string> positional_;
  std::map<std::string, std::string, std::less<>> values_;
  std::set<std::string, std::less<>> flags_;
  std::set<std::string, std::less<>> used_;
};

}  // namespace frontier::cli
