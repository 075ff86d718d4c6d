/// Finds, without reading the values, where the array a top-level object holds under one
/// key starts in the document's bytes: so that a feed's actions can be streamed a batch
/// at a time (``JSONElementStream``) like a top-level array.
///
/// It reads only the members before that key, and only their structure (strings, and the
/// brackets and braces outside them); the caller reads everything with the real reader,
/// which reports every error. Whenever the structure is not the plain one it expects (not
/// an object, a key written with escapes, the key's value not an array, brackets that do
/// not close), it finds nothing and the caller reads the whole document instead.
enum JSONArrayLocator {
    /// The offset of the `[` of the array under `key` in the top-level object of `bytes`:
    /// the first member with that key, as a lookup by key finds it. Nil when there is
    /// none or the document is not of the plain form described above.
    static func array(under key: String, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let name = Array(key.utf8)
        guard !name.contains(UInt8(ascii: "\\")), !name.contains(UInt8(ascii: "\"")) else { return nil }
        var index = JSONTape.skipWhitespace(bytes, from: JSONTape.byteOrderMarkLength(bytes))
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = JSONTape.skipWhitespace(bytes, from: index + 1)
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            guard let keyEnd = stringEnd(bytes, from: index) else { return nil }
            let keyBytes = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(keyEnd - 1)])
            guard !keyBytes.contains(UInt8(ascii: "\\")) else { return nil }  // escaped keys: the reader decides
            index = JSONTape.skipWhitespace(bytes, from: keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index = JSONTape.skipWhitespace(bytes, from: index + 1)
            guard index < bytes.count else { return nil }
            if keyBytes.elementsEqual(name) {
                return bytes[index] == UInt8(ascii: "[") ? index : nil
            }
            guard let valueEnd = valueEnd(bytes, from: index) else { return nil }
            index = JSONTape.skipWhitespace(bytes, from: valueEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index = JSONTape.skipWhitespace(bytes, from: index + 1)
        }
        return nil
    }

    /// Just past the closing quote of the string whose opening quote is at `start`; nil
    /// when it does not close.
    private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// Just past the value starting at `start`: a string, a container (to its matching
    /// close, strings inside skipped whole), or a literal or number (to the next
    /// delimiter). Nil when a string or container does not close.
    private static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(bytes, from: start)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(bytes, from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): return index
                case let byte where JSONTape.isWhitespace(byte): return index
                default: index += 1
                }
            }
            return index
        }
    }
}
