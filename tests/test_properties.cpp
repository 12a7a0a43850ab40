// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Op property schemas and decoding (op_properties.hpp) against mlir-opt's generic prints:
// for every op of every fixture and corpus file, the names (and native values) mlir-opt
// prints inside `<{…}>` must be exactly what decode_properties returns (v5+), or what
// is_inherent_attribute + legacy_native_properties select from the attribute
// dictionary (v0-4). Ops are matched to print lines by position: the generic printer
// prints ops in file (pre-)order, one line each.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/printing/attr_printer.hpp>
#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/tasks/file_stats.hpp>
#include <mlirbc/ir/ir.hpp>
#include <mlirbc/properties/op_properties.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

// ---------------------------------------------------------------------------------------
// The print side: one entry per op line, with the text between `<` and `>` (properties).

struct printed_op {
  std::string name;
  bool has_props = false;
  std::string props;  // between the angle brackets, e.g. "{a = 1 : i32, b}"
};

// Skips a balanced bracket group starting at s[i] (one of ( [ { <), honouring strings and
// the arrows / comparisons that contain '>' or '<'. Returns the index after the group.
std::size_t skip_group(const std::string& s, std::size_t i) {
  int depth = 0;
  for (; i < s.size(); ++i) {
    const char ch = s[i];
    if (ch == '"') {
      for (++i; i < s.size() && s[i] != '"'; ++i)
        if (s[i] == '\\') ++i;
      continue;
    }
    if (ch == '-' && i + 1 < s.size() && s[i + 1] == '>') {
      ++i;
      continue;
    }
    if ((ch == '>' || ch == '<') && i + 1 < s.size() && s[i + 1] == '=') {
      ++i;
      continue;
    }
    if (ch == '(' || ch == '[' || ch == '{' || ch == '<') ++depth;
    if (ch == ')' || ch == ']' || ch == '}' || ch == '>') {
      if (--depth == 0) return i + 1;
    }
  }
  return s.size();
}

std::vector<printed_op> parse_print(const std::string& text) {
  std::vector<printed_op> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t eol = text.find('\n', pos);
    if (eol == std::string::npos) eol = text.size();
    const std::string line = text.substr(pos, eol - pos);
    pos = eol + 1;
    std::size_t i = line.find_first_not_of(' ');
    if (i == std::string::npos) continue;
    if (line[i] == '%') {  // results
      const std::size_t eq = line.find(" = \"", i);
      if (eq == std::string::npos) continue;
      i = eq + 3;
    }
    if (line[i] != '"') continue;
    const std::size_t q = line.find('"', i + 1);
    if (q == std::string::npos || q + 1 >= line.size() || line[q + 1] != '(') continue;
    printed_op op;
    op.name = line.substr(i + 1, q - i - 1);
    std::size_t j = skip_group(line, q + 1);        // operands
    if (j < line.size() && line[j] == '[') j = skip_group(line, j);  // successors
    if (line.compare(j, 2, " <") == 0) {
      const std::size_t end = skip_group(line, j + 1);
      op.has_props = true;
      op.props = line.substr(j + 2, end - j - 3);
    }
    out.push_back(std::move(op));
  }
  return out;
}

// Top-level entries of a printed dictionary "{a = 1, b, c = [x, y]}": name -> value text
// (empty for a bare unit name), in print order.
std::vector<std::pair<std::string, std::string>> dict_entries(const std::string& d) {
  std::vector<std::pair<std::string, std::string>> out;
  if (d.size() < 2 || d.front() != '{' || d.back() != '}') return out;
  const std::string body = d.substr(1, d.size() - 2);
  std::size_t start = 0, i = 0;
  auto flush = [&](std::size_t end) {
    std::string item = body.substr(start, end - start);
    while (!item.empty() && item.front() == ' ') item.erase(0, 1);
    if (item.empty()) return;
    std::string key = item, value;
    // the key ends at the first " = " outside quotes
    std::size_t k = 0;
    if (item[0] == '"') {
      for (k = 1; k < item.size() && item[k] != '"'; ++k)
        if (item[k] == '\\') ++k;
      ++k;
    } else {
      while (k < item.size() && item[k] != ' ') ++k;
    }
    key = item.substr(0, k);
    if (key.size() >= 2 && key.front() == '"') key = key.substr(1, key.size() - 2);
    if (item.compare(k, 3, " = ") == 0) value = item.substr(k + 3);
    out.emplace_back(key, value);
  };
  while (i < body.size()) {
    const char ch = body[i];
    if (ch == '"' || ch == '(' || ch == '[' || ch == '{' || ch == '<') {
      if (ch == '"') {
        for (++i; i < body.size() && body[i] != '"'; ++i)
          if (body[i] == '\\') ++i;
        ++i;
      } else {
        i = skip_group(body, i);
      }
      continue;
    }
    if (ch == ',') {
      flush(i);
      start = i + 1;
    }
    ++i;
  }
  flush(body.size());
  return out;
}

// ---------------------------------------------------------------------------------------
// The file side.

struct file_op {
  const op_name* name = nullptr;
  bool has_attrs = false;
  std::uint64_t attrs = 0;
  bool has_properties = false;
  std::uint64_t properties = 0;
};

struct collect {
  std::vector<file_op> ops;
  void on_op(const op_view& op) {
    ops.push_back({op.name, op.has_attrs, op.attrs, op.has_properties, op.properties});
  }
};

// Every op of the file in walk order (the walk must succeed).
std::vector<file_op> ops_of(const bytecode& b) {
  collect c;
  ir_walker w(b);
  const error e = w.walk(c);
  REQUIRE_MESSAGE(!e, e.message());
  return std::move(c.ops);
}

bool is_dense_array_attr(const bytecode& b, std::uint64_t idx) {
  const raw_entry e = b.attr_types().attribute(static_cast<std::size_t>(idx));
  if (!e.custom || b.dialects().dialects[e.dialect].name != "builtin" || e.bytes.empty()) return false;
  return static_cast<std::uint8_t>(e.bytes[0]) == ((17u << 1) | 1u);  // varint 17
}

// Textual-fallback attribute entries print back as their own text (or as an alias when
// the print is not local-scope).
bool value_matches_textual(const bytecode& b, std::uint64_t idx, const std::string& printed) {
  const raw_entry e = b.attr_types().attribute(static_cast<std::size_t>(idx));
  // test-dialect attributes may name resources, whose keys the reader renames
  if (e.custom || b.dialects().dialects[e.dialect].name == "test") return true;
  auto t = e.text();
  if (!t) return false;
  if (*t == printed) return true;
  // an alias reference such as #map3 or #tbaa_tag
  if (printed.size() > 1 && printed[0] == '#' &&
      printed.find_first_of("<>(){} ") == std::string::npos)
    return true;
  return false;
}

