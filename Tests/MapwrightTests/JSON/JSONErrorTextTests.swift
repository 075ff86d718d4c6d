import Testing
import Mapwright

/// Columns count characters (Unicode scalars), and excerpts read as text.
@Suite struct JSONErrorTextTests {
    private func error(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONReader().read(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func error(_ text: String) -> JSONParseError? {
        error(Array(text.utf8))
    }

    @Test func columnCountsATwoByteCharacterOnce() throws {
        let failure = try #require(error(#"["é", x]"#))
        #expect(failure.location.column == 7 && failure.location.byteOffset == 7, "'x' after 'é': \(failure.location)")
    }

    @Test func columnCountsACharacterBeyondTheBasicPlaneOnce() throws {
        let failure = try #require(error(#"["😀", x]"#))
        #expect(failure.location.column == 7 && failure.location.byteOffset == 9, "'x' after an emoji: \(failure.location)")
    }

    @Test func columnIsExactFarIntoALongNonASCIILine() throws {
        let failure = try #require(error("[\"" + String(repeating: "é", count: 3_000) + "\", x]"))
        #expect(failure.location.column == 3_006, "'x' after 3,000 'é': \(failure.location)")
    }

    @Test func valueLocationsCountCharactersToo() throws {
        let document = try JSONReader().read("{\"é\": [true, 1]}")
        let location = try #require(document["é"]?[1]?.location)
        #expect(location.column == 14, "the 1 after a key 'é': \(location)")
    }

    @Test func excerptShowsValidUTF8AsText() throws {
        let failure = try #require(error(#"["café" x]"#))
        #expect(failure.excerpt == #"["café" x]"#, "excerpt: \(failure.excerpt)")
        #expect(failure.description.hasSuffix(#"near '["café" x]'"#), "description: \(failure.description)")
    }

    @Test func excerptEscapesOnlyBytesThatAreNotUTF8() throws {
        let failure = try #require(error(Array(#"["é"#.utf8) + [0xFF] + Array(#""]"#.utf8)))
        #expect(failure.reason == .invalidUTF8, "reason: \(failure.reason)")
        #expect(failure.excerpt == #"["é\xFF"]"#, "excerpt: \(failure.excerpt)")
    }

    @Test func excerptNeverCutsACharacterInHalf() throws {
        let text = "[\"" + String(repeating: "é", count: 20) + "\" x]"
        let failure = try #require(error(text))
        #expect(!failure.excerpt.contains("\\x"), "excerpt cut a character: \(failure.excerpt)")
        #expect(failure.excerpt.hasSuffix("éé\" x]"), "excerpt: \(failure.excerpt)")
    }
}
