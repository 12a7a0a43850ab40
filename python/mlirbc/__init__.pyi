# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Read MLIR bytecode (.mlirbc) without LLVM: dense_resource weights as read-only
numpy arrays viewing the file's mapping (no copy), and the file's contents as
Python objects. See docs/python.md."""

import os
from types import TracebackType
from typing import Any, Iterator, List, Literal, Optional, Sequence, TypedDict, Union

import numpy as np
import numpy.typing as npt

__version__: str

_Path = Union[str, bytes, os.PathLike[str], os.PathLike[bytes]]

class BytecodeError(ValueError):
    """The file is not valid MLIR bytecode, or holds something this reader
    cannot decode. The message names the section and the byte offset."""

    section: Optional[str]
    """Section name ('string', 'resource', 'ir', ...); None for the header."""
    offset: int
    """Absolute byte offset in the file."""
    code: str
    """What kind of error it is, e.g. 'unexpected end of data'."""

class AlignmentError(BytecodeError):
    """A blob's data is not aligned for its dtype, so it cannot be viewed in
    place; get_tensor(key, copy=True) returns an aligned copy."""

class Section(TypedDict):
    id: int
    name: str
    offset: int
    length: int
    alignment: int

class Warning(TypedDict):
    section: str
    offset: int
    message: str

class Constant(TypedDict):
    index: int
    """Position in File.constants(); what get_constant takes."""
    op: str
    ordinal: int
    """Pre-order position of the op in the IR (0 = the top-level op)."""
    op_offset: int
    location: str
    attribute: str
    """The attribute or property that holds it, e.g. 'value'."""
    type: str
    """MLIR text of its type, e.g. 'tensor<2x3xf32>' or '!vhlo.ranked_tensor_v1<2x3x!vhlo.f32_v1>'."""
    element_type: str
    dtype: str
    exact: bool
    shape: tuple[int, ...]
    layout: str
    """'elements', 'splat' (one element stands for all), 'bits' or 'all_true' (booleans)."""
    size: int
    """Stored bytes."""
    offset: int
    """File offset of the first stored byte."""

class TensorInfo(TypedDict):
    key: str
    type: Optional[str]
    """MLIR text of the using dense_resource's type, e.g. 'tensor<4x4xbf16>'; None if unused."""
    element_type: Optional[str]
    """MLIR text of the element type, e.g. 'bf16'; None if unused."""
    dtype: str
    """numpy dtype name of the array get_tensor returns, e.g. 'uint16' for bf16."""
    exact: bool
    """False when numpy lacks the MLIR element type and the array holds its bits."""
    shape: tuple[int, ...]
    size: int
    """Data bytes."""
    alignment: int
    """Declared alignment of the data."""
    offset: int
    """File offset of the first data byte."""

class _Use(TypedDict, total=False):
    op: str
    ordinal: int
    offset: int
    attribute: str
    type: str
    location: str
    ok: bool
    problem: str

class Resource(TypedDict, total=False):
    group: str
    key: str
    kind: Literal["blob", "bool", "string"]
    external: bool
    size: int
    alignment: int
    offset: int
    value: Union[bool, str]
    """bool and string resources with a value."""
    uses: list[_Use]
    """Dialect resources: the ops whose dense_resource attributes refer to it."""

Value = tuple[int, int]
"""A value as (defining region's walk id, index among that region's values)."""

class Block:
    """A block of a region."""

    @property
    def arguments(self) -> list[Value]: ...
    @property
    def argument_types(self) -> list[str]: ...
    @property
    def ops(self) -> list[Op]: ...

class Region:
    """A region of an op."""

    @property
    def blocks(self) -> list[Block]: ...