struct stats {
  std::uint64_t files = 0, files_compared = 0, files_with_unknown_ops = 0;
  std::uint64_t entries = 0, ops_checked = 0, props_checked = 0, native_checked = 0;
  std::uint64_t textual_checked = 0, unknown_ops = 0, inherent_checked = 0, legacy_default = 0;
  std::uint64_t values_printed = 0, values_unprintable = 0;
};

std::string full(const op_name& n) { return n.full_name(); }

// How a property that is not an attribute prints after `name = ` (a set unit: nothing).
std::string native_text(const property_value& v) {
  std::string out;
  if (v.value.kind != props::kind::unit_attr) append_property_text(v.value, out);
  return out;
}

// Decodes every properties entry once per op that uses it (exact consumption is checked
// by decode_properties); compares with `print` when given. Returns false when the file
// holds an op whose layout is unknown (then nothing is compared).
void check_file(const fs::path& file, const std::string* print, stats& st, bool local_scope = false) {
  CAPTURE(file.string());
  const auto bytes = test_support::read_bytes(file);
  auto b = bytecode::open(bytes);
  REQUIRE_MESSAGE(b, b.err().message());
  const std::vector<file_op> ops = ops_of(*b);
  ++st.files;
  attr_reader reader(*b, mlir_opt_dialects());

  // Decode all ops; remember per-op results.
  std::vector<std::optional<std::vector<property_value>>> decoded(ops.size());
  bool unknown = false;
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const file_op& op = ops[i];
    if (!op.has_properties) continue;
    ++st.entries;
    auto r = decode_properties(reader, *op.name, b->properties()[static_cast<std::size_t>(op.properties)]);
    if (!r) {
      // Only "layout unknown" may fail, and only for ops the schema does not cover.
      const auto* d = find_layout(reader, *op.name).desc;
      CHECK_MESSAGE((r.err().code == errc::unsupported && (d == nullptr || d->status == op_schema::op_status::unknown)),
                    describe_properties_error(reader, *op.name, r.err()));
      if (getenv("PROPS_VERBOSE")) MESSAGE(describe_properties_error(reader, *op.name, r.err()));
      ++st.unknown_ops;
      unknown = true;
      continue;
    }
    decoded[i] = std::move(*r);
  }
  if (print == nullptr) {
    if (unknown) ++st.files_with_unknown_ops;
    return;
  }
  const auto printed = parse_print(*print);
  REQUIRE(printed.size() == ops.size());
  const bool legacy = b->version() < version_native_properties;
  if (legacy) {
    // v0-4 files do not say which ops were registered: an op the schema does not know
    // but mlir-opt prints with properties (the `test` dialect, which Debian's mlir-opt
    // registers) is an unknown op too.
    for (std::size_t i = 0; i < ops.size(); ++i)
      if (printed[i].has_props && find_layout(reader, *ops[i].name).desc == nullptr) unknown = true;
  }
  if (unknown) {
    ++st.files_with_unknown_ops;
    return;
  }
  ++st.files_compared;
  attr_printer printer(reader);
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const file_op& op = ops[i];
    const printed_op& p = printed[i];
    CAPTURE(i);
    CAPTURE(p.name);
    REQUIRE(p.name == full(*op.name));
    ++st.ops_checked;
    // expected: name -> (attr idx or no_attr, native text)
    std::vector<property_value> expect;
    if (legacy) {
      auto r = legacy_properties(reader, *op.name, op.has_attrs ? op.attrs : no_attr);
      REQUIRE_MESSAGE(r, r.err().message());
      for (auto& v : *r) {
        if (v.attr() != no_attr) ++st.inherent_checked;
        else ++st.legacy_default;
      }
      expect = std::move(*r);
    } else if (decoded[i]) {
      expect = *decoded[i];
    }
    if (!op.name->registered && op.has_properties && expect.size() == 1 && expect[0].name.empty()) {
      CHECK(p.has_props);  // printed as <ATTR>, not a dictionary
      continue;
    }
    const auto entries = dict_entries(p.has_props ? p.props : std::string());
    // mlir-opt prints `<{}>` only for unregistered ops whose dictionary is empty.
    if (p.has_props && entries.empty()) CHECK((!op.name->registered && op.has_properties));
    std::vector<std::string> got_names, want_names;
    for (auto& e : entries) got_names.push_back(e.first);
    for (auto& e : expect) want_names.push_back(std::string(e.name));
    std::sort(got_names.begin(), got_names.end());
    std::sort(want_names.begin(), want_names.end());
    auto join = [](const std::vector<std::string>& v) {
      std::string s;
      for (const auto& x : v) s += x + " ";
      return s;
    };
    CHECK_MESSAGE(got_names == want_names, "printed: " << join(got_names) << "| decoded: " << join(want_names));
    if (got_names != want_names) continue;
    for (const auto& e : expect) {
      ++st.props_checked;
      const auto it = std::find_if(entries.begin(), entries.end(), [&](auto& x) { return x.first == e.name; });
      REQUIRE(it != entries.end());
      CAPTURE(it->first);
      CAPTURE(it->second);
      if (e.attr() == no_attr) {
        ++st.native_checked;
        CHECK(it->second == native_text(e));
      } else {
        REQUIRE(e.attr() < b->attr_types().num_attributes());
        if (e.name == "operandSegmentSizes" || e.name == "resultSegmentSizes") CHECK(is_dense_array_attr(*b, e.attr()));
        if (!b->attr_types().attribute(static_cast<std::size_t>(e.attr())).custom) ++st.textual_checked;
        CHECK(value_matches_textual(*b, e.attr(), it->second));
        if (local_scope) {
          // The whole value, through the attribute printer (unit attributes print as the bare name).
          std::string text;
          // Not comparable: entries of dialects whose binary encoding the attribute printer
          // does not decode (shown as #mlirbc.opaque), and test-dialect attributes that name
          // resources (the reader renames their keys).
          const raw_entry ent = b->attr_types().attribute(static_cast<std::size_t>(e.attr()));
          if (printer.print_named_attribute({e.name, e.attr()}, text) ||
              text.find("mlirbc.opaque") != std::string::npos || b->dialects().dialects[ent.dialect].name == "test") {
            ++st.values_unprintable;
          } else {
            ++st.values_printed;
            const std::string want = it->second.empty() ? it->first : it->first + " = " + it->second;
            CHECK(text == want);
          }
        }
      }
    }
  }
}

