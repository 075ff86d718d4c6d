import Mapwright
import Testing
@testable import MapwrightGenerator

/// A schema keeps one located value per token it read, so the sizes of locations and
/// of the commonest syntax records decide how much memory a large schema takes.
@Suite("Syntax footprint")
struct SyntaxFootprintTests {
    @Test func locationIsSixteenBytes() {
        #expect(MemoryLayout<SchemaLocation>.size == 16, "SchemaLocation grew to \(MemoryLayout<SchemaLocation>.size) bytes")
    }

    @Test func syntaxValueIsAViewOfThreeWords() {
        #expect(MemoryLayout<SyntaxValue>.size == 24, "SyntaxValue grew to \(MemoryLayout<SyntaxValue>.size) bytes")
    }

    @Test func plainFieldCarriesNoInlineOptions() {
        #expect(MemoryLayout<FieldSyntax>.stride <= 48, "FieldSyntax grew to \(MemoryLayout<FieldSyntax>.stride) bytes")
    }

    @Test func locationsOfOneFileShareTheirPathAndStillCompareByText() throws {
        let shared = SchemaText(path: "Schemas/Blog.json", lines: JSONLineIndex(try JSONReader().read("{\n}\n").document))
        let read = shared.location(ofByte: 2)
        let written = SchemaLocation(file: "Schemas/Blog.json", line: 2, column: 1)
        #expect(read == written && read.hashValue == written.hashValue, "a read location differs from the same one written out: \(read) vs \(written)")
        #expect(!(read < written) && !(written < read), "equal locations must not order before each other")
    }
}
