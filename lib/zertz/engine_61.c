/* The rules engine for the 61-ring board: narrow, its steps constants. */
#define ZZ_ENGINE_NARROW 1
#define ZZ_ENGINE_RINGS 61
#define ENGINE zz_engine_61
#include "shifts.h"
#include "engine.inc"
