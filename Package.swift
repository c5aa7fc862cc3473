// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TableSim",
    products: [
        .library(name: "TableSim", targets: ["TableSim"]),
        .library(name: "TableSimScenario", targets: ["TableSimScenario"]),
        .library(name: "TableSimTesting", targets: ["TableSimTesting"]),
        .library(name: "TableSimXCTest", targets: ["TableSimXCTest"]),
        .library(name: "TableSimUIKit", targets: ["TableSimUIKit"]),
        .executable(name: "tablesim", targets: ["tablesim"]),
        .executable(name: "tablesim-bench", targets: ["tablesim-bench"]),
        .executable(name: "tablesim-fuzz", targets: ["tablesim-fuzz"]),
        .library(name: "TableSimSnapshotTesting", targets: ["TableSimSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Foundation's IndexPath with UIKit's table additions, shared by the core and the UIKit module.
        .target(name: "TableSimIndexPath"),
        // Geometry and numbers under the table: points and rects, scroll physics, the virtual clock,
        // metrics, screens, seeded randomness. Values only; it knows no table. (The height index and
        // text measuring stay in the table's module: called on every row laid out, they must inline.)
        .target(name: "TableSimGeometry"),
        // The UIKit-shaped simulator: no I/O, no readline, no argument parsing. It re-exports the
        // geometry, so `import TableSim` is all a user writes.
        .target(name: "TableSim", dependencies: ["TableSimIndexPath", "TableSimGeometry"], plugins: ["CallbackSurfaces"]),
        // What both explorers share (TableSimTesting's Explorer and `tablesim explore`): the failure
        // type, the shrinker, VoiceOver's gestures and steps in the scenario language's words.
        .target(name: "TableSimExploring", dependencies: ["TableSim"]),
        // The scenario language: parser, declared table, interpreter, expectations, runner.
        .target(name: "TableSimScenario", dependencies: ["TableSim"]),
        // UIKit's names and signatures over the core: app code imports it in place of UIKit.
        .target(
            name: "TableSimUIKit", dependencies: ["TableSim", "TableSimIndexPath"],
            exclude: ["Controllers/UITableViewController.template"], plugins: ["CallbackSurfaces"]),
        // Trace assertions with a readable diff for apps' own Swift Testing tests; a crash no test
        // expected fails the test, through a reporter its C loader registers as the binary loads.
        .target(name: "TableSimTesting", dependencies: ["TableSim", "TableSimExploring", "TableSimTestingLoader", "TableSimSourceCheck"]),
        .target(name: "TableSimTestingLoader"),
        // The same assertions for XCTest (XCTAssertTrace, XCTAssertUIKitException), and its reporter
        // of crashes no test expected, registered by its own C loader.
        .target(name: "TableSimXCTest", dependencies: ["TableSim", "TableSimTesting", "TableSimXCTestLoader"]),
        .target(name: "TableSimXCTestLoader"),
        // swift-snapshot-testing's strategies for a simulator (trace, transcript, picture, elements,
        // audit, state) and its inline snapshots: a product of its own, so an app that does not use
        // it builds neither it nor swift-syntax.
        .target(
            name: "TableSimSnapshotTesting",
            dependencies: [
                "TableSim", "TableSimTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // UIKit's dispatch rule checked on an app's Swift source: a lexical scanner, no dependencies.
        .target(name: "TableSimSourceCheck", plugins: ["CallbackSurfaces"]),
        // GNU readline (GPL) is linked by the executable only; no pkgConfig (it warns on Debian).
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        .executableTarget(
            name: "tablesim",
            dependencies: [
                "TableSim", "TableSimScenario", "TableSimSourceCheck", "TableSimFuzzing", "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark: time per interaction and peak memory as tables grow (run it in release).
        .executableTarget(name: "tablesim-bench", dependencies: ["TableSim", "TableSimScenario", "TableSimFuzzing", "TableSimUIKit"]),
        // The fuzzer: seeded random scenarios from the grammar, checked for traps, invariants, error
        // locations and determinism; the executable runs cases in child processes to survive a trap.
        .target(name: "TableSimFuzzing", dependencies: ["TableSim", "TableSimExploring", "TableSimScenario"]),
        .executableTarget(name: "tablesim-fuzz", dependencies: ["TableSimFuzzing"]),
        .testTarget(name: "TableSimTests", dependencies: ["TableSim", "TableSimTesting"]),
        .testTarget(
            name: "TableSimScenarioTests", dependencies: ["TableSimScenario", "TableSimTesting", "TableSimFuzzing"],
            exclude: ["Golden"]),
        .testTarget(name: "tablesimTests", dependencies: ["tablesim"]),
        .testTarget(name: "TableSimXCTestTests", dependencies: ["TableSim", "TableSimXCTest", "TableSimUIKit"]),
        .testTarget(
            name: "TableSimSnapshotTestingTests", dependencies: ["TableSimSnapshotTesting", "TableSimTesting", "TableSimUIKit"],
            exclude: ["__Snapshots__"]),
        // The README's and the manual's examples, compiled as a consumer's code is: no package access, so
        // they see only the public API, and an example that needs an internal fails to build here.
        .testTarget(
            name: "ConsumerTests", dependencies: ["TableSim", "TableSimTesting", "TableSimUIKit", "TableSimXCTest", "TableSimSnapshotTesting"],
            exclude: ["__Snapshots__"], packageAccess: false),
        // Fixtures are app sources the check reads, not code of the tests.
        .testTarget(
            name: "TableSimSourceCheckTests",
            dependencies: [
                "TableSimSourceCheck", "TableSimTesting", "TableSim", "TableSimUIKit", "TableSimScenario", "tablesim",
                "tablesim-callbacks",
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "TableSimUIKitTests", dependencies: ["TableSimUIKit", "TableSim", "TableSimTesting", "UIKitClassicScreen"]),
        // A classic table screen written exactly as UIKit code (only the import differs), in Swift 5
        // mode as most apps are: it must compile, keyboard observer closure included.
        .target(name: "UIKitClassicScreen", dependencies: ["TableSimUIKit"], path: "Tests/UIKitClassicScreen", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The UIKit corpus: real table screens kept as upstream wrote them but for the import line, one
        // module per app (two apps name their controller TableViewController), Swift 5 mode as written.
        .target(name: "UIKitCorpusNetNewsWire", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/NetNewsWire", exclude: ["LICENSE"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitCorpusLoopKit", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/LoopKit", exclude: ["LICENSE"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitCorpusGoMap", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/GoMap", exclude: ["LICENSE.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitCorpusSwipeActions", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/UITableViewSwipeActions", exclude: ["LICENSE"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitCorpusFeedbackExamples", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/FeedbackExamples", exclude: ["LICENSE"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitCorpusUnwrap", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/Unwrap", exclude: ["LICENSE.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitCorpusWireGuard", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/WireGuard", exclude: ["COPYING"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitCorpusIMast", dependencies: ["TableSimUIKit"], path: "Tests/UIKitCorpusTests/Corpus/iMast", exclude: ["LICENSE", "NOTICE"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "UIKitCorpusTests",
            dependencies: [
                "TableSim", "TableSimUIKit", "TableSimTesting", "UIKitCorpusNetNewsWire", "UIKitCorpusLoopKit", "UIKitCorpusGoMap",
                "UIKitCorpusSwipeActions", "UIKitCorpusFeedbackExamples", "UIKitCorpusUnwrap", "UIKitCorpusWireGuard",
                "UIKitCorpusIMast",
            ],
            exclude: ["Corpus", "MISSING.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Each UIKit callback is declared once, in Sources/Callbacks/*.callbacks; at build time this
        // plugin runs tablesim-callbacks to write from them the Swift every surface needs (selectors and
        // declarations, core and UIKit protocols with their defaults, UITableViewController's open
        // methods, the bridge's forwarding, the source checker's requirement list).
        .executableTarget(name: "tablesim-callbacks"),
        .plugin(
            name: "CallbackSurfaces", capability: .buildTool(), dependencies: ["tablesim-callbacks"],
            path: "Sources/CallbackSurfacesPlugin"),
    ]
)
