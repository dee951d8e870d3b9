#include "command_line.hpp"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <limits>
#include <new>

#include "frontier/common/judge_file.hpp"

namespace frontier::cli {

namespace {

constexpr std::string_view kSynopsis =
    "usage: frontier-cli solve PUZZLE [FILE|-] [--algorithm NAME] [rule options] [--format F]\n"
    "       frontier-cli generate PUZZLE --seed N [generate parameters]\n"
    "       frontier-cli algorithms PUZZLE\n"
    "       frontier-cli trace PUZZLE FILE [--case K] [--query J] [--algorithm NAME] [rule options]\n"
    "       frontier-cli compare PUZZLE FILE [--case K] [--query J] [rule options] [--json]\n"
    "       frontier-cli check PUZZLE FILE ANSWERS [--case K --query J] [rule options] [--format F]\n"
    "       frontier-cli judge PUZZLE --program CMD FOLDER [--time-limit S] [--memory-limit MB] [rule options]\n"
    "       frontier-cli stress PUZZLE --program CMD [generate parameters] [--time-limit S] [--memory-limit MB]\n"
    "       frontier-cli puzzles\n"
    "       frontier-cli --version\n"
    "       frontier-cli COMMAND PUZZLE --help    (that puzzle's options)\n";

constexpr std::string_view kFooter =
    "solve prints exactly what the judge expects; FILE '-' or no FILE reads standard input.\n"
    "trace writes the search as JSON Lines (docs/trace-format.md).\n"
    "check judges ANSWERS (one line a query) as the judge does: exit 0 when it takes them all, 3 if not.\n"
    "Bad input: FILE:LINE:COL: error: ... on standard error, exit 1. Bad usage: exit 2.";

// The top level shows frontier-cli's synopsis instead of CLI11's one-line usage, which
// cannot say that each command takes a PUZZLE with options of its own.
class Formatter : public CLI::Formatter {
 public:
  std::string make_usage(const CLI::App* app, std::string name) const override {
    if (app->get_parent() == nullptr) return std::string(kSynopsis);
    return CLI::Formatter::make_usage(app, std::move(name));
  }
};

// The last subcommand the parse entered: its usage is the one to show.
const CLI::App& deepest(const CLI::App& app) {
  const CLI::App* at = &app;
  for (auto chosen = at->get_subcommands(); !chosen.empty(); chosen = at->get_subcommands()) at = chosen.front();
  return *at;
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

std::string whole_range(std::int64_t minimum, std::int64_t maximum) {
  return std::to_string(minimum) + ".." + std::to_string(maximum);
}

// A whole number as the user means it: decimal, whatever its leading zeros. CLI11 reads an
// integer in C's base 0, so "010" would be 8 and "0x10" 16; this transform runs before
// it, refuses anything but an optional sign and decimal digits, checks the range on the
// digits themselves (so a number past 64 bits is named as given, not as where it
// wrapped), and hands CLI11 the number without its leading zeros.
CLI::Validator decimal_whole(std::int64_t minimum, std::int64_t maximum) {
  const std::string range = whole_range(minimum, maximum);
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        std::int64_t value = 0;
        const char* first = text.data();
        const char* last = text.data() + text.size();
        if (first != last && *first == '+') ++first;  // from_chars takes a '-' only
        const auto [end, error] = std::from_chars(first, last, value);
        const bool digits = end == last && first != last && (*first == '-' ? last - first > 1 : true);
        if (!digits || (error != std::errc() && error != std::errc::result_out_of_range)) {
          return text + " is not a whole number (" + range + ")";
        }
        if (error == std::errc::result_out_of_range || value < minimum || value > maximum) {
          return text + " is not in range " + range;
        }
        text = std::to_string(value);
        return {};
      },
      "", "decimal");
}

// A seed as students' boards carry it: any 64-bit number, 0..18446744073709551615, in
// decimal (the results files write seeds so; a signed reading would refuse half of them).
CLI::Validator decimal_seed() {
  const std::string range = "0.." + std::to_string(std::numeric_limits<std::uint64_t>::max());
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const char* first = text.data();
        const char* last = text.data() + text.size();
        if (first != last && *first == '+') ++first;
        const auto [end, error] = std::from_chars(first, last, value);
        if (end != last || first == last || (error != std::errc() && error != std::errc::result_out_of_range)) {
          return text + " is not a whole number (" + range + ")";
        }
        if (error == std::errc::result_out_of_range) return text + " is not in range " + range;
        text = std::to_string(value);
        return {};
      },
      "", "decimal");
}

