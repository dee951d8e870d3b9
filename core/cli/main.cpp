// frontier-cli: answers judge files exactly as the judges do, writes random judge files,
// lists the algorithms and writes traces of searches as JSON Lines. Every command is
// written once over the puzzle contract (puzzle_commands.hpp), for every puzzle of core's
// list (frontier/puzzles.hpp).

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>

#include "command_line.hpp"
#include "frontier/puzzles.hpp"
#include "puzzle_commands.hpp"

namespace {

// A standard stream the shell closed (`<&-`, `>&-`) is given a descriptor that refuses
// every read or write with EBADF. Left closed, its number would go to the first file
// opened, and the judge file would be written on, or read where standard input is meant.
// Returns whether standard output was closed.
bool hold_closed_standard_streams() {
  bool output_closed = false;
  for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    output_closed = output_closed || fd == STDOUT_FILENO;
    // open() takes the lowest free number, which is fd: the lower ones are open by now.
    ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
  }
  return output_closed;
}

}  // namespace

int main(int argc, char** argv) {
  const bool output_closed = hold_closed_standard_streams();
  std::ios::sync_with_stdio(false);
  frontier::cli::CommandLine cli;
  if (output_closed) cli.set_output_closed();
  // In the list's order: `frontier-cli puzzles` and every --help list them so.
  frontier::for_each_puzzle([&]<frontier::PuzzleContract P> { frontier::cli::add_puzzle<P>(cli); });
  return cli.run(argc, argv);
}
