/*
 * What analyze and puzzles tell a person at the end of a run (said.h):
 * each count a message of its own, in the reader's language.
 */
#include "said.h"

#include "error.h"
#include "i18n.h"
#include "search.h"
#include "writer.h"
#include "banned.h"

/* The summary, for people: the marks in words, their signs after them (the English as it was: "1 turns"). */
static void summary(const struct counts *t, unsigned long horizon)
{
	struct zz_buf say = ZZ_BUF_INIT;

	say_part(&say, "",
		 Q_("%llu game analysed at horizon %lu", "%llu games analysed at horizon %lu", t->games),
		 t->games, horizon);
	say_part(&say, ", ", Q_("%llu turns", "%llu turns", t->turns), t->turns);
	say_part(&say, ": ",
		 Q_("%llu only winning (!)", "%llu only winning (!)", t->marks[ZZ_ANNOT_ONLY_WIN]),
		 t->marks[ZZ_ANNOT_ONLY_WIN]);
	say_part(&say, ", ", Q_("%llu missed wins (?)", "%llu missed wins (?)", t->marks[ZZ_ANNOT_MISSED]),
		 t->marks[ZZ_ANNOT_MISSED]);
	say_part(&say, ", ", Q_("%llu blunders (?\?)", "%llu blunders (?\?)", t->marks[ZZ_ANNOT_BLUNDER]),
		 t->marks[ZZ_ANNOT_BLUNDER]);
	say_part(&say, ", ",
		 Q_("%llu only not losing (\xe2\x96\xa1)", "%llu only not losing (\xe2\x96\xa1)",
		    t->marks[ZZ_ANNOT_ONLY_MOVE]),
		 t->marks[ZZ_ANNOT_ONLY_MOVE]);
	say_part(&say, ", ", Q_("%llu unknown", "%llu unknown", t->unknown), t->unknown);
	say_part(&say, "; ", Q_("%llu nodes", "%llu nodes", t->nodes), t->nodes);
	inform("%s", say.buf);
	zz_buf_release(&say);
}

/* What analyze and puzzles both say after their summary. */
static void say_left(const struct counts *t)
{
	if (t->cached)
		inform(Q_("%llu turn found in the cache, not searched",
			  "%llu turns found in the cache, not searched", t->cached),
		       t->cached);
	if (t->problems)
		inform(Q_("%llu game with problems: analysed up to the first error",
			  "%llu games with problems: analysed up to the first error", t->problems),
		       t->problems);
}

void said_totals(const struct counts *t, unsigned long horizon, int to)
{
	summary(t, horizon);
	say_left(t);
	if (t->invalid)
		inform(Q_("%llu game not written: not valid, or not in %s",
			  "%llu games not written: not valid, or not in %s", t->invalid),
		       t->invalid, zz_out_name((enum zz_out)to));
	if (t->dropped & ZZ_DROP_LEFT_OUT) {
		struct zz_buf sb = ZZ_BUF_INIT;

		zz_writer_describe((unsigned)t->dropped, &sb);
		inform("%s cannot hold %s: left out", zz_out_name((enum zz_out)to), sb.buf);
		zz_buf_release(&sb);
	}
	if (zz_writer_written_otherwise((unsigned)t->dropped))
		inform("%s: %s", zz_out_name((enum zz_out)to),
		       zz_writer_written_otherwise((unsigned)t->dropped));
	if (t->skipped)
		inform(Q_("%llu game not analysed: no search for their game, or not playable",
			  "%llu games not analysed: no search for their game, or not playable", t->skipped),
		       t->skipped);
}

/* zertz puzzles' summary */
void said_puzzles(const struct counts *t, size_t n, unsigned long horizon)
{
	struct zz_buf say = ZZ_BUF_INIT;

	say_part(&say, "", Q_("%zu puzzle", "%zu puzzles", n), n);
	say_part(&say, " ", Q_("from %llu game at horizon %lu", "from %llu games at horizon %lu", t->games),
		 t->games, horizon);
	say_part(&say, ": ",
		 Q_("%llu position with one winning turn", "%llu positions with one winning turn", t->met),
		 t->met);
	say_part(&say, ", ",
		 Q_("%llu not decided within the budget", "%llu not decided within the budget", t->undecided),
		 t->undecided);
	say_part(&say, "; ", Q_("%llu nodes", "%llu nodes", t->nodes), t->nodes);
	inform("%s", say.buf);
	zz_buf_release(&say);
	say_left(t);
	if (t->skipped)
		inform(Q_("%llu game not analysed: no search for their game, or not playable",
			  "%llu games not analysed: no search for their game, or not playable", t->skipped),
		       t->skipped);
}
