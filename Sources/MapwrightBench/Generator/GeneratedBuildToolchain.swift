import Foundation

/// What compiling generated code needs besides its sources: `swiftc` from `PATH`, the
/// modules of this build (`Mapwright` and the custom-box modules schemas name, from the
/// `Modules/` folder beside this executable: `.build/<triple>/debug/Modules` for a
/// debug build), exposed to the compiler one by one through a folder of links so that
/// the package's own builds of the generated example modules are never found instead of
/// the ones being measured, and a clang module cache warmed before anything is timed.
/// Swift Testing's module comes with the toolchain and is found without a path.
struct GeneratedBuildToolchain {
    /// The `swiftc` executable.
    var swiftc: String
    /// The folder holding this build's `.swiftmodule`s.
    var builtModules: String
    /// The folder of links to the built modules the generated code may import.
    var imports: String
    /// The clang module cache every compilation shares.
    var moduleCache: String

    /// A toolchain working under `root`; throws when `swiftc` or this build's
    /// `Mapwright.swiftmodule` cannot be found.
    init(root: String) throws(GeneratedBuildBenchmark.Failure) {
        guard let swiftc = MeasuredProcess.onPath("swiftc") else {
            throw GeneratedBuildBenchmark.Failure(description: "no swiftc on PATH")
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
        guard let executable else {
            throw GeneratedBuildBenchmark.Failure(description: "cannot find this executable's path, beside which the built modules are")
        }
        let builtModules = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("Modules").path
        guard FileManager.default.fileExists(atPath: builtModules + "/Mapwright.swiftmodule") else {
            throw GeneratedBuildBenchmark.Failure(description: "no Mapwright.swiftmodule in \(builtModules): run the bench with `swift run`")
        }
        self.swiftc = swiftc
        self.builtModules = builtModules
        imports = root + "/imports"
        moduleCache = root + "/module-cache"
        try link("Mapwright")
    }

    /// Makes the built module `name` importable (once); throws when this build has none.
    func link(_ name: String) throws(GeneratedBuildBenchmark.Failure) {
        let link = imports + "/" + name + ".swiftmodule"
        guard !FileManager.default.fileExists(atPath: link) else { return }
        let target = builtModules + "/" + name + ".swiftmodule"
        guard FileManager.default.fileExists(atPath: target) else {
            throw GeneratedBuildBenchmark.Failure(description: "module \(name) is not built in \(builtModules) (mapwright-bench depends only on some)")
        }
        do {
            try FileManager.default.createDirectory(atPath: imports, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        } catch {
            throw GeneratedBuildBenchmark.Failure(description: "cannot link \(target) into \(imports): \(error)")
        }
    }

    /// Compiles `invocation`, which must succeed: its usage, or a failure carrying the
    /// command and everything `swiftc` printed.
    func compile(_ invocation: SwiftcInvocation) throws -> MeasuredProcess.Usage {
        try FileManager.default.createDirectory(atPath: invocation.outputDirectory, withIntermediateDirectories: true)
        try invocation.outputFileMap.write(to: URL(fileURLWithPath: invocation.outputFileMapPath))
        let log = invocation.outputDirectory + "/swiftc.log"
        let usage = try MeasuredProcess.run(swiftc, invocation.arguments, log: log)
        guard usage.status == 0 else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw GeneratedBuildBenchmark.Failure(description: """
                swiftc failed (status \(usage.status)) building \(invocation.moduleName):
                \(([swiftc] + invocation.arguments).joined(separator: " "))
                \(output)
                """)
        }
        return usage
    }

    /// Fills the module cache (Foundation's, Glibc's, Swift Testing's clang modules)
    /// with an untimed compilation importing what generated code imports.
    func warmModuleCache(in directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let source = directory + "/Warm.swift"
        try Data("import Foundation\nimport Testing\n@_spi(Generated) import Mapwright\n".utf8).write(to: URL(fileURLWithPath: source))
        _ = try compile(SwiftcInvocation(moduleName: "Warm", sources: [source], outputDirectory: directory + "/build",
                                         importPaths: [imports], moduleCache: moduleCache, isTests: true))
    }
}
