/// Structural equality: same kind and same content. Numbers compare by value
/// (`1`, `1.0` and `1e0` are equal; text-only numbers compare by their text), and
/// objects compare as sets of members, ignoring order.
extension JSONValue: Equatable {
    /// Whether `lhs` and `rhs` hold the same JSON, as the extension describes.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        // Pairs still to compare; iterative so that depth is no concern.
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.kind == right.kind else { return false }
            switch left.kind {
            case .null:
                continue
            case .bool:
                guard left.bool == right.bool else { return false }
            case .string:
                guard left.string == right.string else { return false }
            case .number:
                guard numbersEqual(left, right) else { return false }
            case .array:
                guard let leftArray = left.array, let rightArray = right.array, leftArray.count == rightArray.count else { return false }
                pending.append(contentsOf: zip(leftArray, rightArray))
            case .object:
                guard let leftObject = left.object, let rightObject = right.object, leftObject.count == rightObject.count else { return false }
                for member in leftObject {
                    guard let key = member.key.string, let other = right[key] else { return false }
                    pending.append((member.value, other))
                }
            }
        }
        return true
    }

    private static func numbersEqual(_ left: JSONValue, _ right: JSONValue) -> Bool {
        if left.numberForm == .text || right.numberForm == .text { return left.numberText == right.numberText }
        if let a = left.int64, let b = right.int64 { return a == b }
        if let a = left.uint64, let b = right.uint64 { return a == b }
        return left.double == right.double
    }
}

extension JSONValue: Hashable {
    /// Hashes the kind and, for scalars, the content; consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        switch kind {
        case .null: break
        case .bool: hasher.combine(bool)
        case .string: hasher.combine(string)
        case .number: hasher.combine(numberForm == .text ? numberText : nil)
        case .array, .object: hasher.combine(count)
        }
    }
}

extension JSONValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text of the value.
    public var description: String { JSONWriter().text(of: self) }
    /// The compact JSON text of the value.
    public var debugDescription: String { description }
}

/// Encodes as the value's JSON text (one string), which is lossless and keeps
/// number text and key order; decodes by reading that text.
extension JSONValue: Codable {
    /// Encodes the value as its JSON text, one string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes a value from its JSON text, one string; text that is not JSON is a
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try JSONReader(maxDepth: Int.max).read(text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "invalid JSON text: \(error)"))
        }
    }
}
