// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The Python module `mlirbc` (docs/python.md): weights as read-only numpy
// arrays viewing the file's mapping, and the file's contents as Python objects.
//
// Ownership: every array and every Op/Region/Block handle holds a shared_ptr
// to the file_state, so File.close() only drops the File's own reference; the
// mapping goes away with the last view. The GIL is released around anything
// that reads the file (open, blob headers, the IR walk, decoding, printing).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/tasks/file_stats.hpp>
#include <mlirbc/tasks/html_view.hpp>
#include <mlirbc/tasks/resource_listing.hpp>
#include <mlirbc/tasks/tensor_slice.hpp>
#include <mlirbc/tasks/weight_exchange.hpp>

#include "element_dtype.hpp"
#include "file_state.hpp"
#include "op_tree.hpp"
#include "read_buffers.hpp"

namespace py = pybind11;
using namespace mlirbc_python;

namespace {

// ---- strings and errors ------------------------------------------------------

// File strings are bytes; invalid UTF-8 round-trips through surrogateescape.
py::str text(std::string_view s) {
  PyObject* o = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "surrogateescape");
  if (o == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(o);
}

std::string utf8(const py::str& s) {
  PyObject* b = PyUnicode_AsEncodedString(s.ptr(), "utf-8", "surrogateescape");
  if (b == nullptr) throw py::error_already_set();
  std::string out(PyBytes_AS_STRING(b), static_cast<std::size_t>(PyBytes_GET_SIZE(b)));
  Py_DECREF(b);
  return out;
}

// The exception types, created once by the module and never freed (they live
// as long as the interpreter).
PyObject* bytecode_error_type = nullptr;
PyObject* alignment_error_type = nullptr;

struct alignment_failure {
  mlirbc::error e;
  std::string message;
};

void set_bytecode_error(PyObject* type, const mlirbc::error& e, const std::string& message) {
  py::object exc = py::reinterpret_borrow<py::object>(type)(text(message));  // may name an op or key of the file
  exc.attr("section") = e.section == mlirbc::section_id::none ? py::object(py::none())
                                                              : py::object(py::str(mlirbc::section_name(e.section)));
  exc.attr("offset") = e.offset;
  exc.attr("code") = py::str(mlirbc::errc_text(e.code));
  PyErr_SetObject(type, exc.ptr());
}

void translate(std::exception_ptr p) {
  try {
    if (p) std::rethrow_exception(p);
  } catch (const file_error& f) {
    if (f.e.code == mlirbc::errc::io) {
      // OSError(errno, text) becomes FileNotFoundError, PermissionError, ...
      // (A failed read without errno, e.g. a file shrunk under the mapping: EIO.)
      const int err = f.e.value != 0 ? static_cast<int>(f.e.value) : EIO;
      py::object exc = py::reinterpret_borrow<py::object>(PyExc_OSError)(err, text(f.message));
      PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(exc.ptr())), exc.ptr());
      return;
    }
    set_bytecode_error(bytecode_error_type, f.e, f.message);
  } catch (const alignment_failure& a) {
    set_bytecode_error(alignment_error_type, a.e, a.message);
  }
}

// OSError(errno, "what: strerror", path): Python makes it FileNotFoundError,
// PermissionError, IsADirectoryError... by the errno.
[[noreturn]] void raise_os_error(int err, const char* what, const py::str& path) {
  // Without errno (a short read of a file that shrank, an output path that is
  // not a regular file) the text is the library's alone, and the errno EIO.
  const std::string message = err == 0 ? std::string(what) : std::string(what) + ": " + std::strerror(err);
  if (err == 0) err = EIO;
  PyErr_SetObject(PyExc_OSError, py::make_tuple(err, message, path).ptr());
  throw py::error_already_set();
}

// ---- the File ----------------------------------------------------------------

struct File {
  std::shared_ptr<file_state> s;

  std::shared_ptr<file_state> hold() const {
    if (!s) throw py::value_error("I/O operation on a closed mlirbc.File");
    return s;
  }
};

// What the IR walks met that MLIR tolerates (file_state::tree and uses, run
// without the GIL): a UserWarning each, once per file, as File.dump() raises
// what its print met. Call with the GIL.
void raise_warnings(const mlirbc::bytecode& b, std::span<const mlirbc::error> met) {
  if (met.empty()) return;
  const py::object warn = py::module_::import("warnings").attr("warn");
  // The message may name an op of the file, in whatever bytes the file holds.
  for (const mlirbc::error& w : met) warn(text(b.describe(w)), py::handle(PyExc_UserWarning), 1);
}
void raise_walk_warnings(file_state& st) { raise_warnings(st.view(), st.take_unreported_warnings()); }

// What get_tensor/info hand out for one key: found without the GIL.
struct tensor_plan {
  std::span<const std::byte> data;
  mlirbc::blob blob;
  element_dtype dtype;
  std::vector<py::ssize_t> shape;
  const mlirbc::weight_view* weight = nullptr;  // the use the dtype and shape come from (nullptr: unused blob)
};

tensor_plan plan_tensor(file_state& st, const std::string& key) {
  const mlirbc::resource_entry* e = st.find_tensor(key);
  if (e == nullptr) throw py::key_error(key);
  auto bl = st.file().get_blob(*e);  // header by pread: no page touched
  if (!bl) throw_file_error(bl.err(), "resource '" + key + "': " + bl.err().message());
  tensor_plan p;
  p.blob = *bl;
  p.data = bl->data;
  const auto uses = st.uses().uses_of(*st.view().resources().handle_of(*e));  // a builtin blob: it has one
  if (uses.empty()) {
    p.shape = {static_cast<py::ssize_t>(bl->data.size())};
    return p;
  }
  for (const mlirbc::resource_use& u : uses) {
    if (!u.w.ok() || !u.w.has_data) continue;
    p.weight = &u.w;
    p.dtype = dtype_of(u.w.element);
    for (std::int64_t d : u.w.shape) p.shape.push_back(static_cast<py::ssize_t>(d));
    if (p.dtype.trailing != 0) p.shape.push_back(static_cast<py::ssize_t>(p.dtype.trailing));
    return p;
  }
  throw_file_error(uses.front().w.problem, uses.front().w.message());
}

// An array viewing `data` (read-only unless the file was opened writable);
// its base owns a reference to the file. `strides` empty: row-major.
py::array view_of(const std::shared_ptr<file_state>& st, std::span<const std::byte> data, const element_dtype& dt,
                  const std::vector<py::ssize_t>& shape, const std::vector<py::ssize_t>& strides = {}) {
  auto* owner = new std::shared_ptr<file_state>(st);
  py::capsule base(owner, [](void* p) { delete static_cast<std::shared_ptr<file_state>*>(p); });
  // A zero-size blob may have no address; any address in the mapping will do.
  const void* ptr = data.data() != nullptr ? data.data() : st->view().bytes().data();
  py::array a(py::dtype(dt.str()), shape, strides, ptr, base);
  if (!st->writable) a.attr("setflags")(py::arg("write") = false);
  return a;
}

