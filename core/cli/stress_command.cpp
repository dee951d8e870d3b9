#include "stress_command.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace frontier::cli {

bool sizes_the_file(std::string_view parameter) {
  return parameter == kRowsParameter || parameter == kColsParameter || parameter == kQueriesParameter ||
         parameter == kCasesParameter;
}

ScratchFolder::ScratchFolder() {
  std::string name = (std::filesystem::temp_directory_path() / "frontier-stress-XXXXXX").string();
  if (::mkdtemp(name.data()) == nullptr) {
    throw std::runtime_error("cannot make a temporary folder: " + std::string(std::strerror(errno)));
  }
  path_ = name;
}

ScratchFolder::~ScratchFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw BadInput(path.string() + ": error: cannot write it");
}

}  // namespace frontier::cli