std::string number_text(double value) {
  std::string text = std::to_string(value);
  while (text.size() > 1 && text.back() == '0') text.pop_back();
  if (!text.empty() && text.back() == '.') text.pop_back();
  return text;
}

}  // namespace

CommandLine::CommandLine() : app_("Frontier's judge solver: answers judge files exactly as the judges do, writes random "
                                  "judge files, lists the algorithms and traces searches.",
                                  "frontier-cli") {
  app_.formatter(std::make_shared<Formatter>());
  app_.require_subcommand(1);
  // As every command-line program does, and as `frontier --version` writes it.
  app_.set_version_flag("--version", "frontier-cli " FRONTIER_VERSION, "print the version and exit");
  const std::pair<const char*, const char*> verbs[] = {
      {"solve", "answer a judge file (FILE, or standard input) as the judge does"},
      {"generate", "write a random valid judge file, the same bytes for the same seed"},
      {"algorithms", "list a puzzle's algorithms, the judge solver first"},
      {"trace", "write one query's search as JSON Lines, then a summary with the answer"},
      {"compare", "run every algorithm and lesson on one query: answers and work side by side"},
      {"check", "judge an answer file as the judge does: which answers it takes, and why not the others"},
      {"judge", "run your program on a folder of NAME.in/NAME.ans pairs under limits: a verdict for each"},
      {"stress", "run your program on generated files of growing size; shrink the first it fails to the smallest"},
  };
  for (const auto& [name, help] : verbs) {
    CLI::App* verb = app_.add_subcommand(name, help);
    verb->require_subcommand(1);
    verbs_.push_back(verb);
  }
  puzzles_ = app_.add_subcommand("puzzles", "list the puzzles: id and title");
  // Set last: a subcommand inherits its parent's footer, and only the top level says this.
  app_.footer(std::string(kFooter));
}

CLI::App* CommandLine::add_puzzle_command(Verb verb, std::string_view id, std::string_view title) {
  return verbs_[static_cast<std::size_t>(verb)]->add_subcommand(std::string(id), std::string(title));
}

void CommandLine::set_action(CLI::App* app, std::function<std::string()> action) {
  actions_.emplace_back(app, std::move(action));
}

void CommandLine::set_streaming_action(CLI::App* app, std::function<void(std::ostream&)> action) {
  streaming_actions_.emplace_back(app, std::move(action));
}

void CommandLine::list_puzzle(std::string_view id, std::string_view title) { listed_.emplace_back(id, title); }

std::string CommandLine::refusal(const CLI::ParseError& error, const CLI::App& where) const {
  const bool at_top = where.get_parent() == nullptr;
  const bool at_verb = !at_top && where.get_parent()->get_parent() == nullptr && &where != puzzles_;
  const std::vector<std::string> left = where.remaining();
  if (!left.empty() && left.front().rfind("-", 0) == 0 && left.front() != "-") {
    return "unknown option " + left.front();
  }
  if (!left.empty() && at_top) return "unknown command '" + left.front() + "'";
  if (!left.empty() && at_verb) {
    std::string ids;
    for (const auto& [id, title] : listed_) ids += (ids.empty() ? "" : ", ") + std::string(id);
    return "unknown puzzle '" + left.front() + "'; the puzzles are: " + ids;
  }
  if (!left.empty()) return "unexpected argument '" + joined(left) + "'";
  if (at_top) return "no command given";
  if (at_verb && dynamic_cast<const CLI::RequiredError*>(&error) != nullptr && where.get_subcommands().empty()) {
    return where.get_name() + " needs a PUZZLE";
  }
  return error.what();
}

int CommandLine::usage_error(const std::string& message, const CLI::App& where) const {
  // help() names the subcommand alone; its usage line wants the whole command before it.
  std::string before;
  for (const CLI::App* parent = where.get_parent(); parent != nullptr; parent = parent->get_parent()) {
    before = parent->get_name() + (before.empty() ? "" : " ") + before;
  }
  std::cerr << "frontier-cli: " << message << "\n\n" << where.help(before);
  return kExitUsage;
}

