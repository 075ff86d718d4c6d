/// Random values written in an attribute type's natural JSON form, as `default`,
/// `example` and `expect` take them: edge values of each range, strings that need
/// escaping, every date form lint reads.
struct RandomValues {
    /// The enums values may be cases of.
    let enums: [PlannedEnum]

    /// A value of `type` (an array of 0–2 elements for arrays); never `null`.
    func value(of type: PlannedType, rng: inout SplitMix64) -> SchemaJSON {
        guard type.isArray else { return element(type.element, rng: &rng) }
        return .array((0..<rng.below(3)).map { _ in element(type.element, rng: &rng) })
    }

    /// A value of one element type.
    func element(_ element: PlannedElement, rng: inout SplitMix64) -> SchemaJSON {
        switch element {
        case .enumeration(let name):
            let cases = enums.first { $0.name == name }?.cases ?? []
            return cases.isEmpty ? .null : .string(rng.pick(cases))
        case .builtIn(let name):
            return builtIn(name, rng: &rng)
        }
    }

    private func builtIn(_ name: String, rng: inout SplitMix64) -> SchemaJSON {
        switch name {
        case "String": return .string(rng.pick(NamePools.awkwardStrings))
        case "Int", "Int64": return .number(rng.pick(["0", "7", "-42", "9223372036854775807", "-9223372036854775808", "123456789012"]))
        case "Int32": return .number(rng.pick(["0", "1", "-2147483648", "2147483647", "65536"]))
        case "Int16": return .number(rng.pick(["0", "-1", "-32768", "32767", "300"]))
        case "UInt64": return .number(rng.pick(["0", "1", "18446744073709551615", "9223372036854775808"]))
        case "Double": return .number(rng.pick(["0", "0.5", "-1.25", "1e300", "-2.5e-7", "3", "1234567.875"]))
        case "Float": return .number(rng.pick(["0", "0.1", "-3.5", "3.4e38", "1e-20", "16777217"]))
        case "Decimal":
            return rng.chance(50)
                ? .string(rng.pick(["12.50", "-0.0001", "1e-3", "0", "12345678901234567890.123456789"]))
                : .number(rng.pick(["3.14", "100", "-7", "0.000001"]))
        case "Bool": return .bool(rng.chance(50))
        case "Date":
            return .string(rng.pick(["2016-04-11", "2016-04-11T10:00:00Z", "2016-04-11T10:00:00.250+02:00", "1999-12-31T23:59:59-0530", "2021-01-01T00:00:00Z"]))
        case "URL": return .string(rng.pick(["https://example.com/a?b=c&d=e#f", "mailto:someone@example.com", "file:///tmp/x", "https://例え.jp/パス"]))
        case "UUID": return .string(rng.pick(["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "00000000-0000-0000-0000-000000000000", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]))
        case "Data": return .string(rng.pick(["aGVsbG8=", "", "AAEC/w=="]))
        case "JSON":
            return rng.pick([
                .object([("a", .number("1")), ("b", .array([.bool(true), .null]))]), .array([]), .string("x \"y\" \\ z"),
                .number("1.5"), .null, .object([]), .object([("ключ", .string("значение"))]),
            ])
        default: return .null
        }
    }
}
