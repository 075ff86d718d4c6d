import Foundation
import Mapwright

/// `mapwright infer [--module NAME] [--entity NAME] [--output FILE] <sample.json> ...`:
/// drafts a schema from sample payloads and prints it (or writes it to a new file).
/// The draft is linted before it is shown, and a review list (what was merged, guessed,
/// left open, suggested) is printed on standard error after it; exit 1 when a sample is not JSON or not
/// objects, or `--output` names a file that exists (never overwritten); 2 when the draft
/// does not validate (which is a bug worth reporting); 3 when a sample cannot be read or
/// the output file cannot be written (the message says why and what to do).
public enum InferCommand {
    /// The module name when `--module` is not given.
    static let defaultModule = "Inferred"

    /// The command.
    public static let spec = CommandSpec(
        name: "infer",
        abstract: "Draft a schema from sample JSON payloads.",
        options: [
            OptionSpec(name: "module", valueName: "NAME", help: "Module of the drafted schema.", defaultValue: defaultModule),
            OptionSpec(name: "entity", valueName: "NAME", help: "Name of the root entity (the samples' objects).", defaultValue: nil,
                       defaultDescription: "from the first sample's file name"),
            OptionSpec(name: "output", valueName: "FILE", help: "Write the schema to this new file instead of printing it.", defaultValue: nil,
                       defaultDescription: "standard output"),
        ],
        arguments: ArgumentSpec(valueName: "sample.json", help: "Sample payloads: objects, or arrays of objects, of the root entity.", isRepeatable: true),
        discussion: """
        Types come from every value seen: integers by range, fractions as Decimal under a key
        naming money else Double, booleans, ISO 8601 strings and unix timestamps in keys
        naming a time as dates, URLs, UUIDs. A key absent or null in a sample is optional; a
        key null (or an empty array) in every sample is left out. Nested objects are
        entities, one for all objects with the same keys whatever key holds them, identified
        by an id-like key (id, <name>_id, uuid; else a guessed slug, login, name or URL) when
        what holds them is identified too, else value types; arrays of objects are to-many
        relationships. The review list on standard error says what was merged, guessed, left
        open and which strings look like enums. Check the draft, then run 'mapwright try'.
        """,
        run: { options, output in
            run(samples: options.arguments, module: options["module"] ?? defaultModule, entity: options["entity"],
                outputFile: options["output"], output: &output)
        }
    )

    /// Runs the command; `reader` reads the samples (a seam for tests).
    static func run(samples paths: [String], module: String, entity: String?, outputFile: String?, reader: RegularFileReader = .system,
                    output: inout CommandOutput) -> Int32 {
        var samples: [(name: String, json: JSONValue)] = []
        for path in paths {
            let bytes: [UInt8]
            switch reader.read(atPath: path) {
            case .success(let read):
                bytes = read
            case .failure(let problem):
                output.printError("error: cannot read the sample file '\(path)': \(problem.reason) (pass the path of a readable JSON file)")
                return ExitStatus.ioFailure
            }
            do {
                samples.append((path, try JSONReader().read(bytes)))
            } catch {
                output.printError("\(path):\(error.location.line):\(error.location.column): error: malformed JSON: \(error.message)")
                return ExitStatus.failure
            }
        }
        let rootEntity = entity ?? SchemaInferrer.entityName(forFile: paths.first ?? "Sample")
        let drafted: InferredSchema
        do {
            drafted = try SchemaInferrer.draft(samples, module: module, entity: rootEntity)
        } catch {
            output.printError("error: \(error.message)")
            return ExitStatus.failure
        }
        let text = drafted.text
        let schemaPath = outputFile ?? "\(module).json"
        let lint = SchemaFrontEnd.load([SchemaSource(path: schemaPath, text: text)])
        output.standardError += DiagnosticFormatter.text(for: lint.diagnostics) + drafted.reviewText
        guard let outputFile else {
            output.standardOutput += text
            return lint.schema == nil ? ExitStatus.schemaErrors : ExitStatus.success
        }
        do {
            try NewFile.create(outputFile, holding: Array(text.utf8), option: "--output")
        } catch {
            output.printError("error: \(error.message)")
            return error.status
        }
        let directory = (outputFile as NSString).deletingLastPathComponent
        let schemas = directory.isEmpty ? "." : directory
        output.print("Wrote \(outputFile): root entity \(rootEntity); check it with 'swift run mapwright try --mapping \(rootEntity) --schemas \(schemas) \(paths.first ?? "sample.json")'")
        return lint.schema == nil ? ExitStatus.schemaErrors : ExitStatus.success
    }
}