int CommandLine::run(int argc, const char* const* argv) {
  errno = 0;  // --help writes as it parses: a failed write's errno is the one to report
  try {
    app_.parse(argc, argv);
  } catch (const CLI::CallForHelp& help) {
    return written(app_.exit(help));
  } catch (const CLI::CallForAllHelp& help) {
    return written(app_.exit(help));
  } catch (const CLI::CallForVersion& version) {
    return written(app_.exit(version));
  } catch (const CLI::ParseError& error) {
    const CLI::App& where = deepest(app_);
    return usage_error(refusal(error, where), where);
  }
  std::string output;
  try {
    if (puzzles_->parsed()) {
      for (const auto& [id, title] : listed_) output += std::string(id) + "\t" + std::string(title) + "\n";
    }
    for (const auto& [app, action] : actions_) {
      if (app->parsed()) output = action();
    }
    for (const auto& [app, action] : streaming_actions_) {
      if (app->parsed()) {
        errno = 0;
        action(std::cout);
        // A failed write leaves the stream failed (and the rest of the trace unwritten)
        // and errno saying why; the search itself runs on, bounded as every trace is.
        if (!std::cout.flush()) return cannot_write(errno);
      }
    }
  } catch (const UsageError& error) {
    return usage_error(error.what(), deepest(app_));
  } catch (const WrongAnswers& report) {
    output = report.what();
    errno = 0;
    if (std::fwrite(output.data(), 1, output.size(), stdout) != output.size()) return cannot_write(errno);
    return written(kExitWrongAnswer);
  } catch (const BadInput& error) {
    std::cerr << error.what() << "\n";
    return kExitBadInput;
  } catch (const std::bad_alloc&) {
    std::cerr << "frontier-cli: error: out of memory\n";
    return kExitBadInput;
  } catch (const std::exception& error) {
    std::cerr << "frontier-cli: error: " << error.what() << "\n";
    return kExitBadInput;
  }
  // Printed only now, when every answer is known: a bad file prints no half of its answers.
  errno = 0;
  if (std::fwrite(output.data(), 1, output.size(), stdout) != output.size()) return cannot_write(errno);
  return written(0);
}

int CommandLine::written(int status) const {
  std::cout.flush();
  const bool flushed = !std::cout.fail() && std::fflush(stdout) == 0 && std::ferror(stdout) == 0;
  return flushed ? status : cannot_write(errno);
}

int CommandLine::cannot_write(int error) const {
  // main() holds a closed standard output with a descriptor that refuses every write
  // (EBADF, "Bad file descriptor", which would not say what happened).
  const std::string reason = output_closed_ ? "standard output is closed"
                             : error != 0   ? std::strerror(error)
                                            : "the output stream failed";
  std::cerr << "frontier-cli: error: cannot write the output: " << reason << "\n";
  return kExitCannotWrite;
}

std::shared_ptr<std::string> add_file_argument(CLI::App* app, bool optional) {
  auto path = std::make_shared<std::string>("-");
  CLI::Option* option = app->add_option("FILE", *path, optional ? "the judge file; '-' or none reads standard input"
                                                                : "the judge file; '-' reads standard input");
  if (!optional) option->required();
  return path;
}

std::shared_ptr<std::string> add_algorithm_option(CLI::App* app, std::span<const trace::AlgorithmInfo> algorithms,
                                                  std::span<const trace::AlgorithmInfo> lessons, Lessons use) {
  std::vector<std::string> names;
  for (const trace::AlgorithmInfo& algorithm : algorithms) names.emplace_back(algorithm.name);
  auto chosen = std::make_shared<std::string>(names.front());
  CLI::Option* option =
      app->add_option("--algorithm", *chosen, "the search to run (" + names.front() + ", the judge solver, by default)")
          ->option_text("NAME");
  if (use == Lessons::refused) {
    std::vector<trace::AlgorithmInfo> refused(lessons.begin(), lessons.end());
    option->check(CLI::Validator(
        [refused](std::string& name) -> std::string {
          for (const trace::AlgorithmInfo& lesson : refused) {
            if (lesson.name == name) {
              return name + " is a lesson, wrong on purpose (" + std::string(lesson.mistake) +
                     "), not a judge solver; frontier-cli trace runs it";
            }
          }
          return {};
        },
        "", "not a lesson"));
  } else {
    for (const trace::AlgorithmInfo& lesson : lessons) names.emplace_back(lesson.name);
  }
  option->check(CLI::IsMember(names));
  return chosen;
}

std::shared_ptr<std::string> add_format_option(CLI::App* app, std::span<const std::string_view> formats) {
  auto chosen = std::make_shared<std::string>(formats.front());
  if (formats.size() < 2) return chosen;
  std::vector<std::string> names(formats.begin(), formats.end());
  app->add_option("--format", *chosen, "how answers are written (" + names.front() + ", the judge's, by default)")
      ->check(CLI::IsMember(names))
      ->option_text("F");
  return chosen;
}