// The error of a blob read with pread (a file truncated since open), naming the key.
[[noreturn]] void throw_read_error(const file_state& st, const std::string& key, const mlirbc::error& e) {
  std::string m = "resource '" + key + "': " + e.message();
  if (e.code == mlirbc::errc::truncated) m += " in '" + st.path() + "' (truncated since it was opened?)";
  throw_file_error(e, m);
}

// A new, writable, aligned array of the slice of blob `b`, read with pread:
// never through the mapping, so a file truncated meanwhile raises, never SIGBUS.
py::array read_array(const std::shared_ptr<file_state>& st, const std::string& key, const mlirbc::blob& b,
                     const element_dtype& dt, const mlirbc::tensor_slice& s) {
  std::vector<py::ssize_t> shape(s.shape.begin(), s.shape.end());
  py::array out;
  if (s.byte_size() >= read_buffers::min_size) {
    // The array's base gives its block back to the file's buffers when numpy frees it.
    struct lease {
      std::shared_ptr<read_buffers> pool;
      read_block block;
    };
    // The array starts where the file's bytes sit in their page, so that the read can go
    // around the page cache (mlirbc::direct_read_alignment), unless that misaligns the dtype.
    std::size_t shift = static_cast<std::size_t>((b.offset + s.first) % mlirbc::direct_read_alignment);
    if (shift % dt.alignment() != 0) shift = 0;
    auto held = std::make_unique<lease>(
        lease{st->buffers, st->buffers->take(static_cast<std::size_t>(s.byte_size()) + shift)});
    if (held->block.data == nullptr) throw std::bad_alloc();
    void* data = static_cast<std::byte*>(held->block.data) + shift;
    py::capsule base(held.get(), [](void* p) {
      const std::unique_ptr<lease> l(static_cast<lease*>(p));
      l->pool->give_back(l->block);
    });
    held.release();  // the capsule owns it now
    out = py::array(py::dtype(dt.str()), shape, {}, data, base);  // writable: its base is no array
  } else {
    out = py::array(py::dtype(dt.str()), shape);
  }
  auto* bytes = static_cast<std::byte*>(out.mutable_data());
  mlirbc::error e;
  {
    py::gil_scoped_release nogil;
    e = mlirbc::read_slice(st->file(), b, s, {bytes, static_cast<std::size_t>(s.byte_size())});
  }
  if (e) throw_read_error(*st, key, e);
  return out;
}

// The whole tensor as a slice that selects everything.
mlirbc::tensor_slice whole(const std::vector<py::ssize_t>& shape, const element_dtype& dt) {
  std::vector<std::int64_t> dims(shape.begin(), shape.end());
  auto s = mlirbc::slice_tensor(dims, dt.itemsize, {});
  if (!s) throw_file_error(s.err());
  return *s;
}

void check_view_alignment(const tensor_plan& p, const std::string& key, const char* remedy) {
  const auto address = reinterpret_cast<std::uintptr_t>(p.data.data());
  if (p.dtype.alignment() > 1 && address % p.dtype.alignment() != 0) {
    mlirbc::error e{mlirbc::errc::type_mismatch, mlirbc::section_id::resource, p.blob.offset,
                    "blob data not aligned for its dtype", p.blob.offset, p.dtype.alignment()};
    throw alignment_failure{e, "resource '" + key + "': " + e.message() + remedy};
  }
}

py::array get_tensor(const File& f, const py::str& key_obj, bool copy) {
  const auto st = f.hold();
  const std::string key = utf8(key_obj);
  tensor_plan p;
  {
    py::gil_scoped_release nogil;
    p = plan_tensor(*st, key);
  }
  raise_walk_warnings(*st);
  if (copy || st->reads_on_demand()) return read_array(st, key, p.blob, p.dtype, whole(p.shape, p.dtype));
  check_view_alignment(p, key, "; get_tensor(key, copy=True) returns an aligned copy");
  return view_of(st, p.data, p.dtype, p.shape);
}

// ---- slices (safetensors' get_slice) ------------------------------------------

struct TensorSlice {
  std::shared_ptr<file_state> s;
  std::string key;
  tensor_plan p;
};

TensorSlice get_slice(const File& f, const py::str& key_obj) {
  const auto st = f.hold();
  TensorSlice out{st, utf8(key_obj), {}};
  {
    py::gil_scoped_release nogil;
    out.p = plan_tensor(*st, out.key);
  }
  raise_walk_warnings(*st);
  return out;
}

std::int64_t index_of(const py::handle& h) { return py::cast<std::int64_t>(py::reinterpret_steal<py::object>(PyNumber_Index(h.ptr()))); }

// numpy's basic indexing: an int, a slice, Ellipsis, or a tuple of them.
std::vector<mlirbc::dim_selection> selections(const py::object& key, std::size_t rank) {
  const py::tuple items = py::isinstance<py::tuple>(key) ? py::tuple(key) : py::make_tuple(key);
  std::size_t named = 0;
  bool ellipsis = false;
  for (const py::handle h : items) {
    if (h.is(py::ellipsis())) {
      if (ellipsis) throw py::index_error("an index can only have a single ellipsis ('...')");
      ellipsis = true;
    } else {
      ++named;
    }
  }
  if (named > rank)
    throw py::index_error("too many indices: the tensor has " + std::to_string(rank) + " dimensions, " +
                          std::to_string(named) + " were indexed");
  std::vector<mlirbc::dim_selection> out;
  for (const py::handle h : items) {
    if (h.is(py::ellipsis())) {
      out.insert(out.end(), rank - named, mlirbc::dim_selection::all());
    } else if (PySlice_Check(h.ptr())) {
      const py::slice sl = py::reinterpret_borrow<py::slice>(h);
      auto bound = [](const py::object& o) -> std::optional<std::int64_t> {
        if (o.is_none()) return std::nullopt;
        return index_of(o);
      };
      const std::int64_t step = bound(sl.attr("step")).value_or(1);
      if (step == 0) throw py::value_error("slice step cannot be zero");
      out.push_back(mlirbc::dim_selection::range(bound(sl.attr("start")), bound(sl.attr("stop")), step));
    } else if (PyIndex_Check(h.ptr())) {
      out.push_back(mlirbc::dim_selection::at(index_of(h)));
    } else {
      throw py::type_error("only integers, slices (':') and ellipsis ('...') index a tensor slice");
    }
  }
  return out;
}

