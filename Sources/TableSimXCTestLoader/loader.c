// Swift has no load-time initializers, and an XCTest test that crashes the app must fail without
// having called anything first: a C constructor runs as the test binary loads and registers the
// reporter (and its observer of test cases) before XCTest starts the first test.
#include "TableSimXCTestLoader.h"

__attribute__((constructor)) static void tablesim_xctest_load(void) {
    tablesim_xctest_install();
}
