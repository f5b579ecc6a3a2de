/*
 * SHA-256 against the test vectors of FIPS 180-4's examples (NIST's
 * "Cryptographic Algorithm Validation" examples), and the base64 form a
 * Content-Security-Policy wants, against the RFC 4648 alphabet by hand.
 */
#include "zz_test.h"

#include <stdio.h>
#include <stdlib.h>

#include "sha256.h"

static void hex(const unsigned char d[32], char out[65])
{
	int i;

	for (i = 0; i < 32; i++)
		snprintf(out + 2 * i, 3, "%02x", d[i]);
}

static void expect(const char *data, size_t n, const char *want)
{
	unsigned char d[32];
	char h[65];

	zz_sha256(data, n, d);
	hex(d, h);
	assert_string_equal(h, want);
}

static void test_sha256_vectors(void **state)
{
	char *a;

	(void)state;
	expect("abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	expect("", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	/* 448 bits: the padding needs a second block */
	expect("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 56,
	       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
	expect("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
	       112, "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
	/* one million 'a' */
	a = malloc(1000000);
	assert_non_null(a);
	memset(a, 'a', 1000000);
	expect(a, 1000000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	free(a);
	/* 55, 63 and 64 bytes: the edges of one block and two */
	expect("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 55,
	       "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
	expect("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 63,
	       "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34");
	expect("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 64,
	       "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
}

static void test_sha256_csp(void **state)
{
	char out[52];

	(void)state;
	/* sha256("abc") in base64, padding and all */
	zz_sha256_csp("abc", 3, out);
	assert_string_equal(out, "sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
	zz_sha256_csp("", 0, out);
	assert_string_equal(out, "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sha256_vectors),
		cmocka_unit_test(test_sha256_csp),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("sha256", tests, NULL, NULL);
}
