#ifndef TABLESIM_XCTEST_LOADER_H
#define TABLESIM_XCTEST_LOADER_H

/// Registers TableSimXCTest's reporter of uncaught UIKit exceptions (defined in Swift, in
/// Sources/TableSimXCTest/XCTUIKitExceptions.swift); the loader calls it as the binary loads.
void tablesim_xctest_install(void);

#endif
