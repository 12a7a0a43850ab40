// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// fuzz_layouts: the layout-file parser (op_layout_file.hpp) on arbitrary text.
// A text it accepts must give a well-formed set (ops sorted and of the file's
// dialect, fields in range), and decoding a small file with that set, whatever
// kinds, sizes and codecs it names, must end in values or an error, never a
// crash. The file is tests/data/layouts/ecosystem_ops.mlirbc (a util.global
// and an sdy.mesh with property entries), inlined so the target needs no file.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>

namespace {

[[noreturn]] void broken(const char* what) {
  std::fprintf(stderr, "fuzz_layouts: broken promise: %s\n", what);
  std::abort();
}

const std::vector<std::byte>& sample() {
  static const std::vector<std::byte> bytes = [] {
    constexpr std::string_view hex =
        "4d4cef520d4d4c495231392e302e306769740000570d0b090f0b0f116275696c74696e006d6f64756c65007574696c00676c"
        "6f62616c00736479006d65736800011d070109110701030703030f05031703190d01010b071129391d05030f024f1f227722"
        "002270726976617465220074656e736f723c34786633323e00226d6573682200050101042505011001070417030109034001"
        "010540010306030105010817050d010101030b07050b09";
    std::vector<std::byte> out;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
      out.push_back(static_cast<std::byte>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16)));
    return out;
  }();
  return bytes;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string why;
  auto file = mlirbc::op_schema::layout_file::parse(text, why);
  if (!file) {
    if (why.empty()) broken("refused without a reason");
    return 0;
  }
  const mlirbc::op_schema::schema_set& set = file->set();
  if (set.dialect.empty() || set.major != mlirbc::op_schema::any_release) broken("set not scoped to a dialect");
  for (std::size_t i = 0; i < set.ops.size(); ++i) {
    const auto& op = set.ops[i];
    if (i > 0 && !(set.ops[i - 1].name < op.name)) broken("ops not sorted and unique");
    if (!op.name.starts_with(std::string(set.dialect) + ".")) broken("op of another dialect");
    if (std::size_t(op.first) + op.count > set.fields.size()) broken("fields out of range");
  }
  // Decode the sample with these layouts in place of any other for the dialect.
  auto b = mlirbc::bytecode::open(sample());
  if (!b) broken("the inlined sample does not open");
  mlirbc::dialect_registry reg;
  reg.add(mlirbc::dialects::builtin_dialect{});
  reg.add_op_layouts(file);
  std::string out;
  mlirbc::format_warnings met;
  mlirbc::print_options opt;
  opt.warnings = &met;
  (void)mlirbc::print_generic(*b, out, opt, reg);
  return 0;
}
