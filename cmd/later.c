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
#include "i18n.h"
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

size_t later_leftovers(const char *dir, bool (*left)(void *ctx, const char *dir, const char *name), void *ctx,
		       struct zz_buf *list)
{
	struct dirent **e;
	size_t n_left = 0;
	int n, k;

	n = scandir(dir, &e, NULL, alphasort);
	for (k = 0; k < n; k++) {
		if (left(ctx, dir, e[k]->d_name) && ++n_left <= 5)
			zz_buf_addf(list, "%s%s", n_left > 1 ? ", " : "", e[k]->d_name);
		free(e[k]);
	}
	if (n >= 0)
		free(e);
	if (n_left > 5)
		zz_buf_addf(list, " and %zu more", n_left - 5);
	return n_left;
}

/* The pages "STEM" K ".svg" of a sheet of fewer pages than K. */
struct sheet_pages {
	const char *base;
	size_t pages;
};

static bool sheet_page_left(void *ctx, const char *dir, const char *name)
{
	const struct sheet_pages *sp = ctx;

	(void)dir;
	return guard_numbered(name, sp->base, ".svg") &&
		strtoul(name + strlen(sp->base), NULL, 10) > sp->pages;
}

/*
 * After a sheet of pages pages written as stem1.svg ...: the pages of an
 * earlier, longer sheet of that name, which this one did not replace,
 * said (they would be printed with it).
 */
static void sheet_leftovers(const char *stem, size_t pages)
{
	const char *slash = strrchr(stem, '/');
	struct sheet_pages sp = { slash ? slash + 1 : stem, pages };
	struct zz_buf dir = ZZ_BUF_INIT, list = ZZ_BUF_INIT;
	size_t left;

	if (slash)
		zz_buf_add(&dir, stem, (size_t)(slash - stem) + 1);
	else
		zz_buf_addstr(&dir, ".");
	left = later_leftovers(dir.buf, sheet_page_left, &sp, &list);
	if (left)
		warning(Q_("the sheet has %zu page; '%s' holds %zu more of an earlier one, not replaced: %s",
			   "the sheet has %zu pages; '%s' holds %zu more of an earlier one, not replaced: %s",
			   pages),
			pages, dir.buf, left, list.buf);
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
			inform(_("none of the %zu pages written (those there before are left as they were)"),
			       l->nr);
	} else if (!ok && l->nr > 1) {
		error("the run failed: the %zu pages of '%s' ... are not written "
		      "(those there before are left as they were)",
		      l->nr, l->v[0].path);
	} else if (!ok && l->nr) {
		struct stat st;

		if (stat(l->v[0].path, &st))
			error("the run failed: '%s' is not written", l->v[0].path);
		else
			error("the run failed: '%s' is left as it was", l->v[0].path);
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
