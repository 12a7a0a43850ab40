// mlirbc: zero-copy reader of MLIR bytecode. Include only this header.
#pragma once

#include "mlirbc/bytecode.hpp"
#include "mlirbc/writer.hpp"