py::array slice_item(const TensorSlice& t, const py::object& key) {
  const tensor_plan& p = t.p;
  const std::vector<mlirbc::dim_selection> sel = selections(key, p.shape.size());
  std::vector<std::int64_t> dims(p.shape.begin(), p.shape.end());
  auto s = mlirbc::slice_tensor(dims, p.dtype.itemsize, sel);
  if (!s && s.err().code == mlirbc::errc::index_out_of_range) throw py::index_error(s.err().message());
  if (!s) throw_file_error(s.err());
  if (t.s->reads_on_demand()) return read_array(t.s, t.key, p.blob, p.dtype, *s);
  check_view_alignment(p, t.key, "; backend='read' reads aligned copies");
  auto first = mlirbc::slice_data(p.blob, *s);
  if (!first) throw_file_error(first.err());
  const std::vector<py::ssize_t> shape(s->shape.begin(), s->shape.end());
  const std::vector<py::ssize_t> strides(s->strides.begin(), s->strides.end());
  return view_of(t.s, {*first, static_cast<std::size_t>(s->num_elements() == 0 ? 0 : p.dtype.itemsize)}, p.dtype,
                 shape, strides);
}

// Type text through a fresh attr_printer (the reader it wraps is thread-safe).
std::string type_text(file_state& st, std::uint64_t type) {
  std::string out;
  mlirbc::attr_printer printer(st.reader());
  if (mlirbc::error e = printer.print_type(type, out)) throw_file_error(e);
  return out;
}

py::dict info(const File& f, const py::str& key_obj) {
  const auto st = f.hold();
  const std::string key = utf8(key_obj);
  tensor_plan p;
  std::string type, element;
  {
    py::gil_scoped_release nogil;
    p = plan_tensor(*st, key);
    if (p.weight != nullptr) {
      type = type_text(*st, p.weight->type);
      element = type_text(*st, p.weight->element.type);
    }
  }
  raise_walk_warnings(*st);
  py::dict d;
  d["key"] = text(key);
  d["type"] = p.weight != nullptr ? py::object(text(type)) : py::object(py::none());
  d["element_type"] = p.weight != nullptr ? py::object(text(element)) : py::object(py::none());
  d["dtype"] = py::dtype(p.dtype.str()).attr("name");
  d["exact"] = p.dtype.exact;
  d["shape"] = py::tuple(py::cast(p.shape));
  d["size"] = p.data.size();
  d["alignment"] = p.blob.alignment;
  d["offset"] = p.blob.offset;
  return d;
}

py::list keys(const File& f) {
  const auto st = f.hold();
  py::list out;
  for (const auto* e : st->tensors()) out.append(text(e->key));
  return out;
}

// ---- inline constants (builtin dense<…>, vhlo tensor_v1) -----------------------

const mlirbc::constant_use& constant_at(file_state& st, std::size_t index) {
  const auto all = st.uses().constants();
  if (index >= all.size())
    throw py::index_error("constant " + std::to_string(index) + " out of range (" + std::to_string(all.size()) + ")");
  return all[index];
}

std::vector<py::ssize_t> constant_shape(const mlirbc::constant_view& c, const element_dtype& dt) {
  std::vector<py::ssize_t> shape;
  for (std::int64_t d : c.shape()) shape.push_back(static_cast<py::ssize_t>(d));
  if (dt.trailing != 0) shape.push_back(static_cast<py::ssize_t>(dt.trailing));
  return shape;
}

// Stored elementwise: a view of the file; a splat: one element viewed (or, for
// booleans, one value) broadcast; packed booleans and copy=True: expanded. Inline data has no alignment
// in the format, so a view may be unaligned (numpy reads such arrays
// correctly; flags.aligned says which); copy=True gives an aligned array.
py::array get_constant(const File& f, std::size_t index, bool copy) {
  const auto st = f.hold();
  const mlirbc::constant_use* u = nullptr;
  {
    py::gil_scoped_release nogil;
    u = &constant_at(*st, index);
  }
  raise_walk_warnings(*st);
  const mlirbc::constant_view& c = u->c;
  const element_dtype dt = dtype_of(c.element);
  const std::vector<py::ssize_t> shape = constant_shape(c, dt);
  if (mlirbc::error e = c.check_stored_size()) throw_file_error(e);
  // A view reads dtype-sized elements: the stored ones must be that size (i0
  // elements take no bytes and have no dtype).
  const std::uint64_t item = std::uint64_t{dt.itemsize} * (dt.trailing != 0 ? dt.trailing : 1);
  if (!c.data.is_bool && item != c.element.bytes) {
    throw_file_error(mlirbc::error{mlirbc::errc::unsupported, mlirbc::section_id::attr_type, c.offset,
                                   "constant element has no numpy dtype of its size", c.element.bytes, item});
  }
  if (!copy && !c.data.is_bool) {
    if (c.stored_elementwise()) return view_of(st, c.data.bytes, dt, shape);
    std::vector<py::ssize_t> one(dt.trailing != 0 ? 1 : 0, static_cast<py::ssize_t>(dt.trailing));
    py::object np = py::module_::import("numpy");
    return np.attr("broadcast_to")(view_of(st, c.data.bytes, dt, one), py::tuple(py::cast(shape)));
  }
  if (!copy && (c.data.layout == mlirbc::dense_layout::splat || c.data.layout == mlirbc::dense_layout::all_true)) {
    // One boolean for all: broadcast, so a huge declared shape costs nothing.
    py::object np = py::module_::import("numpy");
    return np.attr("broadcast_to")(py::bool_(c.data.bit(0)), py::tuple(py::cast(shape)));
  }
  const auto size = c.expanded_size();
  if (!size || *size > static_cast<std::uint64_t>(PTRDIFF_MAX))
    throw_file_error(mlirbc::error{mlirbc::errc::limit_exceeded, mlirbc::section_id::attr_type, c.offset,
                                   "expanded constant size"});
  py::array out(py::dtype(dt.str()), shape);
  auto* bytes = static_cast<std::byte*>(out.mutable_data());
  {
    py::gil_scoped_release nogil;
    if (mlirbc::error e = c.copy_to({bytes, static_cast<std::size_t>(*size)})) throw_file_error(e);
  }
  if (!copy) out.attr("setflags")(py::arg("write") = false);
  return out;
}

py::list constants(const File& f) {
  const auto st = f.hold();
  struct row {
    std::string op, type, element, loc;
  };
  std::vector<row> rows;
  std::span<const mlirbc::constant_use> all;
  {
    py::gil_scoped_release nogil;
    all = st->uses().constants();
    mlirbc::attr_printer p(st->reader());
    for (const mlirbc::constant_use& u : all) {
      row r;
      if (p.print_type(u.c.data.type, r.type)) r.type = "?";
      if (p.print_type(u.c.element.type, r.element)) r.element = "?";
      if (p.print_location(u.location, r.loc)) r.loc = "loc(?)";
      r.op = u.op != nullptr ? u.op->full_name() : std::string("?");
      rows.push_back(std::move(r));
    }
  }
  raise_walk_warnings(*st);
  py::list out;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const mlirbc::constant_use& u = all[i];
    const element_dtype dt = dtype_of(u.c.element);
    py::dict d;
    d["index"] = i;
    d["op"] = text(rows[i].op);
    d["ordinal"] = u.op_ordinal;
    d["op_offset"] = u.op_offset;
    d["location"] = text(rows[i].loc);
    d["attribute"] = text(u.c.name);
    d["type"] = text(rows[i].type);
    d["element_type"] = text(rows[i].element);
    d["dtype"] = py::dtype(dt.str()).attr("name");
    d["exact"] = dt.exact;
    d["shape"] = py::tuple(py::cast(constant_shape(u.c, dt)));
    d["layout"] = mlirbc::layout_name(u.c.data.layout);
    d["size"] = u.c.data.bytes.size();
    d["offset"] = u.c.offset;
    out.append(d);
  }
  return out;
}

