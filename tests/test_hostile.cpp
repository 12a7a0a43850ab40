// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Hostile-input guarantees that are not single malformed cases:
// - peak memory of bytecode::open on adversarial counts stays within a fixed
//   multiple of the file's metadata bytes (docs/hostile-input.md states it);
// - declared counts that the file cannot back allocate nothing;
// - load_mode::copy survives the file being truncated on disk, where a mapping
//   would raise SIGBUS (shown in a child process).
#include <doctest/doctest.h>

#include <malloc.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <new>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/attributes/attr_reader.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
using tb::buf;
using tb::bytes;
namespace fs = std::filesystem;

// ---------------------------------------------------------------- allocation tracking
// Replaces the global operator new/delete of this test executable to measure
// the peak of live heap bytes while a call runs (works under ASan too).
namespace {
bool g_tracking = false;
std::size_t g_allocs = 0;
std::size_t g_live = 0;
std::size_t g_peak = 0;
}  // namespace

// g++ 12 misreads the replaced operator delete's std::free as a mismatch with
// the replaced operator new's std::malloc.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
void* operator new(std::size_t n) {
  void* p = std::malloc(n != 0 ? n : 1);
  if (p == nullptr) throw std::bad_alloc();
  if (g_tracking) {
    ++g_allocs;
    g_live += malloc_usable_size(p);
    if (g_live > g_peak) g_peak = g_live;
  }
  return p;
}
void operator delete(void* p) noexcept {
  if (p == nullptr) return;
  if (g_tracking) {
    const std::size_t n = malloc_usable_size(p);
    g_live = n > g_live ? 0 : g_live - n;
  }
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept { operator delete(p); }

namespace {

struct peak_result {
  bool opened = false;
  std::size_t peak = 0;  // peak heap bytes above the level before the call, plus mapped index bytes
  error err;
  std::uint64_t warnings = 0;
};

peak_result measure_open(const bytes& file) {
  g_live = 0;
  g_peak = 0;
  g_tracking = true;
  peak_result out;
  std::size_t mapped = 0;  // large indexes are mapped, not allocated (populated_alloc.hpp)
  {
    const std::size_t mapped_before = detail::populated_bytes().load();
    auto r = bytecode::open(file);
    mapped = detail::populated_bytes().load() - mapped_before;
    out.opened = r.has_value();
    out.err = r.err();
    if (r) out.warnings = r->warnings().count();
  }
  g_tracking = false;
  out.peak = g_peak + mapped;
  return out;
}

// The documented bound (docs/hostile-input.md, "Memory"): index memory of
// open() <= 96 x the metadata bytes + 4 KiB.
constexpr std::size_t bound_factor = 96;
constexpr std::size_t bound_slack = 4096;

// Metadata bytes: everything but the Resource section payload (blob data).
std::size_t metadata_size(const tb::file& f, const bytes& b) {
  for (const auto& s : f.sections)
    if (s.id == tb::s_resource) return b.size() - s.payload.size();
  return b.size();
}

void check_bound(const char* what, const tb::file& f) {
  const bytes b = f.build();
  const peak_result r = measure_open(b);
  INFO(std::string(what), ": ", r.err.message());
  CHECK(r.opened);
  const std::size_t meta = metadata_size(f, b);
  MESSAGE(std::string(what) << ": metadata " << meta << " bytes, peak index memory " << r.peak << " bytes ("
                << static_cast<double>(r.peak) / static_cast<double>(meta) << " x)");
  CHECK(r.peak <= bound_factor * meta + bound_slack);
}

constexpr std::size_t N = 20000;  // entries per adversarial table

}  // namespace

TEST_CASE("memory: adversarial tables stay within 96 x the metadata bytes") {
  {  // N one-byte strings ("\0"): 2 bytes each.
    buf s;
    s.var(N + 2);
    for (std::size_t i = 0; i < N; ++i) s.var(1);
    s.var(7).var(8);  // sizes are listed last string first
    s.cstr("builtin").cstr("module");
    for (std::size_t i = 0; i < N; ++i) s.u8(0);
    check_bound("strings", tb::minimal_with(tb::s_string, s));
  }
  {  // N dialects of one byte each, then N op names of one byte each, with
     // an exact op-name count and with a zero hint (the vector grows).
    for (std::uint64_t hint : {std::uint64_t{N}, std::uint64_t{0}}) {
      buf d;
      d.var(N);
      for (std::size_t i = 0; i < N; ++i) d.var(0);
      d.var(hint).var(0).var(N);
      for (std::size_t i = 0; i < N; ++i) d.var(3);
      const tb::file f = tb::minimal_with(tb::s_dialect, d);
      check_bound(hint != 0 ? "dialects + op names (exact count)" : "dialects + op names (no count)", f);
    }
  }
  {  // N empty attribute entries and N empty type entries: one size byte each.
    buf o;
    o.var(N).var(N).var(0).var(N);
    for (std::size_t i = 0; i < N; ++i) o.var(1);  // size 0, custom
    o.var(0).var(N);
    for (std::size_t i = 0; i < N; ++i) o.var(1);
    tb::file f = tb::minimal(6);
    f.sec(tb::s_attr_type_offset).payload = o;
    f.sec(tb::s_attr_type).payload = {};
    check_bound("attr/type index", f);
  }
  {  // N empty resource entries (3 bytes each) in one group, and N empty groups.
    buf r;
    r.var(0).var(0).var(N);
    for (std::size_t i = 0; i < N; ++i) r.var(0).var(0).u8(0);
    tb::file f = tb::minimal(6);
    f.sec(tb::s_resource_offset).payload = r;
    check_bound("resource entries", f);
    buf g;
    g.var(0);
    for (std::size_t i = 0; i < N; ++i) g.var(0).var(0);
    f.sec(tb::s_resource_offset).payload = g;
    check_bound("resource groups", f);
  }
  {  // N empty property entries: one byte each.
    buf p;
    p.var(N);
    for (std::size_t i = 0; i < N; ++i) p.var(0);
    check_bound("properties", tb::minimal_with(tb::s_properties, p));
  }
}

TEST_CASE("memory: the real fixtures stay within the bound too") {
  for (const auto& e : fs::directory_iterator(test_support::data_dir())) {
    if (e.path().extension() != ".mlirbc") continue;
    const bytes b = test_support::read_bytes(e.path());
    const tb::file f = tb::split(b);
    const peak_result r = measure_open(b);
    CAPTURE(e.path().filename().string());
    CHECK(r.opened);
    CHECK(r.peak <= bound_factor * metadata_size(f, b) + bound_slack);
  }
}

TEST_CASE("memory: counts the file cannot back allocate nothing") {
  const std::uint64_t huge = std::uint64_t{1} << 60;
  const std::vector<tb::file> files = {
      tb::minimal_with(tb::s_string, buf{}.raw(tb::varint_n(huge, 9))),
      tb::minimal_with(tb::s_dialect, buf{}.raw(tb::varint_n(huge, 9))),
      tb::minimal_with(tb::s_attr_type_offset, buf{}.raw(tb::varint_n(huge, 9)).var(0)),
      tb::minimal_with(tb::s_resource_offset, buf{}.var(0).var(0).raw(tb::varint_n(huge, 9))),
      tb::minimal_with(tb::s_properties, buf{}.raw(tb::varint_n(huge, 9))),
  };
  for (std::size_t i = 0; i < files.size(); ++i) {
    CAPTURE(i);
    const peak_result r = measure_open(files[i].build());
    CHECK_FALSE(r.opened);
    CHECK(r.err.code == errc::count_too_large);
    CHECK(r.peak <= bound_slack);
  }
  // The total op-name count is only a size hint (MLIR reserves by it): a huge
  // one reserves no more than the section could hold, and reads with a warning.
  const tb::file huge_hint = tb::minimal_with(tb::s_dialect, buf{}.var(1).var(0).raw(tb::varint_n(huge, 9)));
  const peak_result r = measure_open(huge_hint.build());
  CHECK(r.opened);
  CHECK(r.warnings == 1);
  CHECK(r.peak <= bound_slack);
}

// ---------------------------------------------------------------- attribute work

TEST_CASE("attrs: decoding every entry of chains past the depth limit or into a cycle is linear") {
  // A chain of N nested ArrayAttrs (entry i = [i+1]) decoded with a depth limit
  // of 256, every entry in index order. Without memoised failures each of the
  // first N-256 entries would walk 256 levels again (N x 256 frames), and with
  // a cycle through all N entries each entry would walk the whole cycle (N x N);
  // with them, each entry is decoded once. Work is measured as heap allocations
  // (several per decoded frame), so the test has no timing assertion.
  const std::size_t n = 3000;
  for (bool cycle : {false, true}) {
    CAPTURE(cycle);
    std::vector<tb::entry> attrs;
    for (std::uint64_t i = 0; i < n; ++i) attrs.push_back({buf{}.var(0).var(1).var(i + 1), true});
    // The last entry closes a cycle back to 0, or ends the chain.
    attrs.push_back(cycle ? tb::entry{buf{}.var(0).var(1).var(0), true} : tb::entry{buf{}.var(0).var(0), true});
    const bytes b = tb::with_entries(attrs, {}).build();
    limits lim;
    lim.max_attr_depth = cycle ? 1u << 16 : 256u;  // the cycle must be found, not the limit
    auto r = bytecode::open(b, lim);
    REQUIRE(r.has_value());
    const attr_reader rd(*r, mlir_opt_dialects());
    g_allocs = 0;
    g_tracking = true;
    std::size_t failed = 0;
    for (std::uint64_t i = 0; i <= n; ++i) failed += rd.attribute(i).has_value() ? 0u : 1u;
    g_tracking = false;
    MESSAGE((cycle ? "cycle" : "chain") << ": " << failed << " of " << n + 1 << " entries failed, "
                                        << g_allocs << " allocations");
    CHECK(g_allocs <= 20 * (n + 1));
    if (cycle) {
      CHECK(failed == n + 1);  // every entry reaches the cycle
    } else {
      CHECK(failed > 0);
      CHECK(failed < n + 1);  // the tail of the chain fits the limit
    }
    // A failed entry keeps its error.
    const error first = rd.attribute(0).err();
    CHECK(first.code == (cycle ? errc::bad_value : errc::limit_exceeded));
    CHECK(rd.attribute(0).err().offset == first.offset);
  }
}

// ---------------------------------------------------------------- load modes

namespace {


// Every blob of a view, as bytes.
std::vector<bytes> all_blobs(const bytecode& b) {
  std::vector<bytes> out;
  for (const auto& e : b.resources().entries()) {
    if (e.kind != resource_kind::blob) continue;
    auto bl = b.get_blob(e);
    REQUIRE(bl.has_value());
    CHECK(reinterpret_cast<std::uintptr_t>(bl->data.data()) % bl->alignment == 0);
    out.emplace_back(bl->data.begin(), bl->data.end());
  }
  return out;
}

}  // namespace

TEST_CASE("load_mode::copy: the view survives the file being truncated on disk") {
  const fs::path src = test_support::data_dir() / "resources.v6.mlirbc";
  const bytes orig = test_support::read_bytes(src);
  auto ref = bytecode::open(orig);
  REQUIRE(ref.has_value());
  const std::vector<bytes> expected = all_blobs(*ref);
  REQUIRE(expected.size() >= 2);

  const test_support::scratch_dir dir("hostile-copy");
  const fs::path p = dir.path / "copy.mlirbc";
  fs::copy_file(src, p);
  auto f = bytecode_file::open(p.string(), {}, load_mode::copy);
  REQUIRE(f.has_value());
  CHECK(f->mapping().is_copy());
  fs::resize_file(p, 0);  // another process truncates the file
  CHECK(all_blobs(f->view()) == expected);
  CHECK(f->view().producer() == ref->producer());

  auto m = bytecode_file::open(src.string());
  REQUIRE(m.has_value());
  CHECK_FALSE(m->mapping().is_copy());
  CHECK(all_blobs(m->view()) == expected);
}

TEST_CASE("load_mode::copy: errors are the same as for a mapping") {
  const test_support::scratch_dir dir("hostile-load-errors");
  const fs::path missing = dir.path / "does-not-exist.mlirbc";
  for (load_mode mode : {load_mode::map, load_mode::copy}) {
    auto r = bytecode_file::open(missing.string(), {}, mode);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.err().code == errc::io);
  }
  const fs::path empty = dir.path / "empty";
  test_support::write_file(empty, std::string_view());
  for (load_mode mode : {load_mode::map, load_mode::copy}) {
    auto r = bytecode_file::open(empty.string(), {}, mode);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.err().code == errc::bad_magic);
  }
}

