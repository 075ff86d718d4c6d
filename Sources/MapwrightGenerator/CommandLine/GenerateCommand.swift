/// `mapwright generate [--schemas DIR] [--output DIR] [--templates DIR]`: writes the
/// generated code. Not implemented yet.
public enum GenerateCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate Swift code from the schemas, writing only files that changed.",
        options: [CommonOptions.schemas, CommonOptions.output, CommonOptions.templates],
        run: { _, output in
            output.printError("error: 'generate' is not implemented yet")
            return ExitStatus.failure
        }
    )
}
