// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A consumer built with -fno-exceptions: the whole library compiles and works,
// errors are values, and result<T>::value() on an error aborts with the message.
//   c++ -std=c++20 -fno-exceptions -I<include dir> main.cpp -o no_exceptions
//   ./no_exceptions FILE.mlirbc
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <string>
#include <thread>

#include <mlirbc.hpp>

#if defined(__cpp_exceptions)
#error "build this file with -fno-exceptions"
#endif

namespace {

int failed(const char* what, const std::string& why) {
  std::fprintf(stderr, "no_exceptions: %s: %s\n", what, why.c_str());
  return 1;
}

// Runs `body` in a child process; returns whether it was ended by SIGABRT, and
// what it wrote to stderr.
template <class F>
bool aborts(F body, std::string& stderr_text) {
  int fds[2];
  if (::pipe(fds) != 0) return false;
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(fds[1], STDERR_FILENO);
    body();
    ::_exit(0);
  }
  ::close(fds[1]);
  char buf[512];
  ::ssize_t n = 0;
  while ((n = ::read(fds[0], buf, sizeof buf)) > 0) stderr_text.append(buf, static_cast<std::size_t>(n));
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return failed("usage", "no_exceptions FILE.mlirbc");
  auto file = mlirbc::bytecode_file::open(argv[1]);
  if (!file) return failed(argv[1], file.err().message());
  const mlirbc::bytecode& b = file->view();

  // Decode every attribute and type on two threads (lazy tables, atomics).
  mlirbc::attr_reader attrs(b, mlirbc::default_dialects());
  mlirbc::decode_job job(attrs);
  std::thread helper([&job] { job.run(); });
  job.run();
  helper.join();
  if (job.attribute_errors() != 0 || job.type_errors() != 0) return failed(argv[1], "decode errors");

  // The IR, printed generically into a string.
  std::string printed;
  const mlirbc::error e = mlirbc::print_generic(b, printed);
  if (e) return failed("print_generic", e.message());
  if (printed.find("\"builtin.module\"") == std::string::npos) return failed("print_generic", "no module printed");

  // An error is a value...
  auto missing = mlirbc::bytecode_file::open("/nonexistent/file.mlirbc");
  if (missing || missing.err().code != mlirbc::errc::io) return failed("open of a missing file", "no io error");
  // ...and value() on it aborts, printing the message.
  std::string message;
  if (!aborts([&] { (void)missing.value(); }, message)) return failed("value() on an error", "did not abort");
  if (message.find(missing.err().message()) == std::string::npos)
    return failed("value() on an error", "message not printed: '" + message + "'");
  std::printf("ok: %zu bytes of IR text, %zu attributes, %zu types\n", printed.size(),
              b.attr_types().num_attributes(), b.attr_types().num_types());
  return 0;
}
