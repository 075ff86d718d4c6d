import Foundation

extension JSONOutput {
    /// The JSON text, compact or indented by two spaces per level. Members keep their
    /// order, so the same value always gives the same text.
    public func text(prettyPrinted: Swift.Bool = false) -> Swift.String {
        Swift.String(decoding: bytes(prettyPrinted: prettyPrinted), as: UTF8.self)
    }

    /// The JSON text as UTF-8 bytes.
    public func bytes(prettyPrinted: Swift.Bool = false) -> [Swift.UInt8] {
        var output: [Swift.UInt8] = []
        write(to: &output, prettyPrinted: prettyPrinted, depth: 0)
        return output
    }

    /// The JSON text as `Data`, ready to send.
    public func data(prettyPrinted: Swift.Bool = false) -> Foundation.Data {
        Foundation.Data(bytes(prettyPrinted: prettyPrinted))
    }

    /// The value read back as a `JSONValue` (what a parser takes).
    public var jsonValue: JSONValue {
        (try? JSONReader(maxDepth: Int.max).read(bytes())) ?? JSONValue.nullValue
    }

    /// Appends the text of this value at nesting `depth`.
    private func write(to output: inout [Swift.UInt8], prettyPrinted: Swift.Bool, depth: Int) {
        switch self {
        case .null: output.append(contentsOf: Array("null".utf8))
        case .bool(let flag): output.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case .number(let text): output.append(contentsOf: Array(text.utf8))
        case .string(let text): JSONWriter.writeString(text, to: &output)
        case .value(let value):
            if prettyPrinted {
                JSONOutput(value).write(to: &output, prettyPrinted: true, depth: depth)
            } else {
                JSONWriter().write(value, to: &output)
            }
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if prettyPrinted { Self.newline(depth: depth + 1, to: &output) }
                element.write(to: &output, prettyPrinted: prettyPrinted, depth: depth + 1)
            }
            if prettyPrinted && !elements.isEmpty { Self.newline(depth: depth, to: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if prettyPrinted { Self.newline(depth: depth + 1, to: &output) }
                JSONWriter.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if prettyPrinted { output.append(UInt8(ascii: " ")) }
                member.value.write(to: &output, prettyPrinted: prettyPrinted, depth: depth + 1)
            }
            if prettyPrinted && !members.isEmpty { Self.newline(depth: depth, to: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(depth: Int, to output: inout [Swift.UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// A parsed value as an output tree (numbers keep their text, strings their content).
    public init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool: self = .bool(value.bool ?? false)
        case .number: self = .number(value.numberText ?? "0")
        case .string: self = .string(value.string ?? "")
        case .array: self = .array(value.array.map { $0.map(JSONOutput.init) } ?? [])
        case .object:
            self = .object(value.object.map { object in object.map { JSONOutputMember($0.key.string ?? "", JSONOutput($0.value)) } } ?? [])
        }
    }
}
