/// `mapwright check [--schemas DIR] [--output DIR] [--templates DIR]`: renders the
/// schemas and compares the result with the output directory, writing nothing. Exit 1
/// with the stale, missing and orphaned files and a unified diff of each; exit 3 when
/// the output directory cannot be read.
public enum CheckCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "check",
        abstract: "Check that the generated code is up to date; writes nothing.",
        options: [CommonOptions.schemas, CommonOptions.output, CommonOptions.templates],
        run: { options, output in run(GenerationJob(options), output: &output) }
    )

    static func run(_ job: GenerationJob, output: inout CommandOutput) -> Int32 {
        let files: GeneratedFileSet
        switch job.render(output: &output) {
        case .success(let rendered): files = rendered
        case .failure(let exit): return exit.status
        }
        do {
            let report = try GeneratedFileChecker(directory: job.outputURL, directoryName: job.outputDirectory).check(files)
            if report.isClean {
                output.print(report.summaryLine)
                return ExitStatus.success
            }
            output.print(report.description)
            return ExitStatus.failure
        } catch {
            output.printError("error: \(error)")
            if let hint = IOFailureHint.line(for: error) { output.printError(hint) }
            return ExitStatus.ioFailure
        }
    }
}
