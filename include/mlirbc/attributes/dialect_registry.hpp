// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialect_registry: the dialect plug-ins an attr_reader uses, by dialect name
// (docs/dialects.md). Every dialect with its own bytecode encoding — builtin
// included — is a plug-in: a small copyable C++ type checked by the concepts
// below, added with dialect_registry::add. The default set is assembled in
// dialects/registry.hpp.
//
// A plug-in has `static constexpr std::string_view dialect` and any of:
// - attribute decoding: `attribute_value decode_attribute(dialect_reader&) const`
//   and `void print_attribute(const attribute_value&, dialect_printer&) const`;
//   the reader keeps the value type-erased in an attrs::dialect node;
// - the same for types (type_value, decode_type, print_type);
// - builtin kinds: a decoder whose attribute_value is attribute::payload (or
//   type_value is type::payload) yields the reader's own node kinds and needs
//   no print function (attr_printer prints them); it may add
//   `error finish_attribute(attribute::payload&, const dialect_finisher&) const`
//   (the same for types), called once every referenced entry is decoded, and
//   `bool child_node_needed(const attribute::payload&, std::size_t pos) const`
//   naming the references its finish step reads as nodes when the value is
//   not kept (dialect_finisher::keeps_value(); a kept value's are all nodes);
// - `std::optional<type::payload> textual_type(std::string_view text) const`:
//   a textual entry whose text names this dialect, read as a node kind;
// - `bool rewrite_textual(std::string_view text, entry_kind, const bytecode&,
//   std::string& out) const`: text a textual entry prints as, when MLIR
//   re-prints what it parsed differently from what the file holds (offered
//   every textual entry, since one dialect's text may hold another's);
// - `std::optional<dense_data> dense_data_of(const attribute_value&) const`: the
//   tensor data an attribute of its own stores inline (weights.hpp's constant_of lists it
//   beside builtin `dense<…>` data);
// - `static std::span<const op_schema::schema_set> op_schemas()`: property
//   layouts of its ops, and `props::value decode_property(std::uint16_t codec,
//   property_reader&) const` for the fields that layouts (its own or a release
//   table's) mark `custom` on its ops.
#pragma once

#include <concepts>
#include <cstddef>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../model/attributes.hpp"
#include "../base/dense_data.hpp"
#include "dialect_printer.hpp"
#include "dialect_reader.hpp"
#include "../model/op_layout_file.hpp"
#include "../model/op_schema.hpp"
#include "../model/property_values.hpp"

