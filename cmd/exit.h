#ifndef ZZ_EXIT_H
#define ZZ_EXIT_H

/* Exit statuses: the worst severity seen. */
enum zz_exit {
	ZZ_EXIT_OK = 0,
	ZZ_EXIT_INVALID = 1,
	ZZ_EXIT_USAGE = 2,
	ZZ_EXIT_IO = 3
};

#endif
