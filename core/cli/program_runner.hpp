#pragma once
// Runs a contest trainee's program as a judge does: on one input file, under limits of time,
// memory, output, file size and processes, in a temporary folder of its own, and says how
// it ended. The judge and stress commands both run programs through it.
//
// The program is `/bin/sh -c COMMAND`, the leader of a new session (so it has no terminal
// to read from and its process group is its own), standard input the input file, standard
// output and error kept up to a cap. When it ends, or a limit stops it, its whole process
// group is killed, so nothing it started runs on; its folder is removed. Started by root,
// it runs as nobody: root is bound by no process limit, and a judge never runs a submission
// with rights over the machine.

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace frontier::cli {

struct RunLimits {
  double time_seconds = 2;              // CPU time; wall clock gets twice that, at least 1 s more
  std::size_t memory_mb = 256;          // address space
  std::size_t output_bytes = 64 << 20;  // standard output; also the largest file it may write
  int processes = 16;                   // processes it may start beyond those its user runs
};

enum class RunEnd {
  exited,              // by itself: exit_code says how
  signalled,           // a runtime error: `signal`
  time_limit,          // CPU time past the limit, or the wall clock (it slept or waited)
  memory_limit,        // failed with its memory near the limit
  output_limit,        // printed past the output cap, or wrote a file past it
};

struct RunResult {
  RunEnd end = RunEnd::exited;
  int exit_code = 0;
  int signal = 0;
  double cpu_seconds = 0;
  double wall_seconds = 0;
  long max_rss_kb = 0;
  std::string output;
  std::string error_output;  // kept up to 64 KiB
  std::string reason;        // one line: why it was stopped or failed; empty for exit 0
  bool ok() const { return end == RunEnd::exited && exit_code == 0; }
};

// SIGTERM, SIGINT and SIGHUP (the window's Cancel, Ctrl+C) stop the command that runs
// programs cleanly: the program running is killed with its whole group at once, and
// run_program throws Stopped, so that every temporary folder is removed on the way out.
void stop_on_termination();
struct Stopped : std::runtime_error {
  Stopped() : std::runtime_error("stopped before the end (a signal asked it to stop)") {}
};

// Runs `command` with standard input from `input`. Throws std::runtime_error when the
// program cannot be started at all (no temporary folder, no fork), Stopped once a signal
// has asked the command to stop.
RunResult run_program(const std::string& command, const std::filesystem::path& input, const RunLimits& limits);

// "Time Limit Exceeded" and the others, as judges name them.
std::string verdict_name(const RunResult& result);

}  // namespace frontier::cli
