// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// weight_exchange: a weight-laden module to and from the files tensor tools
// take (docs/weights.md, "Strip, export, attach"):
//  - strip: the module without its blob data (dense_resource handles kept);
//  - export: every dense_resource blob as a tensor of a safetensors or npz
//    file, with the dtype and shape the IR uses it with;
//  - attach: a stripped module plus a safetensors file back into one module.
// strip + export + attach gives back the original module: export records each
// blob's alignment in the safetensors metadata, and attach restores it.
//
// All three stream: blob data goes file to file, never into memory, and the
// output appears whole or not at all (output_file).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../tables/bytecode.hpp"
#include "../exchange/output_file.hpp"
#include "../tables/resource_rewrite.hpp"
#include "../exchange/tensor_files.hpp"
#include "weights.hpp"

namespace mlirbc {

// The exchange dtype of an element type (nullopt: none holds it as itself:
// i4, f80, tf32, f8 variants other than E4M3FN and E5M2, ...).
std::optional<tensor_dtype> tensor_dtype_of(const element_info& e) noexcept;

// Metadata key under which export records a tensor's blob alignment.
std::string alignment_metadata_key(std::string_view tensor);
// Metadata key under which export --raw records, for a tensor it wrote as the
// blob's bytes, why it has no typed use; attach then takes those bytes even
// when their size does not fit the IR's type (as the original's did not).
std::string raw_metadata_key(std::string_view tensor);
// Metadata key under which export records a resource that has no data in the
// module it read (declared only): attach expects no tensor for it.
std::string no_data_metadata_key(std::string_view resource);

struct strip_options {
  std::vector<std::string> keep;  // resource names whose data stays
  std::uint64_t min_size = 0;     // blobs smaller than this stay
};

struct strip_report {
  rewrite_summary rewrite;
  std::uint64_t output_size = 0;
};

// Writes `in` without the data of its dialect resource blobs to `out_path`.
named_error strip_weights(const bytecode_file& in, const std::string& out_path, const strip_options& opt,
                          strip_report* report = nullptr, output_file::progress_fn progress = {});

enum class tensor_format { safetensors, npz };

struct export_options {
  tensor_format format = tensor_format::safetensors;
  // Blobs without one typed use (unused, uses that disagree, an element type
  // without an exchange dtype) become 1-D uint8 tensors instead of being skipped.
  bool raw = false;
  tensor_metadata metadata;  // added to safetensors' __metadata__ (e.g. the source file)
};

struct exported_tensor {
  std::string name;
  tensor_dtype dtype = tensor_dtype::u8;
  std::vector<std::uint64_t> shape;
  std::uint64_t size = 0, alignment = 1;
  bool raw = false;  // the blob's bytes, not its typed use
};

struct export_report {
  std::vector<exported_tensor> written;
  std::vector<std::pair<std::string, std::string>> skipped;  // resource name, why
};

// Writes every `builtin` dense_resource blob with data to `out_path`.
// `uses` indexes `in` (weight_index::build on a reader of it).
named_error export_weights(const bytecode_file& in, const attr_reader& r, const weight_index& uses,
                           const std::string& out_path, const export_options& opt, export_report* report = nullptr,
                           output_file::progress_fn progress = {});

struct attach_options {
  // Resources used by the IR without data and without a tensor stay without
  // data instead of being an error (those export recorded as having no data
  // in the original always do).
  bool allow_missing = false;
};

// Writes `stripped` with the tensors of the safetensors file `weights` (mapped,
// not load_mode::copy: its data is copied file to file) as the data of the
// `builtin` resources of the same names. Every tensor must name a
// builtin blob resource, and match the dtype and shape of its uses (or, as
// export --raw writes them, be 1-D uint8 of the same byte size).
named_error attach_weights(const bytecode_file& stripped, const attr_reader& r, const weight_index& uses,
                           const mapped_file& weights, const std::string& out_path, const attach_options& opt,
                           rewrite_summary* report = nullptr, output_file::progress_fn progress = {});

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/weight_exchange.ipp"
#endif
