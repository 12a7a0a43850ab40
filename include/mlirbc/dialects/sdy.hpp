// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/sdy: Shardy's attribute encodings (the `sdy` dialect JAX writes
// into its exported modules: meshes, tensor shardings, sharding rules), and
// their text as Shardy prints them.
//
// Attribute codes (Shardy's bytecode.td): 0 manual_axes, 1 mesh_axis, 2 mesh,
// 3 sub_axis_info, 4 axis_ref, 5 dimension_sharding, 6 sharding (v1: no
// unreduced axes), 7 sharding_per_value (of v1 shardings), 8 dim_mapping,
// 9 tensor_mapping, 10 op_sharding_rule, 11 axis_ref_list,
// 12 list_of_axis_ref_lists, 13 all_to_all_param, 14 all_to_all_param_list,
// 15 sharding (v2: with unreduced axes), 16 sharding_per_value (of v2),
// 17 sharding (v3: with a reduction op other than sum). Layouts and printing
// rules: docs/dialects.md, "sdy". The dialect has no types.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/dialect_registry.hpp"

namespace mlirbc::dialects {

struct sdy_dialect {
  static constexpr std::string_view dialect = "sdy";

  enum class code : std::uint8_t {
    manual_axes = 0, mesh_axis, mesh, sub_axis_info, axis_ref, dimension_sharding, sharding_v1,
    sharding_per_value_v1, dim_mapping, tensor_mapping, op_sharding_rule, axis_ref_list,
    list_of_axis_ref_lists, all_to_all_param, all_to_all_param_list, sharding_v2, sharding_per_value_v2,
    sharding_v3,
  };
  static constexpr std::uint64_t max_code = 17;

  struct sdy_attribute {
    code c = code::manual_axes;
    // Attribute references: the elements of a list attribute; a mesh's axes;
    // a sharding's dimension shardings; an op sharding rule's operand mappings.
    std::vector<std::uint64_t> refs;
    // A sharding's replicated axes; an op sharding rule's result mappings.
    std::vector<std::uint64_t> refs2;
    std::vector<std::uint64_t> unreduced;  // a sharding's unreduced axes
    // A mesh's device ids; a dim mapping's factor indices; an op sharding
    // rule's factor sizes, then its reduction, need-replication, permutation
    // and blocked-propagation factors (lists[0..4]).
    std::vector<std::int64_t> ints;
    std::vector<std::vector<std::int64_t>> lists;
    std::string_view name;                 // mesh_axis, axis_ref
    std::int64_t a = 0, b = 0;             // mesh_axis size; sub_axis pre-size, size; all-to-all dims
    std::int64_t reduction_op = 0;         // sharding v3: 0 sum, 1 max, 2 min
    std::uint64_t mesh_or_ref = 0;         // sharding: a mesh or a symbol reference
    std::optional<std::uint64_t> sub_axis;  // axis_ref: its sub_axis_info
    std::optional<std::uint64_t> priority;  // dimension_sharding
    bool flag = false;                     // dimension_sharding: closed; op_sharding_rule: custom
  };
  using attribute_value = sdy_attribute;

  attribute_value decode_attribute(dialect_reader& r) const;
  void print_attribute(const sdy_attribute& a, dialect_printer& p) const;

 private:
  static void refs(dialect_reader& r, std::vector<std::uint64_t>& out, const char* what);
  static void ints(dialect_reader& r, std::vector<std::int64_t>& out, const char* what);
  static bool is_mesh(const dialect_printer& p, std::uint64_t idx) noexcept;
  // Comma-separated, each in its stripped form (without `#sdy.` and mnemonic).
  static void stripped_list(dialect_printer& p, const std::vector<std::uint64_t>& refs);
  // `i`, `j`, ... `z`, then `z_1`, `z_2`, ...
  static std::string factor(std::int64_t f);
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/sdy.ipp"
#endif
