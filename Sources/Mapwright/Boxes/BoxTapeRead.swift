import Foundation

/// What a built-in box reads on the document's tape itself, for the kinds of JSON value
/// it reads most (a string box's strings, an integer box's integers): no ``JSONValue``
/// is made, so no reference to the document is taken, and the box's transform is not
/// called. ``JSONMembers`` uses it for a field's value before anything else.
///
/// Both reads may decline (nil, false), and then the transform and ``Box/matches``
/// decide exactly as they would without them: a tape read never fails and never
/// reports. A value read here is the value the transform returns for the same entry in
/// either coercion mode, and `equals` is true only where ``Box/matches`` would be.
@usableFromInline
struct BoxTapeRead<Value>: Sendable {
    /// The box's value for the entry at the index, or nil when the entry is not of a kind
    /// read here (or does not convert: the transform then says why).
    @usableFromInline let value: (@Sendable (JSONDocument, Int) -> Value?)?
    /// Whether the entry at the index reads as the given value; false whenever that cannot
    /// be told here. Nil for boxes without such a shortcut.
    @usableFromInline let equals: (@Sendable (JSONDocument, Int, Value) -> Bool)?

    @usableFromInline
    init(value: (@Sendable (JSONDocument, Int) -> Value?)?, equals: (@Sendable (JSONDocument, Int, Value) -> Bool)?) {
        self.value = value
        self.equals = equals
    }
}

extension BoxTapeRead where Value == String {
    /// A string (escaped or not), and whether it equals a given text.
    static var string: BoxTapeRead<String> {
        BoxTapeRead(value: { document, index in document.string(at: index) },
                    equals: { document, index, text in document.string(at: index, equals: text) })
    }
}

extension BoxTapeRead where Value == URL {
    /// Whether a string is the text of a URL made from text alone (the `url` box's values).
    static var url: BoxTapeRead<URL> {
        BoxTapeRead(value: nil, equals: { document, index, url in
            url.baseURL == nil && document.string(at: index, equals: url.absoluteString)
        })
    }
}

extension BoxTapeRead where Value == Bool {
    /// `true` and `false`.
    static var bool: BoxTapeRead<Bool> {
        BoxTapeRead(value: { document, index in document.bool(at: index) },
                    equals: { document, index, flag in document.bool(at: index) == flag })
    }
}

extension BoxTapeRead where Value == Double {
    /// A number written with a fraction or an exponent.
    static var double: BoxTapeRead<Double> {
        BoxTapeRead(value: { document, index in document.finiteDouble(at: index) },
                    equals: { document, index, number in document.finiteDouble(at: index) == number })
    }
}

extension BoxTapeRead where Value == Date {
    /// An ISO 8601 timestamp without escapes, as `Box<Date>.iso8601` reads it.
    static var iso8601: BoxTapeRead<Date> {
        BoxTapeRead(value: { document, index in document.iso8601Date(at: index) },
                    equals: { document, index, date in document.iso8601Date(at: index) == date })
    }
}

extension BoxTapeRead where Value: FixedWidthInteger & Sendable {
    /// An integer written without fraction or exponent, in `Value`'s range.
    @inlinable
    static var integer: BoxTapeRead<Value> {
        BoxTapeRead(value: { document, index in document.int64(at: index).flatMap { Value(exactly: $0) } },
                    equals: { document, index, number in
                        guard let stored = document.int64(at: index) else { return false }
                        return Int64(exactly: number) == stored
                    })
    }
}

extension JSONDocument {
    /// The text of the string at `index`, escapes decoded; nil for every other kind.
    func string(at index: Int) -> String? {
        switch tag(at: index) {
        case .string: String(decoding: UnsafeBufferPointer(rebasing: rawStringBytes(at: index)), as: UTF8.self)
        case .escapedString: JSONStringDecoder.unescape(rawStringBytes(at: index))
        default: nil
        }
    }

    /// The raw bytes between the quotes of the string at `index`, escapes not yet decoded.
    func rawStringBytes(at index: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        let start = offset(at: index)
        return bytes[start..<start + Int(payload(at: index))]
    }

    /// Whether the entry at `index` is a string equal to `text`.
    func string(at index: Int, equals text: String) -> Bool {
        guard tag(at: index) == .string || tag(at: index) == .escapedString else { return false }
        var text = text
        return text.withUTF8 { string(at: index, equals: $0) }
    }

    /// The value of `true` or `false` at `index`; nil for every other kind.
    func bool(at index: Int) -> Bool? {
        switch tag(at: index) {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The integer at `index` when written without fraction or exponent and within `Int64`.
    @usableFromInline
    func int64(at index: Int) -> Int64? {
        tag(at: index) == .int ? Int64(bitPattern: payload(at: index)) : nil
    }

    /// The number at `index` when written with a fraction or exponent and finite.
    func finiteDouble(at index: Int) -> Double? {
        guard tag(at: index) == .double else { return nil }
        let number = Double(bitPattern: payload(at: index))
        return number.isFinite ? number : nil
    }

    /// The date of an ISO 8601 timestamp without escapes at `index`; nil for anything else.
    func iso8601Date(at index: Int) -> Date? {
        guard tag(at: index) == .string,
              case .success(let seconds) = ISO8601DateParser.secondsSince1970(UnsafeBufferPointer(rebasing: rawStringBytes(at: index))) else {
            return nil
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Whether the entry at `index` is JSON `null`.
    @usableFromInline
    func isNull(at index: Int) -> Bool {
        tag(at: index) == .null
    }
}