namespace mlirbc {

class property_reader;  // property_fields.hpp

// ------------------------------------------------------------------ concepts

template <class D>
concept named_dialect = requires {
  { D::dialect } -> std::convertible_to<std::string_view>;
};

// Values of a dialect's own C++ type, printed by the plug-in.
template <class D>
concept custom_attribute_decoder = requires(const D& d, dialect_reader& r, const typename D::attribute_value& v,
                                            dialect_printer& p) {
  { d.decode_attribute(r) } -> std::same_as<typename D::attribute_value>;
  { d.print_attribute(v, p) } -> std::same_as<void>;
};
template <class D>
concept custom_type_decoder = requires(const D& d, dialect_reader& r, const typename D::type_value& v,
                                       dialect_printer& p) {
  { d.decode_type(r) } -> std::same_as<typename D::type_value>;
  { d.print_type(v, p) } -> std::same_as<void>;
};

// Values that are the reader's own node kinds (the builtin dialect).
template <class D>
concept node_attribute_decoder = std::same_as<typename D::attribute_value, attribute::payload> &&
                                 requires(const D& d, dialect_reader& r) {
                                   { d.decode_attribute(r) } -> std::same_as<attribute::payload>;
                                 };
template <class D>
concept node_type_decoder = std::same_as<typename D::type_value, type::payload> && requires(const D& d, dialect_reader& r) {
  { d.decode_type(r) } -> std::same_as<type::payload>;
};

template <class D>
concept attribute_decoder = custom_attribute_decoder<D> || node_attribute_decoder<D>;
template <class D>
concept type_decoder = custom_type_decoder<D> || node_type_decoder<D>;

template <class D>
concept textual_type_reader = requires(const D& d, std::string_view text) {
  { d.textual_type(text) } -> std::same_as<std::optional<type::payload>>;
};
template <class D>
concept textual_rewriter = requires(const D& d, std::string_view text, entry_kind k, const bytecode& b, std::string& out) {
  { d.rewrite_textual(text, k, b, out) } -> std::same_as<bool>;
};
// Op property layouts of the dialect's own ops (op_schema.hpp).
template <class D>
concept op_schema_provider = requires {
  { D::op_schemas() } -> std::convertible_to<std::span<const op_schema::schema_set>>;
};

// A dialect plug-in: a name, at least one capability, copyable (the registry keeps a copy).
template <class D>
concept dialect_plugin = named_dialect<D> && std::copy_constructible<D> &&
                         (attribute_decoder<D> || type_decoder<D> || textual_type_reader<D> || textual_rewriter<D> ||
                          op_schema_provider<D>);

namespace detail {

// Holds at most one decoded value, made in place from the prvalue a decoder
// returns. std::optional can only move a value in: a copy of a value that
// was just written, which stalls on store forwarding (locations are most of a
// file's entries). Its members that move or destroy a payload are used only
// by the decoding bodies; the adapter below fills an empty slot and calls
// clear(), compiled once.
template <class T>
class value_slot {
 public:
  value_slot() noexcept {}
  value_slot(value_slot&& o) noexcept {
    if (o.full_) emplace(std::move(*o));
  }
  value_slot& operator=(value_slot&&) = delete;
  ~value_slot() { reset(); }

  // Fills an empty slot with what make() returns (no move: the prvalue is
  // the slot's object).
  template <class Make>
  T& make(Make&& m) {
    ::new (static_cast<void*>(storage_)) T(m());
    full_ = true;
    return **this;
  }
  template <class V>
  T& emplace(V&& v) {
    reset();
    return make([&]() -> T { return T(std::forward<V>(v)); });
  }
  void reset() noexcept {
    if (full_) std::destroy_at(&**this);
    full_ = false;
  }
  bool has_value() const noexcept { return full_; }
  T& operator*() noexcept { return *std::launder(reinterpret_cast<T*>(storage_)); }
  const T& operator*() const noexcept { return *std::launder(reinterpret_cast<const T*>(storage_)); }
  T* operator->() noexcept { return &**this; }
  const T* operator->() const noexcept { return &**this; }

 private:
  alignas(T) unsigned char storage_[sizeof(T)];
  bool full_ = false;
};

// The type-erased plug-in the reader and the printer call.
struct dialect_hooks {
  virtual ~dialect_hooks() = default;
  virtual std::string_view name() const noexcept = 0;
  virtual bool decodes(entry_kind k) const noexcept = 0;
  // Decodes one entry into `out` (empty); leaves it empty when the reader
  // reported an error, needs a node first, or the plug-in declined.
  virtual void decode(dialect_reader& r, value_slot<attribute::payload>& out) const = 0;
  virtual void decode(dialect_reader& r, value_slot<type::payload>& out) const = 0;
  virtual error finish(attribute::payload& v, const dialect_finisher& f) const = 0;
  virtual error finish(type::payload& v, const dialect_finisher& f) const = 0;
  virtual bool child_node_needed(const attribute::payload& v, std::size_t pos) const noexcept = 0;
  virtual std::optional<type::payload> textual_type(std::string_view text) const = 0;
  virtual bool rewrite_textual(std::string_view text, entry_kind k, const bytecode& b, std::string& out) const = 0;
  virtual void print(const void* value, entry_kind k, dialect_printer& p) const = 0;
  virtual props::value decode_property(std::uint16_t codec, property_reader& r) const = 0;
  // The inline tensor data of one of its attribute values (nullopt: none).
  virtual std::optional<dense_data> dense_data_of(const void* value) const = 0;
};

// Storing a converted value and emptying a slot are kept out of the template
// below (and compiled once in compiled mode): they instantiate the node
// payloads' move and destroy, which a program that only includes the headers
// should not pay for.
void store(value_slot<attribute::payload>& out, dialect_value&& v);  // as attrs::dialect
void store(value_slot<type::payload>& out, dialect_value&& v);       // as types::dialect
void clear(value_slot<attribute::payload>& out) noexcept;
void clear(value_slot<type::payload>& out) noexcept;
// T, named so that it depends on D: its use is checked when D is known, not before.
template <class D, class T>
struct depends_on {
  using type = T;
};

template <class D>
struct dialect_hooks_for final : dialect_hooks {
  explicit dialect_hooks_for(D d) : plugin(std::move(d)) {}
  D plugin;

