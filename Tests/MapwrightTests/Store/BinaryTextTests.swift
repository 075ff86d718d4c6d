import Testing
@testable import Mapwright

/// Snapshot text is UTF-8 checked byte for byte: valid text comes back as written;
/// anything else is an error at the text's offset, never a repaired string.
@Suite struct BinaryTextTests {
    /// Reads one length-prefixed text from `utf8` (a one-byte LEB128 length, then the bytes).
    private func readText(_ utf8: [UInt8]) throws -> String {
        let bytes = [UInt8(utf8.count)] + utf8
        var offset = 0
        return try BinaryDecodingSource(bytes: bytes).text(&offset, limit: bytes.count)
    }

    @Test func validTextComesBackAsWritten() throws {
        let text = "héllo, wörld 👋 \u{0}"
        #expect(try readText(Array(text.utf8)) == text, "valid UTF-8, multi-byte and NUL included, must decode unchanged")
    }

    @Test(arguments: [
        [0x80] as [UInt8],                  // a continuation byte alone
        [0xC3, 0x28],                       // a lead byte followed by ASCII
        [0xC0, 0xAF],                       // an overlong '/'
        [0xED, 0xA0, 0x80],                 // a UTF-16 surrogate
        [0xF0, 0x90, 0x80, 0x41],           // a cut four-byte sequence: repaired, it would be as long
        [0x61, 0xF4, 0x90, 0x80, 0x80],     // beyond U+10FFFF
    ])
    func invalidUTF8IsAnErrorAtTheText(_ utf8: [UInt8]) {
        #expect(throws: BinaryFormatError(offset: 1, reason: "text is not valid UTF-8"),
                "bytes \(utf8) must be rejected at offset 1, not repaired with U+FFFD") {
            try readText(utf8)
        }
    }
}
