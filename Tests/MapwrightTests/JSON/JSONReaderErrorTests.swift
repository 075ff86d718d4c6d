import Testing
import Mapwright

@Suite struct JSONReaderErrorTests {
    private func error(_ text: String, maxDepth: Int = JSONReader.defaultMaxDepth) -> JSONParseError? {
        do {
            _ = try JSONReader(maxDepth: maxDepth).read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func errorCarriesOffsetLineAndColumn() throws {
        let failure = try #require(error("{\n  \"a\": 1,\n  \"b\": tru\n}"), "bad literal must fail")
        #expect(failure.location.line == 3, "line of the bad literal")
        #expect(failure.location.column == 11, "column of the missing 'e'")
        #expect(failure.location.byteOffset == 22, "byte offset")
        #expect(failure.excerpt.contains("tru"), "excerpt shows the source: \(failure.excerpt)")
    }

    @Test func trailingCommaNamesWhatWasExpected() throws {
        let failure = try #require(error("[1,]"))
        #expect(failure.message == "unexpected ']', expected a value", "message: \(failure.message)")
        #expect(failure.location.column == 4, "column of ']'")
    }

    @Test func unterminatedStringIsUnexpectedEnd() throws {
        let failure = try #require(error("\"abc"))
        #expect(failure.reason == .unexpectedEnd(expected: "'\"' to close the string"), "reason: \(failure.reason)")
    }

    @Test func leadingZeroIsRejected() throws {
        let failure = try #require(error("[01]"))
        #expect(failure.location.column == 3, "points at the second digit")
    }

    @Test func emptyInputIsUnexpectedEnd() throws {
        let failure = try #require(error(""))
        #expect(failure.reason == .unexpectedEnd(expected: "a value"), "reason: \(failure.reason)")
    }

    @Test func trailingContentIsRejected() throws {
        let failure = try #require(error("{} x"))
        #expect(failure.reason == .trailingContent, "reason: \(failure.reason)")
        #expect(failure.location.column == 4, "column of 'x'")
    }

    @Test func invalidUTF8IsRejected() throws {
        #expect(throws: JSONParseError.self, "overlong encoding") { _ = try JSONReader().read([0x22, 0xC0, 0xAF, 0x22]) }
        #expect(throws: JSONParseError.self, "encoded surrogate") { _ = try JSONReader().read([0x22, 0xED, 0xA0, 0x80, 0x22]) }
        #expect(throws: JSONParseError.self, "truncated sequence") { _ = try JSONReader().read([0x22, 0xE2, 0x82, 0x22]) }
    }

    @Test func loneSurrogateEscapeIsRejected() throws {
        let failure = try #require(error(#""\ud800x""#))
        if case .loneSurrogate = failure.reason {} else { Issue.record("expected a lone surrogate error, got \(failure.reason)") }
    }

    @Test func depthLimitIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000)
        let failure = try #require(error(deep))
        #expect(failure.reason == .tooDeep(limit: 512), "reason: \(failure.reason)")
    }

    @Test func depthLimitIsSettable() throws {
        let nested = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        #expect(error(nested, maxDepth: 10) == nil, "depth 10 within a limit of 10")
        #expect(error(nested, maxDepth: 9)?.reason == .tooDeep(limit: 9), "depth 10 beyond a limit of 9")
    }

    @Test func descriptionReadsLineColumnByteAndExcerpt() throws {
        let failure = try #require(error("[1 2]"))
        #expect(failure.description == "1:4 (byte 3): unexpected '2', expected ',' or ']' near '[1 2]'", "description: \(failure.description)")
    }
}
