import Foundation
import Mapwright

/// The seeds' payload fixtures, read from `Tests/GeneratedCodeTests/Fixtures/` in the
/// source tree (the generated-code tests bundle the same files).
enum SeedFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedCodeTests/Fixtures")

    /// `Fixtures/<name>.json`, read.
    static func json(_ name: String) throws -> JSONValue {
        try JSONReader().read(Data(contentsOf: directory.appendingPathComponent("\(name).json")))
    }
}
