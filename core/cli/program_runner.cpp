#include "program_runner.hpp"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string_view>
#include <system_error>
#include <vector>

namespace frontier::cli {

namespace {

constexpr std::size_t kErrorCap = 64 << 10;

// Run as root, the program runs as nobody instead: the limit on processes binds no root
// process, and a judge never runs a submission with rights over the machine.
constexpr uid_t kNobody = 65534;

uid_t program_user() { return ::geteuid() == 0 ? kNobody : ::getuid(); }

// How many processes the program's user runs now: RLIMIT_NPROC counts them all, so the
// program's allowance is added to them.
long processes_of_user() {
  long count = 0;
  const uid_t me = program_user();
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    struct stat info {};
    if (::stat(entry.path().c_str(), &info) == 0 && info.st_uid == me) ++count;
  }
  return count;
}

// The largest address space the process has had (VmPeak), in bytes; 0 once it is gone.
std::size_t peak_address_space(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string word;
  while (status >> word) {
    if (word == "VmPeak:") {
      std::size_t kb = 0;
      status >> kb;
      return kb * 1024;
    }
  }
  return 0;
}

void limit(int resource, rlim_t value) {
  const rlimit both{value, value};
  ::setrlimit(resource, &both);
}

// What the child execs, made before the fork: between fork and exec the child only makes
// system calls. Another thread may hold the allocator's lock at the fork, and past the
// address-space limit an allocation fails (under the sanitizers' allocator it did: "Failed
// to mmap", judged Memory Limit Exceeded).
struct ChildExec {
  std::string shell_command;
  std::vector<std::string> environment;
  std::vector<char*> argv;
  std::vector<char*> envp;
};

ChildExec child_exec(const std::string& command, const std::string& folder) {
  ChildExec exec;
  // A simple command is exec'd by the shell, so that the program itself is the process
  // watched (its memory, its signal); a pipeline or a list runs as the shell's children.
  const bool simple = command.find_first_of(";&|<>()$`\\\n*?[{}!~#'\"") == std::string::npos;
  exec.shell_command = simple ? "exec " + command : command;
  // The program's own temporary folder is its home and its TMPDIR.
  for (char** variable = environ; *variable != nullptr; ++variable) {
    const std::string_view entry(*variable);
    if (entry.starts_with("TMPDIR=") || entry.starts_with("HOME=")) continue;
    exec.environment.emplace_back(entry);
  }
  exec.environment.push_back("TMPDIR=" + folder);
  exec.environment.push_back("HOME=" + folder);
  for (std::string& entry : exec.environment) exec.envp.push_back(entry.data());
  exec.envp.push_back(nullptr);
  exec.argv = {const_cast<char*>("sh"), const_cast<char*>("-c"), exec.shell_command.data(), nullptr};
  return exec;
}

// In the child, between fork and exec: its own session, its folder, its input, its limits.
[[noreturn]] void become_program(const ChildExec& exec, const std::string& folder, const std::string& input,
                                 int out, int err, const RunLimits& limits, long user_processes) {
  ::setsid();  // a process group of its own, and no controlling terminal to read
  const int in = ::open(input.c_str(), O_RDONLY | O_CLOEXEC);
  if (in < 0 || ::dup2(in, STDIN_FILENO) < 0 || ::dup2(out, STDOUT_FILENO) < 0 || ::dup2(err, STDERR_FILENO) < 0) {
    ::_exit(126);
  }
  if (::geteuid() == 0) {
    if (::setgroups(0, nullptr) != 0 || ::setgid(kNobody) != 0 || ::setuid(kNobody) != 0) ::_exit(126);
  }
  if (::chdir(folder.c_str()) != 0) ::_exit(126);
  const auto cpu = static_cast<rlim_t>(std::ceil(limits.time_seconds)) + 1;
  const rlimit cpu_limit{cpu, cpu + 1};  // SIGXCPU first, SIGKILL a second later
  ::setrlimit(RLIMIT_CPU, &cpu_limit);
  limit(RLIMIT_AS, static_cast<rlim_t>(limits.memory_mb) << 20);
  limit(RLIMIT_FSIZE, limits.output_bytes);
  limit(RLIMIT_NPROC, static_cast<rlim_t>(user_processes + limits.processes));
  limit(RLIMIT_CORE, 0);
  ::execve("/bin/sh", exec.argv.data(), exec.envp.data());
  ::_exit(127);
}

// Reads what is there without blocking; false at the end of the stream.
bool drain(int fd, std::string& into, std::size_t cap, std::size_t& total) {
  char buffer[65536];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got > 0) {
      total += static_cast<std::size_t>(got);
      if (into.size() < cap) into.append(buffer, std::min(static_cast<std::size_t>(got), cap - into.size()));
      continue;
    }
    if (got == 0) return false;
    return errno == EINTR || errno == EAGAIN;
  }
}

