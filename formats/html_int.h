#ifndef ZZ_HTML_INT_H
#define ZZ_HTML_INT_H

#include <stddef.h>

#include "buf.h"

/*
 * The pieces html.c's pages share (html.h): the style sheet every page
 * starts from, the Content-Security-Policy (the script by its hash), a
 * frame's SVG inline, a JSON string safe inside <script>, the frames as
 * their distinct lines and runs of them.
 */
extern const char *const zz_html_style;
/*
 * A page's first lines, <!DOCTYPE html> to <meta charset>, its lang the
 * catalogue's language; a message translated (i18n.h), as text.
 */
void zz_html_open(struct zz_buf *out);
void zz_html_said(struct zz_buf *out, const char *msgid);
void zz_html_csp(struct zz_buf *out, const char *script_hash);
const char *zz_html_inline_svg(const struct zz_buf *f, size_t *n);
void zz_html_json_string(struct zz_buf *out, const char *s, size_t n);
void zz_html_frames_island(struct zz_buf *out, const struct zz_buf *frames, size_t nframes);
/*
 * The island as the page's <script id="zz-frames"> element, deflated and
 * in base64 where deflate packs it (NULL: JSON as it is); and the script
 * every page that has one starts with: zzUnpack(start, fail) gives start
 * the island unpacked (fail: the browser cannot), zzFrame(island, k) the
 * SVG of frame k.
 */
void zz_html_island_write(struct zz_buf *out, const struct zz_buf *island,
			  int (*deflate)(const void *in, size_t n, struct zz_buf *out));
extern const char zz_html_script_unpack[];

#endif
