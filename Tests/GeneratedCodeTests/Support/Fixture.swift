import Foundation
import Mapwright

/// The payload fixtures of the seeds' examples, copied into the test bundle from
/// `Tests/GeneratedCodeTests/Fixtures/`.
enum Fixture {
    /// A fixture that is not in the bundle.
    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "fixture Fixtures/\(name).json is not in the test bundle" }
    }

    /// The file URL of `Fixtures/<name>.json`.
    static func url(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw Missing(name: name)
        }
        return url
    }

    /// The bytes of `Fixtures/<name>.json`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// `Fixtures/<name>.json`, read.
    static func json(_ name: String) throws -> JSONValue {
        try JSONReader().read(data(name))
    }
}