// ---- resources, sections, stats, dump ----------------------------------------

py::list uses_of(std::span<const mlirbc::listed_use> uses) {
  py::list out;
  for (const mlirbc::listed_use& l : uses) {
    const mlirbc::resource_use& u = *l.use;
    py::dict d;
    d["op"] = text(l.op);
    d["ordinal"] = u.op_ordinal;
    d["offset"] = u.op_offset;
    d["attribute"] = text(u.w.name);
    d["type"] = text(l.type);
    d["location"] = text(l.location);
    d["ok"] = u.w.ok();
    if (u.w.problem) d["problem"] = text(u.w.message());
    out.append(d);
  }
  return out;
}

py::list resources(const File& f, bool with_uses) {
  const auto st = f.hold();
  mlirbc::result<std::vector<mlirbc::listed_resource>> rows = mlirbc::error{};
  {
    py::gil_scoped_release nogil;
    rows = with_uses ? mlirbc::list_resources(st->file(), st->reader(), st->uses()) : mlirbc::list_resources(st->file());
  }
  if (with_uses) raise_walk_warnings(*st);
  if (!rows) throw_file_error(rows.err());
  py::list out;
  for (const mlirbc::listed_resource& r : *rows) {
    const mlirbc::resource_entry& e = *r.entry;
    py::dict d;
    d["group"] = text(r.group->name);
    d["key"] = text(e.key);
    d["kind"] = mlirbc::resource_kind_name(e.kind);
    d["external"] = r.group->external;
    d["size"] = r.size;
    d["alignment"] = r.alignment;
    d["offset"] = r.offset;
    if (!e.empty() && e.kind == mlirbc::resource_kind::boolean) d["value"] = e.bool_value;
    if (!e.empty() && e.kind == mlirbc::resource_kind::string) d["value"] = text(e.string_value);
    if (with_uses && r.handle) d["uses"] = uses_of(r.uses);
    out.append(d);
  }
  return out;
}

// A resource's value: bool, str, or a blob's bytes as a read-only uint8 array.
py::object resource_value(const File& f, const py::str& group_obj, const py::str& key_obj) {
  const auto st = f.hold();
  const std::string group = utf8(group_obj), key = utf8(key_obj);
  const mlirbc::resource_entry* e = st->view().resources().find(group, key);
  if (e == nullptr) throw py::key_error(group + "/" + key);
  switch (e->kind) {
    case mlirbc::resource_kind::boolean:
      if (e->empty()) return py::none();
      return py::bool_(e->bool_value);
    case mlirbc::resource_kind::string:
      if (e->empty()) return py::none();
      return text(e->string_value);
    case mlirbc::resource_kind::blob: break;
  }
  if (e->empty()) return py::none();
  mlirbc::result<mlirbc::blob> bl = mlirbc::error{};
  {
    py::gil_scoped_release nogil;
    bl = st->file().get_blob(*e);
  }
  if (!bl) throw_file_error(bl.err());
  const std::vector<py::ssize_t> shape{static_cast<py::ssize_t>(bl->data.size())};
  if (st->reads_on_demand()) return read_array(st, key, *bl, element_dtype{}, whole(shape, element_dtype{}));
  return view_of(st, bl->data, element_dtype{}, shape);
}

py::list sections(const File& f) {
  const auto st = f.hold();
  py::list out;
  const auto& all = st->view().layout().sections;
  for (std::size_t id = 0; id < all.size(); ++id) {
    const mlirbc::section& s = all[id];
    if (!s.present) continue;
    py::dict d;
    d["id"] = id;
    d["name"] = mlirbc::section_name(static_cast<mlirbc::section_id>(id));
    d["offset"] = s.offset;
    d["length"] = s.length;
    d["alignment"] = s.alignment;
    out.append(d);
  }
  return out;
}

// The format rules broken that MLIR's reader tolerates (format_warnings.hpp),
// as `mlirbc info --json` and `stats --json` list them.
py::list warnings_of(const mlirbc::bytecode& b, std::span<const mlirbc::error> list) {
  py::list out;
  for (const mlirbc::error& e : list) {
    py::dict d;
    d["section"] = mlirbc::section_name(e.section);
    d["offset"] = e.offset;
    d["message"] = text(b.describe(e));
    out.append(d);
  }
  return out;
}

// File.view(path): the page `mlirbc view` writes (docs/view.md), written whole
// or not at all. Returns the page's notes (what it could not draw or left out).
std::vector<std::string> view_page(const File& f, const std::string& path, bool weight_stats,
                                   std::uint64_t max_nodes) {
  const auto st = f.hold();
  if (max_nodes < 1 || max_nodes > 100000) throw py::value_error("max_nodes must be 1 to 100000");
  const std::string title = std::filesystem::path(st->path()).filename().string();
  mlirbc::view_options opt;
  opt.title = title;
  opt.weight_stats = weight_stats;
  opt.max_nodes = max_nodes;
  opt.max_drawn_ops = std::max(opt.max_drawn_ops, max_nodes);
  mlirbc::result<mlirbc::view_page> page = mlirbc::error{};
  {
    py::gil_scoped_release nogil;
    page = mlirbc::html_view(st->file(), st->dialects(), opt);
  }
  if (!page) throw_file_error(page.err(), st->view().describe(page.err()));
  auto out = mlirbc::output_file::create(path);
  if (!out) throw_file_error(out.err());
  out->write(page->html);
  if (out->failure()) throw_file_error(out->failure());
  if (mlirbc::error e = out->commit()) throw_file_error(e);
  return page->notes;
}

py::dict stats(const File& f, unsigned threads) {
  const auto st = f.hold();
  if (threads < 1 || threads > 1024) throw py::value_error("threads must be 1 to 1024");
  mlirbc::result<mlirbc::file_stats> r = mlirbc::error{};
  {
    py::gil_scoped_release nogil;
    r = mlirbc::compute_stats(st->file(), st->dialects(), threads);
  }
  if (!r) throw_file_error(r.err());
  const mlirbc::file_stats& s = *r;
  py::dict d;
  for (const mlirbc::stats_count& c : mlirbc::stats_counts) d[py::str(c.key.data(), c.key.size())] = s.*c.member;
  py::dict secs, counts, layouts;
  for (const auto& [id, length] : s.sections) secs[mlirbc::section_name(id)] = length;
  for (const auto& [name, n] : s.op_counts) counts[text(name)] = n;
  for (const auto& [name, n] : s.property_layouts) layouts[text(name)] = n;
  d["sections"] = secs;
  d["op_counts"] = counts;
  d["property_layouts"] = layouts;
  d["warnings"] = warnings_of(st->view(), s.warnings);
  d["warning_count"] = s.warning_count;
  return d;
}

