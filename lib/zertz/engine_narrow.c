/* The rules engine for boards of at most 64 rings: one word per cell set. */
#define ZZ_ENGINE_NARROW 1
#include "engine.inc"