std::optional<std::string> maybe_text(const fs::path& p) {
  if (!fs::exists(p)) return std::nullopt;
  return test_support::read_text(p);
}

// Runs mlir-opt (19) live on a file; nullopt when the tool is missing or fails.
std::optional<std::string> live_print(const char* tool, const fs::path& file) {
  if (!test_support::oracle(tool)) return std::nullopt;
  const std::string cmd = std::string(tool) +
                          " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope '" +
                          file.string() + "' 2>/dev/null";
  auto r = test_support::run_command(cmd);
  if (r.status != 0) return std::nullopt;
  return std::move(r.out);
}

std::vector<int> same_versions(const std::string& meta) {
  std::vector<int> out;
  const std::string key = "\"generic_same_for_versions\": [";
  const std::size_t at = meta.find(key);
  if (at == std::string::npos) return out;
  std::size_t i = at + key.size();
  while (i < meta.size() && meta[i] != ']') {
    if (meta[i] >= '0' && meta[i] <= '9') out.push_back(meta[i] - '0');
    ++i;
  }
  return out;
}

void report(const char* what, const stats& st) {
  MESSAGE(std::string(what) << ": " << st.files << " files (" << st.files_compared << " compared with mlir-opt, "
               << st.files_with_unknown_ops << " with unknown-layout ops), " << st.entries << " property uses decoded, "
               << st.ops_checked << " ops and " << st.props_checked << " properties compared (" << st.native_checked
               << " native values, " << st.textual_checked << " textual attributes), " << st.inherent_checked
               << " inherent attributes and " << st.legacy_default << " filled-in defaults (v0-4), " << st.unknown_ops
               << " unknown-layout uses; " << st.values_printed << " attribute values compared in full ("
               << st.values_unprintable << " not printable)");
}

}  // namespace

TEST_CASE("schema tables are sorted and well-formed") {
  for (const auto* set : {&op_schema::llvm22, &op_schema::llvm19, &op_schema::test_llvm22}) {
    CAPTURE(set->name);
    CHECK(set->ops.size() > 100);
    for (std::size_t i = 1; i < set->ops.size(); ++i) CHECK(set->ops[i - 1].name < set->ops[i].name);
    for (const auto& d : set->ops) CHECK(std::size_t(d.first) + d.count <= set->fields.size());
  }
  CHECK(op_schema::llvm22.ops.size() > 1000);
  CHECK(op_schema::llvm19.ops.size() > 1000);
}

TEST_CASE("test dialect: its layouts come with its plug-in, native and hand-written property values") {
  const auto& set = op_schema::test_llvm22;
  CHECK(set.dialect == "test");
  for (const auto& d : set.ops) CHECK(d.name.substr(0, 5) == "test.");
  op_name nice;
  nice.dialect_name = "test";
  nice.name = "with_nice_properties";
  const auto* d = op_schema::find(set, nice);
  REQUIRE(d);
  REQUIRE(d->status == op_schema::op_status::ok);
  REQUIRE(op_schema::fields_of(set, *d).size() == 1);
  CHECK(op_schema::fields_of(set, *d)[0].kind == op_schema::field_kind::custom);
  CHECK(op_schema::fields_of(set, *d)[0].size == dialects::test_dialect::custom_print);

  // Every test op with properties in the fixture decodes, at v5 and v6, to exactly the
  // names and native values of mlir-opt 22's print; at v0-4 the inherent attributes and
  // filled-in initial values match. (Values come from the committed prints.)
  for (const char* v : {"v0", "v4", "v5", "v6"}) {
    CAPTURE(v);
    const auto base = test_support::data_dir() / (std::string("test_dialect.") + v);
    const auto bytes = test_support::read_bytes(base.string() + ".mlirbc");
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    attr_reader reader(*b, mlir_opt_dialects());
    attr_reader plain(*b, default_dialects());  // without the test plug-in: no test layouts
    const std::vector<file_op> ops = ops_of(*b);
    const auto printed = parse_print(test_support::read_text(base.string() + ".generic.txt"));
    REQUIRE(printed.size() == ops.size());
    std::size_t test_ops = 0, natives = 0;
    for (std::size_t i = 0; i < ops.size(); ++i) {
      const file_op& op = ops[i];
      if (op.name->dialect_name != "test" || !printed[i].has_props) continue;
      CAPTURE(printed[i].name);
      ++test_ops;
      CHECK(find_layout(plain, *op.name).desc == nullptr);
      std::vector<property_value> got;
      if (b->version() >= version_native_properties) {
        REQUIRE(op.has_properties);
        const property_entry& e = b->properties()[static_cast<std::size_t>(op.properties)];
        auto r = decode_properties(reader, *op.name, e);
        REQUIRE_MESSAGE(r, describe_properties_error(reader, *op.name, r.err()));
        got = std::move(*r);
        auto without = decode_properties(plain, *op.name, e);
        REQUIRE(!without);
        CHECK(without.err().code == errc::unsupported);
      } else {
        auto r = legacy_properties(reader, *op.name, op.has_attrs ? op.attrs : no_attr);
        REQUIRE(r);
        got = std::move(*r);
      }
      const auto want = dict_entries(printed[i].props);
      REQUIRE(got.size() == want.size());
      for (std::size_t k = 0; k < got.size(); ++k) {
        CHECK(got[k].name == want[k].first);
        if (got[k].attr() == no_attr) {
          ++natives;
          CHECK(native_text(got[k]) == want[k].second);
        }
      }
    }
    CHECK(test_ops == 16);
    CHECK(natives > (b->version() >= version_native_properties ? 30u : 20u));
  }
}

