/// `mapwright check [--schemas DIR] [--output DIR] [--templates DIR]`: fails when the
/// generated code is stale. Not implemented yet.
public enum CheckCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "check",
        abstract: "Check that the generated code is up to date; writes nothing.",
        options: [CommonOptions.schemas, CommonOptions.output, CommonOptions.templates],
        run: { _, output in
            output.printError("error: 'check' is not implemented yet")
            return ExitStatus.failure
        }
    )
}
