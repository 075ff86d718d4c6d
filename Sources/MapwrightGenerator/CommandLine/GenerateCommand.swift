/// `mapwright generate [--schemas DIR] [--output DIR] [--templates DIR]`: renders the
/// schemas and writes only the files whose bytes changed, removing files it generated
/// before that are no longer produced. Exit 3, with the path, the reason and a hint,
/// when the output directory cannot be changed (and then nothing was changed).
public enum GenerateCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate Swift code from the schemas, writing only files that changed.",
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
            let summary = try GeneratedFileWriter(directory: job.outputURL).write(files)
            output.print(summary.description)
            return ExitStatus.success
        } catch {
            output.printError("error: \(error)")
            if let hint = IOFailureHint.line(for: error) { output.printError(hint) }
            return ExitStatus.ioFailure
        }
    }
}