TEST_CASE("test dialect: hand-described and observed layouts (test_dialect_props fixture)") {
  // The six test ops whose layouts are not plain ODS output: hand-written property class
  // (VersionedProperties), enum printed through its attribute, int stored as an attribute,
  // and three ops missing from the stored .td files (layout read off mlir-opt 22).
  const auto& set = op_schema::test_llvm22;
  for (const char* n : {"with_versioned_properties", "op_with_enum_prop_attr_form_always",
                        "using_int_property_with_worse_bytecode", "format_optional_default_enum_attr",
                        "parse_custom_operation_name_api", "variadic_args_types_split"}) {
    CAPTURE(n);
    op_name o;
    o.dialect_name = "test";
    o.name = n;
    const auto* d = op_schema::find(set, o);
    REQUIRE(d);
    CHECK(d->status == op_schema::op_status::ok);
    CHECK(d->count == 1);
  }
  // Every version of the fixture is compared in full with mlir-opt 22's print (names, native
  // values, attribute values through the attribute printer), none skipped as unknown.
  for (const char* v : {"v0", "v1", "v2", "v3", "v4", "v5", "v6"}) {
    CAPTURE(v);
    const auto base = test_support::data_dir() / (std::string("test_dialect_props.") + v);
    const std::string print = test_support::read_text(base.string() + ".generic.txt");
    stats st;
    check_file(base.string() + ".mlirbc", &print, st, true);
    CHECK(st.files_compared == 1);
    CHECK(st.unknown_ops == 0);
    CHECK(st.props_checked == 11);  // one property on each of the 11 test ops
  }
  // An enum value that is not a TestEnum case: mlir-opt's verifier rejects it; so do we.
  const auto path = test_support::data_dir() / "test_dialect_props.v6.mlirbc";
  auto bytes = test_support::read_bytes(path);
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  const std::vector<file_op> ops = ops_of(*b);
  std::uint64_t patched = 0;
  for (const auto& op : ops) {
    if (full(*op.name) != "test.op_with_enum_prop_attr_form_always") continue;
    const property_entry& e = b->properties()[static_cast<std::size_t>(op.properties)];
    REQUIRE(e.bytes.size() == 1);
    patched = e.offset;
  }
  REQUIRE(patched != 0);
  auto copy = bytes;
  copy[static_cast<std::size_t>(patched)] = static_cast<decltype(copy)::value_type>((3 << 1) | 1);  // varint 3
  auto b2 = bytecode::open(copy);
  REQUIRE(b2);
  attr_reader reader2(*b2, mlir_opt_dialects());
  const std::vector<file_op> ops2 = ops_of(*b2);
  std::size_t refused = 0;
  for (const auto& op : ops2) {
    if (full(*op.name) != "test.op_with_enum_prop_attr_form_always") continue;
    auto r = decode_properties(reader2, *op.name, b2->properties()[static_cast<std::size_t>(op.properties)]);
    if (!r && r.err().code == errc::bad_value) ++refused;
  }
  CHECK(refused >= 1);
}

TEST_CASE("llvm plug-in: LLVM 19's overflow flags print as mlir-opt 19 prints them; bits without a name are errors") {
  using dialects::llvm_dialect;
  // The release table leaves the field to the llvm plug-in.
  for (const char* n : {"add", "sub", "mul", "shl"}) {
    CAPTURE(n);
    op_name o;
    o.dialect_name = "llvm";
    o.name = n;
    const auto* d = op_schema::find(op_schema::llvm19, o);
    REQUIRE(d);
    const auto fields = op_schema::fields_of(op_schema::llvm19, *d);
    REQUIRE(fields.size() == 1);
    CHECK(fields[0].kind == op_schema::field_kind::custom);
    CHECK(fields[0].size == llvm_dialect::overflow_flags);
  }
  // tests/data/llvm19 (regen.sh): every value of the flags, written and printed by mlir-opt 19.
  const fs::path dir = test_support::data_dir() / "llvm19";
  const std::string print = test_support::read_text(dir / "overflow.generic.txt");
  stats st;
  check_file(dir / "overflow.mlirbc", &print, st, true);
  CHECK(st.files_compared == 1);
  CHECK(st.unknown_ops == 0);
  CHECK(st.native_checked >= 6);

  const auto bytes = test_support::read_bytes(dir / "overflow.mlirbc");
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  attr_reader reader(*b, mlir_opt_dialects());
  dialect_registry tables_only;  // the release tables without the llvm plug-in
  tables_only.add(dialects::builtin_dialect{}).add_op_schemas(op_schema::llvm19);
  attr_reader bare(*b, tables_only);
  struct flagged {
    std::size_t position;  // in walk order
    const op_name* op;
    property_entry entry;
    props::value value;  // as decoded (and compared with the print above)
  };
  std::vector<flagged> flags;
  const std::vector<file_op> ops = ops_of(*b);
  for (std::size_t k = 0; k < ops.size(); ++k) {
    const file_op& op = ops[k];
    if (op.name->dialect_name != "llvm" || op.name->name == "func" || !op.has_properties) continue;
    CAPTURE(full(*op.name));
    const property_entry& e = b->properties()[static_cast<std::size_t>(op.properties)];
    auto r = decode_properties(reader, *op.name, e);
    REQUIRE_MESSAGE(r, describe_properties_error(reader, *op.name, r.err()));
    REQUIRE(r->size() == 1);
    CHECK((*r)[0].value.kind == props::kind::enum_case);
    flags.push_back({k, op.name, e, (*r)[0].value});
    auto without = decode_properties(bare, *op.name, e);
    REQUIRE(!without);
    CHECK(without.err().code == errc::unsupported);
  }
  std::set<std::int64_t> values;
  for (const flagged& f : flags) values.insert(f.value.integer);
  CHECK(values == std::set<std::int64_t>{0, 1, 2, 3});

  // A bit without a name (4: neither nsw nor nuw) in each entry: an error at the entry's
  // (the field's) first byte. (mlir-opt 19 leaves such bits out of its print.)
  for (const flagged& f : flags) {
    CAPTURE(full(*f.op));
    REQUIRE(f.entry.bytes.size() == 1);
    auto copy = bytes;
    copy[static_cast<std::size_t>(f.entry.offset)] = std::byte{(4 << 1) | 1};  // varint 4
    auto b2 = bytecode::open(copy);
    REQUIRE(b2);
    attr_reader r2(*b2, mlir_opt_dialects());
    const file_op op2 = ops_of(*b2)[f.position];
    auto r = decode_properties(r2, *op2.name, b2->properties()[static_cast<std::size_t>(op2.properties)]);
    REQUIRE(!r);
    CHECK(r.err().code == errc::bad_value);
    CHECK(r.err().offset == f.entry.offset);
    CHECK(r.err().value == 4);
    CHECK(std::string_view(r.err().what) == "overflow flags property");
  }

  // The flags are kept in 32 bits (the width of the C++ enum): a varint's higher bits are dropped.
  auto decode = [&](const op_name& op, std::uint64_t v, std::uint16_t codec = llvm_dialect::overflow_flags) {
    std::vector<std::byte> buf;
    test_support::put_varint(buf, v);
    cursor c(buf, 0, buf.size(), section_id::properties);
    property_reader pr(c, reader, op, 0);
    props::value out = llvm_dialect{}.decode_property(codec, pr);
    return std::pair{out, c.err()};
  };
  for (const flagged& f : flags) {
    const auto [v, err] = decode(*f.op, (std::uint64_t{1} << 40) | static_cast<std::uint64_t>(f.value.integer));
    CHECK(!err);
    CHECK(v == f.value);
  }
  const error unnamed = decode(*flags[0].op, (std::uint64_t{1} << 33) | 6).second;
  CHECK(unnamed.code == errc::bad_value);
  CHECK(unnamed.value == 6);
  // A codec the plug-in does not have.
  CHECK(decode(*flags[0].op, 0, 2).second.code == errc::bad_value);
}

