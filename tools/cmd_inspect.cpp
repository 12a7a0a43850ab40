// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc info / resources / extract: the table-level commands.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/tasks/resource_listing.hpp>
#include <mlirbc/tasks/weights.hpp>

#include "cli.hpp"
#include "json_out.hpp"

namespace cli {

using namespace mlirbc;

namespace {

const char* section_label(std::size_t id) { return section_name(static_cast<section_id>(id)); }

}  // namespace

void print_warnings_json(const bytecode& b, std::span<const error> list, std::uint64_t count, output& out) {
  out.printf("\"warnings\": [");
  bool first = true;
  for (const error& e : list) {
    out.printf("%s{\"section\": \"%s\", \"offset\": %llu, \"message\": %s}", first ? "" : ", ",
               section_name(e.section), static_cast<unsigned long long>(e.offset), json_string(b.describe(e)).c_str());
    first = false;
  }
  out.printf("], \"warning_count\": %llu", static_cast<unsigned long long>(count));
}

void print_warnings_text(const bytecode& b, std::span<const error> list, std::uint64_t count, output& out) {
  if (count == 0) return;
  out.printf("\nwarnings: %llu (format rules broken that MLIR's reader tolerates; --strict refuses)\n",
             static_cast<unsigned long long>(count));
  for (const error& e : list) out.printf("  %s\n", b.describe(e).c_str());
  if (count > list.size()) out.printf("  ... %llu more\n", static_cast<unsigned long long>(count - list.size()));
}

int cmd_info(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  auto f = bytecode_file::open(a.positional[0], input_limits(a));
  if (!f) return fail(a.positional[0], f.err());
  const bytecode& b = f->view();
  const auto& sections = b.layout().sections;
  const auto dialects = input_dialects(a);
  if (!dialects) return exit_usage;
  const op_layout_plan plan = plan_op_layouts(b, *dialects);
  if (a.has("--json")) {
    out.printf("{\"version\": %llu, %s, \"size\": %zu, \"sections\": [",
               static_cast<unsigned long long>(b.version()), json_field("producer", b.producer()).c_str(),
               b.bytes().size());
    bool first = true;
    for (std::size_t id = 0; id < sections.size(); ++id) {
      const section& s = sections[id];
      if (!s.present) continue;
      out.printf("%s{\"id\": %zu, \"name\": \"%s\", \"offset\": %llu, \"length\": %llu, \"alignment\": %llu}",
                 first ? "" : ", ", id, section_label(id), static_cast<unsigned long long>(s.offset),
                 static_cast<unsigned long long>(s.length), static_cast<unsigned long long>(s.alignment));
      first = false;
    }
    out.printf("], \"tables\": {\"strings\": %zu, \"dialects\": %zu, \"op_names\": %zu, \"attributes\": %zu, "
               "\"types\": %zu, \"resources\": %zu, \"properties\": %zu}, ",
               b.strings().size(), b.dialects().dialects.size(), b.dialects().op_names.size(),
               b.attr_types().num_attributes(), b.attr_types().num_types(), b.resources().size(),
               b.properties().size());
    out.printf("\"builtin_version\": %llu, ", static_cast<unsigned long long>(b.dialects().builtin_version));
    out.printf("\"op_layouts\": {\"release\": %s, \"by_fit\": [",
               plan.release != nullptr ? json_string(plan.release->name).c_str() : "null");
    for (std::size_t i = 0; i < plan.by_fit.size(); ++i)
      out.printf("%s%s", i != 0 ? ", " : "", json_string(plan.by_fit[i]->name).c_str());
    out.printf("], \"dialects\": [");
    for (std::size_t i = 0; i < plan.dialect_sets.size(); ++i)
      out.printf("%s%s", i != 0 ? ", " : "", json_string(plan.dialect_sets[i]->name).c_str());
    out.printf("]}, ");
    print_warnings_json(b, b.warnings().list(), b.warnings().count(), out);
    out.printf("}\n");
    return exit_ok;
  }
  out.printf("version:    %llu\nproducer:   %s\nsize:       %zu bytes\n\n",
             static_cast<unsigned long long>(b.version()), text_escape(b.producer()).c_str(), b.bytes().size());
  out.printf("%-3s %-17s %12s %12s %6s\n", "id", "section", "offset", "length", "align");
  for (std::size_t id = 0; id < sections.size(); ++id) {
    const section& s = sections[id];
    if (!s.present) continue;
    out.printf("%-3zu %-17s %12llu %12llu %6llu\n", id, section_label(id), static_cast<unsigned long long>(s.offset),
               static_cast<unsigned long long>(s.length), static_cast<unsigned long long>(s.alignment));
  }
  out.printf("\nstrings %zu, dialects %zu, op names %zu, attributes %zu, types %zu, resources %zu, "
             "properties %zu\n",
             b.strings().size(), b.dialects().dialects.size(), b.dialects().op_names.size(),
             b.attr_types().num_attributes(), b.attr_types().num_types(), b.resources().size(),
             b.properties().size());
  out.printf("dialects:");
  for (const auto& d : b.dialects().dialects) {
    // The builtin dialect's version is a number (MLIR 23; absent means 0).
    if (d.name == "builtin" && d.has_version)
      out.printf(" builtin(version %llu)", static_cast<unsigned long long>(b.dialects().builtin_version));
    else
      out.printf(" %s%s", text_escape(d.name).c_str(), d.has_version ? "(versioned)" : "");
  }
  out.printf("\nop layouts: ");
  if (plan.release != nullptr) {
    out.printf("%s", std::string(plan.release->name).c_str());
  } else {
    out.printf("per op, the first that fits of");
    for (std::size_t i = 0; i < plan.by_fit.size(); ++i)
      out.printf("%s %s", i != 0 ? "," : "", std::string(plan.by_fit[i]->name).c_str());
    if (plan.by_fit.empty()) out.printf(" none (no layouts registered)");
  }
  for (const op_schema::schema_set* s : plan.dialect_sets) out.printf("; %s", std::string(s->name).c_str());
  out.printf("\n");
  print_warnings_text(b, b.warnings().list(), b.warnings().count(), out);
  return exit_ok;
}

// `resources --uses`: one line (or JSON object) per op using a dialect resource.
void print_uses(std::span<const listed_use> uses, bool json, output& out) {
  bool first = true;
  for (const listed_use& l : uses) {
    const resource_use& u = *l.use;
    const std::string problem = u.w.problem ? u.w.problem.message() : std::string();
    if (json) {
      out.printf("%s{%s, \"ordinal\": %llu, \"offset\": %llu, %s, %s, %s, \"ok\": %s", first ? "" : ", ",
                 json_field("op", l.op).c_str(), static_cast<unsigned long long>(u.op_ordinal),
                 static_cast<unsigned long long>(u.op_offset), json_field("attribute", u.w.name).c_str(),
                 json_field("type", l.type).c_str(), json_field("location", l.location).c_str(),
                 u.w.problem ? "false" : "true");
      if (u.w.problem) out.printf(", %s", json_field("problem", problem).c_str());
      out.printf("}");
    } else {
      out.printf("    <- #%llu %s %s : %s %s%s%s\n", static_cast<unsigned long long>(u.op_ordinal),
                 text_escape(l.op).c_str(), text_escape(u.w.name).c_str(), l.type.c_str(), l.location.c_str(),
                 u.w.problem ? "  !! " : "", problem.c_str());
    }
    first = false;
  }
}

result<weight_index> use_index(const std::string& path, const attr_reader& reader, const char* missing) {
  auto idx = weight_index::build(reader);
  if (const format_warnings* w = reader.warning_sink()) warn_on_stderr(path, reader.file(), *w);
  if (!idx) return idx;
  if (idx->ops_with_unreadable_properties() == 0) return idx;
  std::fprintf(stderr, "mlirbc: %s: note: %llu op(s) have properties this reader cannot decode; %s "
               "are not listed (%s)\n", path.c_str(),
               static_cast<unsigned long long>(idx->ops_with_unreadable_properties()), missing,
               describe_properties_error(reader, *idx->first_unreadable_op(),
                                         idx->first_unreadable_properties()).c_str());
  return idx;
}

namespace {

// One entry: a table row, or a JSON object left open for the uses.
void print_entry(const listed_resource& r, bool json, output& out) {
  const resource_entry& e = *r.entry;
  const resource_group& g = *r.group;
  if (json) {
    out.printf("{%s, %s, \"kind\": \"%s\", \"external\": %s, \"size\": %llu, \"alignment\": %llu, \"offset\": %llu",
               json_field("group", g.name).c_str(), json_field("key", e.key).c_str(), resource_kind_name(e.kind),
               g.external ? "true" : "false", static_cast<unsigned long long>(r.size),
               static_cast<unsigned long long>(r.alignment), static_cast<unsigned long long>(r.offset));
    if (!e.empty() && e.kind == resource_kind::boolean) out.printf(", \"value\": %s", e.bool_value ? "true" : "false");
    if (!e.empty() && e.kind == resource_kind::string) out.printf(", %s", json_field("value", e.string_value).c_str());
    return;
  }
  out.printf("%-10s %-24s %-6s %12llu %6llu %12llu%s\n", text_escape(g.name).c_str(), text_escape(e.key).c_str(),
             resource_kind_name(e.kind), static_cast<unsigned long long>(r.size),
             static_cast<unsigned long long>(r.alignment), static_cast<unsigned long long>(r.offset),
             e.empty() ? "  (no data)" : "");
}

}  // namespace

int cmd_resources(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  const std::string& path = a.positional[0];
  int status = exit_ok;
  const bool with_uses = a.has("--uses");
  const auto input = read_input(a, path, status, with_uses ? "resources they use" : nullptr);
  if (!input) return status;
  const bytecode_file* f = &input->file;
  advise_blob_headers(*f);
  const bool json = a.has("--json");
  const std::optional<weight_index>& uses = input->uses;  // what the rows' uses point into
  if (!with_uses) warn_on_stderr(path, f->view(), input->warned);
  const auto rows = uses ? list_resources(*f, *input->reader, *uses) : list_resources(*f);
  if (!rows) return fail(path, f->view(), rows.err());
  if (json) out.printf("[");
  else out.printf("%-10s %-24s %-6s %12s %6s %12s\n", "group", "key", "kind", "size", "align", "offset");
  bool first = true;
  for (const listed_resource& r : *rows) {
    if (json) out.printf("%s", first ? "" : ", ");
    print_entry(r, json, out);
    if (uses && r.handle) {
      if (json) out.printf(", \"uses\": [");
      print_uses(r.uses, json, out);
      if (json) out.printf("]");
    }
    if (json) out.printf("}");
    first = false;
  }
  if (json) out.printf("]\n");
  return exit_ok;
}

// `constants`: every inline constant (builtin dense<…>, vhlo tensor_v1), one
// line or JSON object each, in IR order.
int cmd_constants(const parsed_args& a, output& out) {
  if (!positional_count_ok(a, 1, 1, "FILE")) return exit_usage;
  const std::string& path = a.positional[0];
  int status = exit_ok;
  const auto input = read_input(a, path, status, "constants they hold");
  if (!input) return status;
  const attr_reader& reader = *input->reader;
  const weight_index* idx = &*input->uses;
  const bool json = a.has("--json");
  attr_printer p(reader);
  if (json) out.printf("[");
  else out.printf("%-6s %-8s %-24s %-12s %-40s %-8s %12s %12s\n", "#", "op#", "op", "attribute", "type", "layout",
                  "size", "offset");
  std::uint64_t i = 0;
  for (const constant_use& u : idx->constants()) {
    std::string type;
    if (p.print_type(u.c.data.type, type)) type = std::string("?");
    std::string op = "?";
    if (u.op != nullptr) op = u.op->full_name();
    if (json) {
      std::string loc;
      if (p.print_location(u.location, loc)) loc = std::string("loc(?)");
      out.printf("%s{\"index\": %llu, %s, \"ordinal\": %llu, \"op_offset\": %llu, %s, %s, %s, \"elements\": %llu, "
                 "\"layout\": \"%s\", \"size\": %llu, \"offset\": %llu}",
                 i == 0 ? "" : ", ", static_cast<unsigned long long>(i), json_field("op", op).c_str(),
                 static_cast<unsigned long long>(u.op_ordinal), static_cast<unsigned long long>(u.op_offset),
                 json_field("attribute", u.c.name).c_str(), json_field("type", type).c_str(),
                 json_field("location", loc).c_str(), static_cast<unsigned long long>(u.c.num_elements()),
                 layout_name(u.c.data.layout), static_cast<unsigned long long>(u.c.data.bytes.size()),
                 static_cast<unsigned long long>(u.c.offset));
    } else {
      out.printf("%-6llu %-8llu %-24s %-12s %-40s %-8s %12llu %12llu\n", static_cast<unsigned long long>(i),
                 static_cast<unsigned long long>(u.op_ordinal), text_escape(op).c_str(), text_escape(u.c.name).c_str(),
                 type.c_str(), layout_name(u.c.data.layout), static_cast<unsigned long long>(u.c.data.bytes.size()),
                 static_cast<unsigned long long>(u.c.offset));
    }
    ++i;
  }
  if (json) out.printf("]\n");
  return exit_ok;
}

namespace {

// Where an entry's data bytes are: a blob's data in the input file (copied
// with pread or copy_file_range, never through the mapping: an input truncated
// meanwhile is an error, not SIGBUS), or the bool byte or the string's
// characters, decoded at open.
struct resource_data {
  std::span<const std::byte> bytes;  // bool and string
  bool in_file = false;              // blob: `length` bytes at `offset`
  std::uint64_t offset = 0, length = 0;
};

result<resource_data> data_of(const bytecode_file& f, const resource_entry& e) {
  switch (e.kind) {
    case resource_kind::blob: {
      auto bl = f.get_blob(e);  // the header by pread
      if (!bl) return bl.err();
      return resource_data{{}, true, bl->offset, bl->data.size()};
    }
    case resource_kind::boolean: return resource_data{e.bytes};
    case resource_kind::string:
      return resource_data{std::span<const std::byte>(reinterpret_cast<const std::byte*>(e.string_value.data()),
                                                      e.string_value.size())};
  }
  return resource_data{};
}

// Writes all of `data` to fd; on failure returns false with errno set.
bool write_all(int fd, std::span<const std::byte> data) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ::ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

enum class replace : bool { refuse, allow };

// Writes the data of `e` to `out` ("-": stdout). A regular file appears whole or
// not at all (output_file); a device or FIFO is written in place. Errors name
// the file and say why.
bool write_file(const bytecode_file& f, const std::string& in, const resource_entry& e, const resource_data& d,
                const std::string& out, replace mode) {
  struct ::stat st {};
  const bool exists = out != "-" && ::stat(out.c_str(), &st) == 0;
  if (exists && mode == replace::refuse) {
    std::fprintf(stderr, "mlirbc: cannot create '%s': %s (use --force to replace it)\n", out.c_str(), std::strerror(EEXIST));
    return false;
  }
  auto input_failed = [&](const error& err) {
    std::fprintf(stderr, "mlirbc: %s: resource '%s': %s\n", in.c_str(), text_escape(e.key).c_str(),
                 f.view().describe(err).c_str());
    return false;
  };
  if (out == "-" || (exists && !S_ISREG(st.st_mode))) {
    const int fd = out == "-" ? STDOUT_FILENO : ::open(out.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
      std::fprintf(stderr, "mlirbc: cannot create '%s': %s\n", out.c_str(), std::strerror(errno));
      return false;
    }
    std::vector<std::byte> chunk;
    bool ok = true, read_ok = true;
    if (!d.in_file) {
      ok = write_all(fd, d.bytes);
    } else {
      chunk.resize(static_cast<std::size_t>(std::min<std::uint64_t>(d.length, std::uint64_t{1} << 24)));
      for (std::uint64_t done = 0; ok && done < d.length;) {
        const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(d.length - done, chunk.size()));
        if (error err = f.read_bytes(d.offset + done, std::span<std::byte>(chunk).first(n))) {
          read_ok = input_failed(err);
          break;
        }
        ok = write_all(fd, std::span<const std::byte>(chunk).first(n));
        done += n;
      }
    }
    const int write_errno = errno;
    if (fd != STDOUT_FILENO && ::close(fd) != 0 && ok) ok = false;
    if (!read_ok) return false;
    if (!ok) {
      if (out == "-") std::fprintf(stderr, "mlirbc: cannot write to standard output: %s\n", std::strerror(write_errno));
      else std::fprintf(stderr, "mlirbc: cannot write '%s': %s\n", out.c_str(), std::strerror(write_errno));
    }
    return ok;
  }
  auto o = output_file::create(out);
  if (!o) {
    std::fprintf(stderr, "mlirbc: cannot create '%s': %s\n", out.c_str(), std::strerror(static_cast<int>(o.err().value)));
    return false;
  }
  const bool copied = d.in_file ? o->copy_from(f.mapping().fd(), d.offset, d.length) : o->write(d.bytes);
  if (!copied && o->failure().what != nullptr && std::string_view(o->failure().what).starts_with("the input file")) {
    return input_failed(error{errc::truncated, section_id::resource, d.offset,
                              "blob data (the input file is shorter than its index says: truncated while read?)",
                              d.length, 0});
  }
  const error committed = copied ? o->commit() : o->failure();
  if (committed) {
    std::fprintf(stderr, "mlirbc: cannot write '%s': %s\n", out.c_str(), std::strerror(static_cast<int>(committed.value)));
    return false;
  }
  return true;
}

// A group or key as one file name, by the mapping `mlirbc help extract` states:
// printable UTF-8 is kept except '/', '\' and '%'; other bytes become %XX.
std::string file_name_of(std::string_view key) {
  std::string out;
  for (std::size_t i = 0; i < key.size();) {
    const auto c = static_cast<unsigned char>(key[i]);
    const std::size_t n = utf8_length(key, i);
    const bool keep = n > 1 ? text_escape(key.substr(i, n)).size() == n
                            : n == 1 && c > 0x20 && c < 0x7F && c != '/' && c != '\\' && c != '%';
    if (keep) {
      out.append(key.substr(i, n));
      i += n;
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
      i += 1;
    }
  }
  if (out.empty()) return "%";
  if (out.find_first_not_of('.') == std::string::npos) {  // "." or "..": never a directory link
    std::string dots;
    for (std::size_t i = 0; i < out.size(); ++i) dots += "%2E";
    return dots;
  }
  return out;
}

void progress(std::uint64_t done, std::uint64_t total) {
  const int width = 40;
  const int filled = total == 0 ? width : static_cast<int>(done * width / total);
  std::fprintf(stderr, "\r[%.*s%*s] %3d%%", filled, "########################################", width - filled, "",
               total == 0 ? 100 : static_cast<int>(done * 100 / total));
  if (done == total) std::fprintf(stderr, "\n");
}

// `extract FILE --all DIR`: every resource to DIR/GROUP/KEY.
int extract_all(const std::string& path, const bytecode_file& f, const std::string& dir, replace mode) {
  const bytecode& b = f.view();
  std::uint64_t total = 0;
  for (const auto& e : b.resources().entries()) total += e.bytes.size();
  const bool show = ::isatty(STDERR_FILENO) != 0 && total >= (std::uint64_t{64} << 20);
  std::uint64_t done = 0;
  std::set<std::filesystem::path> written;  // two entries with the same group and key
  for (const auto& e : b.resources().entries()) {
    const auto& g = b.resources().groups()[e.group];
    const std::filesystem::path group_dir = std::filesystem::path(dir) / file_name_of(g.name);
    std::error_code ec;
    std::filesystem::create_directories(group_dir, ec);
    if (ec) {
      std::fprintf(stderr, "mlirbc: cannot create '%s': %s\n", group_dir.c_str(), ec.message().c_str());
      return exit_failure;
    }
    const std::filesystem::path target = group_dir / file_name_of(e.key);
    if (!written.insert(target).second) {
      std::fprintf(stderr, "mlirbc: %s: resource '%s' of group '%s' appears twice; not overwriting '%s'\n",
                   path.c_str(), text_escape(e.key).c_str(), text_escape(g.name).c_str(), target.c_str());
      return exit_failure;
    }
    auto data = data_of(f, e);
    if (!data) return fail(path, b, data.err());
    if (!write_file(f, path, e, *data, target.string(), mode)) return exit_failure;
    done += e.bytes.size();
    if (show) progress(done, total);
  }
  return exit_ok;
}

}  // namespace

