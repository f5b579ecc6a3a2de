#ifndef ZZ_RINGS_H
#define ZZ_RINGS_H

#include "buf.h"
#include "diag.h"
#include "geom.h"

/*
 * The cells of a custom board as text: the ZGN [Rings] tag and the "rings"
 * key of JSON and YAML records (zertz(5)).
 *
 *   rings = item { SP item }
 *   item  = cell [ "-" cell ]      a run of rows of one column, ascending
 *   cell  = column row             column 'a' .. 'q', row 1 .. 12
 *
 * The canonical text lists the columns from a, each as its runs of
 * consecutive rows: "d4-d9 e4 e6-e7".  Reading accepts any order, either
 * case and repeated cells.
 */

/*
 * A new geometry (the caller's, zz_geom_free()), or NULL with its fault
 * said as a diagnostic of d at loc (ZZ_E_BOARD), name (the tag or key)
 * first: said in the reader's language when shown.
 */
struct zz_geom *zz_rings_parse(const char *s, struct zz_diag *d, const struct zz_loc *loc, const char *name);
void zz_rings_write(struct zz_buf *out, const struct zz_geom *g);

#endif
