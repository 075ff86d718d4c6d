/// `mapwright fixtures add|record|list`: payload fixtures, captured API responses kept
/// beside the schemas (`<schemas>/Fixtures/<Schema>/<Mapping>/<case>.json`) whose import
/// the generated tests compare with a recording (`<case>.expected.json`).
public enum FixturesCommand {
    /// The command group.
    public static let spec = CommandSpec(
        name: "fixtures",
        abstract: "Keep captured API responses as regression tests: add, record, list.",
        subcommands: [FixturesAddCommand.spec, FixturesRecordCommand.spec, FixturesListCommand.spec],
        discussion: """
        A payload fixture is a response as the API sent it, kept in
        <schemas>/Fixtures/<Schema>/<Mapping>/<case>.json (<Schema> is a schema file's name
        without .json). 'generate' writes a test that imports each payload with the real
        parser and compares the dump of what was stored (records, links, issues) with the
        recording <case>.expected.json; 'check' fails when a recording is missing or was made
        against an earlier version of the mapping or the payload.
        """
    )

    /// `--schema NAME`: a schema file's name without `.json`.
    static let schemaOption = OptionSpec(name: "schema", valueName: "NAME", help: "Schema file's name without .json (Blog for Schemas/Blog.json).",
                                         defaultValue: nil, defaultDescription: "every schema")
}

/// `mapwright fixtures list [--schemas DIR] [--output DIR] [--templates DIR]`: each
/// payload fixture with the state of its recording. Exit 0 whatever the states (`check`
/// is the one that fails), 2 on schema or fixture errors.
enum FixturesListCommand {
    static let spec = CommandSpec(
        name: "fixtures list",
        abstract: "List the payload fixtures and the state of each recording.",
        options: [CommonOptions.schemas, CommonOptions.output, CommonOptions.templates],
        discussion: """
        States: recorded (the recording is current), not recorded (no <case>.expected.json),
        stale (recorded against an earlier version of the mapping or the payload), and
        recordings whose payload is gone.
        """,
        run: { options, output in run(GenerationJob(options), output: &output) }
    )

    static func run(_ job: GenerationJob, output: inout CommandOutput) -> Int32 {
        let rendered: GenerationJob.Rendered
        switch job.renderWithFixtures(output: &output) {
        case .success(let result): rendered = result
        case .failure(let exit): return exit.status
        }
        let report = PayloadFixtureReport(scan: rendered.fixtures, schema: rendered.schema, files: rendered.files)
        guard !report.isEmpty else {
            output.print("no payload fixtures in \(PayloadFixtureFolder.path(schemas: job.schemas)); add one with 'swift run mapwright fixtures add --mapping NAME payload.json'")
            return ExitStatus.success
        }
        let rows = report.entries.map { ($0.fixture.schemaName + ": " + $0.fixture.displayName, $0.state.rawValue, $0.fixture.payloadPath) }
            + report.orphanedRecordings.map { ("", "no payload", $0) }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let stateWidth = rows.map(\.1.count).max() ?? 0
        for row in rows {
            output.print(row.0.padded(to: nameWidth + 2) + row.1.padded(to: stateWidth + 2) + row.2)
        }
        output.print(report.summaryLine)
        return ExitStatus.success
    }
}
