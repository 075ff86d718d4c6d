import Foundation
import Testing
@testable import MapwrightGenerator

/// The generated code of an enum that keeps unknown raw values: its file, the literals
/// naming its unknown case, and the generated tests of its fields.
@Suite("Enums that keep unknown raw values: generated code")
struct KeptEnumGenerationTests {
    /// Module `Kept`: enum `Status` (declared with `declaration` after its cases), an
    /// identified `Ticket` with a required and an optional `Status`, mapped.
    private func schema(_ declaration: String) -> String {
        """
        {
          "module": "Kept",
          "enums": { "Status": { "cases": ["open", "default", "other"], "values": { "open": "OPEN" }\(declaration) } },
          "entities": {
            "Ticket": {
              "identity": "ticketID",
              "attributes": { "ticketID": "Int64", "status": "Status", "previous": { "type": "Status?", "default": "other" } }
            }
          },
          "mappings": { "Ticket": { "fields": { "ticketID": "id", "status": "status", "previous": "previous" } } }
        }
        """
    }

    private func files(_ declaration: String) throws -> GeneratedFileSet {
        let text = schema(declaration)
        let loaded = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        return try CodeGenerator().generate(loaded)
    }

    private let kept = #", "unknown": "other", "keepUnknown": true"#

    @Test func withoutTheFlagTheEnumFileIsThePlainOne() throws {
        let plain = try files(#", "unknown": "other""#).contents(at: "Kept/Status.swift")
        let flagOff = try files(#", "unknown": "other", "keepUnknown": false"#).contents(at: "Kept/Status.swift")
        #expect(plain != nil && plain == flagOff, "keepUnknown: false must generate today's enum byte for byte")
        #expect(plain?.contains("nonisolated public enum Status: Swift.String, Mapwright.SchemaEnum, Swift.Codable {") == true, "the plain enum is String-backed: \(plain ?? "")")
    }

    @Test func theUnknownCaseCarriesTheRawValue() throws {
        let text = try #require(try files(kept).contents(at: "Kept/Status.swift"), "Status.swift must be generated")
        let lines = [
            "nonisolated public enum Status: Mapwright.SchemaEnum, Swift.Codable {",
            "    case other(Swift.String)",
            "        case \"OPEN\": self = Kept.Status.`open`",
            "        default: self = Kept.Status.other(rawValue)",
            "        case Kept.Status.other(let raw): raw",
            "    public static let allCases: [Kept.Status] = [Kept.Status.`open`, Kept.Status.`default`, Kept.Status.other(\"other\")]",
            "    public static let unknownCase: Kept.Status? = Kept.Status.other(\"other\")",
        ]
        for line in lines {
            #expect(text.contains(line + "\n"), "the kept enum must contain `\(line)`:\n\(text)")
        }
        #expect(!text.contains("case \"other\":"), "the unknown case's own raw value must fall to the kept case, not be matched as a plain case:\n\(text)")
    }

    @Test func rawValuesWithQuotesAndLineBreaksStayInsideLiteralsAndComments() throws {
        let text = #"""
        { "module": "Texts",
          "enums": { "Mood": { "cases": ["calm", "odd"], "values": { "calm": "calm \"raw\" \\(x)\nSPILL-calm", "odd": "odd \"raw\" \\(x)\nSPILL-odd" },
                               "unknown": "odd", "keepUnknown": true } },
          "entities": { "Note": { "attributes": { "mood": "Mood" } } } }
        """#
        let loaded = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        let file = try #require(try CodeGenerator().generate(loaded).contents(at: "Texts/Mood.swift"), "Mood.swift must be generated")
        for line in file.split(separator: "\n") where line.drop(while: { $0 == " " }).hasPrefix("SPILL") {
            Issue.record("a raw value's line break pushed text out of a comment or literal: \(line)\n\(file)")
        }
        #expect(file.contains(#"        case "calm \"raw\" \\(x)\nSPILL-calm": self = Texts.Mood.calm"#), "the raw value must be an escaped literal:\n\(file)")
    }

    @Test func aDefaultNamingTheUnknownCaseHoldsItsRawValue() throws {
        let model = try #require(try files(kept).contents(at: "Kept/Ticket.swift"), "Ticket.swift must be generated")
        #expect(model.contains("previous: Kept.Status? = Kept.Status.other(\"other\")"), "the default must be the kept case with its own raw value:\n\(model)")
    }

    @Test func generatedTestsCheckTheKeptRawValueAndItsExport() throws {
        let tests = try #require(try files(kept).contents(at: "KeptTests/TicketParserTests.swift"), "the parser tests must be generated")
        let lines = [
            "        #expect(record.status == Kept.Status.other(\"not-a-Status-case\"), \"status must keep the unknown raw value\")",
            "        #expect(record.status.rawValue == \"not-a-Status-case\", \"status's raw value must be the text that came\")",
            "        #expect(record.previous?.rawValue == \"not-a-Status-case\", \"previous's raw value must be the text that came\")",
            "            exported[\"status\"] == Mapwright.JSONOutput.string(\"not-a-Status-case\"),",
            "            \"export must write status's kept raw value back at status: \\(exported.text())\")",
        ]
        for line in lines {
            #expect(SchemaFixture.tokens(tests).contains(SchemaFixture.tokens(line)), "the generated tests must contain `\(line)`")
        }
        #expect(!tests.contains("must fall back to its unknown case"), "a kept enum's field test must not expect the plain unknown case")
    }
}