TEST_CASE("producer selects the schema; other producers decode by the known layouts that fit exactly") {
  CHECK(mlir_producer_major("MLIR22.1.8") == 22);
  CHECK(mlir_producer_major("MLIR19.1.7") == 19);
  CHECK(mlir_producer_major("MLIR22") == 22);
  CHECK(mlir_producer_major("MLIR17.0.0git") == 17);
  CHECK(mlir_producer_major("MLIR220.1") == 220);
  CHECK(mlir_producer_major("MLIR22x") == 0);
  CHECK(mlir_producer_major("mlirbc") == 0);
  CHECK(mlir_producer_major("") == 0);
  CHECK(mlir_producer_major("LLVM22.1.8") == 0);
  CHECK(mlir_producer_major("MLIR16.0.6") == 16);
  CHECK(mlir_producer_major("MLIR2..1.8") == 0);  // before bytecode existed: unknown
  CHECK(mlir_producer_major("MLIR15.0.7") == 0);

  // func.func: LLVM 19 has 5 fields, 22 has 6 (no_inline).
  op_name fn;
  fn.dialect_name = "func";
  fn.name = "func";
  const auto* d22 = op_schema::find(op_schema::llvm22, fn);
  const auto* d19 = op_schema::find(op_schema::llvm19, fn);
  REQUIRE(d22);
  REQUIRE(d19);
  CHECK(d22->count == 6);
  CHECK(d19->count == 5);

  auto original = test_support::read_bytes(test_support::data_dir() / "functions.v6.mlirbc");
  REQUIRE(original.size() > 16);
  REQUIRE(std::string_view(reinterpret_cast<const char*>(original.data()) + 5, 10) == "MLIR22.1.8");
  {
    auto b = bytecode::open(original);
    REQUIRE(b);
    attr_reader r(*b, mlir_opt_dialects());
    CHECK(release_set(r) == &op_schema::llvm22);
  }
  // The file with its producer string changed to producers without a table:
  // each op's entry decodes by the releases' layouts that consume it exactly
  // (here only LLVM 22's fits func.func), to the same values, and the file
  // prints as mlir-opt prints it (mlir-opt never reads the producer).
  for (const fs::path& file : {test_support::data_dir() / "functions.v6.mlirbc",
                               test_support::data_dir() / "properties.v6.mlirbc",
                               test_support::data_dir() / "functions.mlir19.mlirbc"}) {
    const auto base = test_support::read_bytes(file);
    REQUIRE(base.size() > 16);
    auto b0 = bytecode::open(base);
    REQUIRE(b0);
    const std::string producer(b0->producer());
    REQUIRE(producer.size() == 10);
    for (const char* other : {"MLIR20.1.8", "MLIR16.0.0", "MLIR23.0.0", "MLIR18.1.8", "XLA_v2.1.8"}) {
      CAPTURE(file.filename().string());
      CAPTURE(other);
      auto bytes = base;
      for (std::size_t i = 0; i < 10; ++i) bytes[5 + i] = std::byte(other[i]);
      auto b = bytecode::open(bytes);
      REQUIRE(b);
      REQUIRE(b->producer() == other);
      attr_reader reader(*b, mlir_opt_dialects());
      attr_reader reader0(*b0, mlir_opt_dialects());
      CHECK(release_set(reader) == nullptr);
      const std::vector<file_op> ops = ops_of(*b);
      const std::vector<file_op> ops0 = ops_of(*b0);
      REQUIRE(ops.size() == ops0.size());
      int decoded = 0;
      for (std::size_t k = 0; k < ops.size(); ++k) {
        const file_op& op = ops[k];
        if (!op.has_properties || !op.name->registered) continue;
        auto got = decode_properties(reader, *op.name, b->properties()[static_cast<std::size_t>(op.properties)]);
        auto want = decode_properties(reader0, *ops0[k].name, b0->properties()[static_cast<std::size_t>(ops0[k].properties)]);
        REQUIRE_MESSAGE(got.has_value(), describe_properties_error(reader, *op.name, got.err()));
        REQUIRE(want.has_value());
        CHECK(*got == *want);
        ++decoded;
      }
      CHECK(decoded > 0);
      std::string mine, theirs;
      CHECK(!print_generic(*b, mine, {}, mlir_opt_dialects()));
      CHECK(!print_generic(*b0, theirs, {}, mlir_opt_dialects()));
      CHECK(mine == theirs);
      if (test_support::have_mlir_opt()) {
        const test_support::scratch_dir dir("producer");
        const fs::path patched = dir.path / file.filename();
        test_support::write_file(patched, bytes);
        print_options opt;
        opt.source_name = patched.string();
        std::string ours;
        CHECK(!print_generic(*b, ours, opt, mlir_opt_dialects()));
        // (mlir-opt 22 refuses some LLVM 19 files whatever their producer.)
        if (live_print(test_support::mlir_opt_22, file)) CHECK(live_print(test_support::mlir_opt_22, patched) == ours);
      }
    }
  }
}

