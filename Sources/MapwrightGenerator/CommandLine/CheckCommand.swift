/// `mapwright check [--schemas DIR] [--output DIR] [--templates DIR]`: renders the
/// schemas and compares the result with the output directory, writing nothing. Exit 1
/// with the stale, missing and orphaned files and a unified diff of each, or with the
/// payload fixtures whose recordings are missing, stray or stale (see
/// ``PayloadFixtureReport``); exit 3 when the output directory cannot be read.
public enum CheckCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "check",
        abstract: "Check that the generated code and the payload fixtures' recordings are up to date; writes nothing.",
        options: [CommonOptions.schemas, CommonOptions.output, CommonOptions.templates],
        discussion: """
        A payload fixture fails the check when it has no recording, when a recording has no
        payload, or when its recording was made against an earlier version of its mapping or
        payload: run 'swift run mapwright fixtures record' and review the diff.
        """,
        run: { options, output in run(GenerationJob(options), output: &output) }
    )

    static func run(_ job: GenerationJob, output: inout CommandOutput) -> Int32 {
        let rendered: GenerationJob.Rendered
        switch job.renderWithFixtures(output: &output) {
        case .success(let result): rendered = result
        case .failure(let exit): return exit.status
        }
        let report: CheckReport
        do {
            report = try GeneratedFileChecker(directory: job.outputURL, directoryName: job.outputDirectory).check(rendered.files)
        } catch {
            output.printError("error: \(error)")
            if let hint = IOFailureHint.line(for: error) { output.printError(hint) }
            return ExitStatus.ioFailure
        }
        output.print(report.isClean ? report.summaryLine : report.description)
        let fixtures = PayloadFixtureReport(scan: rendered.fixtures, schema: rendered.schema, files: rendered.files)
        if !fixtures.isEmpty { output.print(fixtures.description.dropLast().description) }
        return report.isClean && fixtures.findings.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}
