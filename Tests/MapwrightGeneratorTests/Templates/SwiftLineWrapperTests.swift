import Foundation
import Testing
@testable import MapwrightGenerator

/// Generated lines longer than 120 columns are broken after commas of their widest list,
/// and nothing but whitespace changes.
@Suite struct SwiftLineWrapperTests {
    /// A line of `count` characters: `call(` arguments `)` at the indentation given.
    private static func call(indent: String = "    ", arguments: Int) -> String {
        indent + "Self.apply(" + (0..<arguments).map { "argument\($0): value\($0)" }.joined(separator: ", ") + ")"
    }

    @Test func aShortLineIsLeftAsItIs() {
        let line = Self.call(arguments: 2)
        #expect(SwiftLineWrapper.wrap(line) == line, "a line within 120 columns changed")
    }

    @Test func aLongCallIsBrokenAfterCommasOfItsArgumentsWithinTheWidth() {
        let line = Self.call(arguments: 8)
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init)
        #expect(wrapped.count == 2, "a call of \(line.count) columns should take two lines: \(wrapped)")
        #expect(wrapped.first?.hasPrefix("    Self.apply(argument0: value0,") == true, "the first line should start the arguments")
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("        argument") }, "the next lines are not indented one level")
        #expect(wrapped.last?.hasSuffix("argument7: value7)") == true, "the closing parenthesis should follow the last argument")
        #expect(wrapped.allSatisfy { $0.count <= SwiftLineWrapper.width }, "a wrapped line is wider than 120: \(wrapped)")
        #expect(SchemaFixture.tokens(wrapped.joined(separator: "\n")) == SchemaFixture.tokens(line), "wrapping changed more than whitespace")
    }

    @Test func theWidestListIsChosenNotTheFirst() {
        let line = "        if case .value(let target) = reference, try context.contains(Blog.User.self, id: Blog.User.ID(target), "
            + "in: someVeryLongArgumentName, and: anotherVeryLongArgumentName) {"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init)
        #expect(wrapped.first?.hasPrefix("        if case .value(let target) = reference, try context.contains(Blog.User.self,") == true,
                "broke at the wrong list: \(wrapped)")
        #expect(wrapped.last?.hasSuffix("anotherVeryLongArgumentName) {") == true, "the text after the list should follow it: \(wrapped)")
    }

    @Test func aTailTooLongForTheLastLineStartsALine() {
        let line = "    public func build(at keyPath: Mapwright.JSONKeyPath = .root, keys: [Swift.String: Mapwright.JSONKeyPath] = [:]) "
            + "throws(Mapwright.ParseError) -> SomeModuleWithALongName.SomeRecordWithALongerName {"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init)
        #expect(wrapped.last == "    ) throws(Mapwright.ParseError) -> SomeModuleWithALongName.SomeRecordWithALongerName {", "the tail should start its own line: \(wrapped)")
        #expect(wrapped.allSatisfy { $0.count <= SwiftLineWrapper.width }, "a wrapped line is wider than 120: \(wrapped)")
    }

    @Test func aLongConformanceListIsBroken() {
        let line = "    public struct ID: Swift.Hashable, Swift.Sendable, Swift.Codable, Swift.CustomStringConvertible, "
            + "Mapwright.SnapshotValueDecodable, Mapwright.StoreIdentityHashing {"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init)
        #expect(wrapped.count == 2 && wrapped.last?.hasSuffix("Mapwright.StoreIdentityHashing {") == true, "not broken: \(wrapped)")
        #expect(SchemaFixture.tokens(wrapped.joined(separator: "\n")) == SchemaFixture.tokens(line), "wrapping changed more than whitespace")
    }

    @Test func commasInStringsAndInterpolationsDoNotSplit() {
        let line = "    collector.recordMissing(\"a, b, (c\", at: keyPath.appending(keys[\"\\(name), x\"] ?? \"created_at\"), "
            + "expected: \"String, or a number (\\(kind)) in quotes\", extra: #\"raw, \"quoted\", text\"#, more: somethingLong)"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init)
        let pieces = ["\"a, b, (c\"", "keys[\"\\(name), x\"]", "\"String, or a number (\\(kind)) in quotes\"", "#\"raw, \"quoted\", text\"#"]
        for piece in pieces {
            #expect(wrapped.contains { $0.contains(piece) }, "a string was split: \(piece) in \(wrapped)")
        }
        #expect(wrapped.count > 1, "the line was not wrapped")
        #expect(SchemaFixture.tokens(wrapped.joined(separator: "\n")) == SchemaFixture.tokens(line), "wrapping changed more than whitespace")
    }

    @Test(arguments: [
        "    /// " + String(repeating: "a long doc comment, (with parentheses), ", count: 4),
        "    // " + String(repeating: "a long comment, (with parentheses), ", count: 4),
        "    let name = \"" + String(repeating: "a long string, (with parentheses), ", count: 4) + "\"",
    ])
    func linesWithoutAListOutsideStringsAndCommentsStay(line: String) {
        #expect(SwiftLineWrapper.wrap(line) == line, "a line with no list to break changed: \(line)")
    }

    @Test func linesOfAMultilineStringLiteralStay() {
        let long = "        " + String(repeating: "payload(a, b), ", count: 10)
        let text = "    let json = \"\"\"\n\(long)\n    \"\"\"\n" + Self.call(arguments: 12)
        let wrapped = SwiftLineWrapper.wrap(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(wrapped[1] == long, "a line inside a multi-line string literal changed")
        #expect(wrapped.count > 4, "the call after the literal was not wrapped")
    }
}

/// The checked-in generated code of the bundled schemas (which `mapwright check` keeps
/// current) stays within 120 columns.
@Suite struct GeneratedLineWidthTests {
    private static let generatedDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Generated")

    @Test func everyGeneratedLineIsWithin120Columns() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.generatedDirectory.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the generated files were not found under \(Self.generatedDirectory.path)")
        for file in files {
            let text = try String(contentsOf: Self.generatedDirectory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > SwiftLineWrapper.width {
                Issue.record("Generated/\(file):\(number + 1) is \(line.count) columns: \(line)")
            }
        }
    }
}
