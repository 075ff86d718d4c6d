import Foundation

extension TryValue {
    /// A schema constant (a default or an `expect` value) as the value generated code
    /// writes for it (`SwiftSource.literal`), for an attribute whose element type is `type`.
    init(_ literal: Literal, type: ValueType) {
        switch literal {
        case .string(let text): self = .string(text)
        case .integer(let number):
            switch type {
            case .double: self = .double(Double(number))
            case .float: self = .float(Float(number))
            case .decimal: self = .decimal(Decimal(number))
            case .uint64: self = .unsignedInteger(UInt64(clamping: number))
            default: self = .integer(number)
            }
        case .unsignedInteger(let number): self = .unsignedInteger(number)
        case .floatingPoint(let number): self = type == .float ? .float(Float(number)) : .double(number)
        case .decimal(let digits): self = .decimal(Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX")) ?? 0)
        case .bool(let flag): self = .bool(flag)
        case .date(let date): self = .date(date)
        case .url(let text): self = URL(string: text).map(TryValue.url) ?? .null
        case .uuid(let uuid): self = .uuid(uuid)
        case .data(let data): self = .data(data)
        case .enumCase(let name): self = .enumCase(name)
        case .keptEnumCase(let name, let rawValue): self = .keptEnumCase(name, rawValue: rawValue)
        case .array(let elements): self = .array(elements.map { TryValue($0, type: type) })
        case .json(let value): self = .json(value)
        }
    }
}
