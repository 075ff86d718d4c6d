import Foundation

/// `mapwright fixtures add --mapping NAME [--schema NAME] [--name CASE] [--force] [--schemas DIR] <payload.json>`:
/// copies a captured response, byte for byte, into the fixture folder of the mapping
/// that imports it, after checking that it is JSON and that the mapping exists.
///
/// Exit status: 0 when copied, 1 when the payload is not JSON or the case exists (without
/// `--force`), 2 on schema errors, 3 when a file cannot be read or written, 64 on a bad
/// command line (an unknown mapping or schema included).
enum FixturesAddCommand {
    static let spec = CommandSpec(
        name: "fixtures add",
        abstract: "Copy a captured payload into the fixture folder of the mapping that imports it.",
        options: [
            OptionSpec(name: "mapping", valueName: "NAME", help: "Mapping that imports the payload.", defaultValue: nil, isRequired: true),
            FixturesCommand.schemaOption,
            OptionSpec(name: "name", valueName: "CASE", help: "The case's name.", defaultValue: nil,
                       defaultDescription: "the payload's file name without .json"),
            OptionSpec(flag: "force", help: "Replace a payload of the same case (its recording then needs recording again)."),
            CommonOptions.schemas,
        ],
        arguments: ArgumentSpec(valueName: "payload.json", help: "The response as the API sent it: a JSON object or array.", isRepeatable: false),
        discussion: """
        The payload goes to <schemas>/Fixtures/<Schema>/<Mapping>/<case>.json. Then run
        'swift run mapwright generate' (the generated tests gain the case) and
        'swift run mapwright fixtures record --mapping <Mapping>' (writes <case>.expected.json);
        review the recording and commit both files.
        """,
        run: { options, output in
            run(mapping: options["mapping"] ?? "", schemaName: options["schema"], caseName: options["name"], force: options.isSet("force"),
                schemas: options["schemas"] ?? CommonOptions.defaultSchemas, payload: options.arguments.first ?? "", output: &output)
        }
    )

    static func run(mapping: String, schemaName: String?, caseName: String?, force: Bool, schemas: String, payload: String,
                    output: inout CommandOutput) -> Int32 {
        let result = SchemaFrontEnd.load(directory: schemas)
        output.standardError += DiagnosticFormatter.text(for: result.diagnostics)
        guard let schema = result.schema else {
            output.printError("\(DiagnosticFormatter.counted(result.sourceCount, "schema")): \(DiagnosticFormatter.summary(of: result.diagnostics))")
            return result.inputFailed ? ExitStatus.ioFailure : ExitStatus.schemaErrors
        }
        let folder: String
        switch FixtureTarget.find(mapping: mapping, schemaName: schemaName, in: schema) {
        case .success(let target):
            folder = PayloadFixtureFolder.path(schemas: schemas) + "/" + target.schemaName + "/" + mapping
        case .failure(let problem):
            output.printError("error: \(problem.message)")
            return ExitStatus.usage
        }
        let name = caseName ?? Self.defaultCaseName(of: payload)
        if let problem = Self.caseNameProblem(name) {
            output.printError("error: the case name '\(name)' \(problem); pass --name CASE")
            return ExitStatus.usage
        }
        let bytes: [UInt8]
        switch RegularFileReader.system.read(atPath: payload) {
        case .success(let read): bytes = read
        case .failure(let problem):
            output.printError("error: cannot read the payload file '\(payload)': \(problem.reason) (pass the path of a readable JSON file)")
            return ExitStatus.ioFailure
        }
        if let problem = PayloadFixtureFolder.payloadProblem(bytes, path: payload) {
            output.standardError += DiagnosticFormatter.text(for: [problem])
            output.printError("error: nothing added: the payload must be the response as JSON")
            return ExitStatus.failure
        }
        let destination = folder + "/" + name + PayloadFixtureFolder.payloadSuffix
        let replacing = FileManager.default.fileExists(atPath: destination)
        if replacing, !force {
            output.printError("error: \(destination) already exists; pass --force to replace it, or --name CASE to add another case")
            return ExitStatus.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: destination), options: .atomic)
        } catch {
            output.printError("error: cannot write \(destination): \(error.localizedDescription)")
            return ExitStatus.ioFailure
        }
        output.print("\(replacing ? "replaced" : "added") \(destination) (payload fixture \(mapping)/\(name))")
        output.print("next:")
        output.print("  swift run mapwright generate                        # the generated tests gain the case")
        output.print("  swift run mapwright fixtures record --mapping \(mapping)   # writes \(name)\(PayloadFixtureFolder.expectedSuffix)")
        output.print("then review the recording and commit the payload with it")
        return ExitStatus.success
    }

    /// `two-posts` for `captures/two-posts.json`.
    static func defaultCaseName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// Why `name` cannot name a case, or nil.
    static func caseNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.hasPrefix(".") { return "starts with a dot (hidden files are not read)" }
        if name.contains("/") || name.contains("\\") { return "contains a path separator" }
        if name.hasSuffix(".expected") { return "ends in .expected, which names recordings" }
        return nil
    }
}

/// Where a mapping's fixtures go: the schema file (without `.json`) and the module.
struct FixtureTarget {
    let schemaName: String
    let module: Module

    /// A problem naming a mapping or a schema, in one line.
    struct Problem: Error {
        let message: String
    }

    /// The schema file and module of mapping `mapping`, in schema file `schemaName` when given.
    static func find(mapping: String, schemaName: String?, in schema: Schema) -> Result<FixtureTarget, Problem> {
        let files = schema.modules.flatMap { module in module.files.map { (PayloadFixtureFolder.baseName(of: $0), module) } }
        var candidates = files
        if let schemaName {
            candidates = files.filter { $0.0 == schemaName }
            if candidates.isEmpty {
                let names = files.map(\.0)
                return .failure(Problem(message: "no schema file '\(schemaName).json'\(Suggestion.didYouMean(schemaName, among: names)) (known: \(names.joined(separator: ", ")))"))
            }
        }
        let matches = candidates.filter { _, module in
            module.entities.contains { entity in entity.mappings.contains { $0.name == mapping } }
        }
        guard !matches.isEmpty else {
            let names = candidates.flatMap { _, module in module.entities.filter { !$0.isValueType }.flatMap(\.mappings).map(\.name) }
            return .failure(Problem(message: "no mapping named '\(mapping)'\(Suggestion.didYouMean(mapping, among: names)) (known: \(names.joined(separator: ", ")))"))
        }
        // A module spread over several files: the fixtures go with the file that declares the mapping.
        var chosen = matches
        if chosen.count > 1 {
            let declaring = chosen.filter { name, module in
                module.mappings.contains { $0.name == mapping && PayloadFixtureFolder.baseName(of: $0.location.file) == name }
            }
            if declaring.count == 1 { chosen = declaring }
        }
        guard chosen.count == 1, let (name, module) = chosen.first else {
            return .failure(Problem(message: "mapping '\(mapping)' is in several schema files (\(chosen.map(\.0).joined(separator: ", "))); pass --schema NAME"))
        }
        if let entity = module.entities.first(where: { $0.mappings.contains { $0.name == mapping } }), entity.isValueType {
            return .failure(Problem(message: "mapping '\(mapping)' fills the value type \(entity.name), which no store holds; "
                                    + "payload fixtures are for mappings of entities with an identity"))
        }
        return .success(FixtureTarget(schemaName: name, module: module))
    }
}
