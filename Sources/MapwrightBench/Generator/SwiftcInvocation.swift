import Foundation

/// The `swiftc` command line that compiles one generated part clean, as SwiftPM's
/// debug build of this package compiles the `Generated/` targets (`swift build -v`
/// shows them), with what only serves incremental builds, IDEs or Objective-C left out:
///
/// - kept: `-Onone -enable-testing -g -DSWIFT_PACKAGE -DDEBUG -swift-version 6
///   -warnings-as-errors -parse-as-library -enable-batch-mode`, `-c` with `-emit-module`
///   (the driver emits the module in a job of its own, as for SwiftPM), an index store
///   (SwiftPM indexes while building in debug) and `-default-isolation MainActor` where
///   Package.swift gives the module that default;
/// - changed: `-j1` where SwiftPM passes one job per core, so that batch mode makes one
///   batch and the CPU time does not depend on the machine's cores (with two batches
///   each type-checks what the other's files use again, which costs more CPU);
/// - left out: `-incremental`, dependency files, `-parseable-output`, serialized
///   diagnostics, `-emit-objc-header` (Linux has no Objective-C), `-package-name`
///   (generated code is compiled in the app's package, never Mapwright's), `-Xcc` flags
///   (no C sources), `-v`;
/// - for the tests part, `-Xfrontend -enable-cross-import-overlays`, which SwiftPM passes
///   to test targets (Swift Testing's overlay for Foundation).
///
/// Object files are named in an output file map, as SwiftPM names them
/// (`<file>.swift.o`): otherwise the object of a file named like its module would be
/// the path of the module's debug-info wrapper (`<module>.o`) too, which the driver
/// refuses.
struct SwiftcInvocation {
    /// The Swift module to build.
    var moduleName: String
    /// Its source files (absolute paths).
    var sources: [String]
    /// Where the object files, the module, the index store and the log go; empty.
    var outputDirectory: String
    /// Directories searched for imported modules, in order.
    var importPaths: [String]
    /// The clang module cache shared by every compilation of a run (warmed beforehand,
    /// as a clean build of a whole package builds it once).
    var moduleCache: String
    /// Whether the module's default isolation is the main actor.
    var mainActorIsolation = false
    /// Whether the module is a test target, as SwiftPM builds those.
    var isTests = false

    /// Where the built `.swiftmodule` is written: `<outputDirectory>/<module>.swiftmodule`,
    /// so that `outputDirectory` is an import path of the parts built after it.
    var modulePath: String { outputDirectory + "/" + moduleName + ".swiftmodule" }

    /// Where ``outputFileMap`` is to be written before compiling.
    var outputFileMapPath: String { outputDirectory + "/output-file-map.json" }

    /// The output file map: each source's object file, in `outputDirectory`.
    var outputFileMap: Data {
        get throws {
            var map: [String: [String: String]] = [:]
            for source in sources {
                map[source] = ["object": outputDirectory + "/" + URL(fileURLWithPath: source).lastPathComponent + ".o"]
            }
            return try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys, .prettyPrinted])
        }
    }

    /// The arguments after `swiftc`.
    var arguments: [String] {
        var arguments = [
            "-module-name", moduleName, "-parse-as-library", "-swift-version", "6",
            "-Onone", "-enable-testing", "-g", "-DSWIFT_PACKAGE", "-DDEBUG", "-warnings-as-errors",
            "-enable-batch-mode", "-j1",
            "-c", "-emit-module", "-emit-module-path", modulePath, "-output-file-map", outputFileMapPath,
            "-working-directory", outputDirectory,
            "-index-store-path", outputDirectory + "/index",
            "-module-cache-path", moduleCache,
        ]
        if mainActorIsolation { arguments += ["-default-isolation", "MainActor"] }
        if isTests { arguments += ["-Xfrontend", "-enable-cross-import-overlays"] }
        for path in importPaths { arguments += ["-I", path] }
        return arguments + sources
    }
}
