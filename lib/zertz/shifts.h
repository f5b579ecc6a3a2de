#ifndef ZZ_SHIFTS_H
#define ZZ_SHIFTS_H

/*
 * The whole-set steps of the three standard boards (struct zz_geom_shift,
 * built by lib/zertz/geom.c for any narrow board) written out as constants,
 * so that the engine built for one board (engine_37.c, engine_48.c,
 * engine_61.c) steps a set with immediate masks and shifts: a step is then
 * a few instructions, not a loop over a table.  For each direction N, NE,
 * SE, S, SW, NW: up to four terms { dst, shift }, ZZ_NSHIFT_* of them used.
 * tests/unit/test_geom.c holds them equal to what geom.c builds.
 */

#define ZZ_SHIFTS_37 { \
	{ { 0x0000000ef7dfbef7u, -1 }, { 0, 0 }, { 0, 0 }, { 0, 0 } }, \
	{ { 0x00000000f000000fu, -5 }, { 0x0000000007c001f0u, -6 }, { 0x00000000001ffe00u, -7 }, { 0, 0 } }, \
	{ { 0x00000001e000000fu, -4 }, { 0x000000000f8001f0u, -5 }, { 0x00000000003f7e00u, -6 }, { 0, 0 } }, \
	{ { 0x0000001defbf7deeu,  1 }, { 0, 0 }, { 0, 0 }, { 0, 0 } }, \
	{ { 0x0000001e000001e0u,  5 }, { 0x00000001f0007c00u,  6 }, { 0x000000000fff0000u,  7 }, { 0, 0 } }, \
	{ { 0x0000001e000000f0u,  4 }, { 0x00000001f0003e00u,  5 }, { 0x000000000fdf8000u,  6 }, { 0, 0 } } \
}
#define ZZ_NSHIFT_37 { 1, 3, 3, 1, 3, 3 }

#define ZZ_SHIFTS_48 { \
	{ { 0x000077befdfdfbefu, -1 }, { 0, 0 }, { 0, 0 }, { 0, 0 } }, \
	{ { 0x0000003e0000001fu, -6 }, { 0x00000000fc0007e0u, -7 }, { 0x0000000001fff800u, -8 }, { 0x0000078000000000u, -5 } }, \
	{ { 0x0000007c0000001fu, -5 }, { 0x00000001f80007e0u, -6 }, { 0x0000000003fbf800u, -7 }, { 0x00000f0000000000u, -4 } }, \
	{ { 0x0000ef7dfbfbf7deu,  1 }, { 0, 0 }, { 0, 0 }, { 0, 0 } }, \
	{ { 0x00000f80000007c0u,  6 }, { 0x0000007e0003f000u,  7 }, { 0x00000001fff80000u,  8 }, { 0x0000f00000000000u,  5 } }, \
	{ { 0x00000f80000003e0u,  5 }, { 0x0000007e0001f800u,  6 }, { 0x00000001fdfc0000u,  7 }, { 0x0000f00000000000u,  4 } } \
}
#define ZZ_NSHIFT_48 { 1, 4, 4, 1, 4, 4 }

#define ZZ_SHIFTS_61 { \
	{ { 0x0f7dfbfbfdfdfbefu, -1 }, { 0, 0 }, { 0, 0 }, { 0, 0 } }, \
	{ { 0x007c00000000001fu, -6 }, { 0x0001f800000007e0u, -7 }, { 0x000003f80003f800u, -8 }, { 0x00000003fffc0000u, -9 } }, \
	{ { 0x00f800000000001fu, -5 }, { 0x0003f000000007e0u, -6 }, { 0x000007f00003f800u, -7 }, { 0x00000007fbfc0000u, -8 } }, \
	{ { 0x1efbf7f7fbfbf7deu,  1 }, { 0, 0 }, { 0, 0 }, { 0, 0 } }, \
	{ { 0x1f000000000007c0u,  6 }, { 0x00fc00000003f000u,  7 }, { 0x0003f80003f80000u,  8 }, { 0x000007fff8000000u,  9 } }, \
	{ { 0x1f000000000003e0u,  5 }, { 0x00fc00000001f800u,  6 }, { 0x0003f80001fc0000u,  7 }, { 0x000007fbfc000000u,  8 } } \
}
#define ZZ_NSHIFT_61 { 1, 4, 4, 1, 4, 4 }

#endif
