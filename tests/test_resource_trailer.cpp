// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The resource trailer (`{-# dialect_resources: …, external_resources: … #-}`,
// print_options::resources) of every fixture with resources, against mlir-opt
// 22's generic print without local scope, which ends with that trailer: blobs
// of dialect groups, and the string and booleans of an external group
// (fixture external_resources.*). The corpus sweep of test_dump_oracle does the
// same over /work/shared; this one runs on the committed fixtures.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/printing/resource_mentions.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

TEST_CASE("resource mentions: keys in order of first mention, across chunks, never inside strings") {
  const std::string text =
      "\"x.op\"() {a = dense_resource<k2> : tensor<1xi8>, s = \"dense_resource<in_string> \\\" dense_resource<k9>\", "
      "b = dense_resource<\"odd \\\"key\\\"\"> : tensor<1xi8>, c = #x.my_dense_resource<k7>, "
      "d = dense_resource<k1> : tensor<1xi8>, e = dense_resource<k2> : tensor<1xi8>}";
  const std::vector<std::string> want = {"k2", "\"odd \\\"key\\\"\"", "k1"};
  for (std::size_t cut = 1; cut <= text.size(); ++cut) {  // every chunk size, down to one byte
    resource_mentions m;
    for (std::size_t at = 0; at < text.size(); at += cut) m.scan(std::string_view(text).substr(at, cut));
    CAPTURE(cut);
    CHECK(m.keys() == want);
  }
}

TEST_CASE("resource trailer: as mlir-opt 22 prints it, for every fixture with resources") {
  if (!test_support::oracle(test_support::mlir_opt_22)) return;
  std::size_t checked = 0, external = 0;
  for (const auto& path : test_support::fixture_files()) {
    const std::string name = path.filename().string();
    // Two versions of mlir-opt 22 (the trailer's text does not depend on it) and mlir-opt 19's files.
    if (name.find(".v2.") == std::string::npos && name.find(".v6.") == std::string::npos &&
        name.find(".mlir19.") == std::string::npos)
      continue;
    // Only files mlir-opt 22 reads (the others have an .unreadable.txt beside them).
    const fs::path unreadable = path.parent_path() / (path.stem().string() + ".unreadable.txt");
    if (fs::exists(unreadable)) continue;
    auto file = bytecode_file::open(path.string());
    if (!file || file->view().resources().size() == 0) continue;
    CAPTURE(name);
    const auto want = test_support::run_command(std::string(test_support::mlir_opt_22) +
                                                " --allow-unregistered-dialect --mlir-print-op-generic '" +
                                                path.string() + "' 2>/dev/null");
    // mlir-opt reads small files into a 16-byte aligned buffer: whether it reads one with
    // 32- or 64-byte aligned blobs depends on the heap (tests/data/MANIFEST.md, "Notes").
    if (want.status != 0) continue;
    if (want.out.find("\n{-#\n") == std::string::npos) continue;
    std::string got;
    print_options opt;
    opt.resources = true;
    CHECK(!print_generic(file->view(), got, opt, mlir_opt_dialects()));
    // Byte for byte: a dialect group's entries in the order the text first mentions them.
    CHECK(got == want.out);
    ++checked;
    external += want.out.find("external_resources") != std::string::npos;
  }
  CHECK(checked >= 6);
  // external_resources.v2/v6 and mlir19; print_shapes.v2/v6 hold an external group and no dialect resources.
  CHECK(external == 5);
}

TEST_CASE("resource trailer: none for a file without resources") {
  // mlir-opt prints no `{-#` block then (the fixtures' prints without local scope show it).
  std::size_t checked = 0;
  for (const auto& path : test_support::fixture_files()) {
    if (path.filename().string().find(".v6.") == std::string::npos) continue;
    auto file = bytecode_file::open(path.string());
    if (!file || file->view().resources().size() != 0) continue;
    CAPTURE(path.filename().string());
    std::string plain, with_trailer;
    print_options opt;
    const error e = print_generic(file->view(), plain, opt, mlir_opt_dialects());
    opt.resources = true;
    const error with_e = print_generic(file->view(), with_trailer, opt, mlir_opt_dialects());
    CHECK(with_e.code == e.code);
    CHECK(with_trailer == plain);
    ++checked;
  }
  CHECK(checked >= 10);
}