  std::string_view name() const noexcept override { return D::dialect; }
  bool decodes(entry_kind k) const noexcept override {
    return k == entry_kind::type ? type_decoder<D> : attribute_decoder<D>;
  }

  void decode(dialect_reader& r, value_slot<attribute::payload>& out) const override {
    if constexpr (node_attribute_decoder<D>) {
      out.make([&] { return plugin.decode_attribute(r); });
      if (!usable(r)) clear(out);
    } else if constexpr (attribute_decoder<D>) {
      auto v = plugin.decode_attribute(r);
      if (usable(r)) store(out, erased(std::move(v)));
    }
  }
  void decode(dialect_reader& r, value_slot<type::payload>& out) const override {
    if constexpr (node_type_decoder<D>) {
      out.make([&] { return plugin.decode_type(r); });
      if (!usable(r)) clear(out);
    } else if constexpr (type_decoder<D>) {
      auto v = plugin.decode_type(r);
      if (usable(r)) store(out, erased(std::move(v)));
    }
  }
  error finish(attribute::payload& v, const dialect_finisher& f) const override {
    if constexpr (requires { { plugin.finish_attribute(v, f) } -> std::same_as<error>; }) return plugin.finish_attribute(v, f);
    return {};
  }
  error finish(type::payload& v, const dialect_finisher& f) const override {
    if constexpr (requires { { plugin.finish_type(v, f) } -> std::same_as<error>; }) return plugin.finish_type(v, f);
    return {};
  }
  bool child_node_needed(const attribute::payload& v, std::size_t pos) const noexcept override {
    if constexpr (requires { { plugin.child_node_needed(v, pos) } -> std::same_as<bool>; })
      return plugin.child_node_needed(v, pos);
    return false;
  }
  // Return types named through depends_on: the optionals are instantiated with
  // the adapter of a plug-in, not wherever this header is parsed.
  typename depends_on<D, std::optional<type::payload>>::type textual_type(std::string_view text) const override {
    if constexpr (textual_type_reader<D>) return plugin.textual_type(text);
    return typename depends_on<D, std::optional<type::payload>>::type{};
  }
  bool rewrite_textual(std::string_view text, entry_kind k, const bytecode& b, std::string& out) const override {
    if constexpr (textual_rewriter<D>) return plugin.rewrite_textual(text, k, b, out);
    return false;
  }
  props::value decode_property(std::uint16_t codec, property_reader& r) const override {
    if constexpr (requires { { plugin.decode_property(codec, r) } -> std::same_as<props::value>; })
      return plugin.decode_property(codec, r);
    return {};
  }
  typename depends_on<D, std::optional<dense_data>>::type dense_data_of(const void* value) const override {
    if constexpr (custom_attribute_decoder<D>) {
      using V = typename D::attribute_value;
      if constexpr (requires(const V& v) { { plugin.dense_data_of(v) } -> std::same_as<std::optional<dense_data>>; })
        return plugin.dense_data_of(*static_cast<const V*>(value));
    }
    return std::nullopt;
  }
  void print(const void* value, entry_kind k, dialect_printer& p) const override {
    if (k == entry_kind::type) {
      if constexpr (custom_type_decoder<D>) plugin.print_type(*static_cast<const typename D::type_value*>(value), p);
    } else {
      if constexpr (custom_attribute_decoder<D>)
        plugin.print_attribute(*static_cast<const typename D::attribute_value*>(value), p);
    }
  }

