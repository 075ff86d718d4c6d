import Foundation
import Mapwright

/// The record of a module's schema as last released, kept beside the schemas
/// (`Schemas/.released/<Module>.json`, written by `mapwright migrations --action record`):
/// the store descriptions the released code generated, which `mapwright migrations`
/// compares the current schemas with.
struct ReleasedSchema: Codable, Equatable {
    /// The module's name.
    var module: String
    /// The entities marked `"removed": true`.
    var removedEntities: [String]
    /// The identified entities' descriptions, sorted by name.
    var entities: [StoreTable]

    /// The record of `module` as the schemas declare it now.
    init(_ module: Module) {
        self.module = module.name
        removedEntities = module.removedEntities
        entities = StoreDescriptions.tables(of: module)
    }

    /// The record's file in `directory`.
    static func path(of module: String, in directory: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + module + ".json"
    }

    /// The record as written: pretty, keys sorted, so that its diff reads well.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
