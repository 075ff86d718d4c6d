import Testing
import Mapwright

/// The string scanner reads eight bytes at a time and jumps to the first byte that needs
/// a look (quote, backslash, control or non-ASCII): each such byte at every offset in and
/// across those words must be found, decoded and, when wrong, reported where it is.
@Suite struct JSONStringScanTests {
    /// Plain ASCII padding of `count` bytes.
    private func padding(_ count: Int) -> String { String(repeating: "a", count: count) }

    @Test func closingQuoteIsFoundAtEveryOffset() throws {
        for before in 0..<20 {
            let text = padding(before)
            let json = try JSONValue(parsing: "[\"\(text)\",\"b\"]")
            #expect(json[0]?.string == text, "a string of \(before) bytes must end at its quote")
            #expect(json[1]?.string == "b", "the element after a string of \(before) bytes")
        }
    }

    @Test func specialBytesAreDecodedAtEveryOffset() throws {
        let specials: [(json: String, text: String)] = [("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\\u00e9", "é"), ("é", "é"), ("😀", "😀"), ("\u{7F}", "\u{7F}")]
        for (json, text) in specials {
            for before in 0..<18 {
                for after in [0, 1, 7, 8, 9] {
                    let value = try JSONValue(parsing: "\"\(padding(before))\(json)\(padding(after))\"")
                    #expect(value.string == padding(before) + text + padding(after), "\(json) after \(before) bytes, \(after) after it")
                }
            }
        }
    }

    @Test func controlByteIsReportedWhereItIs() throws {
        for before in 0..<18 {
            do {
                _ = try JSONReader().read("[\"\(padding(before))\u{01}\(padding(9))\"]")
                Issue.record("a control byte after \(before) bytes must be rejected")
            } catch {
                #expect(error.reason == .controlCharacterInString(0x01), "reason after \(before) bytes: \(error.reason)")
                #expect(error.location.byteOffset == before + 2, "the control byte after \(before) bytes is at offset \(before + 2), found \(error.location.byteOffset)")
            }
        }
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        for before in 0..<18 {
            var bytes = Array("[\"\(padding(before))".utf8)
            bytes.append(0xFF)
            bytes += Array("\(padding(9))\"]".utf8)
            do {
                _ = try JSONReader().read(bytes)
                Issue.record("a 0xFF byte after \(before) bytes must be rejected")
            } catch {
                #expect(error.reason == .invalidUTF8, "reason after \(before) bytes: \(error.reason)")
                #expect(error.location.byteOffset == before + 2, "the bad byte after \(before) bytes is at offset \(before + 2), found \(error.location.byteOffset)")
            }
        }
    }
}