 private:
  static bool usable(const dialect_reader& r) noexcept { return r.ok() && !r.needed() && !r.declined(); }
  template <class V>
  dialect_value erased(V&& v) const {
    using T = std::decay_t<V>;
    return dialect_value{D::dialect, std::make_shared<const T>(std::forward<V>(v)), &type_tag<T>, this};
  }
};

}  // namespace detail

// The plug-ins an attr_reader uses, by dialect name. Cheap to copy (shared).
class dialect_registry {
 public:
  // Declared here and defined with the bodies: copying or destroying the
  // tables is not compiled into every program that holds a registry.
  dialect_registry();
  dialect_registry(const dialect_registry&);
  dialect_registry(dialect_registry&&) noexcept;
  dialect_registry& operator=(const dialect_registry&);
  dialect_registry& operator=(dialect_registry&&) noexcept;
  ~dialect_registry();

  // Adds (or replaces) the plug-in of D::dialect.
  template <class D>
  dialect_registry& add(D plugin = D{}) {
    static_assert(named_dialect<D>, "mlirbc: a dialect plug-in needs `static constexpr std::string_view dialect`");
    static_assert(dialect_plugin<D>,
                  "mlirbc: a dialect plug-in needs `attribute_value decode_attribute(dialect_reader&) const` + "
                  "`void print_attribute(const attribute_value&, dialect_printer&) const`, the same for types, "
                  "`textual_type` or `rewrite_textual` (see dialect_registry.hpp)");
    static_assert(std::copy_constructible<D>, "mlirbc: a dialect plug-in must be copyable");
    if constexpr (op_schema_provider<D>)
      for (const op_schema::schema_set& set : D::op_schemas()) add_op_schemas(set);
    auto h = std::make_shared<const detail::dialect_hooks_for<D>>(std::move(plugin));
    for (auto& e : hooks_) {
      if (e->name() == h->name()) {
        e = std::move(h);
        return *this;
      }
    }
    hooks_.push_back(std::move(h));
    return *this;
  }
  // Removes the plug-in of a dialect and its op layouts (its entries become opaque again).
  dialect_registry& remove(std::string_view dialect);
  // Registers op property layouts (op_schema.hpp); `set` must outlive the registry.
  dialect_registry& add_op_schemas(const op_schema::schema_set& set);
  // Registers the layouts of a layout file read at run time (op_layout_file.hpp),
  // kept alive by the registry. They replace the layouts registered so far for
  // the file's dialect (a newer or private definition of it wins).
  dialect_registry& add_op_layouts(std::shared_ptr<const op_schema::layout_file> file);
  std::span<const op_schema::schema_set* const> op_schemas() const noexcept;
  // Reads op properties with the layouts of MLIR release `major` (a registered
  // release set) whatever a file's producer says; 0, the default, chooses by
  // the producer (docs/op-schemas.md, "Which schema").
  dialect_registry& force_op_layouts(unsigned major) noexcept;
  unsigned forced_op_layouts() const noexcept { return forced_release_; }

  const detail::dialect_hooks* find(std::string_view dialect) const noexcept;
  bool contains(std::string_view dialect) const noexcept { return find(dialect) != nullptr; }
  // The text a textual entry prints as, when a plug-in rewrites it (offered
  // to every plug-in with rewrite_textual, in the order they were added).
  bool rewrite_textual(std::string_view text, entry_kind k, const bytecode& b, std::string& out) const;
  std::size_t size() const noexcept { return hooks_.size(); }

 private:
  std::vector<std::shared_ptr<const detail::dialect_hooks>> hooks_;
  std::vector<const op_schema::schema_set*> schemas_;
  std::vector<std::shared_ptr<const op_schema::layout_file>> layout_files_;  // owners of some schemas_
  unsigned forced_release_ = 0;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/dialect_registry.ipp"
#endif
