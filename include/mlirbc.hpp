// mlirbc: zero-copy reader of MLIR bytecode. Include only this header.
#pragma once

#include "mlirbc/bytecode.hpp"
#include "mlirbc/attr_reader.hpp"
#include "mlirbc/attr_printer.hpp"
#include "mlirbc/dialects/registry.hpp"
#include "mlirbc/ir_printer.hpp"
#include "mlirbc/writer.hpp"
#include "mlirbc/weights.hpp"
#include "mlirbc/functions.hpp"
#include "mlirbc/decode_all.hpp"
