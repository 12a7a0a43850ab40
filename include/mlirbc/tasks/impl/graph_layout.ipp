// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of graph_layout.hpp (docs/design.md, "Two modes").
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "../graph_layout.hpp"

extern char** environ;

namespace mlirbc {

namespace graph_layout_detail {

// Where the temporary files go: TMPDIR, or /tmp when it is unset or empty.
inline std::string temp_dir() {
  const char* dir = std::getenv("TMPDIR");
  return dir != nullptr && *dir != '\0' ? dir : "/tmp";
}

// A temporary file, removed when this goes out of scope.
struct temp_file {
  std::string path;
  int fd = -1;
  temp_file() {
    path = temp_dir() + "/mlirbc-graph-XXXXXX";
    fd = ::mkstemp(path.data());
    if (fd < 0) path.clear();
  }
  ~temp_file() {
    if (fd >= 0) ::close(fd);
    if (!path.empty()) ::unlink(path.c_str());
  }
  temp_file(const temp_file&) = delete;
  temp_file& operator=(const temp_file&) = delete;
  bool ok() const noexcept { return fd >= 0; }
};

inline bool write_all(int fd, std::string_view s) {
  while (!s.empty()) {
    const ssize_t n = ::write(fd, s.data(), s.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    s.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

inline std::string read_all(int fd) {
  std::string out;
  char buf[65536];
  ::lseek(fd, 0, SEEK_SET);
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  return out;
}

}  // namespace graph_layout_detail

MLIRBC_INLINE graphviz_run run_graphviz(std::string_view engine, std::string_view args, std::string_view input) {
  using namespace graph_layout_detail;
  graphviz_run r;
  temp_file in, out, err;
  if (!in.ok() || !out.ok() || !err.ok() || !write_all(in.fd, input)) {
    const int e = errno;
    r.err = "cannot write a temporary file in " + temp_dir() + ": " + std::strerror(e);
    return r;
  }
  ::lseek(in.fd, 0, SEEK_SET);
  std::string program(engine), arg(args);
  std::vector<char*> argv{program.data()};
  if (!arg.empty()) argv.push_back(arg.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  if (posix_spawn_file_actions_init(&actions) != 0) return r;
  posix_spawn_file_actions_adddup2(&actions, in.fd, 0);
  posix_spawn_file_actions_adddup2(&actions, out.fd, 1);
  posix_spawn_file_actions_adddup2(&actions, err.fd, 2);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return r;
  int wstatus = 0;
  while (::waitpid(pid, &wstatus, 0) < 0) {
    if (errno != EINTR) return r;
  }
  // posix_spawnp may report a missing program only as the child's exit 127.
  if (WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 127) return r;
  r.ran = true;
  r.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
  r.out = read_all(out.fd);
  r.err = read_all(err.fd);
  return r;
}

MLIRBC_INLINE std::optional<std::string> graphviz_svg(std::string_view engine, std::string_view graph,
                                                      std::string& why) {
  graphviz_run r = run_graphviz(engine, "-Tsvg", graph);
  if (!r.ran) {
    why = "Graphviz (" + std::string(engine) + ") " + (r.err.empty() ? "is not installed" : "was not run: " + r.err);
    return std::nullopt;
  }
  if (r.status != 0 || r.out.find("<svg") == std::string::npos) {
    why = "Graphviz (" + std::string(engine) + ") failed: " + r.err.substr(0, 200);
    return std::nullopt;
  }
  return std::move(r.out);
}

MLIRBC_INLINE std::string graphviz_version() {
  const graphviz_run r = run_graphviz("dot", "-V", "");
  if (!r.ran || r.status != 0) return {};
  std::string v = r.err;  // "dot - graphviz version 2.42.2 (0)\n"
  if (const auto at = v.find("graphviz"); at != std::string::npos) v.erase(0, at);
  while (!v.empty() && (v.back() == '\n' || v.back() == '\r')) v.pop_back();
  return v;
}

}  // namespace mlirbc
