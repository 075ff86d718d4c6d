import Foundation
import Mapwright

/// What the values found at one place of the samples looked like: how many of each JSON
/// kind, the range of the numbers, whether every string was a date, URL or UUID, the
/// few distinct strings (for enum suggestions), and the shapes of objects and array elements. Shapes of several
/// samples merge, so a key's type is decided from everything seen.
struct ValueShape: Sendable {
    var nulls = 0
    var bools = 0
    var integers = 0
    var fractions = 0
    var strings = 0
    var arrays = 0
    /// The smallest and largest integer that fits `Int64`.
    var minimum: Int64 = .max, maximum: Int64 = .min
    /// An integer beyond `Int64` but within `UInt64` was seen.
    var hasUnsigned = false
    /// A number beyond `UInt64` and `Double`'s exact range (kept as text) was seen.
    var hasHugeNumber = false
    /// The smallest and largest value of the fractional numbers.
    var fractionMinimum = Double.infinity, fractionMaximum = -Double.infinity
    /// The distinct strings seen, while there are at most `distinctStringLimit` of them;
    /// nil past that (the set stops growing, so a shape stays small whatever the input).
    var distinctStrings: Set<String>? = []
    /// Every string was an ISO 8601 date, an absolute URL (`scheme://`), a UUID.
    var stringsAreDates = true, stringsAreURLs = true, stringsAreUUIDs = true
    /// The merged shape of the objects seen here.
    var object: ObjectShape?
    /// The merged shape of the elements of the arrays seen here (empty when none had any).
    var elements: [ValueShape] = []

    /// The number of values seen, nulls included.
    var count: Int { nulls + bools + integers + fractions + strings + arrays + (object?.count ?? 0) }

    /// Adds `value` (and what it contains).
    mutating func add(_ value: JSONValue) {
        switch value.kind {
        case .null: nulls += 1
        case .bool: bools += 1
        case .number: addNumber(value)
        case .string: addString(value)
        case .object:
            var shape = object ?? ObjectShape()
            shape.add(value)
            object = shape
        case .array:
            arrays += 1
            guard let array = value.array else { return }
            for element in array {
                var shape = elements.first ?? ValueShape()
                shape.add(element)
                elements = [shape]
            }
        }
    }

    private mutating func addNumber(_ value: JSONValue) {
        switch value.numberForm {
        case .integer?:
            integers += 1
            if let number = value.int64 { minimum = min(minimum, number); maximum = max(maximum, number) }
        case .unsignedInteger?:
            integers += 1
            hasUnsigned = true
        case .floatingPoint?:
            fractions += 1
            if let number = value.double { fractionMinimum = min(fractionMinimum, number); fractionMaximum = max(fractionMaximum, number) }
        default:
            integers += 1
            hasHugeNumber = true
        }
    }

    private mutating func addString(_ value: JSONValue) {
        strings += 1
        let text = value.string ?? ""
        noteDistinct([text])
        if case .success = Mapwright.Box<Date>.iso8601(value, mode: .strict) {} else { stringsAreDates = false }
        if !(text.contains("://") && (try? Mapwright.Box<URL>.url(value, mode: .strict).get()) != nil) { stringsAreURLs = false }
        if UUID(uuidString: text) == nil { stringsAreUUIDs = false }
    }

    /// The kinds of the non-null values seen, in words (`strings, objects`).
    var kinds: String {
        let counts = [(bools, "booleans"), (integers + fractions, "numbers"), (strings, "strings"), (arrays, "arrays"), (object?.count ?? 0, "objects")]
        return counts.filter { $0.0 > 0 }.map(\.1).joined(separator: ", ")
    }

    /// The most distinct strings a shape keeps: enough for any enum worth suggesting.
    static let distinctStringLimit = 8

    /// Adds `texts` to the distinct strings, or forgets them all past the limit.
    private mutating func noteDistinct<Texts: Sequence<String>>(_ texts: Texts) {
        guard var known = distinctStrings else { return }
        known.formUnion(texts)
        distinctStrings = known.count > Self.distinctStringLimit ? nil : known
    }

    /// Both shapes' values together.
    func merged(with other: ValueShape) -> ValueShape {
        var shape = self
        shape.nulls += other.nulls
        shape.bools += other.bools
        shape.integers += other.integers
        shape.fractions += other.fractions
        shape.strings += other.strings
        shape.arrays += other.arrays
        shape.minimum = min(minimum, other.minimum)
        shape.maximum = max(maximum, other.maximum)
        shape.hasUnsigned = hasUnsigned || other.hasUnsigned
        shape.hasHugeNumber = hasHugeNumber || other.hasHugeNumber
        shape.fractionMinimum = min(fractionMinimum, other.fractionMinimum)
        shape.fractionMaximum = max(fractionMaximum, other.fractionMaximum)
        if let theirs = other.distinctStrings { shape.noteDistinct(theirs) } else { shape.distinctStrings = nil }
        shape.stringsAreDates = stringsAreDates && other.stringsAreDates
        shape.stringsAreURLs = stringsAreURLs && other.stringsAreURLs
        shape.stringsAreUUIDs = stringsAreUUIDs && other.stringsAreUUIDs
        switch (object, other.object) {
        case (let left?, let right?): shape.object = left.merged(with: right)
        case (nil, let right?): shape.object = right
        default: break
        }
        switch (elements.first, other.elements.first) {
        case (let left?, let right?): shape.elements = [left.merged(with: right)]
        case (nil, let right?): shape.elements = [right]
        default: break
        }
        return shape
    }
}

/// The merged shape of the objects found at one place: their keys in the order first
/// seen, how often each was present, and the shape of its values.
struct ObjectShape: Sendable {
    /// The number of objects seen.
    var count = 0
    /// The keys, in the order first seen.
    var keys: [String] = []
    /// Each key's values.
    var fields: [String: ValueShape] = [:]
    /// How many of the objects had each key (null included).
    var presence: [String: Int] = [:]

    /// Adds one object.
    mutating func add(_ value: JSONValue) {
        count += 1
        guard let object = value.object else { return }
        for (key, member) in object {
            guard let name = key.string else { continue }
            if fields[name] == nil { keys.append(name) }
            fields[name, default: ValueShape()].add(member)
            presence[name, default: 0] += 1
        }
    }

    /// Whether `key` had a non-null value in every object.
    func isAlwaysSet(_ key: String) -> Bool {
        presence[key] == count && fields[key]?.nulls == 0
    }

    /// Both shapes' objects together.
    func merged(with other: ObjectShape) -> ObjectShape {
        var shape = self
        shape.count += other.count
        for key in other.keys {
            if let mine = fields[key], let theirs = other.fields[key] {
                shape.fields[key] = mine.merged(with: theirs)
            } else {
                shape.keys.append(key)
                shape.fields[key] = other.fields[key]
            }
            shape.presence[key, default: 0] += other.presence[key] ?? 0
        }
        return shape
    }
}