class Op:
    """One operation. Attributes, types and locations are decoded when asked for."""

    @property
    def name(self) -> str:
        """Full op name, e.g. 'arith.constant'."""
    @property
    def offset(self) -> int:
        """File offset of the op."""
    @property
    def location(self) -> str:
        """The location, as MLIR text: loc(...)."""
    @property
    def attributes(self) -> dict[str, str]:
        """Discardable attributes: name -> MLIR text (generic form's `{...}`)."""
    @property
    def properties(self) -> Optional[str]:
        """The inherent attributes as generic form shows them ('<{...}>'), or None."""
    @property
    def result_types(self) -> list[str]: ...
    @property
    def operand_types(self) -> list[str]: ...
    @property
    def results(self) -> list[Value]: ...
    @property
    def operands(self) -> list[Value]: ...
    @property
    def successors(self) -> list[int]:
        """Successor block indexes in the enclosing region."""
    @property
    def regions(self) -> list[Region]: ...

class TensorSlice:
    """A tensor to be sliced (File.get_slice): index it like a numpy array
    with integers, slices and '...'."""

    def __getitem__(self, index: Any) -> npt.NDArray[np.generic]: ...
    def get_shape(self) -> List[int]: ...
    def get_dtype(self) -> str: ...
    def __len__(self) -> int: ...

class File:
    """An open MLIR bytecode file (from mlirbc.open). A context manager.

    Arrays and ops taken from it stay valid after close(): the file is
    unmapped when the last of them is gone."""

    @property
    def path(self) -> str: ...
    @property
    def version(self) -> int:
        """Bytecode version (0 to 6)."""
    @property
    def producer(self) -> str: ...
    @property
    def size(self) -> int: ...
    @property
    def sections(self) -> list[Section]: ...
    @property
    def warnings(self) -> list[Warning]:
        """Format rules broken that MLIR's reader tolerates, found at open (the
        first 64); open(path, strict=True) refuses such files instead. Those met
        later (decoding, printing, the first walk of the IR) are raised as
        UserWarnings, and stats() lists them all."""
    @property
    def warning_count(self) -> int:
        """How many warnings there were, listed or not."""
    @property
    def closed(self) -> bool: ...
    def keys(self) -> list[str]:
        """Keys of the builtin dense_resource blobs that have data, in file order."""
    def get_tensor(self, key: str, copy: bool = False) -> npt.NDArray[np.generic]:
        """The blob `key` as a read-only numpy array viewing the file (no copy),
        with the dtype and shape of its first dense_resource use; an unused blob
        is uint8 bytes. copy=True returns a writable, aligned copy, read with
        pread (as every array under backend='read': a file truncated since it
        was opened raises instead of faulting).

        Raises KeyError (no such blob), BytecodeError (the blob does not fit its
        type), AlignmentError (data not aligned for the dtype, copy=False)."""
    def get_slice(self, key: str) -> TensorSlice:
        """The blob `key` to be indexed like a numpy array (safetensors'
        get_slice): f.get_slice(k)[2:5, :]. With the mapping the result is a
        strided view of the file; with backend='read' a new array holding
        only the slice's bytes, read with pread."""
    def __getitem__(self, key: str) -> npt.NDArray[np.generic]: ...
    def __contains__(self, key: object) -> bool: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[str]: ...
    def info(self, key: str) -> TensorInfo:
        """What get_tensor(key) returns and why (MLIR type, dtype, shape, offset...)."""
    def constants(self) -> list[Constant]:
        """Tensor data stored inline in attributes (builtin dense<...>, StableHLO's
        #vhlo.tensor_v1), in IR order."""
    def get_constant(self, index: int, copy: bool = False) -> npt.NDArray[np.generic]:
        """Constant `index` as a read-only numpy array: a view of the file when
        every element is stored (possibly unaligned: inline data has no alignment
        in the format, and numpy reads it correctly), a broadcast view of one
        element for a splat, an expanded array for packed booleans. copy=True returns a
        writable, aligned, expanded copy. Raises IndexError."""
    def resources(self, uses: bool = True) -> list[Resource]:
        """Every resource entry, as `mlirbc resources --json --uses` lists it."""
    def resource_value(self, group: str, key: str) -> Union[bool, str, npt.NDArray[np.uint8], None]:
        """A resource's value: bool, str, or a blob's bytes (read-only uint8 view);
        None when declared without data. External resource groups too."""
    def view(self, path: str, stats: bool = True, max_nodes: int = 300) -> list[str]:
        """Writes the page of `mlirbc view` to `path`; returns its notes."""
    def _repr_html_(self) -> str:
        """A compact HTML summary, for notebooks."""
    def stats(self, threads: int = 1) -> dict[str, object]:
        """What `mlirbc stats --json` reports, as a dict."""
    def dump(self, debuginfo: bool = False, resources: bool = False) -> str:
        """The IR as MLIR's generic text, as `mlirbc dump` prints it."""
    @property
    def ops(self) -> list[Op]:
        """The top-level ops (the IR is walked once, on first use)."""
    def walk(self) -> Iterator[Op]:
        """Every op, in pre-order (file order)."""
    def export(
        self,
        path: _Path,
        *,
        format: Optional[Literal["safetensors", "npz"]] = None,
        raw: bool = False,
    ) -> ExportReport:
        """Writes every builtin dense_resource blob used by the IR as a tensor
        of a safetensors or npz file (format from the path's extension if not
        given), with the dtype and shape of its use. Blobs without one typed
        use are skipped (raw=True: 1-D uint8). The file appears whole or not at
        all. OSError if it cannot be written; BytecodeError otherwise."""
    def close(self) -> None:
        """Drops this object's hold on the file (idempotent)."""
    def __enter__(self) -> File: ...
    def __exit__(
        self,
        exc_type: Optional[type[BaseException]],
        exc: Optional[BaseException],
        tb: Optional[TracebackType],
    ) -> bool: ...

