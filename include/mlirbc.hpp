// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc: zero-copy reader of MLIR bytecode. Include only this header: it
// brings in every public part of the library (README.md lists them).
#pragma once

#include "mlirbc/base/version.hpp"                // MLIRBC_VERSION_STRING and its parts
#include "mlirbc/tables/bytecode.hpp"           // open a file or bytes; tables; resource blobs
#include "mlirbc/attributes/attr_reader.hpp"        // attributes and types, decoded lazily
#include "mlirbc/printing/attr_printer.hpp"     // ... printed as MLIR prints them
#include "mlirbc/attributes/dialect_registry.hpp"   // dialect plug-ins, also for your own dialects
#include "mlirbc/dialects/registry.hpp"         // the default set of plug-ins (default_dialects())
#include "mlirbc/properties/op_properties.hpp"      // op properties (inherent attributes), as typed values
#include "mlirbc/printing/property_printer.hpp" // ... printed as MLIR prints them
#include "mlirbc/properties/inherent_attributes.hpp"// ... of v0-4 files, from the attribute dictionary
#include "mlirbc/ir/ir.hpp"                 // the IR walk
#include "mlirbc/printing/ir_printer.hpp"       // the generic printer (mlir-opt --mlir-print-op-generic)
#include "mlirbc/tasks/weights.hpp"             // dense_resource weights used by an op
#include "mlirbc/tasks/weight_exchange.hpp"     // strip, export (safetensors, npz), attach
#include "mlirbc/tasks/tensor_slice.hpp"        // numpy-style slices of a tensor blob: views, reads
#include "mlirbc/tables/resource_rewrite.hpp"   // a copy of a file with its resource data changed
#include "mlirbc/tasks/functions.hpp"           // functions on demand and in parallel
#include "mlirbc/tasks/decode_all.hpp"          // decode every attribute and type on N threads
#include "mlirbc/writing/writer.hpp"            // write a weight file
#include "mlirbc/exchange/output_file.hpp"          // a file written whole or not at all
#include "mlirbc/exchange/tensor_files.hpp"         // safetensors and npz files
