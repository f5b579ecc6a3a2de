"""The checks of the Python test scripts (viewer.py, pages.py), as
tests/lib.sh has them for the shell scripts: the counts, a failure said
with its part, the end at the first failure under the mutation check
(ZERTZ_TEST_FIRST_FAIL), the parts (ZERTZ_TEST_PART=NAME runs one alone)
and the summary line."""
import os
import sys


class Checks:
    def __init__(self, suite, show=str):
        self.suite, self.show = suite, show  # show: how a detail is printed
        self.passed = self.failed = self.parts_run = 0
        self.part_now = ""

    def check(self, what, ok, detail=""):
        if ok:
            self.passed += 1
            return
        self.failed += 1
        print("FAIL %s%s: %s%s" % (self.suite, " [%s]" % self.part_now if self.part_now else "", what,
                                   (": " + self.show(detail)) if detail else ""))
        # one failure is enough to catch a mutation (tests/mutate.sh)
        if os.environ.get("ZERTZ_TEST_FIRST_FAIL"):
            sys.exit(1)

    def part(self, name):
        """Whether the part NAME runs: all of them, or the one asked for."""
        if os.environ.get("ZERTZ_TEST_PART", name) != name:
            return False
        self.parts_run += 1
        self.part_now = name
        return True

    def report(self):
        # a part asked for that the script does not have is a failure
        if os.environ.get("ZERTZ_TEST_PART") and not self.parts_run:
            self.failed += 1
            print("FAIL %s: no part '%s' (ZERTZ_TEST_PART)" % (self.suite, os.environ["ZERTZ_TEST_PART"]))
        print("%s: %d passed, %d failed" % (self.suite, self.passed, self.failed))
        sys.exit(1 if self.failed else 0)
