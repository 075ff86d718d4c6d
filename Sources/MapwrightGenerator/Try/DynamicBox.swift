import Foundation
import Mapwright

/// The runtime's boxes, chosen from a field's IR box and attribute type as generated
/// code chooses them (`.int` for `Int16` is `Box<Int16>.int`), with their results
/// wrapped as `TryValue`s. Expectations, messages and failures are the runtime's own.
enum DynamicBox {
    /// The box of a field whose element type is `element` (an array of it when `isArray`).
    static func make(_ box: Box, element: ValueType, isArray: Bool, module: Module) -> Mapwright.Box<TryValue> {
        let single = elementBox(box, element: element, module: module)
        guard isArray else { return single }
        return wrap(Mapwright.Box<[TryValue]>.array(of: single)) { .array($0) }
    }

    /// The runtime box for one value.
    static func elementBox(_ box: Box, element: ValueType, module: Module) -> Mapwright.Box<TryValue> {
        switch box {
        case .string: wrap(Mapwright.Box<String>.string) { .string($0) }
        case .int: integerBox(element)
        case .double: wrap(Mapwright.Box<Double>.double) { .double($0) }
        case .float: wrap(Mapwright.Box<Float>.float) { .float($0) }
        case .decimal: wrap(Mapwright.Box<Decimal>.decimal) { .decimal($0) }
        case .bool: wrap(Mapwright.Box<Bool>.bool) { .bool($0) }
        case .url: wrap(Mapwright.Box<URL>.url) { .url($0) }
        case .uuid: wrap(Mapwright.Box<UUID>.uuid) { .uuid($0) }
        case .iso8601: wrap(Mapwright.Box<Date>.iso8601) { .date($0) }
        case .unixSeconds: wrap(Mapwright.Box<Date>.unixSeconds) { .date($0) }
        case .unixMillis: wrap(Mapwright.Box<Date>.unixMillis) { .date($0) }
        case .commonDate: wrap(Mapwright.Box<Date>.commonDate) { .date($0) }
        case .datePattern(let pattern): wrap(Mapwright.Box<Date>.date(pattern: pattern)) { .date($0) }
        case .base64: wrap(Mapwright.Box<Data>.base64) { .data($0) }
        case .json: wrap(Mapwright.Box<JSONValue>.json) { .json($0) }
        case .enumeration(let name): enumerationBox(module.enumType(named: name))
        case .custom(let type):
            // Never applied: compiled mappings leave such fields out (see `CompiledMapping`).
            Mapwright.Box<TryValue>(expected: type) { value, _ in
                .failure(BoxFailure(expected: type, value: value, detail: "custom box \(type) runs your code; try cannot"))
            }
        }
    }

    private static func integerBox(_ type: ValueType) -> Mapwright.Box<TryValue> {
        switch type {
        case .int64: wrap(Mapwright.Box<Int64>.int) { .integer($0) }
        case .int32: wrap(Mapwright.Box<Int32>.int) { .integer(Int64($0)) }
        case .int16: wrap(Mapwright.Box<Int16>.int) { .integer(Int64($0)) }
        case .uint64: wrap(Mapwright.Box<UInt64>.int) { .unsignedInteger($0) }
        default: wrap(Mapwright.Box<Int>.int) { .integer(Int64($0)) }
        }
    }

    /// `Box<E>.enumeration` for a generated enum `E`, made from the schema's cases: the
    /// raw value of a case, else the unknown case (holding the raw value when the enum
    /// keeps unknown raw values), else a failure; lenient also matches a number's text.
    private static func enumerationBox(_ type: EnumType?) -> Mapwright.Box<TryValue> {
        let cases = type?.cases ?? []
        let unknown = type?.unknownCase
        let kept = type?.keptUnknownCase
        let expected = "one of " + cases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        return Mapwright.Box<TryValue>(expected: expected) { value, mode in
            guard let raw = value.string ?? (mode == .lenient ? value.numberText : nil) else {
                return .failure(BoxFailure(expected: expected, value: value))
            }
            if let match = cases.first(where: { $0.rawValue == raw }), match.name != kept?.name { return .success(.enumCase(match.name)) }
            if let kept { return .success(.keptEnumCase(kept.name, rawValue: raw)) }
            if let unknown { return .success(.enumCase(unknown)) }
            return .failure(BoxFailure(expected: expected, value: value))
        }
    }

    /// `box` with its successes converted; failures and the expectation unchanged.
    private static func wrap<Value>(_ box: Mapwright.Box<Value>, _ convert: @escaping @Sendable (Value) -> TryValue) -> Mapwright.Box<TryValue> {
        Mapwright.Box<TryValue>(expected: box.expected) { value, mode in
            box(value, mode: mode).map(convert)
        }
    }
}
