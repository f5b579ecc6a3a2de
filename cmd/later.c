/*
 * What render -o writes, kept until the run is over and then written as a
 * set (later.h).
 */
#include "later.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "error.h"
#include "exit.h"
#include "guard.h"
#include "output.h"
#include "xalloc.h"
#include "banned.h"

int later_emit_now(const char *path, const struct zz_buf *text, unsigned flags)
{
	struct output f;
	int rc;

	if (output_open_flags(&f, path, flags))
		return -1;
	rc = output_write(&f, text->buf, text->len);
	if (output_close(&f, rc == 0))
		rc = -1;
	return rc;
}

int later_add(struct later *l, const char *path, const struct zz_buf *text, unsigned flags)
{
	if (!l || !path || !strcmp(path, "-"))
		return later_emit_now(path, text, flags);
	ZZ_ALLOC_GROW(l->v, l->nr + 1, l->alloc);
	l->v[l->nr].path = zz_xstrdup(path);
	zz_buf_init(&l->v[l->nr].text);
	zz_buf_add(&l->v[l->nr].text, text->buf, text->len);
	l->v[l->nr].flags = flags;
	l->nr++;
	return 0;
}

void later_sheet(struct later *l, char *stem, size_t pages)
{
	free(l->stem);
	l->stem = stem;
	l->pages = pages;
}

/*
 * After a sheet of pages pages written as stem1.svg ...: the pages of an
 * earlier, longer sheet of that name, which this one did not replace,
 * said (they would be printed with it).
 */
static void sheet_leftovers(const char *stem, size_t pages)
{
	const char *slash = strrchr(stem, '/');
	const char *base = slash ? slash + 1 : stem;
	struct zz_buf dir = ZZ_BUF_INIT, list = ZZ_BUF_INIT;
	struct dirent **e;
	size_t left = 0;
	int n, k;

	if (slash)
		zz_buf_add(&dir, stem, (size_t)(slash - stem) + 1);
	else
		zz_buf_addstr(&dir, ".");
	n = scandir(dir.buf, &e, NULL, alphasort);
	for (k = 0; k < n; k++) {
		const char *name = e[k]->d_name;

		if (guard_numbered(name, base, ".svg") && strtoul(name + strlen(base), NULL, 10) > pages &&
		    ++left <= 5)
			zz_buf_addf(&list, "%s%s", left > 1 ? ", " : "", name);
		free(e[k]);
	}
	if (n >= 0)
		free(e);
	if (left > 5)
		zz_buf_addf(&list, " and %zu more", left - 5);
	if (left)
		warning("the sheet has %zu page%s; '%s' holds %zu more of an earlier one, not replaced: %s",
			pages, pages == 1 ? "" : "s", dir.buf, left, list.buf);
	zz_buf_release(&dir);
	zz_buf_release(&list);
}

int later_finish(struct later *l, bool ok)
{
	struct output *out = zz_xcalloc(l->nr ? l->nr : 1, sizeof(*out));
	size_t i, opened = 0;
	bool written = ok;
	int rc = 0;

	for (i = 0; ok && written && i < l->nr; i++) {
		if (output_open_flags(&out[i], l->v[i].path, l->v[i].flags)) {
			written = false;
			break;
		}
		opened++;
		if (output_write(&out[i], l->v[i].text.buf, l->v[i].text.len) || output_seal(&out[i]))
			written = false;
	}
	for (i = 0; i < opened; i++)
		if (output_close(&out[i], written))
			written = false;
	if (ok && !written) {
		rc = ZZ_EXIT_IO;
		if (l->nr > 1)
			inform("none of the %zu pages written (those there before are left as they were)",
			       l->nr);
	} else if (!ok && l->nr > 1) {
		error("the run failed: the %zu pages of '%s' ... are not written "
		      "(those there before are left as they were)",
		      l->nr, l->v[0].path);
	} else if (!ok && l->nr) {
		struct stat st;

		error("the run failed: '%s' is %s", l->v[0].path,
		      stat(l->v[0].path, &st) ? "not written" : "left as it was");
	}
	if (ok && written && l->stem)
		sheet_leftovers(l->stem, l->pages);
	for (i = 0; i < l->nr; i++) {
		free(l->v[i].path);
		zz_buf_release(&l->v[i].text);
	}
	free(out);
	free(l->stem);
	free(l->v);
	memset(l, 0, sizeof(*l));
	return rc;
}
