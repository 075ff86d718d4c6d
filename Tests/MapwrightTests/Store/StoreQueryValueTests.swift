import Foundation
import Testing
@testable import Mapwright

/// The order queries compare stored values in (SQLite's, on both engines).
@Suite struct StoreQueryValueTests {
    private func order(_ a: StoreQueryValue, _ b: StoreQueryValue) -> Int {
        StoreQueryValue.compare(a, b)
    }

    @Test func nilSortsBeforeNumbersBeforeTextBeforeBytes() {
        #expect(order(.null, .integer(.min)) < 0, "nil before any number")
        #expect(order(.real(.infinity), .text("")) < 0, "numbers before text")
        #expect(order(.text("\u{10FFFF}"), .blob(Data())) < 0, "text before bytes")
        #expect(order(.null, .null) == 0, "nil equals nil")
    }

    @Test func integersAndRealsCompareByValueExactly() {
        #expect(order(.integer(2), .real(2.5)) < 0, "2 < 2.5")
        #expect(order(.real(3), .integer(3)) == 0, "3.0 == 3")
        // 2^53 + 1 is not a Double: the real 2^53 is smaller.
        #expect(order(.real(9_007_199_254_740_992), .integer(9_007_199_254_740_993)) < 0, "exact beyond 2^53")
    }

    @Test func textComparesByUTF8Bytes() {
        #expect(order(.text("B"), .text("a")) < 0, "upper case before lower case")
        #expect(order(.text("z"), .text("É")) < 0, "ASCII before accented letters")
        #expect(order(.text("ab"), .text("abc")) < 0, "a prefix first")
        // Canonically equivalent, different bytes: not equal (no normalization).
        #expect(order(.text("\u{E9}"), .text("e\u{301}")) != 0, "é precomposed differs from e + combining accent")
    }

    @Test func storedFormsFollowTheColumnTable() {
        #expect(StoreQueryValue.of(true) == .integer(1), "Bool as 0 or 1")
        #expect(StoreQueryValue.of(Date(timeIntervalSince1970: 5)) == .real(5), "Date as seconds since 1970")
        #expect(StoreQueryValue.of(Double.nan) == .text("NaN"), "NaN as text, as SQLite stores it")
        #expect(StoreQueryValue.of(String?.none) == .null, "nil as NULL")
    }
}