double seconds(const timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; }

// Set by the signal handler; the group of the program running (0: none), for it to kill.
volatile std::sig_atomic_t stop_asked = 0;
volatile std::sig_atomic_t running_group = 0;

extern "C" void stop_running_program(int) {
  stop_asked = 1;
  // kill is async-signal-safe; the program itself too, in case it has not yet made its group.
  if (running_group > 0) {
    ::kill(-static_cast<pid_t>(running_group), SIGKILL);
    ::kill(static_cast<pid_t>(running_group), SIGKILL);
  }
}

}  // namespace

void stop_on_termination() {
  struct sigaction action {};
  action.sa_handler = stop_running_program;
  ::sigemptyset(&action.sa_mask);
  for (const int signal : {SIGTERM, SIGINT, SIGHUP}) ::sigaction(signal, &action, nullptr);
}

RunResult run_program(const std::string& command, const std::filesystem::path& input, const RunLimits& limits) {
  if (stop_asked) throw Stopped();
  const std::string input_path = std::filesystem::absolute(input).string();
  std::string folder_template = (std::filesystem::temp_directory_path() / "frontier-run-XXXXXX").string();
  if (::mkdtemp(folder_template.data()) == nullptr) {
    throw std::runtime_error("cannot make a temporary folder: " + std::string(std::strerror(errno)));
  }
  const std::string folder = folder_template;
  if (::geteuid() == 0 && ::chown(folder.c_str(), kNobody, kNobody) != 0) {
    std::filesystem::remove_all(folder);
    throw std::runtime_error("cannot give the temporary folder to nobody: " + std::string(std::strerror(errno)));
  }
  int out[2];
  int err[2];
  if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
    std::filesystem::remove_all(folder);
    throw std::runtime_error("cannot make a pipe: " + std::string(std::strerror(errno)));
  }
  // Orphans of the program (a child it left behind) become ours, so that they are reaped
  // here and known to be gone when this returns.
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  const long user_processes = processes_of_user();
  const ChildExec exec = child_exec(command, folder);
  const auto started = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid < 0) {
    std::filesystem::remove_all(folder);
    throw std::runtime_error("cannot start the program: " + std::string(std::strerror(errno)));
  }
  if (pid == 0) become_program(exec, folder, input_path, out[1], err[1], limits, user_processes);
  running_group = pid;
  if (stop_asked) ::kill(-pid, SIGKILL);  // asked between the check above and now
  ::close(out[1]);
  ::close(err[1]);
  ::fcntl(out[0], F_SETFL, O_NONBLOCK);
  ::fcntl(err[0], F_SETFL, O_NONBLOCK);

  RunResult result;
  const double wall_limit = std::max(limits.time_seconds * 2, limits.time_seconds + 1);
  const std::size_t memory_bytes = limits.memory_mb << 20;
  std::size_t printed = 0;
  std::size_t errors = 0;
  std::size_t peak = 0;
  bool out_open = true;
  bool err_open = true;
  bool exited = false;
  bool over_output = false;
  bool over_wall = false;
  int status = 0;
  rusage usage{};
  const auto stop_group = [&] { ::kill(-pid, SIGKILL); };
  while (!exited || out_open || err_open) {
    pollfd fds[2] = {{out_open ? out[0] : -1, POLLIN, 0}, {err_open ? err[0] : -1, POLLIN, 0}};
    ::poll(fds, 2, 10);
    if (out_open) out_open = drain(out[0], result.output, limits.output_bytes + 1, printed);
    if (err_open) err_open = drain(err[0], result.error_output, kErrorCap, errors);
    if (!over_output && printed > limits.output_bytes) {
      over_output = true;
      stop_group();
    }
    if (!exited) {
      peak = std::max(peak, peak_address_space(pid));
      if (::wait4(pid, &status, WNOHANG, &usage) == pid) {
        exited = true;
        // What it started and left behind goes with it; its pipes then close.
        stop_group();
      }
    }
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (!over_wall && wall > wall_limit && (!exited || out_open || err_open)) {
      over_wall = !exited;
      stop_group();
      if (exited) break;  // a child that left the group holds a pipe: stop waiting for it
    }
  }
  result.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  stop_group();
  while (::waitpid(-pid, nullptr, 0) > 0) {
  }
  running_group = 0;
  ::close(out[0]);
  ::close(err[0]);
  // A file written up to the size limit: the write past it failed (a program that ignores
  // SIGXFSZ, as Python does, sees EFBIG and fails its own way).
  std::error_code ignored;
  bool file_at_limit = false;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder, ignored)) {
    std::error_code size_error;
    if (entry.is_regular_file(size_error) && entry.file_size(size_error) >= limits.output_bytes) file_at_limit = true;
  }
  std::filesystem::remove_all(folder, ignored);
  if (stop_asked) throw Stopped();

  result.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  result.max_rss_kb = usage.ru_maxrss;
  if (result.output.size() > limits.output_bytes) result.output.resize(limits.output_bytes);
  const bool near_memory = peak + (8u << 20) >= memory_bytes ||
                           static_cast<std::size_t>(result.max_rss_kb) * 1024 * 5 >= memory_bytes * 4;
  const bool failed = WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) != 0);
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  // The shell runs the command as its child where it does not exec it, and says how the
  // command died as 128 + the signal's number, as every shell does.
  if (WIFEXITED(status) && result.exit_code > 128 && result.exit_code <= 128 + SIGRTMAX) {
    result.signal = result.exit_code - 128;
  }
  const std::string limit_text = [&] {
    char text[32];
    std::snprintf(text, sizeof text, "%g", limits.time_seconds);
    return std::string(text);
  }();
  if (over_output) {
    result.end = RunEnd::output_limit;
    result.reason = "printed more than " + std::to_string(limits.output_bytes) + " bytes";
  } else if (over_wall) {
    result.end = RunEnd::time_limit;
    result.reason = "still running after " + std::to_string(static_cast<int>(std::ceil(wall_limit))) +
                    " s of wall clock (it waited or slept)";
  } else if (result.signal == SIGXFSZ || (failed && file_at_limit)) {
    result.end = RunEnd::output_limit;
    result.reason = "wrote a file past " + std::to_string(limits.output_bytes) + " bytes (" +
                    (result.signal == SIGXFSZ ? "SIGXFSZ" : "the write past it refused") + ")";
  } else if (result.signal == SIGXCPU || (result.signal == SIGKILL && result.cpu_seconds >= limits.time_seconds) ||
             result.cpu_seconds > limits.time_seconds) {
    result.end = RunEnd::time_limit;
    result.reason = "used more than " + limit_text + " s of CPU time";
  } else if (failed && near_memory) {
    result.end = RunEnd::memory_limit;
    result.reason = "failed with its memory at the limit of " + std::to_string(limits.memory_mb) + " MB";
  } else if (result.signal != 0) {
    result.end = RunEnd::signalled;
    result.reason = "killed by signal " + std::to_string(result.signal) + " (" + sigabbrev_np(result.signal) + ": " +
                    strsignal(result.signal) + ")";
  } else if (result.exit_code != 0) {
    result.reason = "exit code " + std::to_string(result.exit_code);
  }
  return result;
}

std::string verdict_name(const RunResult& result) {
  switch (result.end) {
    case RunEnd::time_limit: return "Time Limit Exceeded";
    case RunEnd::memory_limit: return "Memory Limit Exceeded";
    case RunEnd::output_limit: return "Output Limit Exceeded";
    case RunEnd::signalled: return "Runtime Error";
    case RunEnd::exited: return result.exit_code == 0 ? "Accepted" : "Runtime Error";
  }
  return "Runtime Error";
}

}  // namespace frontier::cli