int cmd_extract(const parsed_args& a, output&) {
  const std::string* all_dir = a.value("--all");
  const std::string* out = a.value("-o");
  if (all_dir != nullptr && out != nullptr) return usage_error(a.cmd, "give either -o OUT or --all DIR, not both");
  if (all_dir == nullptr && out == nullptr) return usage_error(a.cmd, "missing -o OUT (or --all DIR)");
  if (a.has("--force") && all_dir == nullptr) return usage_error(a.cmd, "--force goes with --all");
  if (!positional_count_ok(a, all_dir != nullptr ? 1 : 2, all_dir != nullptr ? 1 : 2,
                           all_dir != nullptr ? "FILE" : "FILE and KEY"))
    return exit_usage;
  const std::string& path = a.positional[0];
  const auto mode = input_mode(a);
  if (!mode) return exit_usage;
  auto f = bytecode_file::open(path, input_limits(a), *mode);
  if (!f) return fail(path, f.err());
  const bytecode& b = f->view();
  warn_on_stderr(path, b);
  if (all_dir != nullptr) return extract_all(path, *f, *all_dir, a.has("--force") ? replace::allow : replace::refuse);
  const std::string& key = a.positional[1];
  const resource_entry* e = b.resources().find(key);
  if (e == nullptr) {
    std::fprintf(stderr, "mlirbc: %s: no resource with key '%s'\n", path.c_str(), text_escape(key).c_str());
    return exit_failure;
  }
  auto data = data_of(*f, *e);
  if (!data) return fail(path, b, data.err());
  return write_file(*f, path, *e, *data, *out, replace::allow) ? exit_ok : exit_failure;
}

}  // namespace cli
