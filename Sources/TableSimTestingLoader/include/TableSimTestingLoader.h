#ifndef TABLESIM_TESTING_LOADER_H
#define TABLESIM_TESTING_LOADER_H

/// Registers TableSimTesting's reporter of uncaught UIKit exceptions (defined in Swift, in
/// Sources/TableSimTesting/UIKitExceptions.swift); the loader calls it as the binary loads.
void tablesim_testing_install(void);

#endif
