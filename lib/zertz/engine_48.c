/* The rules engine for the 48-ring board: narrow, its steps constants. */
#define ZZ_ENGINE_NARROW 1
#define ZZ_ENGINE_RINGS 48
#define ENGINE zz_engine_48
#include "shifts.h"
#include "engine.inc"