py::str dump(const File& f, bool debuginfo, bool with_resources) {
  const auto st = f.hold();
  std::string out;
  mlirbc::error e;
  // What the print meets that MLIR tolerates (the CLI's stderr lines but those
  // of open, which File.warnings lists).
  mlirbc::format_warnings met(st->view().limits_used());
  {
    py::gil_scoped_release nogil;
    mlirbc::print_options opt;
    opt.debuginfo = debuginfo;
    opt.resources = with_resources;
    opt.source_name = st->path();
    opt.warnings = &met;
    e = mlirbc::print_generic(st->view(), out, opt, st->dialects());
  }
  raise_warnings(st->view(), met.list());
  if (e) throw file_error{e, st->view().describe(e)};
  return text(out);
}

// ---- the op tree -------------------------------------------------------------

struct Op {
  std::shared_ptr<file_state> s;
  std::size_t i;
  const op_record& rec() const { return s->tree().ops[i]; }
};
struct Region {
  std::shared_ptr<file_state> s;
  std::size_t i;
};
struct Block {
  std::shared_ptr<file_state> s;
  std::size_t i;
};

// The op tree, built by the first call (one walk of the IR, without the GIL).
const op_tree& tree_of(const std::shared_ptr<file_state>& st) {
  const op_tree* t = nullptr;
  {
    py::gil_scoped_release nogil;
    t = &st->tree();
  }
  raise_walk_warnings(*st);
  return *t;
}

py::list types_text(const std::shared_ptr<file_state>& st, const std::vector<std::uint64_t>& types) {
  std::vector<std::string> texts;
  {
    py::gil_scoped_release nogil;
    mlirbc::attr_printer p(st->reader());
    for (std::uint64_t t : types) {
      std::string s;
      if (t == UINT64_MAX) s = "<<undefined value>>";
      else if (mlirbc::error e = p.print_type(t, s)) throw_file_error(e);
      texts.push_back(std::move(s));
    }
  }
  py::list out;
  for (const auto& t : texts) out.append(text(t));
  return out;
}

py::list values(const mlirbc::value_ref first, std::size_t n) {
  py::list out;
  for (std::size_t k = 0; k < n; ++k) out.append(py::make_tuple(first.region, first.index + k));
  return out;
}

py::dict op_attributes(const Op& op) {
  const op_record& r = tree_of(op.s).ops[op.i];
  std::vector<std::pair<std::string_view, std::string>> items;
  if (r.has_attrs) {
    py::gil_scoped_release nogil;
    const mlirbc::attr_reader& reader = op.s->reader();
    auto dict = reader.dictionary(r.attrs);
    if (!dict) throw_file_error(dict.err());
    // v0-4 keep inherent attributes in the dictionary; they are the properties.
    const bool legacy = op.s->view().version() < mlirbc::version_native_properties;
    mlirbc::attr_printer p(reader);
    for (const mlirbc::named_attr& na : *dict) {
      if (legacy && r.name != nullptr && mlirbc::prints_as_property(reader, *r.name, na)) continue;
      std::string v;
      if (mlirbc::error e = p.print_attribute(na.value, v)) throw_file_error(e);
      items.emplace_back(na.name, std::move(v));
    }
  }
  py::dict out;
  for (const auto& [name, v] : items) out[text(name)] = text(v);
  return out;
}

py::object op_properties(const Op& op) {
  const op_record& r = tree_of(op.s).ops[op.i];
  std::string out;
  {
    py::gil_scoped_release nogil;
    mlirbc::ir_attrs& attrs = op.s->printer();
    std::lock_guard lock(op.s->printer_mutex());
    if (r.name != nullptr) attrs.properties(out, r.view());
  }
  if (out.empty()) return py::none();
  return text(std::string_view(out).substr(1));  // without the leading space
}

py::str op_location(const Op& op) {
  const op_record& r = tree_of(op.s).ops[op.i];
  std::string out;
  {
    py::gil_scoped_release nogil;
    mlirbc::attr_printer p(op.s->reader());
    if (mlirbc::error e = p.print_location(r.location, out)) throw_file_error(e);
  }
  return text(out);
}

// ---- strip / export / attach (weight_exchange.hpp) ------------------------------

std::string fs_path(const py::object& path) {
  return py::bytes(py::module_::import("os").attr("fsencode")(path));
}
py::str fs_shown(const py::object& path) { return py::module_::import("os").attr("fsdecode")(path); }

// An I/O error as OSError naming `path`; anything else as BytecodeError.
[[noreturn]] void raise_exchange_error(const mlirbc::named_error& e, const py::object& path) {
  if (e.e.code == mlirbc::errc::io) raise_os_error(static_cast<int>(e.e.value), e.e.what, fs_shown(path));
  throw_file_error(e.e, e.message());
}

mlirbc::bytecode_file open_input(const py::object& path, bool strict) {
  const std::string p = fs_path(path);
  mlirbc::result<mlirbc::bytecode_file> f = mlirbc::error{};
  {
    py::gil_scoped_release nogil;
    mlirbc::limits lim;
    lim.strict = strict;
    f = mlirbc::bytecode_file::open(p, lim);
  }
  if (!f && f.err().code == mlirbc::errc::io) raise_os_error(static_cast<int>(f.err().value), f.err().what, fs_shown(path));
  if (!f) throw_file_error(f.err());
  return std::move(*f);
}

py::dict export_file(const File& f, const py::object& path, const py::object& format, bool raw) {
  const auto st = f.hold();
  const std::string out = fs_path(path);
  mlirbc::export_options opt;
  std::string fmt = format.is_none() ? std::string() : utf8(format);
  if (fmt.empty() && out.ends_with(".safetensors")) fmt = "safetensors";
  if (fmt.empty() && out.ends_with(".npz")) fmt = "npz";
  if (fmt == "safetensors") opt.format = mlirbc::tensor_format::safetensors;
  else if (fmt == "npz") opt.format = mlirbc::tensor_format::npz;
  else throw py::value_error(fmt.empty() ? "format: give 'safetensors' or 'npz' (the path's extension says neither)"
                                         : "format: unknown format '" + fmt + "' (safetensors, npz)");
  opt.raw = raw;
  opt.metadata = {{"producer", std::string("mlirbc ") + MLIRBC_VERSION_STRING},
                  {"source", st->path()},
                  {"source_producer", std::string(st->view().producer())}};
  mlirbc::export_report rep;
  mlirbc::named_error e;
  {
    py::gil_scoped_release nogil;
    const mlirbc::weight_index& uses = st->uses();
    e = mlirbc::export_weights(st->file(), st->reader(), uses, out, opt, &rep);
  }
  raise_walk_warnings(*st);
  if (e) raise_exchange_error(e, path);
  py::list written;
  for (const auto& t : rep.written) written.append(text(t.name));
  py::dict skipped;
  for (const auto& [name, why] : rep.skipped) skipped[text(name)] = text(why);
  py::dict d;
  d["written"] = written;
  d["skipped"] = skipped;
  return d;
}

