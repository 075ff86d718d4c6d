import Foundation
import Mapwright

/// Reads a `default` or `example` value, written in JSON in the attribute type's
/// natural form, into a typed `Literal`, checking kind and range:
///
/// numbers for numeric types (integers in the type's range, `Float` in its range);
/// strings for `String`, `URL` (absolute), `UUID`, `Date` (ISO 8601) and `Data`
/// (base64); a string or a number for `Decimal`; booleans for `Bool`; a case name
/// for enums; arrays of these for `[T]`; anything for `JSON`. `null` means "no
/// value" and is only allowed for optional types (a required `JSON` keeps it).
struct LiteralReader {
    /// The module's enums, by name.
    let enums: [String: EnumType]

    /// What reading gave.
    enum Outcome {
        /// A value.
        case value(Literal)
        /// `null` for an optional type: no value.
        case none
        /// Not a value of the type (recorded).
        case invalid
    }

    /// Reads `value` as `type`; `what` names it in messages (`default for attribute 'x'`).
    func read(_ value: SyntaxValue, as type: AttributeType, what: String, diagnostics: inout DiagnosticCollector) -> Outcome {
        if value.kind == .null {
            if type.isOptional { return .none }
            if !type.isArray, type.element == .json { return .value(.json(value.json)) }
            diagnostics.error("\(what) is null, but '\(type)' is not optional", at: value.location)
            return .invalid
        }
        guard type.isArray else { return readElement(value, as: type.element, what: what, diagnostics: &diagnostics) }
        guard let elements = value.elements else {
            diagnostics.error("\(what) must be an array, found \(value.kind.withArticle)", at: value.location)
            return .invalid
        }
        var literals: [Literal] = []
        var valid = true
        for (index, element) in elements.enumerated() {
            switch readElement(element, as: type.element, what: "element \(index) of the \(what)", diagnostics: &diagnostics) {
            case .value(let literal): literals.append(literal)
            case .none, .invalid: valid = false
            }
        }
        return valid ? .value(.array(literals)) : .invalid
    }

    /// Reads one non-array value.
    private func readElement(_ value: SyntaxValue, as type: ValueType, what: String, diagnostics: inout DiagnosticCollector) -> Outcome {
        func mismatch(_ expected: String) -> Outcome {
            diagnostics.error("\(what) must be \(expected), found \(value.kind.withArticle)", at: value.location)
            return .invalid
        }
        func invalid(_ expected: String, found: String) -> Outcome {
            diagnostics.error("\(what) must be \(expected), found \(found)", at: value.location)
            return .invalid
        }
        let json = value.json
        switch type {
        case .json:
            return .value(.json(json))
        case .string:
            guard let text = json.string else { return mismatch("a string") }
            return .value(.string(text))
        case .bool:
            guard let flag = json.bool else { return mismatch("a boolean") }
            return .value(.bool(flag))
        case .int, .int64, .int32, .int16, .uint64:
            return readInteger(value, as: type, what: what, diagnostics: &diagnostics)
        case .double, .float:
            guard json.kind == .number, let number = json.double else { return mismatch("a number") }
            let limit = type == .float ? Double(Float.greatestFiniteMagnitude) : Double.greatestFiniteMagnitude
            guard json.numberForm != .text, number.isFinite, abs(number) <= limit else {
                return invalid("in \(type.schemaName)'s range", found: json.numberText ?? "")
            }
            return .value(.floatingPoint(number))
        case .decimal:
            let text: String
            if let digits = json.numberText { text = digits } else if let string = json.string { text = string } else {
                return mismatch("a number or a decimal string")
            }
            guard Self.isDecimalText(text) else { return invalid("a decimal number", found: "'\(text)'") }
            return .value(.decimal(text))
        case .date:
            guard let text = json.string else { return mismatch("an ISO 8601 date string") }
            guard case .success(let date) = Mapwright.Box<Date>.iso8601(json, mode: .strict) else { return invalid("an ISO 8601 date (2016-04-11 or 2016-04-11T10:00:00Z)", found: "'\(text)'") }
            return .value(.date(date))
        case .url:
            guard let text = json.string else { return mismatch("an absolute URL string") }
            guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return invalid("an absolute URL", found: "'\(text)'") }
            return .value(.url(text))
        case .uuid:
            guard let text = json.string else { return mismatch("a UUID string") }
            guard let uuid = UUID(uuidString: text) else { return invalid("a UUID", found: "'\(text)'") }
            return .value(.uuid(uuid))
        case .data:
            guard let text = json.string else { return mismatch("a base64 string") }
            guard let data = Data(base64Encoded: text) else { return invalid("base64", found: "'\(text)'") }
            return .value(.data(data))
        case .enumeration(let name):
            guard let text = json.string else { return mismatch("a case name of enum '\(name)'") }
            guard let enumType = enums[name] else { return .invalid }
            let cases = enumType.cases.map(\.name)
            guard cases.contains(text) else {
                let hint = Suggestion.didYouMean(text, among: cases)
                diagnostics.error("\(what) must be a case of enum '\(name)', found '\(text)'\(hint)", at: value.location)
                return .invalid
            }
            if let kept = enumType.keptUnknownCase, kept.name == text { return .value(.keptEnumCase(text, rawValue: kept.rawValue)) }
            return .value(.enumCase(text))
        }
    }

    /// Reads an integer in `type`'s range.
    private func readInteger(_ value: SyntaxValue, as type: ValueType, what: String, diagnostics: inout DiagnosticCollector) -> Outcome {
        let json = value.json
        guard json.kind == .number else {
            diagnostics.error("\(what) must be an integer, found \(value.kind.withArticle)", at: value.location)
            return .invalid
        }
        let text = json.numberText ?? ""
        let range: (min: Int64, max: Int64)? = switch type {
        case .int16: (Int64(Int16.min), Int64(Int16.max))
        case .int32: (Int64(Int32.min), Int64(Int32.max))
        case .int, .int64: (Int64.min, Int64.max)
        default: nil
        }
        if json.numberForm == .floatingPoint {
            diagnostics.error("\(what) must be an integer, found \(text)", at: value.location)
            return .invalid
        }
        if let range {
            guard let integer = json.int64, integer >= range.min, integer <= range.max else {
                diagnostics.error("\(what) must be in \(type.schemaName)'s range \(range.min)...\(range.max), found \(text)", at: value.location)
                return .invalid
            }
            return .value(.integer(integer))
        }
        guard let unsigned = json.uint64 else {
            diagnostics.error("\(what) must be in UInt64's range 0...\(UInt64.max), found \(text)", at: value.location)
            return .invalid
        }
        return .value(.unsignedInteger(unsigned))
    }

    /// Whether `text` is a decimal number: optional sign, digits, optional fraction,
    /// optional exponent.
    static func isDecimalText(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Bool {
            let start = bytes.startIndex
            while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { bytes = bytes.dropFirst() }
            return bytes.startIndex > start
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard digits() else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() else { return false }
        }
        return bytes.isEmpty
    }
}
