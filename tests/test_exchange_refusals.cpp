// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// strip_weights, export_weights and attach_weights (tasks/weight_exchange.hpp)
// when their output cannot be created (a missing folder, a folder in the way)
// and attach given a weights file read into memory (it copies from a
// descriptor): each is an error that names the reason, and leaves no file.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <mlirbc.hpp>
#include <mlirbc/tasks/weight_exchange.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

TEST_CASE("weight exchange: outputs that cannot be created, and attach from a copied weights file") {
  const test_support::scratch_dir dir("exchange-refusals");
  auto in = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string());
  REQUIRE(in.has_value());
  attr_reader reader(in->view(), default_dialects());
  auto uses = weight_index::build(reader);
  REQUIRE(uses.has_value());

  const fs::path stripped = dir.path / "stripped.mlirbc", weights = dir.path / "w.safetensors";
  REQUIRE(!strip_weights(*in, stripped.string(), {}));
  REQUIRE(!export_weights(*in, reader, *uses, weights.string(), {}));
  auto sf = bytecode_file::open(stripped.string());
  REQUIRE(sf.has_value());
  attr_reader sreader(sf->view(), default_dialects());
  auto suses = weight_index::build(sreader);
  REQUIRE(suses.has_value());
  mapped_file w;
  REQUIRE(!w.open(weights.string()));

  const fs::path in_folder_in_the_way = dir.path / "folder.mlirbc";
  fs::create_directories(in_folder_in_the_way);
  for (const fs::path& out : {dir.path / "missing" / "out.mlirbc", in_folder_in_the_way}) {
    CAPTURE(out.string());
    const named_error s = strip_weights(*in, out.string(), {});
    CHECK(s.e.code == errc::io);
    const named_error x = export_weights(*in, reader, *uses, out.string(), {});
    CHECK(x.e.code == errc::io);
    const named_error a = attach_weights(*sf, sreader, *suses, w, out.string(), {});
    CHECK(a.e.code == errc::io);
  }
  CHECK_FALSE(fs::exists(dir.path / "missing"));
  CHECK(fs::is_empty(in_folder_in_the_way));

  mapped_file copied;
  REQUIRE(!copied.open(weights.string(), load_mode::copy));
  const fs::path back = dir.path / "back.mlirbc";
  const named_error a = attach_weights(*sf, sreader, *suses, copied, back.string(), {});
  CHECK(a.e.code == errc::unsupported);
  CHECK(a.message().find("load_mode::copy") != std::string::npos);
  CHECK_FALSE(fs::exists(back));
}
