// ir_print_attrs: the one place where the op printer meets the attribute layer
// (types, locations, attribute dictionaries) and the op property schemas
// (which attributes go into `<{...}>`).
//
// Placeholder stage: until the attribute printer exists, types and
// attributes print as `<<type N>>` / `<<attr N>>` (textual-fallback entries
// print their own text), and every attribute of a v0-4 op counts as
// discardable.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "bytecode.hpp"
#include "cursor.hpp"
#include "ir.hpp"

namespace mlirbc {

class ir_attrs {
 public:
  explicit ir_attrs(const bytecode& b) : b_(b) {}

  // Appends the type's MLIR text.
  void type(std::string& out, std::uint64_t idx) {
    const raw_entry e = b_.attr_types().type(static_cast<std::size_t>(idx));
    if (!e.custom) {
      if (auto t = e.text()) {
        out += *t;
        return;
      }
    }
    out += "<<type ";
    out += std::to_string(idx);
    out += ">>";
  }

  // Appends `loc(...)`.
  void location(std::string& out, std::uint64_t idx) {
    out += "loc(";
    attribute(out, idx);
    out += ')';
  }

  // Whether a result type is a FunctionType (printed in parentheses).
  bool is_function_type(std::uint64_t idx) const {
    const raw_entry e = b_.attr_types().type(static_cast<std::size_t>(idx));
    if (!e.custom) {
      auto t = e.text();
      return t && !t->empty() && t->front() == '(';
    }
    if (b_.dialects().dialects[e.dialect].name != "builtin") return false;
    cursor c(b_.bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
    return c.varint("type code") == 2 && c.ok();
  }

  // Appends ` <{...}>` for the op's inherent attributes / properties, if any.
  void properties(std::string& out, const op_view& op) {
    if (!op.has_properties) return;
    out += " <{<<props ";
    out += std::to_string(op.properties);
    out += ">>}>";
  }

  // Appends ` {...}` for the op's discardable attributes, if any.
  void discardable(std::string& out, const op_view& op) {
    if (!op.has_attrs) return;
    out += " {<<attrs ";
    out += std::to_string(op.attrs);
    out += ">>}";
  }

  // The first attribute/type that could not be printed (ok when none).
  error first_error() const { return err_; }

 private:
  void attribute(std::string& out, std::uint64_t idx) {
    const raw_entry e = b_.attr_types().attribute(static_cast<std::size_t>(idx));
    if (!e.custom) {
      if (auto t = e.text()) {
        out += *t;
        return;
      }
    }
    out += "<<attr ";
    out += std::to_string(idx);
    out += ">>";
  }

  const bytecode& b_;
  error err_{};
};

}  // namespace mlirbc
