// An unknown option is refused before any input is read: frontier-cli must exit 2 while
// its standard input is a pipe that stays open and empty. Were it to read first, waitpid
// below would never return and ctest's TIMEOUT (tests/cli/CMakeLists.txt) fails the test.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>
#include <vector>

namespace {

// The exit status of frontier-cli `args` with standard input an open pipe nobody writes to.
int status_with_open_stdin(std::vector<std::string> args) {
  int pipe_ends[2];
  if (::pipe(pipe_ends) != 0) return -1;
  const pid_t child = ::fork();
  if (child == 0) {
    ::dup2(pipe_ends[0], STDIN_FILENO);
    ::close(pipe_ends[0]);
    ::close(pipe_ends[1]);
    std::vector<char*> argv{const_cast<char*>(FRONTIER_CLI)};
    for (std::string& arg : args) argv.push_back(arg.data());
    argv.push_back(nullptr);
    ::execv(FRONTIER_CLI, argv.data());
    ::_exit(127);
  }
  ::close(pipe_ends[0]);
  int raw = 0;
  ::waitpid(child, &raw, 0);  // the write end stays open: reading stdin would block forever
  ::close(pipe_ends[1]);
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

TEST(CliEarlyRefusal, UnknownOptionBeforeStdinIsRead) {
  EXPECT_EQ(status_with_open_stdin({"solve", "lianliankan", "--bogus"}), 2);
  EXPECT_EQ(status_with_open_stdin({"solve", "mahjong", "-", "--format", "nonesuch"}), 2);
  EXPECT_EQ(status_with_open_stdin({"solve", "solitaire", "--max-moves", "99"}), 2);
  EXPECT_EQ(status_with_open_stdin({"trace", "huarongdao", "-", "--bogus=1"}), 2);
  EXPECT_EQ(status_with_open_stdin({"solve", "lianliankan", "--outside=banana"}), 2);
  EXPECT_EQ(status_with_open_stdin({"solve", "lianliankan", "--algorithm=dfs-miscounted-turns"}), 2);  // a lesson
}

}  // namespace
