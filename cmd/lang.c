/*
 * The language of the messages (lang.h).  Only LC_MESSAGES is taken from
 * the environment: the other categories stay "C", so that numbers, the
 * order of names and what counts as a letter are the same in every
 * language (JSON's "0.5" is never "0,5"), and the catalogues are read as
 * UTF-8 whatever the terminal's codeset is said to be.
 */
#include "lang.h"

#include <limits.h>
#include <locale.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "i18n.h"
#include "banned.h"

/*
 * The last place looked in: the default prefix's.  Not made from PREFIX:
 * the program is the same whatever prefix it is installed under (make
 * install PREFIX=... after make), and an installed tree has its
 * catalogues beside the program (../share/locale) wherever it is.
 */
#define ZZ_LOCALEDIR "/usr/local/share/locale"

/*
 * A locale that names a language but is not installed (a fresh machine
 * has C.UTF-8 alone): its language all the same, through LANGUAGE (which
 * gettext reads when LC_MESSAGES is not "C"), unless LANGUAGE says
 * otherwise.
 */
static void not_installed(void)
{
	const char *v = getenv("LC_ALL"), *l = getenv("LANGUAGE");
	struct zz_buf lang = ZZ_BUF_INIT;

	if (!v || !*v)
		v = getenv("LC_MESSAGES");
	if (!v || !*v)
		v = getenv("LANG");
	if (!v || !*v || !setlocale(LC_MESSAGES, "C.UTF-8"))
		return;
	if (l && *l)
		return;
	zz_buf_add(&lang, v, strcspn(v, ".@"));
	setenv("LANGUAGE", lang.buf, 1);
	zz_buf_release(&lang);
}

static bool is_dir(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

/* The catalogues' directory: beside the program, else the default prefix's. */
static void locale_dir(struct zz_buf *dir)
{
	static const char *const beside[] = { "/locale", "/../share/locale" };
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	char *slash;
	size_t i;

	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		for (i = 0; slash && i < sizeof(beside) / sizeof(*beside); i++) {
			zz_buf_reset(dir);
			zz_buf_add(dir, exe, (size_t)(slash - exe));
			zz_buf_addstr(dir, beside[i]);
			if (is_dir(dir->buf))
				return;
		}
	}
	zz_buf_reset(dir);
	zz_buf_addstr(dir, ZZ_LOCALEDIR);
}

const char *const lang_names[] = { "cs", "de", "en", "es", "fr", "it", "nl", "pl", NULL };
unsigned lang_choice = LANG_UNSET;

void lang_apply(void)
{
	/* gettext's own way to another language in a running program */
	extern int _nl_msg_cat_cntr;
	const char *now = setlocale(LC_MESSAGES, NULL);

	if (lang_choice == LANG_UNSET)
		return;
	/* LANGUAGE counts where LC_MESSAGES is not "C" */
	if (!now || !strcmp(now, "C") || !strcmp(now, "POSIX"))
		setlocale(LC_MESSAGES, "C.UTF-8");
	setenv("LANGUAGE", lang_names[lang_choice], 1);
	++_nl_msg_cat_cntr;
}

void lang_setup(void)
{
	struct zz_buf dir = ZZ_BUF_INIT;

	if (!setlocale(LC_MESSAGES, ""))
		not_installed();
	locale_dir(&dir);
	bindtextdomain(ZZ_TEXT_DOMAIN, dir.buf);
	bind_textdomain_codeset(ZZ_TEXT_DOMAIN, "UTF-8");
	zz_buf_release(&dir);
}