TEST_CASE("stats count every op with properties once, whatever the order of ops that share entries") {
  // The counter keeps the first op name of each entry, and per op name the last
  // other entry it met; pairs it has to move aside go to a map. Fed pairs in
  // which names switch between entries and entries are shared by names, in two
  // orders, it must give what decoding each op on its own gives.
  const auto bytes = test_support::read_bytes(test_support::data_dir() / "functions.v6.mlirbc");
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  const attr_reader reader(*b, mlir_opt_dialects());
  std::vector<std::pair<std::uint64_t, std::uint64_t>> walked;  // (op-name index, properties entry)
  for (const file_op& op : ops_of(*b))
    if (op.has_properties) walked.emplace_back(static_cast<std::uint64_t>(op.name - b->dialects().op_names.data()), op.properties);
  REQUIRE(walked.size() > 2);
  std::vector<std::pair<std::uint64_t, std::uint64_t>> fed = walked;
  for (std::size_t k = 0; k < walked.size(); ++k)
    for (const std::size_t step : {1u, 3u, 7u}) fed.emplace_back(walked[k].first, walked[(k * step + 1) % walked.size()].second);

  file_stats expected;
  std::map<std::string, std::uint64_t> per_layout;
  for (const auto& [name, entry] : fed) {
    auto d = properties_or_opaque(reader, b->dialects().op_names[static_cast<std::size_t>(name)],
                                  b->properties()[static_cast<std::size_t>(entry)]);
    if (!d || d->opaque) {
      ++expected.property_errors;
      continue;
    }
    if (d->inferred) ++expected.properties_inferred;
    if (d->layout != nullptr) ++per_layout[std::string(d->layout->name)];
  }
  REQUIRE(!per_layout.empty());

  for (const bool reversed : {false, true}) {
    CAPTURE(reversed);
    auto order = fed;
    if (reversed) std::reverse(order.begin(), order.end());
    file_stats_detail::property_counter counter;
    counter.reader = &reader;
    for (const auto& [name, entry] : order) {
      op_view op;
      op.name_index = name;
      op.has_properties = true;
      op.properties = entry;
      counter.on_op(op);
    }
    file_stats got;
    counter.finish(got);
    CHECK(got.property_errors == expected.property_errors);
    CHECK(got.properties_inferred == expected.properties_inferred);
    const std::map<std::string, std::uint64_t> got_layouts(got.property_layouts.begin(), got.property_layouts.end());
    CHECK(got_layouts == per_layout);
  }
}

TEST_CASE("which layouts decoded: the producer's, inferred by fit, or forced; stats, info and --schema say so") {
  const auto base = test_support::read_bytes(test_support::data_dir() / "functions.v6.mlirbc");
  const test_support::scratch_dir dir("layouts");
  auto write = [&](const std::string& name, const std::vector<std::byte>& bytes) {
    const fs::path p = dir.path / name;
    test_support::write_file(p, bytes);
    return p;
  };
  auto patched = base;
  for (std::size_t i = 0; i < 10; ++i) patched[5 + i] = std::byte("MLIR20.1.8"[i]);
  const fs::path own = write("own.mlirbc", base), other = write("other.mlirbc", patched);

  // How many registered ops with properties the file has (all decode with MLIR 22's layouts).
  auto b0 = bytecode::open(base);
  REQUIRE(b0);
  std::uint64_t with_props = 0;
  for (const file_op& op : ops_of(*b0)) with_props += op.has_properties && op.name->registered ? 1 : 0;
  REQUIRE(with_props > 0);

  auto stats_of = [](const fs::path& p, const dialect_registry& reg) {
    auto f = bytecode_file::open(p.string());
    REQUIRE(f);
    auto st = compute_stats(*f, reg);
    REQUIRE(st);
    return *st;
  };
  {
    const file_stats st = stats_of(own, mlir_opt_dialects());
    CHECK(st.property_errors == 0);
    CHECK(st.properties_inferred == 0);
    REQUIRE(st.property_layouts.size() == 1);
    CHECK(st.property_layouts[0].first == "MLIR 22");
    CHECK(st.property_layouts[0].second == with_props);
  }
  {
    // Producer MLIR20: no table; every op is matched by fit (only MLIR 22's func.func fits).
    const file_stats st = stats_of(other, mlir_opt_dialects());
    CHECK(st.property_errors == 0);
    CHECK(st.properties_inferred == with_props);
    // Each op counts for the first release that fits it: 19 (nearest) unless its layout changed.
    std::uint64_t total = 0, by22 = 0;
    for (const auto& [name, n] : st.property_layouts) {
      total += n;
      if (name == "MLIR 22") by22 = n;
    }
    CHECK(total == with_props);
    CHECK(by22 > 0);  // func.func fits only MLIR 22's layout
    auto b = bytecode::open(patched);
    REQUIRE(b);
    const op_layout_plan plan = plan_op_layouts(*b, mlir_opt_dialects());
    CHECK(plan.release == nullptr);
    REQUIRE(plan.by_fit.size() == 2);
    CHECK(plan.by_fit[0] == &op_schema::llvm19);  // nearest to 20 first
    CHECK(plan.by_fit[1] == &op_schema::llvm22);
  }
  {
    // Forced to MLIR 19's layouts: func.func's 6-field entries no longer decode.
    dialect_registry forced = mlir_opt_dialects();
    forced.force_op_layouts(19);
    const file_stats st = stats_of(own, forced);
    CHECK(st.property_errors > 0);
    CHECK(st.properties_inferred == 0);
    CHECK(plan_op_layouts(*b0, forced).release == &op_schema::llvm19);
    attr_reader r(*b0, forced);
    for (const file_op& op : ops_of(*b0)) {
      if (!op.has_properties || !op.name->registered) continue;
      auto d = decode_properties_and_layout(r, *op.name, b0->properties()[static_cast<std::size_t>(op.properties)]);
      if (d) CHECK(d->layout == &op_schema::llvm19);
    }
  }
  // The CLI: info names the plan, stats counts, --schema forces, an unknown name is a usage error.
  const std::string cli = MLIRBC_CLI;
  CHECK(test_support::run_capture(cli + " info " + own.string()).find("op layouts: MLIR 22\n") != std::string::npos);
  CHECK(test_support::run_capture(cli + " info --json " + other.string())
            .find("\"op_layouts\": {\"release\": null, \"by_fit\": [\"MLIR 19\", \"MLIR 22\"], \"dialects\": []}") !=
        std::string::npos);
  CHECK(test_support::run_capture(cli + " info --schema MLIR19 " + other.string()).find("op layouts: MLIR 19\n") !=
        std::string::npos);
  const std::string js = test_support::run_capture(cli + " stats --json " + other.string());
  CHECK(js.find("\"property_errors\": 0, \"properties_inferred\": " + std::to_string(with_props)) != std::string::npos);
  CHECK(js.find("\"property_layouts\": {\"MLIR 22\": ") != std::string::npos);
  CHECK(test_support::run_capture(cli + " stats --json --schema MLIR19 " + own.string()).find("\"property_errors\": 0,") ==
        std::string::npos);
  const auto bad = test_support::run_command(cli + " stats --schema MLIR99 " + own.string() + " 2>&1");
  CHECK(bad.status == 2);
  CHECK(bad.out.find("unknown layout set 'MLIR99' (known: MLIR22, MLIR19") != std::string::npos);
}

