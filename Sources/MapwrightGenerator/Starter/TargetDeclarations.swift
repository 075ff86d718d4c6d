/// The `Package.swift` lines a generated module needs, in the form this package's own
/// manifest uses: the module depending on the `Mapwright` library, its test support
/// (stubs, fixtures, a test store) and its generated tests.
struct TargetDeclarations {
    /// The generated module's name.
    let module: String
    /// The output directory as the user gave it (`Generated`).
    let outputDirectory: String
    /// How the user's manifest names the Mapwright package (its identity).
    var package = "Mapwright"

    /// `.product(name: "Mapwright", package: "Mapwright")`.
    private var runtime: String { ".product(name: \"Mapwright\", package: \"\(package)\")" }

    private func path(_ folder: String) -> String {
        let directory = outputDirectory.hasSuffix("/") ? String(outputDirectory.dropLast()) : outputDirectory
        return "\"\(directory)/\(folder)\""
    }

    /// The three target declarations, one a line.
    var targets: [String] {
        let support = GeneratedNames.testSupportModule(module)
        let tests = GeneratedNames.testsModule(module)
        return [
            ".target(name: \"\(module)\", dependencies: [\(runtime)], path: \(path(module))),",
            ".target(name: \"\(support)\", dependencies: [\(runtime), \"\(module)\"], path: \(path(support))),",
            ".testTarget(name: \"\(tests)\", dependencies: [\(runtime), \"\(module)\", \"\(support)\"], path: \(path(tests))),",
        ]
    }

    /// The snippet printed by `init`: the package dependency and the targets.
    var snippet: String {
        ([
            "    dependencies: [",
            "        .package(url: \"<the Mapwright repository URL>\", from: \"\(GeneratorVersion.current)\"),",
            "    ],",
            "    targets: [",
        ] + targets.map { "        " + $0 } + [
            "        // Your app's targets then depend on \"\(module)\"; its tests may use \"\(GeneratedNames.testSupportModule(module))\".",
            "        // A target that opens a database (\(module)Module.openStore(at:)) also depends on",
            "        // .product(name: \"MapwrightSQLite\", package: \"\(package)\") and imports MapwrightSQLite.",
            "        // A schema naming a box of your own (\"box\": \"custom:ColorKit.HexColor\") needs that box's module",
            "        // (\"ColorKit\") added to the dependencies of all three targets above.",
            "    ]",
        ]).joined(separator: "\n")
    }
}
