// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of ir_print_attrs.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../ir_print_attrs.hpp"

namespace mlirbc {

MLIRBC_INLINE ir_attrs::ir_attrs(const bytecode& b, const dialect_registry& dialects, format_warnings* warnings)
    : b_(b), own_(std::in_place, b, dialects, retention::all, warnings), reader_(*own_), printer_(reader_),
      printed_(properties_slots), printed_types_(type_slots) {}

MLIRBC_INLINE ir_attrs::ir_attrs(const bytecode& b, const attr_reader& shared)
    : b_(b), reader_(shared), printer_(reader_), printed_(properties_slots), printed_types_(type_slots) {}

MLIRBC_INLINE void ir_attrs::type(std::string& out, std::uint64_t idx) {
  printed_type& slot = printed_types_[idx % type_slots];
  if (slot.idx == idx) {
    out += slot.text;
    return;
  }
  const std::size_t at = out.size();
  if (error e = printer_.print_type(idx, out)) {
    failed(out, at, e, "type");  // printed (and reported) again next time
    return;
  }
  slot.idx = idx;
  slot.text.assign(out, at);
}

MLIRBC_INLINE void ir_attrs::location(std::string& out, std::uint64_t idx) {
  const std::size_t at = out.size();
  if (error e = printer_.print_location(idx, out)) failed(out, at, e, "loc");
}

MLIRBC_INLINE bool ir_attrs::is_function_type(std::uint64_t idx) const {
  if (auto t = reader_.type(idx); t && (*t)->is<types::function>()) return true;
  const raw_entry e = b_.attr_types().type(static_cast<std::size_t>(idx));
  if (e.custom) return false;
  auto text = e.text();
  return text && !text->empty() && text->front() == '(';
}

MLIRBC_INLINE void ir_attrs::properties(std::string& out, const op_view& op) {
  const op_name& name = *op.name;
  if (b_.version() >= version_native_properties) {
    if (!op.has_properties) return;
    printed_properties& slot = printed_[(op.properties * 31 + op.name_index) % properties_slots];
    if (slot.entry == op.properties && slot.name == op.name_index) {
      out += slot.text;
      return;
    }
    const std::size_t start = out.size();
    const std::uint64_t failures_before = failures_;
    native_properties(out, op);
    if (failures_ == failures_before) {  // a failed print is printed (and reported) again
      slot.name = op.name_index;
      slot.entry = op.properties;
      slot.text.assign(out, start);
    }
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

MLIRBC_INLINE void ir_attrs::native_properties(std::string& out, const op_view& op) {
  const op_name& name = *op.name;
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
}

MLIRBC_INLINE void ir_attrs::discardable(std::string& out, const op_view& op) {
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
    if (legacy && prints_as_property(reader_, *op.name, na)) continue;
    out += first ? " {" : ", ";
    first = false;
    const std::size_t at = out.size();
    if (error e = printer_.print_named_attribute(na, out)) failed(out, at, e, "attr");
  }
  if (!first) out += '}';
}

MLIRBC_INLINE void ir_attrs::print_dict(std::string& out, const char* open, const std::vector<property_value>& props, const char* close) {
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

MLIRBC_INLINE void ir_attrs::failed(std::string& out, std::size_t at, const error& e, const char* what) {
  out.resize(at);
  out += "<<";
  out += what;
  out += " error>>";
  ++failures_;
  if (!err_) err_ = e;
}

}