TEST_CASE("load_mode::map: truncating a mapped file makes access fault (the documented caveat)") {
  // A file larger than a page, so that the data lives on pages past the new end.
  tb::file f = tb::minimal(6);
  const std::size_t size = 64 * 1024;
  bytes blob = buf{}.var(1).var(size);
  blob.resize(blob.size() + size, std::byte{0x5A});
  f.sec(tb::s_string).payload = buf{}.var(3).var(2).var(7).var(8).cstr("builtin").cstr("module").cstr("k");
  f.sec(tb::s_resource_offset).payload = buf{}.var(0).var(0).var(1).var(2).var(blob.size()).u8(0);
  f.sec(tb::s_resource).payload = blob;
  const test_support::scratch_dir dir("hostile-sigbus");
  const fs::path p = dir.path / "truncated.mlirbc";
  test_support::write_file(p, f.build());
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    struct sigaction sa {};
    sa.sa_handler = SIG_DFL;
    ::sigaction(SIGBUS, &sa, nullptr);
    auto m = bytecode_file::open(p.string());
    if (!m) ::_exit(3);
    auto bl = m->view().find_blob("builtin", "k");
    if (!bl) ::_exit(4);
    if (::truncate(p.c_str(), 0) != 0) ::_exit(5);
    volatile unsigned sum = 0;
    for (std::size_t i = 0; i < bl->data.size(); i += 4096) sum = sum + static_cast<unsigned>(bl->data[i]);
    ::_exit(0);  // not reached when the fault happens
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  CHECK(WIFSIGNALED(status));
  if (WIFSIGNALED(status)) CHECK(WTERMSIG(status) == SIGBUS);
  if (WIFEXITED(status)) CHECK(WEXITSTATUS(status) == 0);  // shows which step did not happen
}