TEST_CASE("a property slot holding an attribute of a kind its ODS class forbids: opaque with a warning; strict refuses, as mlir-opt does") {
  // llvm.func's first field is CConv (an LLVM::CConvAttr); every attribute of the file is
  // put in that slot in turn. mlir-opt 22 refuses the file exactly when the kind is wrong;
  // mlirbc must print the others as mlir-opt does, and show the refused ones' properties
  // opaque with a warning (strict mode: refused, naming the properties section).
  if (!test_support::have_mlir_opt()) return;
  const test_support::scratch_dir dir("cconv");
  const fs::path src = dir.path / "f.mlir", bc = dir.path / "f.mlirbc";
  test_support::write_file(src, "llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n"
                                "llvm.func fastcc @g(%b: i64) -> i64 {\n  llvm.return %b : i64\n}\n");
  REQUIRE(test_support::run_command(std::string(test_support::mlir_opt_22) + " --emit-bytecode '" + src.string() +
                                    "' -o '" + bc.string() + "'")
              .status == 0);
  const auto base = test_support::read_bytes(bc);
  auto b0 = bytecode::open(base);
  REQUIRE(b0);
  attr_reader r0(*b0, mlir_opt_dialects());
  std::optional<std::uint64_t> slot;
  for (const file_op& op : ops_of(*b0)) {
    if (!op.has_properties || op.name->full_name() != "llvm.func") continue;
    const op_layout layout = find_layout(r0, *op.name);
    REQUIRE(layout.desc != nullptr);
    REQUIRE(op_schema::fields_of(*layout.set, *layout.desc).front().name == "CConv");
    CHECK(op_schema::expect_text(op_schema::fields_of(*layout.set, *layout.desc).front()) == "#llvm.cconv");
    slot = b0->properties()[static_cast<std::size_t>(op.properties)].offset;
    break;
  }
  REQUIRE(slot);
  REQUIRE(b0->attr_types().num_attributes() < 64);  // each index fits the slot's one byte
  int refused = 0, read = 0;
  for (std::uint64_t idx = 0; idx < b0->attr_types().num_attributes(); ++idx) {
    CAPTURE(idx);
    auto bytes = base;
    bytes[static_cast<std::size_t>(*slot)] = std::byte{static_cast<std::uint8_t>((((idx << 1) | 1) << 1) | 1)};
    const fs::path mutant = dir.path / "m.mlirbc";
    test_support::write_file(mutant, bytes);
    const auto theirs = live_print(test_support::mlir_opt_22, mutant);
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    print_options opt;
    opt.source_name = mutant.string();
    format_warnings sink;
    opt.warnings = &sink;
    std::string ours;
    const error e = print_generic(*b, ours, opt, mlir_opt_dialects());
    CHECK(!e);
    const std::vector<error> met = sink.list();
    if (theirs) {
      ++read;
      CHECK(met.empty());
      CHECK(ours == *theirs);
    } else {
      // mlirbc shows the entry's bytes, with the reason as a warning naming
      // the op; strict mode refuses by that reason.
      ++refused;
      CHECK(ours.find("\"llvm.func\"() <#mlirbc.opaque_properties<\"0x") != std::string::npos);
      REQUIRE(met.size() == 1);
      CHECK(b->describe(met[0]).find("op 'llvm.func': ") != std::string::npos);
      limits strict;
      strict.strict = true;
      auto sb = bytecode::open(bytes, strict);
      REQUIRE(sb);
      std::string ignored;
      opt.warnings = nullptr;
      const error se = print_generic(*sb, ignored, opt, mlir_opt_dialects());
      CHECK(se.code == errc::bad_value);
      CHECK(se.section == section_id::properties);
      CHECK(std::string(se.message()).find("attribute of a kind its slot does not allow") != std::string::npos);
    }
  }
  CHECK(read >= 2);     // the two cconv attributes
  CHECK(refused >= 5);  // strings, types, locations, ...
}

TEST_CASE("is_inherent_attribute follows LLVM 22's op definitions") {
  auto bytes = test_support::read_bytes(test_support::data_dir() / "functions.v0.mlirbc");
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  attr_reader r(*b, default_dialects());
  op_name fn;
  fn.dialect_name = "func";
  fn.name = "func";
  CHECK(is_inherent_attribute(r, fn, "sym_name"));
  CHECK(is_inherent_attribute(r, fn, "no_inline"));
  CHECK(!is_inherent_attribute(r, fn, "llvm.emit_c_interface"));
  op_name alloc;
  alloc.dialect_name = "memref";
  alloc.name = "alloc";
  CHECK(is_inherent_attribute(r, alloc, "operandSegmentSizes"));
  CHECK(is_inherent_attribute(r, alloc, "operand_segment_sizes"));
  op_name unknown;
  unknown.dialect_name = "foo";
  unknown.name = "bar";
  CHECK(!is_inherent_attribute(r, unknown, "sym_name"));
}

TEST_CASE("fixtures: property entries decode exactly and match mlir-opt's prints") {
  stats st;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(test_support::data_dir()))
    if (e.path().extension() == ".mlirbc") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    fs::path txt = f;
    txt.replace_extension(".generic.txt");
    std::optional<std::string> print = maybe_text(txt);
    const std::string stem = f.stem().string();  // NAME.vN / NAME.mlir19
    if (!print && stem.size() > 7 && stem.compare(stem.size() - 7, 7, ".mlir19") == 0)
      print = live_print(test_support::mlir_opt_19, f);
    check_file(f, print ? &*print : nullptr, st, true);
  }
  report("fixtures", st);
  CHECK(st.files_compared > 50);
  CHECK(st.native_checked > 0);
  CHECK(st.legacy_default > 0);
}

