import Foundation

/// Reads a Core Data model and makes its schema: finds the `contents` file, reads the
/// XML, builds the schema, and lints it with the schemas already beside it.
enum CoreDataImporter {
    /// What an import made, ready to write.
    struct Outcome: Sendable {
        /// The `contents` file read.
        var contentsPath: String
        /// The module of the schema.
        var module: String
        /// The schema, report and boxes.
        var result: CoreDataImportResult
        /// Lint's diagnostics for the schema (with the schemas beside it).
        var lint: [Diagnostic]
        /// Whether lint accepts the schema.
        var isValid: Bool
    }

    /// The module name a model name gives: its letters, digits and `_`, capitalised
    /// (`TestModel`, `My-Model 2` → `MyModel2`); `Model` when nothing is left.
    static func moduleName(forModel name: String) -> String {
        let kept = String(name.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        guard let first = kept.first, !first.isNumber else { return "Model" + kept }
        return first.uppercased() + kept.dropFirst()
    }

    /// Imports the model at `path` as module `module` (default: from the model's name),
    /// linted as the file `schemaPath(module)` beside `neighbours`.
    static func importModel(at path: String, module: String?, snakeCaseKeys: Bool, neighbours: [SchemaSource],
                            schemaPath: (String) -> String) throws(CoreDataImportFailure) -> Outcome {
        let (contents, modelName) = try CoreDataModelLocator.contentsFile(for: path)
        guard let data = FileManager.default.contents(atPath: contents) else {
            throw .unreadable(contents, reason: "cannot read the model's contents file (check that it exists and is readable)")
        }
        let model = try CoreDataModelReader.read(data, path: contents)
        let moduleName = module ?? moduleName(forModel: modelName)
        let result = try CoreDataSchemaBuilder.build(model, options: .init(module: moduleName, snakeCaseKeys: snakeCaseKeys))
        let lint = SchemaFrontEnd.load(neighbours + [SchemaSource(path: schemaPath(moduleName), text: result.schemaText)])
        return Outcome(contentsPath: contents, module: moduleName, result: result, lint: lint.diagnostics, isValid: lint.schema != nil)
    }
}
