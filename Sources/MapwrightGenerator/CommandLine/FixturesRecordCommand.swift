import Foundation

/// `mapwright fixtures record [--schema NAME] [--mapping NAME] [--schemas DIR] [--output DIR] [--templates DIR]`:
/// records the payload fixtures again by running their generated tests with
/// `MAPWRIGHT_RECORD_FIXTURES` set: `swift test --filter <Module>Tests.PayloadFixtureTests`.
///
/// Exit status: 0 when the tests ran and recorded, 1 when there is nothing to record,
/// the generated tests are out of date, or `swift test` failed, 2 on schema or fixture
/// errors, 3 when `swift` cannot be started, 64 on a bad command line.
enum FixturesRecordCommand {
    static let spec = CommandSpec(
        name: "fixtures record",
        abstract: "Record the payload fixtures' expected dumps again by running their generated tests.",
        options: [
            FixturesCommand.schemaOption,
            OptionSpec(name: "mapping", valueName: "NAME", help: "Record only this mapping's fixtures.", defaultValue: nil,
                       defaultDescription: "every mapping"),
            CommonOptions.schemas, CommonOptions.output, CommonOptions.templates,
        ],
        discussion: """
        It runs, from the package's folder, the equivalent of:
          MAPWRIGHT_RECORD_FIXTURES=1 swift test --filter <Module>Tests.PayloadFixtureTests
        (MAPWRIGHT_RECORD_FIXTURES=Post,Author records only those mappings' fixtures; the
        others are compared as usual). Run 'swift run mapwright generate' first: the tests
        record the cases they were generated with. Review the recordings' diff before
        committing them: a recording is what the tests will hold the import to.
        """,
        run: { options, output in
            run(GenerationJob(options), schemaName: options["schema"], mapping: options["mapping"], launcher: .system, output: &output)
        }
    )

    static func run(_ job: GenerationJob, schemaName: String?, mapping: String?, launcher: ProcessLauncher, output: inout CommandOutput) -> Int32 {
        let rendered: GenerationJob.Rendered
        switch job.renderWithFixtures(output: &output) {
        case .success(let result): rendered = result
        case .failure(let exit): return exit.status
        }
        var fixtures = rendered.fixtures.fixtures
        if let schemaName {
            let names = Set(rendered.schema.modules.flatMap(\.files).map(PayloadFixtureFolder.baseName(of:)))
            guard names.contains(schemaName) else {
                output.printError("error: no schema file '\(schemaName).json'\(Suggestion.didYouMean(schemaName, among: names)) (known: \(names.sorted().joined(separator: ", ")))")
                return ExitStatus.usage
            }
            fixtures = fixtures.filter { $0.schemaName == schemaName }
        }
        if let mapping {
            let names = Set(rendered.schema.modules.flatMap(\.mappings).map(\.name))
            guard names.contains(mapping) else {
                output.printError("error: no mapping named '\(mapping)'\(Suggestion.didYouMean(mapping, among: names)) (known: \(names.sorted().joined(separator: ", ")))")
                return ExitStatus.usage
            }
            fixtures = fixtures.filter { $0.mapping == mapping }
        }
        guard !fixtures.isEmpty else {
            output.printError("error: no payload fixtures to record in \(PayloadFixtureFolder.path(schemas: job.schemas))"
                              + "\(mapping.map { " for mapping \($0)" } ?? ""); add one with 'swift run mapwright fixtures add --mapping NAME payload.json'")
            return ExitStatus.failure
        }
        let modules = Array(Set(fixtures.map(\.module))).sorted()
        if let stale = staleTests(modules: modules, rendered: rendered, job: job) {
            output.printError("error: \(stale) is not what 'generate' makes now, so the tests would record other cases; "
                              + "run 'swift run mapwright generate' first")
            return ExitStatus.failure
        }
        let value = mapping ?? "1"
        let filters = modules.flatMap { ["--filter", GeneratedNames.testsModule($0) + "." + PayloadFixtureTestsContext.fileName] }
        let arguments = ["swift", "test"] + filters
        output.print("running: MAPWRIGHT_RECORD_FIXTURES=\(value) \(arguments.joined(separator: " "))")
        let status = launcher.launch(arguments, ["MAPWRIGHT_RECORD_FIXTURES": value], &output)
        guard status == 0 else {
            output.printError("error: swift test exited \(status); the recordings written before the failure are in place (see above)")
            return status == ProcessLauncher.cannotStart ? ExitStatus.ioFailure : ExitStatus.failure
        }
        output.print("recorded \(DiagnosticFormatter.counted(fixtures.count, "payload fixture")); review the diff (git diff \(PayloadFixtureFolder.path(schemas: job.schemas))) and commit it")
        return ExitStatus.success
    }

    /// The generated fixture tests file of `modules` that differs from what generation
    /// makes now, if one does (named as in the output directory).
    private static func staleTests(modules: [String], rendered: GenerationJob.Rendered, job: GenerationJob) -> String? {
        for module in modules {
            let path = GeneratedNames.testsModule(module) + "/" + PayloadFixtureTestsContext.fileName + ".swift"
            let onDisk = try? String(contentsOf: job.outputURL.appendingPathComponent(path), encoding: .utf8)
            if onDisk != rendered.files.contents(at: path) { return job.outputDirectory + "/" + path }
        }
        return nil
    }
}

/// Starts a command (`swift test …`) with more environment variables, its output going
/// where the tool's goes, and waits for it: a seam, so that tests need not run `swift`.
struct ProcessLauncher: Sendable {
    /// The status returned when the command cannot be started.
    static let cannotStart: Int32 = -1

    /// Runs `arguments` (looked up on `PATH`) with `environment` added; returns its exit status.
    let launch: @Sendable (_ arguments: [String], _ environment: [String: String], _ output: inout CommandOutput) -> Int32

    /// The real one: writes what `output` holds so far first, so that it comes before the command's own output.
    static let system = ProcessLauncher { arguments, environment, output in
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        output = CommandOutput()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        do {
            try process.run()
        } catch {
            output.printError("error: cannot start \(arguments.joined(separator: " ")): \(error.localizedDescription)")
            return cannotStart
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