py::dict strip_file(const py::object& src, const py::object& dst, const std::vector<std::string>& keep,
                    std::uint64_t min_size, bool strict) {
  mlirbc::bytecode_file f = open_input(src, strict);
  const std::string out = fs_path(dst);
  mlirbc::strip_options opt;
  opt.keep = keep;
  opt.min_size = min_size;
  mlirbc::strip_report rep;
  mlirbc::named_error e;
  {
    py::gil_scoped_release nogil;
    e = mlirbc::strip_weights(f, out, opt, &rep);
  }
  if (e) raise_exchange_error(e, e.e.code == mlirbc::errc::io ? dst : src);
  py::dict d;
  d["dropped"] = rep.rewrite.dropped;
  d["kept"] = rep.rewrite.kept;
  d["size"] = rep.output_size;
  return d;
}

py::dict attach_file(const py::object& stripped, const py::object& weights, const py::object& dst, bool allow_missing,
                     bool strict) {
  auto st = std::make_shared<file_state>(fs_path(stripped), open_input(stripped, strict), mlirbc::mlir_opt_dialects());
  const std::string w = fs_path(weights), out = fs_path(dst);
  mlirbc::mapped_file wf;
  mlirbc::error opened;
  {
    py::gil_scoped_release nogil;
    opened = wf.open(w);
  }
  if (opened && opened.code == mlirbc::errc::io) raise_os_error(static_cast<int>(opened.value), opened.what, fs_shown(weights));
  if (opened) throw_file_error(opened);
  mlirbc::attach_options opt;
  opt.allow_missing = allow_missing;
  mlirbc::rewrite_summary sum;
  mlirbc::named_error e;
  {
    py::gil_scoped_release nogil;
    const mlirbc::weight_index& uses = st->uses();
    e = mlirbc::attach_weights(st->file(), st->reader(), uses, wf, out, opt, &sum);
  }
  raise_walk_warnings(*st);
  if (e) raise_exchange_error(e, dst);  // an I/O error here is the output's
  py::dict d;
  d["attached"] = sum.replaced;
  d["bytes"] = sum.blob_bytes;
  return d;
}

struct OpIterator {
  std::shared_ptr<file_state> s;
  std::size_t next = 0;
};

}  // namespace

