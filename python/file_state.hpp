// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// file_state: one open file as the Python objects share it. A File, every
// array viewing its blobs and every Op/Region/Block handle holds a
// shared_ptr to it, so the mapping lives until the last of them is gone.
//
// The decoding state (the attribute reader, the index of dense_resource uses,
// the op tree) is built on first use, under a mutex, without the GIL. The
// attr_reader is safe to share between threads (docs/attributes.md); the one
// non-thread-safe object, the op-property printer, has its own mutex.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/printing/ir_print_attrs.hpp>

#include "op_tree.hpp"
#include "read_buffers.hpp"

namespace mlirbc_python {

// A file error, carried to the exception translator of module.cpp.
struct file_error {
  mlirbc::error e;
  std::string message;  // e.message(), or a longer one naming a resource key
};

[[noreturn]] inline void throw_file_error(const mlirbc::error& e) { throw file_error{e, e.message()}; }
[[noreturn]] inline void throw_file_error(const mlirbc::error& e, std::string message) {
  throw file_error{e, std::move(message)};
}

class file_state {
 public:
  // `dialects`: the set `mlirbc dump` and `mlirbc stats` use (the default set and
  // MLIR's test dialect), so that File.dump() and File.stats() say what the CLI
  // says, plus the layout files given to open().
  file_state(std::string path, mlirbc::bytecode_file f, mlirbc::dialect_registry dialects)
      : path_(std::move(path)), file_(std::move(f)), dialects_(std::move(dialects)),
        walked_(file_.view().limits_used()) {
    index_tensors();
  }
  // Arrays still alive give their memory back to `buffers`, which unmaps it then.
  ~file_state() { buffers->close(); }
  file_state(const file_state&) = delete;
  file_state& operator=(const file_state&) = delete;
  const mlirbc::dialect_registry& dialects() const noexcept { return dialects_; }

  // The File's keys: the `builtin` dense_resource blobs that have data, in
  // file order; a key that appears twice is found as its first entry.
  const std::vector<const mlirbc::resource_entry*>& tensors() const noexcept { return tensors_; }
  const mlirbc::resource_entry* find_tensor(std::string_view key) const {
    const auto it = by_key_.find(key);
    return it == by_key_.end() ? nullptr : it->second;
  }

  const std::string& path() const noexcept { return path_; }
  // backend="read": blob data is read with pread into new arrays, never viewed.
  bool reads_on_demand() const noexcept { return file_.mapping().reads_on_demand(); }
  // backend="read": the memory of large arrays, kept for reuse while the file is open.
  const std::shared_ptr<read_buffers> buffers = std::make_shared<read_buffers>();
  // writable=True: the mapping is copy-on-write, and views are writable.
  bool writable = false;
  const mlirbc::bytecode_file& file() const noexcept { return file_; }
  const mlirbc::bytecode& view() const noexcept { return file_.view(); }

  // Call without the GIL (they may decode the whole IR once).
  mlirbc::ir_attrs& printer() {
    std::lock_guard lock(mu_);
    if (!attrs_) attrs_ = std::make_unique<mlirbc::ir_attrs>(view(), dialects_);
    return *attrs_;
  }
  const mlirbc::attr_reader& reader() { return printer().reader(); }
  std::mutex& printer_mutex() noexcept { return print_mu_; }

  const mlirbc::weight_index& uses() {
    const mlirbc::attr_reader& r = reader();
    std::lock_guard lock(mu_);
    if (!uses_) {
      // The index reads each used blob's header through the mapping: no
      // readahead while it is built (which would map ~64 KiB around every
      // header, and read as much from disk when cold), then the default again
      // for the data (docs/benchmarks.md, "Python").
      const mlirbc::section& rs = view().get_section(mlirbc::section_id::resource);
      const auto at = static_cast<std::size_t>(rs.offset), length = static_cast<std::size_t>(rs.length);
      if (rs.present) file_.mapping().advise(mlirbc::access_hint::random, at, length);
      auto idx = mlirbc::weight_index::build(r, {}, &walked_);
      if (rs.present) file_.mapping().advise(mlirbc::access_hint::normal, at, length);
      if (!idx) throw_file_error(idx.err());
      uses_ = std::move(*idx);
    }
    return *uses_;
  }

  const op_tree& tree() {
    std::lock_guard lock(mu_);
    if (!tree_) {
      auto t = op_tree::build(view(), &walked_);
      if (!t) throw_file_error(t.err());
      tree_ = std::make_unique<op_tree>(std::move(*t));
    }
    return *tree_;
  }

  // What the walks of tree() and uses() met that MLIR tolerates and was not
  // handed out yet (each once: both walks meet the same ones). The module
  // raises them as UserWarnings, which needs the GIL those two run without.
  std::vector<mlirbc::error> take_unreported_warnings() {
    std::lock_guard lock(mu_);
    std::vector<mlirbc::error> fresh;
    for (const mlirbc::error& w : walked_.list())
      if (reported_.insert(w.offset).second) fresh.push_back(w);
    return fresh;
  }

 private:
  void index_tensors() {
    for (const auto& g : view().resources().groups()) {
      if (g.external || g.name != "builtin") continue;
      const auto& entries = view().resources().entries();
      for (std::uint32_t i = g.first; i < g.first + g.count; ++i) {
        const mlirbc::resource_entry& e = entries[i];
        if (e.kind != mlirbc::resource_kind::blob || e.empty()) continue;
        if (by_key_.emplace(e.key, &e).second) tensors_.push_back(&e);
      }
      break;
    }
  }

  std::string path_;
  mlirbc::bytecode_file file_;
  mlirbc::dialect_registry dialects_;
  std::vector<const mlirbc::resource_entry*> tensors_;
  std::unordered_map<std::string_view, const mlirbc::resource_entry*> by_key_;
  std::mutex mu_;
  std::mutex print_mu_;
  std::unique_ptr<mlirbc::ir_attrs> attrs_;
  std::optional<mlirbc::weight_index> uses_;
  std::unique_ptr<op_tree> tree_;
  // The sink of tree()'s and uses()'s walks (both meet the same bytes; it
  // keeps one warning per byte offset), and the offsets handed out.
  mlirbc::format_warnings walked_;
  std::unordered_set<std::uint64_t> reported_;
};

}  // namespace mlirbc_python
