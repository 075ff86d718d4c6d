import Foundation
import Mapwright

/// Finds the payload fixtures beside the schemas: `<schemas>/Fixtures/<Schema>/<Mapping>/<case>.json`,
/// recorded in `<case>.expected.json`. `<Schema>` is a schema file's name without
/// `.json`; `<Mapping>` a mapping of a stored entity of that file's module.
///
/// The schema loader reads only the `*.json` files directly inside the schema
/// directory, so the `Fixtures` folder is never read as a schema.
public enum PayloadFixtureFolder {
    /// The folder's name inside the schema directory.
    public static let name = "Fixtures"
    /// How a payload's file name ends.
    static let payloadSuffix = ".json"
    /// How a recording's file name ends.
    static let expectedSuffix = ".expected.json"

    /// `<schemas>/Fixtures`.
    public static func path(schemas: String) -> String {
        (schemas.hasSuffix("/") ? schemas : schemas + "/") + name
    }

    /// Every fixture of `schema`, whose files are in `schemas`; no fixture folder is no fixture.
    public static func scan(schemas: String, schema: Schema) -> PayloadFixtureScan {
        var scan = PayloadFixtureScan()
        let root = path(schemas: schemas)
        guard isDirectory(root) else { return scan }
        let schemaNames = Dictionary(schema.modules.flatMap { module in module.files.map { (baseName(of: $0), module) } },
                                     uniquingKeysWith: { first, _ in first })
        for folder in entries(of: root, scan: &scan) {
            let folderPath = root + "/" + folder
            guard isDirectory(folderPath) else {
                scan.diagnostics.append(Diagnostic(
                    .warning, "not a fixture folder, ignored; fixtures go in \(root)/<Schema>/<Mapping>/<case>.json",
                    at: SchemaLocation(file: folderPath)))
                continue
            }
            guard let module = schemaNames[folder] else {
                let known = schemaNames.keys.sorted()
                scan.diagnostics.append(Diagnostic(
                    .error, "no schema file '\(folder).json' for this fixture folder\(Suggestion.didYouMean(folder, among: known)) "
                        + "(a fixture folder is named after a schema file: \(known.joined(separator: ", ")))",
                    at: SchemaLocation(file: folderPath)))
                continue
            }
            scanSchemaFolder(folderPath, schemaName: folder, module: module, scan: &scan)
        }
        scan.diagnostics.sort { ($0.location.file, $0.message) < ($1.location.file, $1.message) }
        return scan
    }

    private static func scanSchemaFolder(_ folderPath: String, schemaName: String, module: Module, scan: inout PayloadFixtureScan) {
        for mappingName in entries(of: folderPath, scan: &scan) {
            let mappingPath = folderPath + "/" + mappingName
            guard isDirectory(mappingPath) else {
                scan.diagnostics.append(Diagnostic(
                    .warning, "not a mapping folder, ignored; payloads go in \(folderPath)/<Mapping>/<case>.json", at: SchemaLocation(file: mappingPath)))
                continue
            }
            let mappings = module.entities.flatMap { entity in entity.mappings.map { (entity, $0) } }
            guard let (entity, _) = mappings.first(where: { $0.1.name == mappingName }) else {
                let names = mappings.filter { !$0.0.isValueType }.map(\.1.name)
                scan.diagnostics.append(Diagnostic(
                    .error, "module \(module.name) has no mapping named '\(mappingName)'\(Suggestion.didYouMean(mappingName, among: names)) "
                        + "(a mapping folder is named after a mapping: \(names.joined(separator: ", ")))",
                    at: SchemaLocation(file: mappingPath)))
                continue
            }
            guard !entity.isValueType else {
                scan.diagnostics.append(Diagnostic(
                    .error, "mapping \(mappingName) fills the value type \(entity.name), which no store holds; "
                        + "payload fixtures are for mappings of entities with an identity",
                    at: SchemaLocation(file: mappingPath)))
                continue
            }
            scanMappingFolder(mappingPath, schemaName: schemaName, module: module.name, mapping: mappingName, scan: &scan)
        }
    }

    private static func scanMappingFolder(_ folder: String, schemaName: String, module: String, mapping: String, scan: inout PayloadFixtureScan) {
        let names = entries(of: folder, scan: &scan)
        let payloads = Set(names.filter { $0.hasSuffix(payloadSuffix) && !$0.hasSuffix(expectedSuffix) })
        for name in names {
            let path = folder + "/" + name
            if name.hasSuffix(expectedSuffix) {
                let payloadName = String(name.dropLast(expectedSuffix.count)) + payloadSuffix
                if !payloads.contains(payloadName) { scan.orphanedRecordings.append(path) }
                continue
            }
            guard name.hasSuffix(payloadSuffix), name.count > payloadSuffix.count else {
                scan.diagnostics.append(Diagnostic(
                    .warning, "not a payload (<case>.json) or a recording (<case>.expected.json), ignored", at: SchemaLocation(file: path)))
                continue
            }
            let bytes: [UInt8]
            switch RegularFileReader.system.read(atPath: path) {
            case .success(let read): bytes = read
            case .failure(let problem):
                scan.diagnostics.append(Diagnostic(.error, "cannot read the payload: \(problem.reason)", at: SchemaLocation(file: path)))
                continue
            }
            if let problem = payloadProblem(bytes, path: path) {
                scan.diagnostics.append(problem)
                continue
            }
            scan.fixtures.append(PayloadFixture(
                schemaName: schemaName, module: module, mapping: mapping, name: String(name.dropLast(payloadSuffix.count)),
                payloadPath: path, payload: bytes))
        }
    }

    /// Why `bytes` cannot be a payload: not JSON (at the position where it breaks), or
    /// neither an object nor an array.
    static func payloadProblem(_ bytes: [UInt8], path: String) -> Diagnostic? {
        do {
            let value = try JSONValue(parsing: bytes)
            guard value.kind == .object || value.kind == .array else {
                return Diagnostic(.error, "the payload is \(value.issueDescription); a payload is a JSON object or an array of objects",
                                  at: SchemaLocation(file: path, line: 1, column: 1))
            }
            return nil
        } catch {
            return Diagnostic(.error, "the payload is not valid JSON: \(error.message); fix the file, or capture the response again",
                              at: SchemaLocation(file: path, line: error.location.line, column: error.location.column))
        }
    }

    /// `Blog` for `Schemas/Blog.json`.
    static func baseName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// The visible entries of `directory`, sorted; a diagnostic when it cannot be listed.
    private static func entries(of directory: String, scan: inout PayloadFixtureScan) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix(".") }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        } catch {
            scan.diagnostics.append(Diagnostic(.error, "cannot list the fixture folder; check its permissions", at: SchemaLocation(file: directory)))
            return []
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
