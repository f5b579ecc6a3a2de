#ifndef ZZ_HASH_H
#define ZZ_HASH_H

#include <stddef.h>
#include <stdint.h>

/* FNV-1a over bytes: game signatures, counted names.  Start from ZZ_HASH_INIT. */
uint64_t zz_hash(const void *data, size_t len, uint64_t h);
#define ZZ_HASH_INIT 0xcbf29ce484222325ULL

/*
 * The word v mixed into the hash h (the search tables' keys, a word of the
 * position at a time): a combining step and splitmix64's finaliser.
 * Inline: it runs a few times a node.
 */
static inline uint64_t zz_hash_mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
	h ^= h >> 31;
	h *= 0xbf58476d1ce4e5b9ULL;
	return h ^ (h >> 29);
}

#endif
