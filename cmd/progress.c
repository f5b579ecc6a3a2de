#include "progress.h"

#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "banned.h"

void progress_start(struct progress *p, bool on, size_t total, const char *verb)
{
	p->on = on;
	p->every = getenv("ZERTZ_TEST_PROGRESS") != NULL; /* ("never": not on) */
	p->shown = p->cleared = false;
	p->start = p->last = time(NULL);
	p->done = 0;
	p->total = total;
	p->verb = verb;
}

/* s seconds as "0:14" or "1:02:05" */
static void duration(char *buf, size_t n, double s)
{
	unsigned long t = (unsigned long)(s + 0.5);

	if (t >= 3600)
		snprintf(buf, n, "%lu:%02lu:%02lu", t / 3600, t / 60 % 60, t % 60);
	else
		snprintf(buf, n, "%lu:%02lu", t / 60, t % 60);
}

void progress_record(struct progress *p, const char *tally)
{
	time_t now = time(NULL);
	double took, rate;
	char left[32];

	p->done++;
	/* (a line erased for other text comes back at once) */
	if (!p->on || (!p->every && !p->cleared && (now == p->last || now - p->start < 1)))
		return;
	p->cleared = false;
	p->last = now;
	took = now > p->start ? (double)(now - p->start) : 1.0;
	rate = (double)p->done / took;
	/* the command's words, or the verb after the records */
	fputs("\rzertz: ", stderr);
	if (tally)
		fprintf(stderr, "%s; ", tally);
	if (p->total && p->done <= p->total)
		fprintf(stderr, Q_("%zu of %zu record", "%zu of %zu records", p->total), p->done, p->total);
	else
		fprintf(stderr, Q_("%zu record", "%zu records", p->done), p->done);
	if (!tally)
		fprintf(stderr, " %s", _(p->verb));
	fprintf(stderr, _(", %.0f a second"), rate);
	if (p->total && p->done <= p->total) {
		duration(left, sizeof(left), (double)(p->total - p->done) / (rate > 0 ? rate : 1));
		fprintf(stderr, _(", %s left"), left);
	}
	fputs("\033[K", stderr);
	fflush(stderr);
	p->shown = true;
}

void progress_clear(struct progress *p)
{
	if (!p->shown)
		return;
	fputs("\r\033[K", stderr);
	fflush(stderr);
	p->shown = false;
	p->cleared = true;
}
