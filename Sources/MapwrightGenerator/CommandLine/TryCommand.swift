import Foundation
import Mapwright

/// `mapwright try --mapping NAME [--schemas DIR] [--format text|json] [--strict] <payload.json>`:
/// runs a mapping (or feed) of the schemas on a real payload without compiling
/// anything, and prints the records the generated parser would write, the links it
/// would make and every issue with its key path, line and column.
///
/// Exit status: 0 when the payload has no error (warnings allowed), 1 when it has,
/// 2 on schema errors, 3 when the payload file cannot be read (the message says why),
/// 4 with `--strict` when the payload has no error but has keys no field reads or mapped
/// keys no object has, 64 on a bad command line (an unknown mapping included).
public enum TryCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "try",
        abstract: "Run a mapping on a JSON payload without compiling: records, links and issues.",
        options: [
            OptionSpec(name: "mapping", valueName: "NAME", help: "Mapping or feed to run (Module.Name when several modules have one).",
                       defaultValue: nil, isRequired: true),
            CommonOptions.schemas,
            OptionSpec(name: "format", valueName: "FORMAT", help: "Output format: text or json.", defaultValue: "text"),
            OptionSpec(flag: "strict", help: "Fail (exit 4) on payload keys no field reads and mapped keys no object has."),
        ],
        arguments: ArgumentSpec(valueName: "payload.json", help: "The JSON payload to read.", isRepeatable: false),
        discussion: """
        Identified entities run through their fetch-or-create parser (an array payload through
        parseArray, a mapping with a root through parseResponse); value types through their
        builder and result; feeds through their importer. Nothing is written anywhere.
        The report lists the payload keys no field reads and the mapped keys no object has
        (with the payload's closest key); --strict makes them errors, for CI.
        """,
        run: { options, output in
            run(mapping: options["mapping"] ?? "", schemas: options["schemas"] ?? CommonOptions.defaultSchemas,
                format: options["format"] ?? "text", strict: options.isSet("strict"), payload: options.arguments.first ?? "", output: &output)
        }
    )

    /// Runs the command; `reader` reads the payload (a seam for tests).
    static func run(mapping: String, schemas: String, format: String, strict: Bool = false, payload: String, reader: RegularFileReader = .system,
                    output: inout CommandOutput) -> Int32 {
        guard format == "text" || format == "json" else {
            output.printError("error: unknown format '\(format)' (expected text or json)")
            return ExitStatus.usage
        }
        let result = SchemaFrontEnd.load(directory: schemas)
        output.standardError += DiagnosticFormatter.text(for: result.diagnostics)
        guard let schema = result.schema else {
            output.printError("\(DiagnosticFormatter.counted(result.sourceCount, "schema")): \(DiagnosticFormatter.summary(of: result.diagnostics))")
            return ExitStatus.schemaErrors
        }
        let data: Data
        switch reader.read(atPath: payload) {
        case .success(let bytes):
            data = Data(bytes)
        case .failure(let problem):
            output.printError("error: cannot read the payload file '\(payload)': \(problem.reason) (pass the path of a readable JSON file)")
            return ExitStatus.ioFailure
        }
        let report: TryReport
        do {
            report = try TryRunner(schema: schema).run(mapping, data: data)
        } catch {
            output.printError("error: \(error.message)")
            return ExitStatus.usage
        }
        output.print(format == "json" ? TryReportFormatter.json(report, payloadName: payload) : TryReportFormatter.text(report, payloadName: payload))
        if report.hasErrors { return ExitStatus.failure }
        if strict, report.hasUnmatchedKeys {
            let counts = [(report.unreadKeys.count, "payload key", "no field reads"), (report.missingKeys.count, "mapped key", "no object has")]
                .filter { $0.0 > 0 }.map { "\(DiagnosticFormatter.counted($0.0, $0.1)) \($0.2)" }
            output.printError("error: --strict: \(counts.joined(separator: " and ")) (listed above)")
            return ExitStatus.unmatchedKeys
        }
        return ExitStatus.success
    }
}
