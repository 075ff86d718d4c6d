import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// Helpers for the Core Data import tests: the fixture models, running the command
/// into a fresh directory, and reading the schema it wrote as JSON.
enum CoreDataFixture {
    /// `Tests/MapwrightGeneratorTests/Fixtures/CoreData`.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/CoreData")
    }

    /// The path of a fixture model (`groot/Model.xcdatamodel`).
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The fixture models, with the module each is imported as.
    static let models: [(path: String, module: String)] = [
        ("groot/Model.xcdatamodel", "Groot"), ("magicalrecord/TestModel.xcdatamodel", "MagicalRecord"),
        ("Sync.xcdatamodel", "Sync"), ("Library.xcdatamodeld", "Library"),
    ]

    /// What one run of `mapwright import-coredata` gave.
    struct Run {
        var status: Int32
        var output: CommandOutput
        /// The schema file's path (written only when `status` is 0).
        var schemaPath: String
        /// The written schema's text, if any.
        var text: String? { try? String(contentsOfFile: schemaPath, encoding: .utf8) }
        /// The written schema parsed, if any.
        var json: JSONValue? { text.flatMap { try? JSONValue(parsing: $0) } }
    }

    /// Runs `mapwright import-coredata <model> --output <fresh dir>/<module>.json` plus `arguments`.
    static func run(_ model: String, module: String = "Imported", _ arguments: [String] = []) throws -> Run {
        let folder = try SchemaFixture.directory([:])
        let schemaPath = folder + "/\(module).json"
        var output = CommandOutput()
        let status = MapwrightTool.run(["import-coredata", model, "--module", module, "--output", schemaPath] + arguments, output: &output)
        return Run(status: status, output: output, schemaPath: schemaPath)
    }

    /// Writes `contents` as a model's `contents` file in a fresh directory; returns its path.
    static func contents(_ contents: String) throws -> String {
        try SchemaFixture.directory(["contents": contents]) + "/contents"
    }

    /// A model's XML around `entities` (and other model-level elements).
    static func model(_ entities: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="21754" systemVersion="22G120" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        \(entities)
        </model>

        """
    }
}

extension JSONValue {
    /// The value at a dotted path of object keys (`entities.Book.attributes`).
    func at(_ path: String) -> JSONValue? {
        var value: JSONValue? = self
        for key in path.split(separator: ".") { value = value?[String(key)] }
        return value
    }
}
