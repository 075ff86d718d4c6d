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
///
/// A kind, not closures: reading one costs a switch in code specialized for the field's
/// value type, with no closure context to retain and release and no indirect call.
@usableFromInline
enum BoxTapeRead: Sendable, Hashable {
    /// A string (escaped or not); equal to a given text.
    case string
    /// No value (a URL is parsed by Foundation); equal to a URL made from text alone with that text.
    case url
    /// `true` and `false`.
    case bool
    /// A number written with a fraction or an exponent, finite.
    case double
    /// An ISO 8601 timestamp without escapes, as `Box<Date>.iso8601` reads it.
    case iso8601
    /// An integer written without fraction or exponent, in the value type's range (the
    /// standard integer types; any other is left to the transform).
    case integer

    /// The box's value for the entry at `index`, or nil when the entry is not of a kind
    /// read here (or does not convert: the transform then says why).
    @inlinable
    func value<Value>(_ document: JSONDocument, _ index: Int, as type: Value.Type) -> Value? {
        switch self {
        case .string: SameType.cast(document.string(at: index), to: type)
        case .url: nil
        case .bool: SameType.cast(document.bool(at: index), to: type)
        case .double: SameType.cast(document.finiteDouble(at: index), to: type)
        case .iso8601: SameType.cast(document.iso8601Date(at: index), to: type)
        case .integer: document.int64(at: index).flatMap { StandardInteger.make($0, as: type) }
        }
    }

    /// Whether the entry at `index` reads as `value`; false whenever that cannot be told here.
    @inlinable
    func equals<Value>(_ document: JSONDocument, _ index: Int, _ value: Value) -> Bool {
        switch self {
        case .string: SameType.cast(value, to: String.self).map { document.string(at: index, equals: $0) } ?? false
        case .url: SameType.cast(value, to: URL.self).map { document.string(at: index, equalsTextOf: $0) } ?? false
        case .bool: SameType.cast(value, to: Bool.self).map { document.bool(at: index) == $0 } ?? false
        case .double: SameType.cast(value, to: Double.self).map { document.finiteDouble(at: index) == $0 } ?? false
        case .iso8601: SameType.cast(value, to: Date.self).map { document.iso8601Date(at: index) == $0 } ?? false
        case .integer:
            if let stored = document.int64(at: index), let number = StandardInteger.int64(value) { stored == number } else { false }
        }
    }
}

/// A value of one type handed on as another where the two are the same type: for code
/// generic over an unconstrained value type that knows, where it is specialized, which
/// type it holds. The test folds away in specialized code, where a dynamic cast (`as?`)
/// of an optional would not.
@usableFromInline
enum SameType {
    /// `value` as a `Target` when `Source` is `Target`; nil when it is not, or `value` is nil.
    @inlinable @inline(__always)
    static func cast<Source, Target>(_ value: Source?, to target: Target.Type) -> Target? {
        guard Source.self == Target.self, let value else { return nil }
        return unsafeBitCast(value, to: Target.self)
    }
}

/// Conversions between `Int64` and the standard integer types, for code generic over an
/// unconstrained value type: each test of the type folds away where it is specialized.
@usableFromInline
enum StandardInteger {
    /// `number` as a `Value` of a standard integer type when it fits exactly; nil when it
    /// does not or `Value` is not one.
    @inlinable @inline(__always)
    static func make<Value>(_ number: Int64, as type: Value.Type) -> Value? {
        if Value.self == Int.self { return SameType.cast(Int(exactly: number), to: type) }
        if Value.self == Int64.self { return SameType.cast(number, to: type) }
        if Value.self == Int32.self { return SameType.cast(Int32(exactly: number), to: type) }
        if Value.self == Int16.self { return SameType.cast(Int16(exactly: number), to: type) }
        if Value.self == Int8.self { return SameType.cast(Int8(exactly: number), to: type) }
        if Value.self == UInt.self { return SameType.cast(UInt(exactly: number), to: type) }
        if Value.self == UInt64.self { return SameType.cast(UInt64(exactly: number), to: type) }
        if Value.self == UInt32.self { return SameType.cast(UInt32(exactly: number), to: type) }
        if Value.self == UInt16.self { return SameType.cast(UInt16(exactly: number), to: type) }
        if Value.self == UInt8.self { return SameType.cast(UInt8(exactly: number), to: type) }
        return nil
    }

    /// `value` as an `Int64` when it is of a standard integer type and fits; nil otherwise.
    @inlinable @inline(__always)
    static func int64<Value>(_ value: Value) -> Int64? {
        if let number = SameType.cast(value, to: Int.self) { return Int64(exactly: number) }
        if let number = SameType.cast(value, to: Int64.self) { return number }
        if let number = SameType.cast(value, to: Int32.self) { return Int64(number) }
        if let number = SameType.cast(value, to: Int16.self) { return Int64(number) }
        if let number = SameType.cast(value, to: Int8.self) { return Int64(number) }
        if let number = SameType.cast(value, to: UInt.self) { return Int64(exactly: number) }
        if let number = SameType.cast(value, to: UInt64.self) { return Int64(exactly: number) }
        if let number = SameType.cast(value, to: UInt32.self) { return Int64(number) }
        if let number = SameType.cast(value, to: UInt16.self) { return Int64(number) }
        if let number = SameType.cast(value, to: UInt8.self) { return Int64(number) }
        return nil
    }
}

extension JSONDocument {
    /// The text of the string at `index`, escapes decoded; nil for every other kind.
    @usableFromInline
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
    @usableFromInline
    func string(at index: Int, equals text: String) -> Bool {
        guard tag(at: index) == .string || tag(at: index) == .escapedString else { return false }
        var text = text
        return text.withUTF8 { string(at: index, equals: $0) }
    }

    /// The value of `true` or `false` at `index`; nil for every other kind.
    @usableFromInline
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
    @usableFromInline
    func finiteDouble(at index: Int) -> Double? {
        guard tag(at: index) == .double else { return nil }
        let number = Double(bitPattern: payload(at: index))
        return number.isFinite ? number : nil
    }

    /// The date of an ISO 8601 timestamp without escapes at `index`; nil for anything else.
    @usableFromInline
    func iso8601Date(at index: Int) -> Date? {
        guard tag(at: index) == .string,
              case .success(let seconds) = ISO8601DateParser.secondsSince1970(UnsafeBufferPointer(rebasing: rawStringBytes(at: index))) else {
            return nil
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Whether the entry at `index` is a string equal to the text of `url`, made from text
    /// alone (as the `url` box makes its values): what the box would read as `url`.
    @usableFromInline
    func string(at index: Int, equalsTextOf url: URL) -> Bool {
        url.baseURL == nil && string(at: index, equals: url.absoluteString)
    }

    /// Whether the entry at `index` is JSON `null`.
    @usableFromInline
    func isNull(at index: Int) -> Bool {
        tag(at: index) == .null
    }
}
