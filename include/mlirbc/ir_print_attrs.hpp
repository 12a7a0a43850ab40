// ir_print_attrs: the one place where the op printer meets the attribute layer
// (attr_printer: types, locations, attributes) and the op property schemas
// (op_properties: what goes into `<{...}>` and what into `{...}`).
//
// Anything that cannot be printed prints a visible placeholder `<<...>>` and
// is remembered as the first error, so a dump still shows the whole structure
// but reports the failure. Properties that no layout decodes are not such a
// failure: they print as their bytes, `<#mlirbc.opaque_properties<"0x…">>`,
// with a warning (strict mode: the placeholder and the error).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "attr_printer.hpp"
#include "attr_reader.hpp"
#include "bytecode.hpp"
#include "cursor.hpp"
#include "ir.hpp"
#include "op_properties.hpp"
#include "property_printer.hpp"

namespace mlirbc {

template <class = void>
class basic_ir_attrs {
 public:
  basic_ir_attrs(const bytecode& b, const dialect_registry& dialects) : b_(b), reader_(b, dialects), printer_(reader_) {}

  const attr_reader& reader() const noexcept { return reader_; }

  // Appends the type's MLIR text.
  void type(std::string& out, std::uint64_t idx) {
    const std::size_t at = out.size();
    if (error e = printer_.print_type(idx, out)) failed(out, at, e, "type");
  }

  // Appends `loc(...)`.
  void location(std::string& out, std::uint64_t idx) {
    const std::size_t at = out.size();
    if (error e = printer_.print_location(idx, out)) failed(out, at, e, "loc");
  }

  // Whether a result type is a FunctionType (printed in parentheses).
  bool is_function_type(std::uint64_t idx) const {
    if (auto t = reader_.type(idx); t && (*t)->template is<types::function>()) return true;
    const raw_entry e = b_.attr_types().type(static_cast<std::size_t>(idx));
    if (e.custom) return false;
    auto text = e.text();
    return text && !text->empty() && text->front() == '(';
  }

  // Appends ` <{...}>` (or ` <ATTR>`) for what MLIR shows as the op's properties.
  void properties(std::string& out, const op_view& op) {
    const op_name& name = *op.name;
    if (b_.version() >= version_native_properties) {
      if (!op.has_properties) return;
      auto decoded = properties_or_opaque(reader_, name, b_.properties()[static_cast<std::size_t>(op.properties)]);
      if (!decoded) {
        const std::size_t at = out.size();
        out += ' ';
        failed(out, at + 1, decoded.err(), "properties");
        return;
      }
      if (decoded->opaque) {  // nothing decodes the entry: its bytes, as a parseable attribute
        out += " <#mlirbc.opaque_properties<\"";
        print_detail::append_hex_bytes(decoded->raw, out);
        out += "\">>";
        return;
      }
      // Properties read as one attribute (an unregistered op, or one MLIR does
      // not know) keep whatever attribute they are, even an empty dictionary;
      // a registered op with nothing set shows nothing.
      const std::vector<property_value>& props = decoded->values;
      const bool as_attribute = decoded->layout == nullptr;
      if (as_attribute && props.size() == 1 && props[0].name.empty()) {
        out += " <";
        const std::size_t at = out.size();
        if (error e = printer_.print_attribute(props[0].attr(), out)) failed(out, at, e, "attr");
        out += '>';
        return;
      }
      if (props.empty() && !as_attribute) return;
      print_dict(out, " <{", props, "}>");
      return;
    }
    // v0-4: the inherent attributes travel in the attribute dictionary.
    auto props = legacy_properties(reader_, name, op.has_attrs ? op.attrs : no_attr);
    if (!props) {
      const std::size_t at = out.size();
      out += ' ';
      failed(out, at + 1, props.err(), "properties");
      return;
    }
    if (!props->empty()) print_dict(out, " <{", *props, "}>");
  }

  // Appends ` {...}` for the op's discardable attributes, if any.
  void discardable(std::string& out, const op_view& op) {
    if (!op.has_attrs) return;
    auto dict = reader_.dictionary(op.attrs);
    if (!dict) {
      const std::size_t at = out.size();
      out += ' ';
      failed(out, at + 1, dict.err(), "attrs");
      return;
    }
    const bool legacy = b_.version() < version_native_properties;
    bool first = true;
    for (const named_attr& na : *dict) {
      if (legacy && is_inherent_attribute(reader_, *op.name, na.name)) continue;
      out += first ? " {" : ", ";
      first = false;
      const std::size_t at = out.size();
      if (error e = printer_.print_named_attribute(na, out)) failed(out, at, e, "attr");
    }
    if (!first) out += '}';
  }

  // The first thing that could not be printed (ok when none).
  error first_error() const { return err_; }
  // The deviations MLIR tolerates that printing met (attr_reader::warnings).
  std::vector<error> warnings() const { return reader_.warnings(); }
  std::uint64_t failures() const noexcept { return failures_; }

 private:
  void print_dict(std::string& out, const char* open, const std::vector<property_value>& props, const char* close) {
    out += open;
    for (std::size_t i = 0; i < props.size(); ++i) {
      const property_value& p = props[i];
      if (i) out += ", ";
      if (p.attr() != no_attr) {
        const std::size_t at = out.size();
        if (error e = printer_.print_named_attribute(named_attr{p.name, p.attr()}, out)) failed(out, at, e, "attr");
        continue;
      }
      print_detail::append_keyword_or_string(p.name, out);
      if (p.value.kind != props::kind::unit_attr) {  // a set unit prints as its bare name
        out += " = ";
        append_property_text(p.value, out);
      }
    }
    out += close;
  }

  // Replaces a partial print from `at` on with a placeholder and keeps the error.
  void failed(std::string& out, std::size_t at, const error& e, const char* what) {
    out.resize(at);
    out += "<<";
    out += what;
    out += " error>>";
    ++failures_;
    if (!err_) err_ = e;
  }

  const bytecode& b_;
  attr_reader reader_;
  attr_printer printer_;
  error err_{};
  std::uint64_t failures_ = 0;
};
using ir_attrs = basic_ir_attrs<>;

}  // namespace mlirbc