TEST_CASE("corpus: property entries decode exactly and match mlir-opt's prints") {
  if (!test_support::have_corpus()) return;
  stats st22, st19;
  std::vector<fs::path> dirs;
  for (const auto& e : fs::directory_iterator(test_support::corpus_dir()))
    if (e.is_directory()) dirs.push_back(e.path());
  std::sort(dirs.begin(), dirs.end());
  for (const auto& d : dirs) {
    const std::string meta = test_support::read_text(d / "meta.json");
    const auto same = same_versions(meta);
    const auto generic = maybe_text(d / "generic.txt");
    const auto local = maybe_text(d / "generic-debuginfo-local-scope.txt");  // print of v6
    for (int v = 0; v <= 6; ++v) {
      const fs::path f = d / ("v" + std::to_string(v) + ".mlirbc");
      if (!fs::exists(f)) continue;
      std::optional<std::string> print = maybe_text(d / ("generic.v" + std::to_string(v) + ".txt"));
      // meta.json often lists only the end points [0, 6]; the versions between them
      // print the same whenever those two do.
      auto listed = [&](int x) { return std::find(same.begin(), same.end(), x) != same.end(); };
      if (!print && (listed(v) || (listed(0) && listed(6)))) print = generic;
      if (v == 6 && local) {
        check_file(f, &*local, st22, true);
        continue;
      }
      check_file(f, print ? &*print : nullptr, st22);
    }
    if (fs::exists(d / "mlir19.mlirbc")) {
      const auto print = maybe_text(d / "mlir19.generic.txt");  // mlir-opt 19's own print
      check_file(d / "mlir19.mlirbc", print ? &*print : nullptr, st19);
    }
  }
  report("corpus (mlir-opt 22 files)", st22);
  report("corpus (mlir-opt 19 files)", st19);
  CHECK(st22.files_compared > 1000);
  CHECK(st19.files_compared > 100);
}

TEST_CASE("malformed entries: every truncation and one extra byte are errors") {
  std::uint64_t entries = 0, cases = 0;
  for (const char* name : {"functions.v5.mlirbc", "functions.v6.mlirbc", "properties.v5.mlirbc",
                           "properties.v6.mlirbc", "branches.v6.mlirbc", "attributes.v6.mlirbc",
                           "test_dialect.v5.mlirbc", "test_dialect.v6.mlirbc",
                           "test_dialect_props.v5.mlirbc", "test_dialect_props.v6.mlirbc"}) {
    CAPTURE(name);
    const auto bytes = test_support::read_bytes(test_support::data_dir() / name);
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    attr_reader reader(*b, mlir_opt_dialects());
    const std::vector<file_op> ops = ops_of(*b);
    for (const auto& op : ops) {
      if (!op.has_properties) continue;
      const property_entry& e = b->properties()[static_cast<std::size_t>(op.properties)];
      REQUIRE(decode_properties(reader, *op.name, e));
      ++entries;
      for (std::size_t n = 0; n < e.bytes.size(); ++n) {
        const property_entry cut{e.offset, e.bytes.first(n)};
        auto r = decode_properties(reader, *op.name, cut);
        CHECK(!r);
        if (!r) CHECK(r.err().section == section_id::properties);
        ++cases;
      }
      if (e.offset + e.bytes.size() < bytes.size()) {
        const property_entry longer{e.offset, std::span<const std::byte>(e.bytes.data(), e.bytes.size() + 1)};
        auto r = decode_properties(reader, *op.name, longer);
        REQUIRE(!r);
        CHECK(r.err().code == errc::trailing_data);
        ++cases;
      }
    }
  }
  MESSAGE(entries << " entries, " << cases << " malformed variants");
  CHECK(entries > 20);
}

TEST_CASE("malformed entries: any byte changed decodes or fails inside the entry") {
  // Each byte of each entry set to a few values: a 9-byte varint (0x00), 0, 1,
  // 2, 9, 20 and 127 as one-byte varints (with and without the flag in the low
  // bit where the field has one). Indices past their tables, segment counts and index widths past their
  // bounds, enums past their width: each is an error inside the entry.
  std::uint64_t mutants = 0, failed = 0;
  for (const char* name : {"functions.v6.mlirbc", "properties.v5.mlirbc", "properties.v6.mlirbc",
                           "branches.v6.mlirbc", "test_dialect_props.v6.mlirbc"}) {
    CAPTURE(name);
    // Entries are decoded from the file's bytes when asked: one open, each byte
    // changed in place and put back (the tables read at open do not change).
    auto bytes = test_support::read_bytes(test_support::data_dir() / name);
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    attr_reader reader(*b, mlir_opt_dialects());
    std::set<std::uint64_t> seen;  // entries shared by several ops: once
    for (const auto& op : ops_of(*b)) {
      if (!op.has_properties || !seen.insert(op.properties).second) continue;
      const property_entry& e = b->properties()[static_cast<std::size_t>(op.properties)];
      for (std::uint64_t at = e.offset; at < e.offset + e.bytes.size(); ++at) {
        std::byte& byte = bytes[static_cast<std::size_t>(at)];
        const std::byte kept = byte;
        for (const std::byte value : {std::byte{0x00}, std::byte{0x01}, std::byte{0x03}, std::byte{0x05}, std::byte{0x13},
                                      std::byte{0x29}, std::byte{0xFF}}) {
          if (kept == value) continue;
          byte = value;
          auto r = decode_properties(reader, *op.name, e);
          ++mutants;
          if (r) continue;
          ++failed;
          CAPTURE(at);
          CAPTURE(std::to_integer<unsigned>(value));
          // What the CLI says of it: the op, the error, the producer and its schema.
          const std::string said = describe_properties_error(reader, *op.name, r.err());
          CHECK(said.starts_with(op.name->full_name() + " properties: " + r.err().message() + " (producer '" +
                                 std::string(b->producer()) + "', schema "));
          INFO(said);
          CHECK(r.err().section == section_id::properties);
          CHECK(r.err().offset >= e.offset);
          CHECK(r.err().offset <= e.offset + e.bytes.size());
        }
        byte = kept;
      }
    }
  }
  MESSAGE(mutants << " mutants, " << failed << " refused");
  CHECK(failed > 100);
}

TEST_CASE("decode_properties refuses v0-4 files and legacy_properties refuses v5+") {
  const auto v0 = test_support::read_bytes(test_support::data_dir() / "functions.v0.mlirbc");
  const auto v6 = test_support::read_bytes(test_support::data_dir() / "functions.v6.mlirbc");
  auto b0 = bytecode::open(v0);
  auto b6 = bytecode::open(v6);
  REQUIRE(b0);
  REQUIRE(b6);
  attr_reader r0(*b0, default_dialects());
  attr_reader r6(*b6, default_dialects());
  op_name fn;
  fn.dialect_name = "func";
  fn.name = "func";
  CHECK(!decode_properties(r0, fn, property_entry{}));
  CHECK(!legacy_properties(r6, fn, no_attr));
  auto r = legacy_properties(r0, fn, no_attr);  // no dictionary: nothing inherent, no defaults
  REQUIRE(r);
  CHECK(r->empty());
}
