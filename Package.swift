// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target of ours: Swift 6 mode is the package default;
/// warnings fail the build so that neither our code nor generated code carries any.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The modules generated from the bundled `Schemas/` into `Generated/`: compiled by
/// `swift build`, exercised by `swift test`. Named `MapwrightExample…`, like every module
/// of this package `Mapwright…`, so that a package depending on this one may name its
/// own modules anything else (SwiftPM wants target names unique across the graph).
let generatedModules = ["Blog", "HR", "Marvel", "Shop", "Standings", "Tracker", "Widgets"].map { "MapwrightExample" + $0 }

/// The modules of your own boxes (`"box": "custom:Module.Type"`) a generated module's
/// schema names: its targets depend on them, as an app's generated target would.
let customBoxModules: [String: [Target.Dependency]] = ["MapwrightExampleWidgets": ["MapwrightExampleWidgetBoxes"]]

/// How a generated module's targets are built: the tracker example (with its test support and its
/// generated tests) as a new Xcode app target is, with main-actor default isolation, to
/// show that generated code works under either default.
func generatedSettings(_ module: String) -> [SwiftSetting] {
    module == "MapwrightExampleTracker" ? strict + [.defaultIsolation(MainActor.self)] : strict
}

let package = Package(
    name: "Mapwright",
    // The oldest OS versions apps still ship to; `.ci/check-availability` guards the
    // runtime and the templates against API above these.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "Mapwright", targets: ["Mapwright"]),
        .library(name: "MapwrightSQLite", targets: ["MapwrightSQLite"]),
        // The generator is the `mapwright` command's, not a library: its Swift API is not
        // promised. `mapwright-bench` is this repository's own (SwiftPM makes a root
        // package's executable targets runnable without a product).
        .executable(name: "mapwright", targets: ["mapwright"]),
        .plugin(name: "GenerateParsers", targets: ["GenerateParsers"]),
    ],
    targets: [
        // The runtime every user's app links: JSON reader, key paths, boxes, issues, store.
        .target(name: "Mapwright", swiftSettings: strict),
        // The system SQLite (libsqlite3), for the SQLite storage engine.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite3"])]),
        // The durable storage engine: `Store(sqliteAt:entities:options:)`.
        .target(name: "MapwrightSQLite", dependencies: ["Mapwright", "CSQLite"], swiftSettings: strict),
        // The generator: schema loading, validation into the IR, rendering, writing.
        .target(name: "MapwrightGenerator", dependencies: ["Mapwright"], swiftSettings: strict, plugins: ["EmbedTemplates"]),
        // Embeds Templates/*.mustache into the generator at build time.
        .executableTarget(name: "TemplateEmbedder", swiftSettings: strict),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"], path: "Sources/EmbedTemplatesPlugin"),
        // The `mapwright` command.
        .executableTarget(name: "mapwright", dependencies: ["MapwrightGenerator"], path: "Sources/MapwrightCLI", swiftSettings: strict),
        // `swift package --allow-writing-to-package-directory generate-parsers`
        .plugin(
            name: "GenerateParsers",
            capability: .command(
                intent: .custom(verb: "generate-parsers", description: "Generate Swift parsers from Schemas/ into Generated/"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated code into Generated/")]),
            dependencies: ["mapwright"],
            path: "Sources/GenerateParsersPlugin"),
        // The example of boxes of your own: `HexColor`, named by the Widgets schema.
        .target(name: "MapwrightExampleWidgetBoxes", dependencies: ["Mapwright"], swiftSettings: strict),
        // Release-mode measurements; never run by tests or CI.
        .executableTarget(
            name: "mapwright-bench", dependencies: ["Mapwright", "MapwrightSQLite", "CSQLite", "MapwrightGenerator", "MapwrightExampleBlog", "MapwrightExampleWidgets"],
            path: "Sources/MapwrightBench", swiftSettings: strict),
    ] + generatedModules.map { module in
        .target(name: module, dependencies: ["Mapwright"] + customBoxModules[module, default: []], path: "Generated/\(module)", swiftSettings: generatedSettings(module))
    } + generatedModules.map { module in
        // Stub parsers, fixtures and a test store, for the generated tests and for yours.
        .target(name: "\(module)TestSupport", dependencies: ["Mapwright", .target(name: module)] + customBoxModules[module, default: []],
                path: "Generated/\(module)TestSupport", swiftSettings: generatedSettings(module))
    } + generatedModules.map { module in
        // The generated tests: every field, update, duplicates, identity, stubs.
        .testTarget(name: "\(module)Tests", dependencies: ["Mapwright", .target(name: module), .target(name: "\(module)TestSupport")] + customBoxModules[module, default: []],
                    path: "Generated/\(module)Tests", swiftSettings: generatedSettings(module))
    } + [
        // Conformance suites (JSONTestSuite) are fixtures read by path: `Fixtures/Conformance`.
        .testTarget(name: "MapwrightTests", dependencies: ["Mapwright"], exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "MapwrightGeneratorTests", dependencies: ["MapwrightGenerator"],
            exclude: ["Golden/Shop.json", "Golden/Shop", "Golden/ShopTestSupport", "Golden/ShopTests", "Fixtures"], swiftSettings: strict),
        // Compiles and runs the code generated from the bundled schemas, and checks that
        // `mapwright try` (MapwrightGenerator) agrees with it on every payload fixture.
        // Payload fixtures from the seeds' articles are resources: `Bundle.module`.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["Mapwright", "MapwrightGenerator"] + generatedModules.flatMap { [.target(name: $0), .target(name: "\($0)TestSupport")] },
            resources: [.copy("Fixtures")], swiftSettings: strict),
        // The README's store, paging and feed examples, run from @MainActor code (the
        // default isolation of apps' modules) and from detached tasks.
        // Random schemas lint accepts must compile (warnings as errors, either default
        // isolation) and pass their generated tests: `.ci/random-schemas N [SEED]` by hand.
        .testTarget(name: "RandomSchemaTests", dependencies: ["MapwrightGenerator"], swiftSettings: strict),
        .testTarget(
            name: "MainActorExamplesTests", dependencies: ["Mapwright", "MapwrightExampleBlog", "MapwrightExampleWidgets"],
            swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        // Follows the README's getting-started steps in a new package depending on this one.
        .testTarget(name: "GettingStartedTests", swiftSettings: strict),
        // The bench's pure parts: counting generated lines, its reports, its options.
        .testTarget(name: "MapwrightBenchTests", dependencies: ["mapwright-bench"], swiftSettings: strict),
        // One engine-agnostic suite run on the in-memory and the SQLite engine, the
        // seeds' examples on SQLite, and SQLite's crash, concurrency and schema checks.
        .testTarget(
            name: "StoreParityTests",
            dependencies: ["Mapwright", "MapwrightSQLite", "CSQLite"]
                + generatedModules.flatMap { [.target(name: $0), .target(name: "\($0)TestSupport")] },
            // Files written by older schemas, read by path: `Migration/Fixtures`.
            exclude: ["Migration/Fixtures"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
