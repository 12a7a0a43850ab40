// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of tensor_slice.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../tensor_slice.hpp"

namespace mlirbc {

namespace slice_detail {

inline error bad_selection(const char* what, std::uint64_t value, std::uint64_t limit) {
  return error{errc::index_out_of_range, section_id::none, 0, what, value, limit};
}

// numpy's rule for one dimension of n: the first index and the count.
struct picked {
  std::int64_t start = 0, count = 0;
};
inline result<picked> pick(const dim_selection& d, std::int64_t n, std::uint64_t dim) {
  if (d.single) {
    std::int64_t i = d.start.value_or(0);
    if (i < 0) i += n;
    if (i < 0 || i >= n)
      return bad_selection("slice index outside its dimension (value: the index, limit: the dimension)",
                           static_cast<std::uint64_t>(d.start.value_or(0)), static_cast<std::uint64_t>(n));
    return picked{i, 1};
  }
  if (d.step == 0 || d.step == INT64_MIN)
    return error{errc::bad_value, section_id::none, 0, "slice step (0 or too large; value: the dimension)", dim, 0};
  auto clamp = [&](std::int64_t v) {
    if (v < 0) {
      v += n;
      if (v < 0) v = d.step < 0 ? -1 : 0;
    } else if (v >= n) {
      v = d.step < 0 ? n - 1 : n;
    }
    return v;
  };
  const std::int64_t start = d.start ? clamp(*d.start) : (d.step < 0 ? n - 1 : 0);
  const std::int64_t stop = d.stop ? clamp(*d.stop) : (d.step < 0 ? -1 : n);
  std::int64_t count = 0;
  if (d.step > 0 && start < stop) count = (stop - start - 1) / d.step + 1;
  if (d.step < 0 && stop < start) count = (start - stop - 1) / -d.step + 1;
  return picked{start, count};
}

}  // namespace slice_detail

MLIRBC_INLINE std::uint64_t tensor_slice::num_elements() const noexcept {
  std::uint64_t n = 1;
  for (std::int64_t d : shape) n *= static_cast<std::uint64_t>(d);
  return n;
}

MLIRBC_INLINE void tensor_slice::for_each_run(const std::function<void(std::uint64_t, std::uint64_t)>& fn) const {
  if (num_elements() == 0) return;
  // The innermost dimensions that are contiguous form one run.
  std::uint64_t run = element_bytes;
  std::size_t outer = shape.size();
  while (outer > 0 && (shape[outer - 1] == 1 || strides[outer - 1] == static_cast<std::int64_t>(run)))
    run *= static_cast<std::uint64_t>(shape[--outer]);
  std::vector<std::int64_t> index(outer, 0);
  std::int64_t at = static_cast<std::int64_t>(first);
  std::uint64_t pending_at = 0, pending = 0;
  for (;;) {
    const auto here = static_cast<std::uint64_t>(at);
    if (pending != 0 && pending_at + pending == here) {
      pending += run;
    } else {
      if (pending != 0) fn(pending_at, pending);
      pending_at = here;
      pending = run;
    }
    std::size_t k = outer;
    while (k > 0) {
      --k;
      if (++index[k] < shape[k]) {
        at += strides[k];
        break;
      }
      at -= strides[k] * (shape[k] - 1);
      index[k] = 0;
      if (k == 0) {
        fn(pending_at, pending);
        return;
      }
    }
    if (outer == 0) {
      fn(pending_at, pending);
      return;
    }
  }
}

MLIRBC_INLINE result<tensor_slice> slice_tensor(std::span<const std::int64_t> shape, std::uint64_t element_bytes,
                                                std::span<const dim_selection> selection) {
  using namespace slice_detail;
  if (selection.size() > shape.size())
    return bad_selection("slice selections (more than the tensor's dimensions)", selection.size(), shape.size());
  // Row-major byte strides of the whole tensor; a size that overflows is refused.
  std::vector<std::uint64_t> full(shape.size());
  std::uint64_t stride = element_bytes;
  for (std::size_t d = shape.size(); d-- > 0;) {
    if (shape[d] < 0) return error{errc::bad_value, section_id::none, 0, "tensor dimension (negative)", d, 0};
    full[d] = stride;
    const auto n = static_cast<std::uint64_t>(shape[d]);
    if (n != 0 && stride > static_cast<std::uint64_t>(INT64_MAX) / n)
      return error{errc::limit_exceeded, section_id::none, 0, "tensor byte size", n, 0};
    stride *= n;
  }
  tensor_slice s;
  s.element_bytes = element_bytes;
  for (std::size_t d = 0; d < shape.size(); ++d) {
    const dim_selection sel = d < selection.size() ? selection[d] : dim_selection::all();
    auto p = pick(sel, shape[d], d);
    if (!p) return p.err();
    if (p->count > 0) s.first += static_cast<std::uint64_t>(p->start) * full[d];
    if (sel.single) continue;
    s.shape.push_back(p->count);
    // A step larger than the dimension picks at most one element: its stride is never used.
    const auto step = p->count > 1 ? sel.step : 1;
    s.strides.push_back(step * static_cast<std::int64_t>(full[d]));
  }
  if (s.num_elements() == 0) s.first = 0;
  return s;
}

namespace slice_detail {

// The slice's bytes lie inside a blob of `size` bytes.
inline error check_extent(const tensor_slice& s, std::uint64_t size, std::uint64_t blob_offset) {
  if (s.num_elements() == 0) return {};
  auto low = static_cast<std::int64_t>(s.first), high = static_cast<std::int64_t>(s.first);
  for (std::size_t d = 0; d < s.shape.size(); ++d) {
    const std::int64_t reach = s.strides[d] * (s.shape[d] - 1);
    (reach < 0 ? low : high) += reach;
  }
  if (low < 0 || static_cast<std::uint64_t>(high) + s.element_bytes > size)
    return error{errc::type_mismatch, section_id::resource, blob_offset, "tensor slice reaches past the blob data",
                 static_cast<std::uint64_t>(high) + s.element_bytes, size};
  return {};
}

}  // namespace slice_detail

MLIRBC_INLINE result<const std::byte*> slice_data(const blob& b, const tensor_slice& s) {
  if (!b.in_memory)
    return error{errc::unsupported, section_id::resource, b.offset,
                 "blob data is not in memory (load_mode::read): read the slice with read_slice"};
  if (error e = slice_detail::check_extent(s, b.data.size(), b.offset)) return e;
  return b.data.data() + (s.num_elements() == 0 ? 0 : s.first);
}

MLIRBC_INLINE error read_slice(const tensor_slice& s, const blob_range_reader& read, std::span<std::byte> out) {
  if (out.size() != s.byte_size())
    return error{errc::type_mismatch, section_id::none, 0, "buffer size for the tensor slice", out.size(), s.byte_size()};
  std::size_t pos = 0;
  error failed;
  s.for_each_run([&](std::uint64_t offset, std::uint64_t length) {
    if (failed) return;
    failed = read(offset, out.subspan(pos, static_cast<std::size_t>(length)));
    pos += static_cast<std::size_t>(length);
  });
  return failed;
}

MLIRBC_INLINE error read_slice(const bytecode_file& f, const blob& b, const tensor_slice& s, std::span<std::byte> out) {
  if (error e = slice_detail::check_extent(s, b.data.size(), b.offset)) return e;
  return read_slice(s, [&](std::uint64_t offset, std::span<std::byte> into) {
    return f.read_bytes(b.offset + offset, into);
  }, out);
}

}  // namespace mlirbc