class ExportReport(TypedDict):
    written: list[str]
    skipped: dict[str, str]
    """Resource name -> why it has no tensor."""

class StripReport(TypedDict):
    dropped: int
    kept: int
    size: int

class AttachReport(TypedDict):
    attached: int
    bytes: int

def strip(src: _Path, dst: _Path, *, keep: Sequence[str] = (), min_size: int = 0, strict: bool = False) -> StripReport:
    """Writes src to dst without the data of its dialect resource blobs; their
    dense_resource handles stay. keep: resource names whose data stays;
    min_size: blobs smaller than this stay. dst appears whole or not at all."""

def attach(stripped: _Path, weights: _Path, dst: _Path, *, allow_missing: bool = False,
           strict: bool = False) -> AttachReport:
    """Writes `stripped` with the tensors of the safetensors file `weights` as
    the data of the builtin resources of the same names. BytecodeError names
    an unknown key, a dtype or shape mismatch, a resource without data or
    tensor (unless allow_missing), or a malformed weights file."""

def open(
    path: Union[str, bytes, os.PathLike[str], os.PathLike[bytes]],
    *,
    strict: bool = False,
    op_layouts: Optional[Sequence[Union[str, bytes, os.PathLike[str], os.PathLike[bytes]]]] = None,
    backend: Literal["map", "read"] = "map",
    writable: bool = False,
) -> File:
    """Opens an MLIR bytecode file: maps it and reads its metadata (no blob page
    is touched). OSError (FileNotFoundError, ...) if it cannot be read;
    BytecodeError if it is not valid MLIR bytecode. strict=True also refuses
    what MLIR's reader tolerates (File.warnings lists it otherwise).
    op_layouts: layout files (docs/op-schemas.md, "Layout files") whose op
    property layouts are used too, each in place of its dialect's; ValueError
    if one cannot be read. backend='read' maps nothing: the metadata is read
    with a few preads and every tensor or slice with pread into a new writable
    array. writable=True maps copy-on-write: arrays are writable, and writes
    never reach the file."""
