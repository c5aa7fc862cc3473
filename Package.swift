// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TableSim",
    products: [
        .library(name: "TableSim", targets: ["TableSim"]),
        .library(name: "TableSimScenario", targets: ["TableSimScenario"]),
        .library(name: "TableSimTesting", targets: ["TableSimTesting"]),
        .executable(name: "tablesim", targets: ["tablesim"]),
        .executable(name: "tablesim-bench", targets: ["tablesim-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The UIKit-shaped simulator: no I/O, no readline, no argument parsing.
        .target(name: "TableSim"),
        // The scenario language: parser, declared table, interpreter, expectations, runner.
        .target(name: "TableSimScenario", dependencies: ["TableSim"]),
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
        .testTarget(name: "TableSimTests", dependencies: ["TableSim", "TableSimTesting"]),
        .testTarget(name: "TableSimScenarioTests", dependencies: ["TableSimScenario", "TableSimTesting"]),
        .testTarget(name: "tablesimTests", dependencies: ["tablesim"]),
    ]
)
