/// Writes `JSONValue`s and Swift strings as JSON text.
///
/// Strings and numbers that came from a parsed source are copied as written, so a
/// value read and written again keeps its exact number text and escapes.
public struct JSONWriter: Sendable {
    /// Whether to indent nested values by two spaces per level.
    public var prettyPrinted: Bool

    /// Creates a writer; compact by default.
    public init(prettyPrinted: Bool = false) {
        self.prettyPrinted = prettyPrinted
    }

    /// The JSON text of `value`.
    public func text(of value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A container being written: the tape index of its next child, its end, its kind,
    /// and whether a child has been written yet.
    private struct Frame {
        var next: Int
        let end: Int
        let isObject: Bool
        var wroteChild = false
    }

    /// Appends the JSON text of `value` to `output`. Iterative, so depth is no concern.
    public func write(_ value: JSONValue, to output: inout [UInt8]) {
        let document = value.document
        var frames: [Frame] = []
        var pending: Int? = value.index
        while true {
            if let index = pending {
                pending = nil
                let tag = document.tag(at: index)
                switch tag {
                case .array, .object:
                    output.append(tag == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
                    frames.append(Frame(next: index + JSONTape.stride, end: document.indexAfter(index), isObject: tag == .object))
                case .string, .escapedString:
                    writeRawString(JSONValue(document: document, index: index), to: &output)
                default:
                    output.append(contentsOf: JSONValue(document: document, index: index).sourceBytes)
                }
            }
            guard var frame = frames.popLast() else { return }
            if frame.next >= frame.end {
                if prettyPrinted && frame.wroteChild { newline(depth: frames.count, to: &output) }
                output.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                continue
            }
            if frame.wroteChild { output.append(UInt8(ascii: ",")) }
            if prettyPrinted { newline(depth: frames.count + 1, to: &output) }
            var valueIndex = frame.next
            if frame.isObject {
                writeRawString(JSONValue(document: document, index: valueIndex), to: &output)
                output.append(UInt8(ascii: ":"))
                if prettyPrinted { output.append(UInt8(ascii: " ")) }
                valueIndex += JSONTape.stride
            }
            frame.next = document.indexAfter(valueIndex)
            frame.wroteChild = true
            frames.append(frame)
            pending = valueIndex
        }
    }

    /// Copies a parsed string with its escapes as written.
    private func writeRawString(_ value: JSONValue, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: value.rawStringBytes)
        output.append(UInt8(ascii: "\""))
    }

    private func newline(depth: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// Appends `text` as a JSON string literal, escaping what RFC 8259 requires.
    public static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