PYBIND11_MODULE(_mlirbc, m) {
  m.doc() =
      "Read MLIR bytecode (.mlirbc) without LLVM: dense_resource weights as read-only numpy arrays\n"
      "viewing the file's mapping (no copy), and the file's contents as Python objects.\n"
      "See docs/python.md.";
  m.attr("__version__") = MLIRBC_VERSION_STRING;

  bytecode_error_type = PyErr_NewExceptionWithDoc(
      "mlirbc.BytecodeError",
      "The file is not valid MLIR bytecode, or holds something this reader cannot decode.\n"
      "`section` names the section (None for the header), `offset` is the absolute byte offset,\n"
      "`code` says what kind of error it is; the message names all of them.",
      PyExc_ValueError, nullptr);
  if (bytecode_error_type == nullptr) throw py::error_already_set();
  m.add_object("BytecodeError", py::handle(bytecode_error_type));
  alignment_error_type = PyErr_NewExceptionWithDoc(
      "mlirbc.AlignmentError",
      "A blob's data is not aligned for its dtype, so it cannot be viewed in place;\n"
      "get_tensor(key, copy=True) returns an aligned copy.",
      bytecode_error_type, nullptr);
  if (alignment_error_type == nullptr) throw py::error_already_set();
  m.add_object("AlignmentError", py::handle(alignment_error_type));
  py::register_exception_translator(translate);

  py::class_<TensorSlice>(m, "TensorSlice", "A tensor to be sliced (File.get_slice): index it like a numpy array.")
      .def("__getitem__", &slice_item, py::arg("index"),
           "The selected part: a view of the mapping (strided where it must be), or with backend='read' a\n"
           "new writable array read with pread (only the slice's bytes).")
      .def("get_shape", [](const TensorSlice& t) { return py::list(py::cast(t.p.shape)); },
           "The whole tensor's shape, as a list.")
      .def("get_dtype", [](const TensorSlice& t) { return py::str(py::dtype(t.p.dtype.str()).attr("name")); },
           "The numpy dtype name of its elements ('float32', 'uint16' for bf16 bits; docs/python.md).")
      .def("__len__", [](const TensorSlice& t) {
        if (t.p.shape.empty()) throw py::type_error("len() of a 0-d tensor");
        return t.p.shape.front();
      })
      .def("__repr__", [](const TensorSlice& t) {
        std::string dims;
        for (py::ssize_t d : t.p.shape) dims += (dims.empty() ? "" : ", ") + std::to_string(d);
        return "<mlirbc.TensorSlice " + t.key + " (" + dims + ") " + std::string(py::str(py::dtype(t.p.dtype.str()).attr("name"))) + ">";
      });

  py::class_<File>(m, "File", "An open MLIR bytecode file (from mlirbc.open). A context manager.")
      .def_property_readonly("path", [](const File& f) { return text(f.hold()->path()); }, "The path given to open().")
      .def_property_readonly("version", [](const File& f) { return f.hold()->view().version(); },
                             "Bytecode version (0 to 6).")
      .def_property_readonly("producer", [](const File& f) { return text(f.hold()->view().producer()); },
                             "The producer string, e.g. 'MLIR22.1.8'.")
      .def_property_readonly("size", [](const File& f) { return f.hold()->view().bytes().size(); },
                             "File size in bytes.")
      .def_property_readonly("sections", &sections,
                             "Present sections: dicts with id, name, offset, length, alignment.")
      .def_property_readonly("warnings",
                             [](const File& f) {
                               const auto st = f.hold();
                               return warnings_of(st->view(), st->view().warnings().list());
                             },
                             "Format rules broken that MLIR's reader tolerates (read as MLIR reads them), found at\n"
                             "open: dicts with section, offset, message; the first 64. open(path, strict=True) refuses\n"
                             "such files. Those met later (decoding, printing, the first walk of the IR) are raised as\n"
                             "UserWarnings; stats() lists them all.")
      .def_property_readonly("warning_count", [](const File& f) { return f.hold()->view().warnings().count(); },
                             "How many warnings there were, listed or not.")
      .def_property_readonly("closed", [](const File& f) { return !f.s; }, "Whether close() was called.")
      .def("keys", &keys, "Keys of the builtin dense_resource blobs that have data, in file order.")
      .def("get_tensor", &get_tensor, py::arg("key"), py::arg("copy") = false,
           "The blob `key` as a read-only numpy array viewing the file (no copy), with the dtype and shape\n"
           "of its first dense_resource use; an unused blob is uint8 bytes. copy=True returns a writable,\n"
           "aligned copy instead, read with pread (as every array under backend='read'). KeyError if there is\n"
           "no such blob; BytecodeError if the blob does not fit\n"
           "its type; AlignmentError if the data is not aligned for the dtype (and copy is False).")
      .def("get_slice", &get_slice, py::arg("key"),
           "The blob `key` to be indexed like a numpy array (safetensors' get_slice): f.get_slice(k)[2:5, :]\n"
           "takes integers, slices and '...'. With the mapping the result is a strided view of the file (no\n"
           "copy); with backend='read' a new array holding only the slice's bytes, read with pread.")
      .def("__getitem__", [](const File& f, const py::str& key) { return get_tensor(f, key, false); })
      .def("__contains__", [](const File& f, const py::str& key) {
        return f.hold()->find_tensor(utf8(key)) != nullptr;
      })
      .def("__len__", [](const File& f) { return f.hold()->tensors().size(); })
      .def("__iter__", [](const File& f) { return keys(f).attr("__iter__")(); })
      .def("info", &info, py::arg("key"),
           "What get_tensor(key) returns and why: key, type (MLIR text of the using attribute's type, None if\n"
           "unused), element_type (MLIR text), dtype (numpy name), exact (False when numpy lacks the MLIR\n"
           "type and the array holds its bits), shape, size (bytes), alignment, offset (file offset of the data).")
      .def("export", &export_file, py::arg("path"), py::kw_only(), py::arg("format") = py::none(),
           py::arg("raw") = false,
           "Writes every builtin dense_resource blob used by the IR as a tensor of a safetensors or npz file\n"
           "(format 'safetensors' or 'npz'; default: from the path's extension), with the dtype and shape of\n"
           "its use, named by its key (mlirbc export; docs/weights.md). Blobs without one typed use are skipped\n"
           "(raw=True: written as 1-D uint8). Returns {'written': [keys], 'skipped': {key: reason}}. The file\n"
           "appears whole or not at all. OSError if it cannot be written; BytecodeError otherwise.")
      .def("constants", &constants,
           "Tensor data stored inline in attributes (builtin dense<...> of numbers or booleans, StableHLO's\n"
           "#vhlo.tensor_v1), in IR order: dicts with index, op, ordinal, op_offset, location, attribute, type,\n"
           "element_type (MLIR text), dtype, exact, shape, layout ('elements', 'splat', 'bits', 'all_true'),\n"
           "size (stored bytes) and offset (file offset of the stored bytes).")
      .def("get_constant", &get_constant, py::arg("index"), py::arg("copy") = false,
           "Constant `index` of constants() as a read-only numpy array: a view of the file when every\n"
           "element is stored (possibly unaligned: inline data has no alignment in the format; numpy reads\n"
           "it correctly), a broadcast view of one element for a splat, an expanded array for packed booleans.\n"
           "copy=True returns a writable, aligned, expanded copy. IndexError for an index out of range.")
      .def("resources", &resources, py::arg("uses") = true,
           "Every resource entry, as `mlirbc resources --json --uses` lists it: group, key, kind\n"
           "('blob', 'bool', 'string'), external, size, alignment, offset, value (bool and string), and for\n"
           "dialect resources the ops using it (uses=False skips the IR walk this needs).")
      .def("resource_value", &resource_value, py::arg("group"), py::arg("key"),
           "A resource's value: bool, str, or a blob's bytes as a read-only uint8 array viewing the file;\n"
           "None when declared without data. Works for external resource groups too.")
      .def("view", &view_page, py::arg("path"), py::arg("stats") = true, py::arg("max_nodes") = 300,
           "Writes the page of `mlirbc view` (one self-contained HTML file, docs/view.md) to `path`;\n"
           "returns its notes (what it could not draw or left out).")
      .def("_repr_html_", [](const File& f) {
        const auto st = f.hold();
        return mlirbc::html_summary(st->view(), std::filesystem::path(st->path()).filename().string());
      }, "A compact HTML summary, for notebooks.")
      .def("stats", &stats, py::arg("threads") = 1,
           "What `mlirbc stats --json` reports, as a dict (decodes every attribute and type).")
      .def("dump", &dump, py::arg("debuginfo") = false, py::arg("resources") = false,
           "The IR as MLIR's generic text, as `mlirbc dump` (mlir-opt --mlir-print-op-generic\n"
           "--mlir-print-local-scope) prints it.")
      .def_property_readonly("ops", [](const File& f) {
        const auto st = f.hold();
        const op_tree& t = tree_of(st);
        py::list out;
        if (!t.regions.empty() && !t.regions[0].blocks.empty())
          for (std::size_t i : t.blocks[t.regions[0].blocks[0]].ops) out.append(Op{st, i});
        return out;
      }, "The top-level ops (the IR is walked once, on first use; nothing is decoded until asked for).")
      .def("walk", [](const File& f) {
        const auto st = f.hold();
        tree_of(st);
        return OpIterator{st, 0};
      }, "Every op, in pre-order (file order).")
      .def("close", [](File& f) { f.s.reset(); },
           "Drops this object's hold on the file (idempotent). Arrays and ops taken from it stay valid:\n"
           "the file is unmapped when the last of them is gone.")
      .def("__enter__", [](py::object self) { return self; })
      .def("__exit__", [](File& f, py::args) { f.s.reset(); return false; })
      .def("__repr__", [](const File& f) {
        if (!f.s) return std::string("<mlirbc.File (closed)>");
        return "<mlirbc.File '" + f.s->path() + "' version " + std::to_string(f.s->view().version()) + ">";
      });

  py::class_<OpIterator>(m, "_OpIterator")
      .def("__iter__", [](py::object self) { return self; })
      .def("__next__", [](OpIterator& it) {
        if (it.next >= it.s->tree().ops.size()) throw py::stop_iteration();
        return Op{it.s, it.next++};
      });

  py::class_<Op>(m, "Op", "One operation. Attributes, types and locations are decoded when asked for.")
      .def_property_readonly("name", [](const Op& op) {
        const op_record& r = tree_of(op.s).ops[op.i];
        return text(r.name != nullptr ? r.name->full_name() : std::string("?"));
      }, "Full op name, e.g. 'arith.constant'.")
      .def_property_readonly("offset", [](const Op& op) { return tree_of(op.s).ops[op.i].offset; },
                             "File offset of the op.")
      .def_property_readonly("location", &op_location, "The location, as MLIR text: loc(...).")
      .def_property_readonly("attributes", &op_attributes,
                             "Discardable attributes: name -> MLIR text (what `{...}` shows in generic form).")
      .def_property_readonly("properties", &op_properties,
                             "The inherent attributes as generic form shows them ('<{...}>'), or None.")
      .def_property_readonly("result_types", [](const Op& op) {
        return types_text(op.s, tree_of(op.s).ops[op.i].result_types);
      }, "Result types, as MLIR text.")
      .def_property_readonly("operand_types", [](const Op& op) {
        const op_tree& t = tree_of(op.s);
        std::vector<std::uint64_t> types;
        for (const auto& v : t.ops[op.i].operands) types.push_back(t.type_of(v));
        return types_text(op.s, types);
      }, "Operand types, as MLIR text.")
      .def_property_readonly("results", [](const Op& op) {
        const op_record& r = tree_of(op.s).ops[op.i];
        return values(r.first_result, r.result_types.size());
      }, "Result values, as (region, index) pairs: equal to the operands that use them.")
      .def_property_readonly("operands", [](const Op& op) {
        py::list out;
        for (const auto& v : tree_of(op.s).ops[op.i].operands) out.append(py::make_tuple(v.region, v.index));
        return out;
      }, "Operand values, as (region, index) pairs.")
      .def_property_readonly("successors", [](const Op& op) { return py::cast(tree_of(op.s).ops[op.i].successors); },
                             "Successor block indexes in the enclosing region.")
      .def_property_readonly("regions", [](const Op& op) {
        py::list out;
        for (std::size_t r : tree_of(op.s).ops[op.i].regions) out.append(Region{op.s, r});
        return out;
      }, "The op's regions.")
      .def("__repr__", [](const Op& op) {
        const op_record& r = tree_of(op.s).ops[op.i];
        return "<mlirbc.Op " + (r.name != nullptr ? r.name->full_name() : std::string("?")) + " at byte " +
               std::to_string(r.offset) + ">";
      });

  py::class_<Region>(m, "Region", "A region of an op.")
      .def_property_readonly("blocks", [](const Region& r) {
        py::list out;
        for (std::size_t b : tree_of(r.s).regions[r.i].blocks) out.append(Block{r.s, b});
        return out;
      }, "The region's blocks.");

  py::class_<Block>(m, "Block", "A block of a region.")
      .def_property_readonly("arguments", [](const Block& b) {
        const block_record& r = tree_of(b.s).blocks[b.i];
        return values(r.first_arg, r.arg_types.size());
      }, "Block arguments, as (region, index) pairs.")
      .def_property_readonly("argument_types", [](const Block& b) {
        return types_text(b.s, tree_of(b.s).blocks[b.i].arg_types);
      }, "Block argument types, as MLIR text.")
      .def_property_readonly("ops", [](const Block& b) {
        py::list out;
        for (std::size_t o : tree_of(b.s).blocks[b.i].ops) out.append(Op{b.s, o});
        return out;
      }, "The block's ops.");

  m.def("strip", &strip_file, py::arg("src"), py::arg("dst"), py::kw_only(), py::arg("keep") = std::vector<std::string>{},
        py::arg("min_size") = 0, py::arg("strict") = false,
        "Writes src to dst without the data of its dialect resource blobs (mlirbc strip; docs/weights.md):\n"
        "their dense_resource handles stay. keep: resource names whose data stays; min_size: blobs smaller\n"
        "than this stay. Returns {'dropped', 'kept', 'size'}. dst appears whole or not at all.")
  .def("attach", &attach_file, py::arg("stripped"), py::arg("weights"), py::arg("dst"), py::kw_only(),
       py::arg("allow_missing") = false, py::arg("strict") = false,
       "Writes `stripped` with the tensors of the safetensors file `weights` as the data of the builtin\n"
       "resources of the same names (mlirbc attach; docs/weights.md). Each tensor's dtype and shape must\n"
       "match its use (or be 1-D uint8 of the same byte size). BytecodeError names an unknown key, a\n"
       "mismatch, a resource without data or tensor (unless allow_missing), or a malformed weights file.\n"
       "Returns {'attached', 'bytes'}.");

  m.def("open", [](const py::object& path, bool strict, const py::object& op_layouts, const std::string& backend,
                   bool writable) {
    const py::object os = py::module_::import("os");
    if (backend != "map" && backend != "read") throw py::value_error("backend must be 'map' or 'read', not '" + backend + "'");
    if (writable && backend != "map") throw py::value_error("writable=True maps the file copy-on-write: backend='map' only");
    const mlirbc::load_mode mode = backend == "read" ? mlirbc::load_mode::read
                                   : writable       ? mlirbc::load_mode::map_writable
                                                    : mlirbc::load_mode::map;
    mlirbc::dialect_registry reg = mlirbc::mlir_opt_dialects();
    if (!op_layouts.is_none()) {
      if (py::isinstance<py::str>(op_layouts) || py::isinstance<py::bytes>(op_layouts))
        throw py::type_error("op_layouts must be a list of paths, not one path");
      for (const py::handle layout_path : op_layouts) {
        const std::string lp = py::bytes(os.attr("fsencode")(layout_path));
        std::string why;
        auto layouts = mlirbc::op_schema::layout_file::load(lp, why);
        if (!layouts) throw py::value_error("op_layouts: " + why);
        reg.add_op_layouts(std::move(layouts));
      }
    }
    const py::str shown = os.attr("fsdecode")(path);
    const py::bytes encoded = os.attr("fsencode")(path);
    const std::string p = encoded;
    mlirbc::result<mlirbc::bytecode_file> f = mlirbc::error{};
    bool is_dir = false;
    {
      py::gil_scoped_release nogil;
      std::error_code ec;
      is_dir = std::filesystem::is_directory(p, ec);
      mlirbc::limits lim;
      lim.strict = strict;
      if (!is_dir) f = mlirbc::bytecode_file::open(p, lim, mode);
    }
    if (is_dir) raise_os_error(EISDIR, "cannot open file", shown);
    if (!f && f.err().code == mlirbc::errc::io) raise_os_error(static_cast<int>(f.err().value), f.err().what, shown);
    if (!f) throw_file_error(f.err());
    auto st = std::make_shared<file_state>(p, std::move(*f), std::move(reg));
    st->writable = writable;
    return File{st};
  }, py::arg("path"), py::kw_only(), py::arg("strict") = false, py::arg("op_layouts") = py::none(),
  py::arg("backend") = "map", py::arg("writable") = false,
  "Opens an MLIR bytecode file (str or os.PathLike): maps it and reads its metadata (no blob page is\n"
  "touched). OSError (FileNotFoundError, ...) if it cannot be read; BytecodeError if it is not valid.\n"
  "strict=True also refuses what MLIR's reader tolerates (File.warnings lists it otherwise).\n"
  "op_layouts: paths of layout files (docs/op-schemas.md, 'Layout files') whose op property layouts\n"
  "are used too, each in place of the layouts of its dialect; ValueError if one cannot be read.\n"
  "backend='read' maps nothing: the metadata is read with a few preads, and every tensor or slice is\n"
  "read on demand with pread into a new writable array (network file systems, files that may be\n"
  "truncated). writable=True maps copy-on-write: arrays are writable, writes never reach the file.");
}
