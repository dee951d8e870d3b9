#include "judge_command.hpp"

namespace frontier::cli {

std::shared_ptr<ProgramOptions> add_program_options(CLI::App* app) {
  auto options = std::make_shared<ProgramOptions>();
  app->add_option("--program", options->command, "the program to run, as the shell runs it (\"./a.out\")")
      ->required()
      ->option_text("CMD");
  app->add_option("--time-limit", options->limits.time_seconds, "CPU seconds a run may take (2 by default)")
      ->check(CLI::Range(0.05, 600.0))
      ->option_text("S");
  app->add_option("--memory-limit", options->limits.memory_mb, "megabytes of memory a run may take (256 by default)")
      ->check(CLI::Range(8, 65536))
      ->option_text("MB");
  return options;
}

std::string last_line(const std::string& text) {
  std::size_t end = text.find_last_not_of(" \t\r\n");
  if (end == std::string::npos) return {};
  const std::size_t begin = text.rfind('\n', end);
  std::string line = text.substr(begin == std::string::npos ? 0 : begin + 1, end + 1 - (begin == std::string::npos ? 0 : begin + 1));
  if (line.size() > 160) line.resize(160);
  return line;
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f s", seconds);
  return text;
}

std::string megabytes_text(long kilobytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(kilobytes) / 1024.0);
  return text;
}

std::string table_text(const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::size_t> widths;
  for (const auto& row : rows) {
    widths.resize(std::max(widths.size(), row.size()));
    for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], row[i].size());
  }
  std::string text;
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t i = 0; i < row.size(); ++i) {
      line += row[i];
      if (i + 1 < row.size()) line += std::string(widths[i] - row[i].size() + 2, ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    text += line + "\n";
  }
  return text;
}

}  // namespace frontier::cli
