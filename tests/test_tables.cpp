// Tables of the project fixtures checked against what mlir-opt wrote and printed.
#include <doctest/doctest.h>

#include <mlirbc.hpp>

#include "support.hpp"
