import Foundation
import MapwrightGenerator

/// `mapwright-bench generated-build`: what the generated code costs its users to build.
/// For each module of the bundled schemas, of a synthetic schema and of the schemas
/// given, generates in process into a temporary directory, counts the lines of the
/// module, its test support and its tests, and compiles each of the three clean with
/// `swiftc` in a child process (see ``SwiftcInvocation`` for the flags), keeping the
/// child's CPU time (user and system, its frontend jobs included), wall time and peak
/// resident set. A compilation that fails fails the bench, with what `swiftc` printed.
struct GeneratedBuildBenchmark {
    /// One schema module: its lines and the cost of building each part.
    struct Result {
        /// The schema file(s) the module comes from, without `.json`.
        var schema: String
        /// The generated module's name.
        var module: String
        /// Its entities.
        var entities: Int
        /// Lines of each part.
        var lines: GeneratedLines
        /// The build of each part that took the least CPU time; a part with no files
        /// has none.
        var builds: [GeneratedPart: MeasuredProcess.Usage]
        /// Clean builds of each part measured.
        var runs: Int

        /// CPU seconds of the parts' best builds together.
        var cpuSeconds: Double { builds.values.reduce(0) { $0 + $1.cpuSeconds } }
        /// Wall seconds of the parts' best builds together.
        var wallSeconds: Double { builds.values.reduce(0) { $0 + $1.wallSeconds } }
        /// The largest peak resident set of the parts' best builds, in bytes.
        var peakBytes: Int { builds.values.map(\.peakBytes).max() ?? 0 }
    }

    /// A schema that does not load, a module that cannot be built, a failed compilation.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder of the bundled schemas (`Schemas`, from the package root), or nil.
    var bundled: String?
    /// A schema folder or file to measure too, or nil.
    var schemas: String?
    /// Entities of the synthetic schema, or nil for none.
    var synthetic: Int?
    /// Clean builds of each part; the one of least CPU time is kept.
    var runs: Int
    /// Modules built with main-actor default isolation, as Package.swift builds them.
    var mainActorModules: Set<String> = ["MapwrightExampleTracker"]

    /// Reads the `generated-build` command's options.
    init(_ options: BenchOptions) throws(BenchOptions.UsageError) {
        let bundled = options.text("bundled") ?? "Schemas"
        self.bundled = bundled == "none" ? nil : bundled
        schemas = options.text("schemas")
        synthetic = options.text("synthetic") == "none" ? nil : try options.count("synthetic", default: 40)
        runs = try options.count("runs", default: 1)
    }

    /// Generates and builds every schema module; progress goes to standard error.
    func run() throws -> [Result] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-bench-generated-build-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let toolchain = try GeneratedBuildToolchain(root: root)
        FileHandle.standardError.write(Data("generated-build: warming the module cache…\n".utf8))
        try toolchain.warmModuleCache(in: root + "/warm")
        var results: [Result] = []
        for (index, source) in try sources(root: root).enumerated() {
            results += try measure(source, toolchain: toolchain, root: root + "/set-\(index)")
        }
        return results
    }

    /// The schema folders to measure, in order: the bundled ones, the synthetic one, the given one.
    private func sources(root: String) throws -> [String] {
        var folders: [String] = []
        if let bundled { folders.append(bundled) }
        if let synthetic {
            let folder = root + "/synthetic"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(SyntheticSchema.json(entities: synthetic).utf8).write(to: URL(fileURLWithPath: folder + "/Synthetic.json"))
            folders.append(folder)
        }
        if let schemas {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: schemas, isDirectory: &isDirectory) else {
                throw Failure(description: "--schemas: no file or folder at \(schemas)")
            }
            if isDirectory.boolValue {
                folders.append(schemas)
            } else {
                let folder = root + "/given"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: schemas, toPath: folder + "/" + URL(fileURLWithPath: schemas).lastPathComponent)
                folders.append(folder)
            }
        }
        return folders
    }

    /// Generates the schemas of `folder` (with their payload fixture tests) under `root`
    /// and builds each module's parts.
    private func measure(_ folder: String, toolchain: GeneratedBuildToolchain, root: String) throws -> [Result] {
        let loaded = SchemaFrontEnd.load(directory: folder)
        guard let schema = loaded.schema else {
            throw Failure(description: "schemas in \(folder) have errors:\n" + DiagnosticFormatter.text(for: loaded.diagnostics))
        }
        let output = root + "/Generated"
        let fixtures = PayloadFixtureFolder.scan(schemas: folder, schema: schema)
        guard !fixtures.hasErrors else {
            throw Failure(description: "payload fixtures beside \(folder) have errors:\n" + DiagnosticFormatter.text(for: fixtures.diagnostics))
        }
        let files = try CodeGenerator().generate(schema, fixtures: fixtures.fixtures, outputDirectory: output)
        _ = try GeneratedFileWriter(directory: URL(fileURLWithPath: output)).write(files)
        return try schema.modules.map { module in
            let name = module.files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.joined(separator: "+")
            FileHandle.standardError.write(Data("generated-build: \(name) (\(module.name), \(module.entities.count) entities)…\n".utf8))
            for boxModule in Set(module.mappings.flatMap(\.customBoxModules)).sorted() { try toolchain.link(boxModule) }
            var builds: [GeneratedPart: MeasuredProcess.Usage] = [:]
            for run in 0..<max(1, runs) {
                for (part, usage) in try build(module.name, files: files, from: output, toolchain: toolchain, into: root + "/build-\(run)")
                where builds[part].map({ usage.cpuSeconds < $0.cpuSeconds }) ?? true {
                    builds[part] = usage
                }
            }
            return Result(schema: name, module: module.name, entities: module.entities.count,
                          lines: GeneratedLines(of: files, module: module.name), builds: builds, runs: max(1, runs))
        }
    }

    /// Builds the parts of `module` clean, in order, each into a new folder of `directory`.
    private func build(_ module: String, files: GeneratedFileSet, from output: String, toolchain: GeneratedBuildToolchain,
                       into directory: String) throws -> [(GeneratedPart, MeasuredProcess.Usage)] {
        var usages: [(GeneratedPart, MeasuredProcess.Usage)] = []
        var builtParts: [String] = []
        for part in GeneratedPart.allCases {
            let name = part.moduleName(of: module)
            let sources = files.paths.filter { $0.hasSuffix(".swift") && GeneratedLines.part(of: $0, module: module) == part }
                .sorted().map { output + "/" + $0 }
            guard !sources.isEmpty else { continue }
            let invocation = SwiftcInvocation(
                moduleName: name, sources: sources, outputDirectory: directory + "/" + name,
                importPaths: builtParts + [toolchain.imports], moduleCache: toolchain.moduleCache,
                mainActorIsolation: mainActorModules.contains(module), isTests: part == .tests)
            try? FileManager.default.removeItem(atPath: invocation.outputDirectory)
            usages.append((part, try toolchain.compile(invocation)))
            builtParts.append(invocation.outputDirectory)
        }
        return usages
    }
}
