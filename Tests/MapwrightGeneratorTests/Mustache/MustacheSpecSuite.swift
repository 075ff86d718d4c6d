import Foundation
import Testing
@testable import MapwrightGenerator

/// JSON as the spec files hold it. Tries `Bool` before numbers so `true` never reads
/// as `1` (no reliance on Foundation's NSNumber bridging).
enum SpecJSON: Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([SpecJSON])
    case object([String: SpecJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([SpecJSON].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: SpecJSON].self))
        }
    }

    /// The same value in the engine's data model.
    var mustacheValue: MustacheValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .array(let items): .list(items.map(\.mustacheValue))
        case .object(let entries): .dictionary(entries.mapValues(\.mustacheValue))
        }
    }
}

/// One spec test case, named by file and case for reports.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let template: String
    let data: MustacheValue
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file): \(name)" }
}

/// The official spec's required modules, read from this test target's fixtures
/// (`Fixtures/Conformance/mustache-spec`, with the spec's LICENSE). Optional modules
/// (files starting with `~`) are skipped.
enum MustacheSpecSuite {
    private struct File: Decodable {
        let tests: [Test]
    }

    private struct Test: Decodable {
        let name: String
        let data: SpecJSON
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    /// The spec folder: `Tests/MapwrightGeneratorTests/Fixtures/Conformance/mustache-spec/specs`.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Mustache
        .deletingLastPathComponent() // MapwrightGeneratorTests
        .appendingPathComponent("Fixtures/Conformance/mustache-spec/specs")

    /// The required modules' file names, sorted.
    static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix("~") }.sorted()
    }

    /// Every case of every required module; empty when the folder is absent.
    static let cases: [SpecCase] = fileNames.flatMap { (try? load(fileNamed: $0)) ?? [] }

    /// The cases in one spec file.
    static func load(fileNamed fileName: String) throws -> [SpecCase] {
        let data = try Data(contentsOf: folder.appendingPathComponent(fileName))
        let file = try JSONDecoder().decode(File.self, from: data)
        return file.tests.map { test in
            SpecCase(
                file: fileName, name: test.name, template: test.template, data: test.data.mustacheValue,
                partials: test.partials ?? [:], expected: test.expected
            )
        }
    }
}
