// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TableSim",
    products: [
        .library(name: "TableSim", targets: ["TableSim"]),
        .library(name: "TableSimScenario", targets: ["TableSimScenario"]),
        .library(name: "TableSimTesting", targets: ["TableSimTesting"]),
        .library(name: "TableSimUIKit", targets: ["TableSimUIKit"]),
        .executable(name: "tablesim", targets: ["tablesim"]),
        .executable(name: "tablesim-bench", targets: ["tablesim-bench"]),
        .executable(name: "tablesim-fuzz", targets: ["tablesim-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Foundation's IndexPath with UIKit's table additions, shared by the core and the UIKit module.
        .target(name: "TableSimIndexPath"),
        // The UIKit-shaped simulator: no I/O, no readline, no argument parsing.
        .target(name: "TableSim", dependencies: ["TableSimIndexPath"]),
        // The scenario language: parser, declared table, interpreter, expectations, runner.
        .target(name: "TableSimScenario", dependencies: ["TableSim"]),
        // UIKit's names and signatures over the core: app code imports it in place of UIKit.
        .target(name: "TableSimUIKit", dependencies: ["TableSim", "TableSimIndexPath"]),
        // Trace assertions with a readable diff for apps' own Swift Testing tests.
        .target(name: "TableSimTesting", dependencies: ["TableSim"]),
        // GNU readline (GPL) is linked by the executable only; no pkgConfig (it warns on Debian).
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        .executableTarget(
            name: "tablesim",
            dependencies: [
                "TableSim", "TableSimScenario", "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark: time per interaction and peak memory as tables grow (run it in release).
        .executableTarget(name: "tablesim-bench", dependencies: ["TableSim"]),
        // The fuzzer: seeded random scenarios from the grammar, checked for traps, invariants, error
        // locations and determinism; the executable runs cases in child processes to survive a trap.
        .target(name: "TableSimFuzzing", dependencies: ["TableSim", "TableSimScenario"]),
        .executableTarget(name: "tablesim-fuzz", dependencies: ["TableSimFuzzing"]),
        .testTarget(name: "TableSimTests", dependencies: ["TableSim", "TableSimTesting"]),
        .testTarget(
            name: "TableSimScenarioTests", dependencies: ["TableSimScenario", "TableSimTesting", "TableSimFuzzing"],
            exclude: ["Golden"]),
        .testTarget(name: "tablesimTests", dependencies: ["tablesim"]),
        .testTarget(name: "TableSimUIKitTests", dependencies: ["TableSimUIKit", "TableSim", "TableSimTesting"]),
    ]
)
