// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Opens every real file under ../shared/corpus (when present) and reads every table.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <mlirbc.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

// Whether mlir-opt 22 could read this file, per the case's meta.json: the v0..v6
// files were written by mlir-opt 22 itself; mlir16/mlir19 files carry a flag.
bool mlir22_reads(const fs::path& file) {
  const std::string stem = file.stem().string();
  if (stem != "mlir16" && stem != "mlir19") return true;
  const std::string meta = test_support::read_text(file.parent_path() / "meta.json");
  const auto obj = meta.find("\"" + stem + "\": {");
  if (obj == std::string::npos) return false;
  const auto flag = meta.find("\"mlir22_reads_it\":", obj);
  return flag != std::string::npos && meta.compare(flag + 18, 5, " true") == 0;
}

// Touches every table entry; returns the first error.
error read_everything(const bytecode& b) {
  for (std::size_t i = 0; i < b.strings().size(); ++i) (void)b.strings()[i].size();
  for (std::size_t i = 0; i < b.attr_types().num_attributes(); ++i) {
    const raw_entry e = b.attr_types().attribute(i);
    if (!e.custom) {
      if (auto t = e.text(); !t) return t.err();
    }
  }
  for (std::size_t i = 0; i < b.attr_types().num_types(); ++i) {
    const raw_entry e = b.attr_types().type(i);
    if (!e.custom) {
      if (auto t = e.text(); !t) return t.err();
    }
  }
  for (const auto& e : b.resources().entries()) {
    if (e.kind == resource_kind::blob) {
      auto bl = b.get_blob(e);
      if (!bl) return bl.err();
      if (!bl->data.empty() && (bl->offset % bl->alignment) != 0)
        return error{errc::bad_alignment, section_id::resource, bl->offset, "blob offset not aligned"};
    }
  }
  return {};
}

}  // namespace

TEST_CASE("corpus sweep: every readable real file opens and every table reads") {
  if (!test_support::have_corpus()) {
    MESSAGE("corpus sweep skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  int opened = 0, skipped = 0, blobs = 0;
  for (const auto& dir : fs::directory_iterator(test_support::corpus_dir())) {
    if (!dir.is_directory()) continue;
    for (const auto& f : fs::directory_iterator(dir.path())) {
      if (f.path().extension() != ".mlirbc") continue;
      const bool must_read = mlir22_reads(f.path());
      auto file = bytecode_file::open(f.path().string());
      if (!file) {
        if (must_read) FAIL_CHECK(f.path().string() << ": " << file.err().message());
        ++skipped;
        continue;
      }
      const error e = read_everything(file->view());
      if (e && must_read) FAIL_CHECK(f.path().string() << ": " << e.message());
      for (const auto& r : file->view().resources().entries()) blobs += r.kind == resource_kind::blob;
      ++opened;
    }
  }
  MESSAGE("corpus sweep: opened " << opened << " files, " << skipped << " unreadable (also by mlir-opt 22), "
                                  << blobs << " blob resources");
  CHECK(opened > 0);
}
