import Foundation
import Testing
@testable import MapwrightGenerator

/// Helpers for schema tests: load schema text, print its diagnostics, and find the
/// position of a token so expectations say which token an error points at.
enum SchemaFixture {
    /// The path single-file tests load under.
    static let path = "Test.json"

    /// Loads files given as path → text.
    static func load(_ files: [(path: String, text: String)]) -> SchemaLoadResult {
        SchemaFrontEnd.load(files.map { SchemaSource(path: $0.path, text: $0.text) })
    }

    /// The printed diagnostic lines (notes included) of one file.
    static func lines(_ text: String, path: String = path) -> [String] {
        DiagnosticFormatter.lines(for: load([(path, text)]).diagnostics)
    }

    /// The schema of one file, or `nil` when it has errors.
    static func schema(_ text: String, path: String = path) -> Schema? {
        load([(path, text)]).schema
    }

    /// The text of the file at `path` that the generator makes of the one-file schema `text`;
    /// records an issue and throws when the schema does not load or makes no such file.
    static func generated(_ path: String, from text: String) throws -> String {
        let schema = try #require(self.schema(text), "the schema must load: \(lines(text))")
        let files = try CodeGenerator().generate(schema).files
        return try #require(files.first { $0.path == path }?.contents, "no \(path) among \(files.map(\.path))")
    }

    /// `text` without its whitespace: what a test compares when the generator may have
    /// wrapped a statement over lines (at 120 columns).
    static func tokens(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    /// `path:line:column` of the first occurrence of `needle` in `text` (after the
    /// first occurrence of `anchor`, when given), moved `offset` bytes right; the
    /// column counted in Unicode scalars, as diagnostics count it.
    static func at(_ needle: String, in text: String, after anchor: String? = nil, offset: Int = 0, path: String = path) -> String {
        let bytes = Array(text.utf8)
        var start = 0
        if let anchor, let found = find(Array(anchor.utf8), in: bytes, from: 0) { start = found + anchor.utf8.count }
        guard let index = find(Array(needle.utf8), in: bytes, from: start) else { return "\(path):?:? ('\(needle)' not found)" }
        let target = index + offset
        var line = 1
        var lineStart = 0
        for position in 0..<target where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        // Columns count Unicode scalars: every byte that is not a UTF-8 continuation byte.
        let column = bytes[lineStart..<target].filter { $0 & 0xC0 != 0x80 }.count + 1
        return "\(path):\(line):\(column)"
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// The package's root directory (for the bundled `Schemas/`).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A fresh temporary directory holding `files` (name → text).
    static func directory(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
        return url.path
    }
}
