#ifndef ZZ_SHA256_H
#define ZZ_SHA256_H

#include <stddef.h>

/*
 * SHA-256 (FIPS 180-4), for the Content-Security-Policy of a page: the
 * hash of its one script, written in base64 as a source list wants it.
 */
void zz_sha256(const void *data, size_t n, unsigned char digest[32]);
/* "sha256-" and the base64 of the digest of data: 51 characters and NUL. */
void zz_sha256_csp(const void *data, size_t n, char out[52]);

#endif
