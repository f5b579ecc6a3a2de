/* The rules engine for the custom boards beyond 64 rings. */
#define ZZ_ENGINE_NARROW 0
#include "engine.inc"
