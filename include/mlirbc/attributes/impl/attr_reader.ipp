// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of attr_reader.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../attr_reader.hpp"
#include "../decode_stack.hpp"

namespace mlirbc {

MLIRBC_INLINE std::string_view textual_dialect(std::string_view text) noexcept {
  if (text.empty() || (text[0] != '#' && text[0] != '!')) return "builtin";
  std::size_t i = 1;
  while (i < text.size() && text[i] != '.' && text[i] != '<' && text[i] != '"' && text[i] != ' ') ++i;
  return text.substr(1, i - 1);
}

MLIRBC_INLINE attr_reader::~attr_reader() = default;

MLIRBC_INLINE attr_reader::attr_reader(const bytecode& b, dialect_registry dialects, retention keep,
                                       format_warnings* warnings)
    : b_(&b),
      num_attrs_(b.attr_types().num_attributes()),
      num_types_(b.attr_types().num_types()),
      attrs_(num_attrs_),
      types_(num_types_),
      producer_llvm_major_(mlir_producer_major(b.producer())),
      registry_(std::move(dialects)),
      builtin_(registry_.find("builtin")),
      warnings_(warnings),
      strict_(b.limits_used().strict) {
  if (keep == retention::requested) kinds_ = decltype(kinds_)(num_attrs_);
  hooks_.reserve(b.dialects().dialects.size());
  for (const auto& d : b.dialects().dialects) hooks_.push_back(registry_.find(d.name));
}

MLIRBC_INLINE error attr_reader::validate_attribute(std::uint64_t idx) const {
  if (idx >= num_attrs_)
    return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", idx, num_attrs_};
  const ref r{idx, entry_kind::attribute};
  const bool keep = kinds_.empty();
  return decoded(r, keep) ? error{} : decode(r, keep);
}

MLIRBC_INLINE result<attr_kind> attr_reader::kind_of(std::uint64_t idx) const {
  if (error e = validate_attribute(idx)) return e;
  return attribute_kind(idx);
}

MLIRBC_INLINE std::uint64_t attr_reader::validate_range(entry_kind kind, std::size_t first, std::size_t last) const {
  return detail::with_thread_stack<std::uint64_t>([&](detail::decode_stack& stack) {
    std::uint64_t failed = 0;
    const bool keep = kind == entry_kind::type || kinds_.empty();
    const attr_type_table& table = b_->attr_types();
    std::size_t group = 0;
    const bool root_fits = b_->limits_used().max_attr_depth > 0;
    for (std::size_t i = first; i < last; ++i) {
      const ref r{i, kind};
      if (decoded(r, keep)) continue;
      if (known_failure(r)) {
        ++failed;
        continue;
      }
      if (!root_fits) {
        if (decode_on(stack, r, keep)) ++failed;
        continue;
      }
      frame& f = stack.push_root(r, keep || r.is_type());
      f.entry = r.is_type() ? table.type_in_order(i, group) : table.attribute_in_order(i, group);
      if (decode_flat(f)) {
        stack.pop();
        continue;
      }
      const error e = run_path(stack);
      if (e) {
        remember(stack, r, e);
        ++failed;
      }
      stack.clear();
    }
    return failed;
  });
}

MLIRBC_INLINE auto attr_reader::dictionary(std::uint64_t idx) const -> result<std::span<const named_attr>> {
  auto a = attribute(idx);
  if (!a) return a.err();
  const auto* d = (*a)->get<attrs::dictionary>();
  if (d == nullptr) return error{errc::bad_value, section_id::attr_type, (*a)->offset, "expected a dictionary attribute"};
  return std::span<const named_attr>(d->entries);
}

MLIRBC_INLINE bool attr_reader::tolerate(const error& e) const {
  if (strict_) return false;
  if (warnings_ != nullptr) warnings_->report(e);
  return true;
}

MLIRBC_INLINE const mlirbc::attribute* attr_reader::find_attribute(std::uint64_t idx) const noexcept {
  return idx < num_attrs_ ? attrs_.find(static_cast<std::size_t>(idx)) : nullptr;
}

MLIRBC_INLINE const mlirbc::type* attr_reader::find_type(std::uint64_t idx) const noexcept {
  return idx < num_types_ ? types_.find(static_cast<std::size_t>(idx)) : nullptr;
}

MLIRBC_INLINE attr_kind attr_reader::attribute_kind(std::uint64_t idx) const noexcept {
  if (!kinds_.empty()) return static_cast<attr_kind>(kinds_[idx].load(std::memory_order_acquire) - 1);
  return attr_node(idx).kind();
}

inline bool attr_reader::decoded(ref r, bool need_node) const noexcept {
  if (r.is_type()) return types_.find(static_cast<std::size_t>(r.idx)) != nullptr;
  if (!kinds_.empty()) {
    // publish() stores the kind before the node: no kind, no node.
    if (kinds_[r.idx].load(std::memory_order_acquire) == 0) return false;
    if (!need_node) return true;
  }
  return attrs_.find(static_cast<std::size_t>(r.idx)) != nullptr;
}

inline error attr_reader::known_failure(ref r) const {
  if (!failed_any_.load(std::memory_order_acquire)) return {};
  const std::lock_guard<std::mutex> lock(failed_mutex_);
  const auto it = failed_.find(r.key());
  return it != failed_.end() ? it->second : error{};
}

MLIRBC_INLINE error attr_reader::decode(ref root, bool keep_node) const {
  if (error e = known_failure(root)) return e;
  return detail::with_thread_stack<error>([&](detail::decode_stack& stack) { return decode_on(stack, root, keep_node); });
}

inline error attr_reader::decode_on(detail::decode_stack& stack, ref root, bool keep_node) const {
  const error e = decode_path(root, keep_node, stack);
  if (e) remember(stack, root, e);
  stack.clear();
  return e;
}

MLIRBC_INLINE void attr_reader::remember(detail::decode_stack& stack, ref root, const error& e) const {
  // The root and every entry on the path reach the fault.
  const std::lock_guard<std::mutex> lock(failed_mutex_);
  failed_.emplace(root.key(), e);
  for (std::size_t i = 0; i < stack.size(); ++i) failed_.emplace(stack[i].r.key(), e);
  failed_any_.store(true, std::memory_order_release);
}

inline bool attr_reader::decode_flat(frame& f) const {
  std::optional<ref> need;
  if (parse(f, need) || need) return false;  // parsed again on the path, which remembers the error
  f.parsed = true;
  for (; f.next < f.children.size(); ++f.next)
    if (!decoded(f.children[f.next], child_needs_node(f, f.next))) return false;
  if (finish(f)) return false;
  publish(f);
  return true;
}

inline error attr_reader::push(detail::decode_stack& stack, ref r, const frame* from, bool keep_node) const {
  if (error e = known_failure(r)) return e;
  auto at = [&] { return from != nullptr ? from->offset() : raw(r).offset; };  // before push() moves frames
  if (stack.on_path(r.key()))
    return error{errc::bad_value, section_id::attr_type, at(), "attribute/type reference cycle", r.idx, 0};
  const std::uint32_t max_depth = b_->limits_used().max_attr_depth;
  if (stack.size() >= max_depth) {
    return error{errc::limit_exceeded, section_id::attr_type, at(), "attribute/type nesting depth",
                 stack.size() + 1, max_depth};
  }
  // Made in the frame: a copy through the stack stalls on store forwarding.
  stack.push(r, keep_node || r.is_type()).entry = raw(r);
  return {};
}

MLIRBC_INLINE error attr_reader::decode_path(ref root, bool keep_root, detail::decode_stack& stack) const {
  if (error e = push(stack, root, nullptr, keep_root)) return e;
  return run_path(stack);
}

MLIRBC_INLINE error attr_reader::run_path(detail::decode_stack& stack) const {
  while (!stack.empty()) {
    frame& f = stack.top();
    if (!f.parsed) {
      std::optional<ref> need;
      if (error e = parse(f, need)) return e;
      if (need) {  // a node the parse reads (a type, a plug-in's attribute_now)
        if (error e = push(stack, *need, &f, true)) return e;
        continue;
      }
      f.parsed = true;
    }
    if (std::optional<ref> child = next_child(f)) {
      if (error e = push(stack, *child, &f, child_needs_node(f, f.next - 1))) return e;
      continue;
    }
    if (error e = finish(f)) return e;
    publish(f);
    stack.pop();
  }
  return {};
}

inline auto attr_reader::next_child(frame& f) const -> std::optional<ref> {
  while (f.next < f.children.size()) {
    const std::size_t pos = f.next++;
    const ref c = f.children[pos];
    if (!decoded(c, child_needs_node(f, pos))) return c;
  }
  return std::nullopt;
}

inline raw_entry attr_reader::raw(ref r) const noexcept {
  return r.is_type() ? b_->attr_types().type(static_cast<std::size_t>(r.idx))
                     : b_->attr_types().attribute(static_cast<std::size_t>(r.idx));
}

inline bool attr_reader::child_needs_node(const frame& parent, std::size_t pos) const noexcept {
  if (parent.keep_node) return true;
  const detail::dialect_hooks* h = hooks_[parent.entry.dialect];
  return h != nullptr && h->child_node_needed(*parent.attr, pos);
}

inline void attr_reader::publish(frame& f) const {
  const auto i = static_cast<std::size_t>(f.r.idx);
  if (f.r.is_type()) {
    const bool opaque = f.ty->holds<types::opaque>();
    if (types_.publish(i, [&] { return mlirbc::type{f.r.idx, f.entry.offset, std::move(*f.ty)}; }) && opaque)
      opaque_count_.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  const bool opaque = f.attr->holds<attrs::opaque>();
  auto node = [&] { return mlirbc::attribute{f.r.idx, f.entry.offset, std::move(*f.attr)}; };
  if (kinds_.empty()) {
    if (attrs_.publish(i, node) && opaque) opaque_count_.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  // The kind goes first: a thread that sees the node may read the kind. Threads
  // racing on one entry store the same kind, so a plain store does; only an
  // opaque entry needs to know who stored first, to be counted once.
  const auto kind = static_cast<std::uint8_t>(f.attr->index() + 1);
  if (!opaque) {
    kinds_[i].store(kind, std::memory_order_release);
  } else {
    std::uint8_t none = 0;
    if (kinds_[i].compare_exchange_strong(none, kind, std::memory_order_acq_rel))
      opaque_count_.fetch_add(1, std::memory_order_relaxed);
  }
  if (f.keep_node) attrs_.publish(i, node);
}

MLIRBC_INLINE void attr_reader::set_opaque(frame& f) const {
  const std::string_view dialect = b_->dialects().dialects[f.entry.dialect].name;
  f.children.clear();
  if (f.r.is_type()) f.ty.emplace(types::opaque{dialect, f.entry.bytes});
  else f.attr.emplace(attrs::opaque{dialect, f.entry.bytes});
}

MLIRBC_INLINE error attr_reader::parse(frame& f, std::optional<ref>& need) const {
  f.children.clear();
  if (!f.entry.custom) return parse_textual(f);
  const detail::dialect_hooks* h = hooks_[f.entry.dialect];
  if (h == nullptr || !h->decodes(f.r.kind)) {
    set_opaque(f);
    return {};
  }
  const raw_entry& e = f.entry;
  cursor c(b_->bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
  dialect_reader r(dialect_reader::setup{&c, b_, &b_->dialects().dialects[e.dialect], this, &f.children, e.offset,
                                         producer_llvm_major_});
  // The plug-in stores its value straight into the frame (unset: none made).
  bool made;
  if (f.r.is_type()) {
    f.ty.reset();
    h->decode(r, f.ty);
    made = f.ty.has_value();
  } else {
    f.attr.reset();
    h->decode(r, f.attr);
    made = f.attr.has_value();
  }
  if (r.declined()) {
    set_opaque(f);
    return {};
  }
  if (c.ok() && r.needed()) {
    need = r.needed();
    return {};
  }
  if (c.ok() && !made) c.fail_at(e.offset, errc::bad_value, "dialect decoder produced no value");
  c.expect_end(f.r.is_type() ? "type entry" : "attribute entry");
  return c.err();
}

MLIRBC_INLINE error attr_reader::parse_textual(frame& f) const {
  auto text = f.entry.text();
  if (!text) return text.err();
  if (!f.r.is_type()) {
    f.attr.emplace(attrs::textual{*text});
    return {};
  }
  const std::string_view dialect = textual_dialect(*text);
  const detail::dialect_hooks* h = dialect == "builtin" ? builtin_ : registry_.find(dialect);
  if (h != nullptr) {
    if (auto v = h->textual_type(*text)) {
      f.ty.emplace(std::move(*v));
      return {};
    }
  }
  f.ty.emplace(types::textual{*text});
  return {};
}

inline error attr_reader::finish(frame& f) const {
  if (!f.entry.custom) return {};
  const detail::dialect_hooks* h = hooks_[f.entry.dialect];
  if (h == nullptr ||
      (f.r.is_type() ? f.ty->holds<types::opaque>() : f.attr->holds<attrs::opaque>()))
    return {};
  const dialect_finisher fin(*this, f.children, f.offset(), f.keep_node);
  return f.r.is_type() ? h->finish(*f.ty, fin) : h->finish(*f.attr, fin);
}

}
