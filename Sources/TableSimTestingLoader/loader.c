// Swift has no load-time initializers, and a test that crashes the app must fail without having
// called anything first: a C constructor runs as the test binary loads and registers the reporter.
#include "TableSimTestingLoader.h"

__attribute__((constructor)) static void tablesim_testing_load(void) {
    tablesim_testing_install();
}
