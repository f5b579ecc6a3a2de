#ifndef ZZ_HASH_H
#define ZZ_HASH_H

#include <stddef.h>
#include <stdint.h>

/* FNV-1a over bytes: game signatures, counted names.  Start from ZZ_HASH_INIT. */
uint64_t zz_hash(const void *data, size_t len, uint64_t h);
#define ZZ_HASH_INIT 0xcbf29ce484222325ULL

#endif