RuleOptions::RuleOptions(CLI::App* app, std::span<const RuleSpec> specs)
    : specs_(specs), values_(std::make_unique<std::int64_t[]>(specs.size())) {
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const RuleSpec& spec = specs[i];
    const std::string name = "--" + std::string(spec.id);
    const std::string help(spec.help);
    if (spec.is_switch()) {
      // Only these words: CLI11 alone would read --outside=5 as on and --outside=-1 as
      // off. A bare --outside reaches the check as "true".
      options_.push_back(app->add_flag(name, values_[i], help + " (--" + std::string(spec.id) + "=0 turns it off)")
                             ->check(CLI::IsMember({"true", "false", "1", "0"}).description("")));
    } else {
      options_.push_back(app->add_option(name, values_[i],
                                         help + " (" + whole_range(spec.minimum, spec.maximum) + ", the judge's " +
                                             std::to_string(spec.judge_value) + ")")
                             ->transform(decimal_whole(spec.minimum, spec.maximum))
                             ->option_text("K"));
    }
  }
}

RuleValues RuleOptions::given() const {
  RuleValues values;
  for (std::size_t i = 0; i < specs_.size(); ++i) {
    if (options_[i]->count() > 0) values[std::string(specs_[i].id)] = static_cast<int>(values_[i]);
  }
  return values;
}

GenerateOptions::GenerateOptions(CLI::App* app, std::span<const GenerateParameter> parameters, bool seed_required)
    : parameters_(parameters),
      wholes_(std::make_unique<std::int64_t[]>(parameters.size())),
      reals_(std::make_unique<double[]>(parameters.size())) {
  app->add_option("--seed", seed_,
                  seed_required ? "the seed: the same seed writes the same bytes"
                                : "the first file's seed (1 by default); each next file's is one more")
      ->required(seed_required)
      ->transform(decimal_seed())
      ->option_text("N");
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    const GenerateParameter& parameter = parameters[i];
    const std::string name = "--" + std::string(parameter.id);
    const std::string range = number_text(parameter.minimum) + ".." + number_text(parameter.maximum) + ", " +
                              number_text(parameter.default_value) + " by default";
    const std::string help = std::string(parameter.help) + " (" + range + ")";
    if (parameter.real) {
      options_.push_back(app->add_option(name, reals_[i], help)
                             ->check(CLI::Range(parameter.minimum, parameter.maximum))
                             ->option_text("X"));
    } else {
      options_.push_back(app->add_option(name, wholes_[i], help)
                             ->transform(decimal_whole(static_cast<std::int64_t>(std::ceil(parameter.minimum)),
                                                       static_cast<std::int64_t>(std::floor(parameter.maximum))))
                             ->option_text("N"));
    }
  }
}

GenerateValues GenerateOptions::given() const {
  GenerateValues values;
  for (std::size_t i = 0; i < parameters_.size(); ++i) {
    if (options_[i]->count() == 0) continue;
    values[std::string(parameters_[i].id)] =
        parameters_[i].real ? reals_[i] : static_cast<double>(wholes_[i]);
  }
  return values;
}

std::shared_ptr<TraceSelection> add_trace_selection(CLI::App* app) {
  auto selection = std::make_shared<TraceSelection>();
  // Any whole number here: checked_case and checked_query name one not in the file.
  const CLI::Validator any_whole =
      decimal_whole(std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max());
  app->add_option("--case", selection->case_number, "which case of the file, from 1 (1 by default)")
      ->transform(any_whole)
      ->option_text("K");
  app->add_option("--query", selection->query_number, "the query of that case, from 1 (1 by default)")
      ->transform(any_whole)
      ->option_text("J");
  return selection;
}

std::size_t checked_case(std::int64_t case_number, std::size_t cases) {
  if (case_number < 1 || static_cast<std::uint64_t>(case_number) > cases) {
    throw UsageError("--case " + std::to_string(case_number) + " is not in this file (it has " +
                     std::to_string(cases) + (cases == 1 ? " case)" : " cases)"));
  }
  return static_cast<std::size_t>(case_number - 1);
}

std::size_t checked_query(std::int64_t query_number, std::int64_t case_number, std::size_t queries) {
  if (query_number < 1 || static_cast<std::uint64_t>(query_number) > queries) {
    throw UsageError("--query " + std::to_string(query_number) + " is not in case " + std::to_string(case_number) +
                     " (it has " + std::to_string(queries) + (queries == 1 ? " query)" : " queries)"));
  }
  return static_cast<std::size_t>(query_number - 1);
}

JudgeText load_judge_text(const std::string& path) {
  const std::string shown_name = path == "-" ? "<stdin>" : path;
  LoadedText loaded = load_judge_file(path);
  if (!loaded.error.empty()) throw BadInput(shown_name + ": error: " + loaded.error);
  return {shown_name, std::move(loaded.text)};
}

void throw_bad_input(const std::string& shown_name, const ParseError& error) {
  throw BadInput(format_error(shown_name, error));
}

}  // namespace frontier::cli
