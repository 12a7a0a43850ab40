// mlirbc info / resources / extract: the table-level commands.
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/weights.hpp>

#include "cli.hpp"
#include "json_out.hpp"

namespace cli {

using namespace mlirbc;

namespace {

const char* section_label(std::size_t id) { return section_name(static_cast<section_id>(id)); }

}  // namespace

int cmd_info(const args& a) {
  if (a.positional.size() != 1) return usage();
  auto f = bytecode_file::open(a.positional[0]);
  if (!f) return fail(a.positional[0], f.err());
  const bytecode& b = f->view();
  const auto& sections = b.layout().sections;
  if (a.json) {
    std::printf("{\"version\": %llu, \"producer\": %s, \"size\": %zu, \"sections\": [",
                static_cast<unsigned long long>(b.version()), cli::json_string(b.producer()).c_str(),
                b.bytes().size());
    bool first = true;
    for (std::size_t id = 0; id < sections.size(); ++id) {
      const section& s = sections[id];
      if (!s.present) continue;
      std::printf("%s{\"id\": %zu, \"name\": \"%s\", \"offset\": %llu, \"length\": %llu, \"alignment\": %llu}",
                  first ? "" : ", ", id, section_label(id), static_cast<unsigned long long>(s.offset),
                  static_cast<unsigned long long>(s.length), static_cast<unsigned long long>(s.alignment));
      first = false;
    }
    std::printf("], \"tables\": {\"strings\": %zu, \"dialects\": %zu, \"op_names\": %zu, \"attributes\": %zu, "
                "\"types\": %zu, \"resources\": %zu, \"properties\": %zu}}\n",
                b.strings().size(), b.dialects().dialects.size(), b.dialects().op_names.size(),
                b.attr_types().num_attributes(), b.attr_types().num_types(), b.resources().size(),
                b.properties().size());
    return 0;
  }
  std::printf("version:    %llu\nproducer:   %.*s\nsize:       %zu bytes\n\n",
              static_cast<unsigned long long>(b.version()), static_cast<int>(b.producer().size()),
              b.producer().data(), b.bytes().size());
  std::printf("%-3s %-17s %12s %12s %6s\n", "id", "section", "offset", "length", "align");
  for (std::size_t id = 0; id < sections.size(); ++id) {
    const section& s = sections[id];
    if (!s.present) continue;
    std::printf("%-3zu %-17s %12llu %12llu %6llu\n", id, section_label(id),
                static_cast<unsigned long long>(s.offset), static_cast<unsigned long long>(s.length),
                static_cast<unsigned long long>(s.alignment));
  }
  std::printf("\nstrings %zu, dialects %zu, op names %zu, attributes %zu, types %zu, resources %zu, "
              "properties %zu\n",
              b.strings().size(), b.dialects().dialects.size(), b.dialects().op_names.size(),
              b.attr_types().num_attributes(), b.attr_types().num_types(), b.resources().size(),
              b.properties().size());
  std::printf("dialects:");
  for (const auto& d : b.dialects().dialects) {
    std::printf(" %.*s%s", static_cast<int>(d.name.size()), d.name.data(), d.has_version ? "(versioned)" : "");
  }
  std::printf("\n");
  return 0;
}

namespace {

// Size, alignment and data offset of an entry, or an error for a malformed blob.
struct entry_facts {
  std::uint64_t size = 0;
  std::uint64_t alignment = 1;
  std::uint64_t offset = 0;
};

// The blob header is read with pread (bytecode_file::get_blob): listing touches
// no page of the mapping.
result<entry_facts> facts_of(const bytecode_file& f, const resource_entry& e) {
  if (e.kind != resource_kind::blob) return entry_facts{e.bytes.size(), 1, e.offset};
  auto bl = f.get_blob(e);
  if (!bl) return bl.err();
  return entry_facts{bl->data.size(), bl->alignment, bl->offset};
}

}  // namespace

// `resources --uses`: one line (or JSON object) per op using a dialect resource.
void print_uses(const attr_reader& r, std::span<const resource_use> uses, bool json) {
  attr_printer p(r);
  bool first = true;
  for (const resource_use& u : uses) {
    std::string type, loc;
    if (p.print_type(u.w.type, type)) type = "?";
    if (p.print_location(u.location, loc)) loc = "loc(?)";
    const std::string op = u.op != nullptr ? u.op->full_name() : std::string("?");
    const std::string problem = u.w.problem ? u.w.problem.message() : std::string();
    if (json) {
      std::printf("%s{\"op\": %s, \"ordinal\": %llu, \"offset\": %llu, \"attribute\": %s, \"type\": %s, "
                  "\"location\": %s, \"ok\": %s%s%s}",
                  first ? "" : ", ", cli::json_string(op).c_str(), static_cast<unsigned long long>(u.op_ordinal),
                  static_cast<unsigned long long>(u.op_offset), cli::json_string(u.w.name).c_str(),
                  cli::json_string(type).c_str(), cli::json_string(loc).c_str(), u.w.problem ? "false" : "true",
                  u.w.problem ? ", \"problem\": " : "", u.w.problem ? cli::json_string(problem).c_str() : "");
    } else {
      std::printf("    <- #%llu %s %.*s : %s %s%s%s\n", static_cast<unsigned long long>(u.op_ordinal), op.c_str(),
                  static_cast<int>(u.w.name.size()), u.w.name.data(), type.c_str(), loc.c_str(),
                  u.w.problem ? "  !! " : "", problem.c_str());
    }
    first = false;
  }
}

int cmd_resources(const args& a) {
  if (a.positional.size() != 1) return usage();
  auto f = bytecode_file::open(a.positional[0]);
  if (!f) return fail(a.positional[0], f.err());
  const bytecode& b = f->view();
  advise_blob_headers(*f);
  const auto& groups = b.resources().groups();
  std::unique_ptr<attr_reader> reader;
  std::optional<resource_use_index> uses;
  if (a.uses) {
    reader = std::make_unique<attr_reader>(b, mlir_opt_dialects());
    auto idx = resource_use_index::build(*reader);
    if (!idx) return fail(a.positional[0], idx.err());
    uses = std::move(*idx);
    if (uses->ops_with_unreadable_properties() != 0) {
      std::fprintf(stderr, "mlirbc: %s: note: %llu op(s) have properties this reader cannot decode; resources "
                   "they use are not listed (%s)\n", a.positional[0].c_str(),
                   static_cast<unsigned long long>(uses->ops_with_unreadable_properties()),
                   describe_properties_error(*reader, *uses->first_unreadable_op(), uses->first_unreadable_properties()).c_str());
    }
  }
  std::uint64_t handle = 0;  // dialect resource handle of the next dialect-group entry
  if (a.json) std::printf("[");
  else std::printf("%-10s %-24s %-6s %12s %6s %12s\n", "group", "key", "kind", "size", "align", "offset");
  bool first = true;
  for (const auto& e : b.resources().entries()) {
    auto facts = facts_of(*f, e);
    if (!facts) return fail(a.positional[0], facts.err());
    const std::string_view group = groups[e.group].name;
    if (a.json) {
      std::printf("%s{\"group\": %s, \"key\": %s, \"kind\": \"%s\", \"external\": %s, \"size\": %llu, "
                  "\"alignment\": %llu, \"offset\": %llu",
                  first ? "" : ", ", cli::json_string(group).c_str(), cli::json_string(e.key).c_str(),
                  resource_kind_name(e.kind), groups[e.group].external ? "true" : "false",
                  static_cast<unsigned long long>(facts->size), static_cast<unsigned long long>(facts->alignment),
                  static_cast<unsigned long long>(facts->offset));
      if (!e.empty() && e.kind == resource_kind::boolean)
        std::printf(", \"value\": %s", e.bool_value ? "true" : "false");
      if (!e.empty() && e.kind == resource_kind::string)
        std::printf(", \"value\": %s", cli::json_string(e.string_value).c_str());
      if (uses && !groups[e.group].external) {
        std::printf(", \"uses\": [");
        print_uses(*reader, uses->uses_of(handle), true);
        std::printf("]");
      }
      std::printf("}");
    } else {
      std::printf("%-10.*s %-24.*s %-6s %12llu %6llu %12llu", static_cast<int>(group.size()), group.data(),
                  static_cast<int>(e.key.size()), e.key.data(), resource_kind_name(e.kind),
                  static_cast<unsigned long long>(facts->size), static_cast<unsigned long long>(facts->alignment),
                  static_cast<unsigned long long>(facts->offset));
      if (e.empty()) std::printf("  (no data)");
      std::printf("\n");
      if (uses && !groups[e.group].external) print_uses(*reader, uses->uses_of(handle), false);
    }
    if (!groups[e.group].external) ++handle;
    first = false;
  }
  if (a.json) std::printf("]\n");
  return 0;
}

namespace {

// Data bytes of an entry: blob data, the bool byte, or the string's characters.
result<std::span<const std::byte>> data_of(const bytecode& b, const resource_entry& e) {
  switch (e.kind) {
    case resource_kind::blob: {
      auto bl = b.get_blob(e);
      if (!bl) return bl.err();
      return bl->data;
    }
    case resource_kind::boolean: return e.bytes;
    case resource_kind::string:
      return std::span<const std::byte>(reinterpret_cast<const std::byte*>(e.string_value.data()),
                                        e.string_value.size());
  }
  return std::span<const std::byte>{};
}

bool write_file(const std::filesystem::path& out, std::span<const std::byte> data, std::string& why) {
  std::ofstream o(out, std::ios::binary | std::ios::trunc);
  if (!o) {
    why = "cannot create '" + out.string() + "'";
    return false;
  }
  // Write in chunks so a progress bar can advance; the data stays in the mapping.
  constexpr std::size_t chunk = std::size_t{1} << 24;
  for (std::size_t done = 0; done < data.size(); done += chunk) {
    const std::size_t n = std::min(chunk, data.size() - done);
    o.write(reinterpret_cast<const char*>(data.data() + done), static_cast<std::streamsize>(n));
  }
  o.close();
  if (!o) {
    why = "cannot write '" + out.string() + "'";
    return false;
  }
  return true;
}

// A key is a file name only if it cannot climb out of the output folder.
std::string safe_name(std::string_view key) {
  std::string out;
  for (const char c : key) out += (c == '/' || c == '\\' || c == '\0') ? '_' : c;
  if (out.empty() || out == "." || out == "..") out = "_" + out;
  return out;
}

void progress(std::uint64_t done, std::uint64_t total) {
  const int width = 40;
  const int filled = total == 0 ? width : static_cast<int>(done * width / total);
  std::fprintf(stderr, "\r[%.*s%*s] %3d%%", filled, "########################################", width - filled, "",
               total == 0 ? 100 : static_cast<int>(done * 100 / total));
  if (done == total) std::fprintf(stderr, "\n");
}

}  // namespace

int cmd_extract(const args& a) {
  if (a.positional.empty()) return usage();
  const std::string& path = a.positional[0];
  auto f = bytecode_file::open(path);
  if (!f) return fail(path, f.err());
  const bytecode& b = f->view();
  std::string why;
  if (!a.all_dir.empty()) {
    if (a.positional.size() != 1 || !a.output.empty()) return usage();
    std::uint64_t total = 0;
    for (const auto& e : b.resources().entries()) total += e.bytes.size();
    const bool show = ::isatty(STDERR_FILENO) != 0 && total >= (std::uint64_t{64} << 20);
    std::uint64_t done = 0;
    for (const auto& e : b.resources().entries()) {
      const auto& g = b.resources().groups()[e.group];
      const std::filesystem::path dir = std::filesystem::path(a.all_dir) / safe_name(g.name);
      std::error_code ec;
      std::filesystem::create_directories(dir, ec);
      if (ec) {
        std::fprintf(stderr, "mlirbc: cannot create '%s': %s\n", dir.c_str(), ec.message().c_str());
        return 1;
      }
      auto data = data_of(b, e);
      if (!data) return fail(path, data.err());
      if (!write_file(dir / safe_name(e.key), *data, why)) {
        std::fprintf(stderr, "mlirbc: %s\n", why.c_str());
        return 1;
      }
      done += e.bytes.size();
      if (show) progress(done, total);
    }
    return 0;
  }
  if (a.positional.size() != 2 || a.output.empty()) return usage();
  const std::string& key = a.positional[1];
  const resource_entry* e = b.resources().find(key);
  if (e == nullptr) {
    std::fprintf(stderr, "mlirbc: %s: no resource with key '%s'\n", path.c_str(), key.c_str());
    return 1;
  }
  auto data = data_of(b, *e);
  if (!data) return fail(path, data.err());
  if (!write_file(a.output, *data, why)) {
    std::fprintf(stderr, "mlirbc: %s\n", why.c_str());
    return 1;
  }
  return 0;
}

}  // namespace cli

