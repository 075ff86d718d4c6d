import Foundation
import Mapwright

/// Deterministic sample values for generated tests and fixtures: an attribute's
/// `example` when it has one, otherwise a value of its type made from a seed.
///
/// Values made from different seeds differ, so a mapping that swaps two fields' keys
/// fills each field with the other's value and the tests notice. Each `variant` of a
/// seed differs from the others too (a flipped Bool, the next enum case), which is what
/// update tests need.
struct SampleValues {
    let module: Module

    /// The first day of 2021, UTC: sample dates are whole days after it, so that date
    /// patterns without a time of day still round-trip.
    static let baseDate: TimeInterval = 1_609_459_200

    /// The sample of `attribute` for a field at position `seed`: its example for
    /// variant 0, else a made value.
    func literal(for attribute: Attribute, seed: Int, variant: Int = 0) -> Literal {
        if variant == 0, let example = attribute.example { return example }
        return literal(of: attribute.type, name: attribute.name, seed: seed, variant: variant)
    }

    /// A made value of `type`: arrays hold two elements.
    func literal(of type: AttributeType, name: String, seed: Int, variant: Int) -> Literal {
        guard type.isArray else { return element(type.element, name: name, seed: seed, variant: variant) }
        return .array([element(type.element, name: name, seed: seed, variant: variant),
                       element(type.element, name: name, seed: seed + 100, variant: variant)])
    }

    /// A made value of one element type.
    func element(_ type: ValueType, name: String, seed: Int, variant: Int) -> Literal {
        let number = seed + 50 * variant
        switch type {
        case .string: return .string("\(name)-\(number)")
        case .int, .int64, .int32, .int16: return .integer(Int64(1000 + number))
        case .uint64: return .unsignedInteger(UInt64(1000 + number))
        case .double, .float: return .floatingPoint(Double(number) + 0.5)
        case .decimal: return .decimal("\(number).25")
        case .bool: return .bool((seed + variant) % 2 == 1)
        case .date: return .date(Date(timeIntervalSince1970: Self.baseDate + Double(number) * 86_400))
        case .url: return .url("https://example.com/\(name)/\(number)")
        case .uuid: return .uuid(Self.uuid(number))
        case .data: return .data(Data("\(name)-\(number)".utf8))
        case .json: return .json(JSONValue(dictionaryLiteral: (name, JSONValue(Int64(number)))))
        case .enumeration(let enumName):
            guard let enumType = module.enumType(named: enumName) else { return .enumCase(enumName) }
            let known = enumType.cases.filter { $0.name != enumType.unknownCase }
            let cases = known.isEmpty ? enumType.cases : known
            guard !cases.isEmpty else { return .enumCase(enumName) }
            let chosen = cases[(seed + variant) % cases.count]
            if let kept = enumType.keptUnknownCase, kept.name == chosen.name { return .keptEnumCase(kept.name, rawValue: kept.rawValue) }
            return .enumCase(chosen.name)
        }
    }

    /// A version-4-shaped UUID whose last bytes are `number`.
    static func uuid(_ number: Int) -> UUID {
        let high = UInt8(truncatingIfNeeded: number >> 8), low = UInt8(truncatingIfNeeded: number)
        return UUID(uuid: (0x5A, 0x3E, 0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, high, low))
    }
}
