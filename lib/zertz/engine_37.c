/* The rules engine for the 37-ring board: narrow, its steps constants. */
#define ZZ_ENGINE_NARROW 1
#define ZZ_ENGINE_RINGS 37
#define ENGINE zz_engine_37
#include "shifts.h"
#include "engine.inc"
