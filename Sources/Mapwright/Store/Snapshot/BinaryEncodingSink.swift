import Foundation

/// Writes `Encodable` values in the binary format of ``BinaryTag`` into one growing
/// buffer, streaming: containers are written in place and their lengths patched when
/// they close. Coding keys are interned into ``keys``.
///
/// Containers must be used the way synthesized `Codable` uses them: a value's container
/// finishes before its parent's next entry starts. Writing to a finished container is
/// reported as an `EncodingError` rather than producing bytes that cannot be read.
final class BinaryEncodingSink {
    private struct Frame {
        let serial: UInt64
        /// Offset of the container's u32 body length; the tag is the byte before.
        let header: Int
        var count: UInt32 = 0
        /// Offset of a slot handed out by `superEncoder()` that may still be empty.
        var pendingSlot: Int?
    }

    /// The encoded bytes.
    private(set) var bytes: [UInt8] = []
    /// Interned coding keys, in index order.
    private(set) var keys: [String] = []
    private var keyIndices: [String: Int] = [:]
    private var frames: [Frame] = []
    private var nextSerial: UInt64 = 0
    private var misuse: String?

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Raw bytes

    func appendRaw(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    func appendUInt32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private func patchUInt32(_ value: UInt32, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
        }
    }

    func appendText(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            appendVarint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    // MARK: Primitive values

    func writeNil() { bytes.append(BinaryTag.null.rawValue) }

    func write(_ value: Bool) {
        bytes.append(value ? BinaryTag.trueValue.rawValue : BinaryTag.falseValue.rawValue)
    }

    func writeSigned(_ value: Int64) {
        bytes.append(BinaryTag.signed.rawValue)
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func writeUnsigned(_ value: UInt64) {
        bytes.append(BinaryTag.unsigned.rawValue)
        appendVarint(value)
    }

    func write(_ value: Float) {
        bytes.append(BinaryTag.float.rawValue)
        appendUInt32(value.bitPattern)
    }

    func write(_ value: Double) {
        bytes.append(BinaryTag.double.rawValue)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func write(_ value: String) {
        bytes.append(BinaryTag.string.rawValue)
        appendText(value)
    }

    func write(_ value: Data) {
        bytes.append(BinaryTag.data.rawValue)
        appendVarint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    func write(_ value: UUID) {
        bytes.append(BinaryTag.uuid.rawValue)
        withUnsafeBytes(of: value.uuid) { bytes.append(contentsOf: $0) }
    }

    // MARK: Structure

    /// Records a misuse found where no error can be thrown; the record then fails.
    func reportMisuse(_ message: String) {
        if misuse == nil { misuse = message }
    }

    /// Opens (or, when the same value asks again, reuses) a container for the value at
    /// `depth`; returns its frame index and serial.
    func openContainer(_ tag: BinaryTag, depth: Int) -> (frame: Int, serial: UInt64) {
        if frames.count > depth + 1 { close(downTo: depth + 1) }
        if frames.count == depth + 1 {
            if bytes[frames[depth].header - 1] != tag.rawValue {
                reportMisuse("a value asked for two different kinds of container")
            }
            return (depth, frames[depth].serial)
        }
        if frames.count != depth {
            reportMisuse("a container was requested after its value was finished")
        }
        bytes.append(tag.rawValue)
        let frame = Frame(serial: nextSerial, header: bytes.count)
        nextSerial += 1
        bytes.append(contentsOf: repeatElement(0, count: BinaryTag.containerHeaderSize))
        frames.append(frame)
        return (frames.count - 1, frame.serial)
    }

    /// Starts the next entry of container `frame`, writing `key` for keyed containers.
    func beginEntry(frame: Int, serial: UInt64, key: String?) throws {
        guard frame < frames.count, frames[frame].serial == serial else {
            throw EncodingError.invalidValue(
                key as Any,
                .init(codingPath: [], debugDescription: "container used after a later value started (byte \(bytes.count))"))
        }
        close(downTo: frame + 1)
        fillPendingSlot(of: frame)
        frames[frame].count += 1
        if let key { writeKey(key) }
    }

    /// Marks the slot just started in `frame` as handed out to a `superEncoder()`.
    func markPendingSlot(frame: Int) {
        if frame < frames.count { frames[frame].pendingSlot = bytes.count }
    }

    /// Checks that a single value at `depth` may be written now.
    func beginSingleValue(depth: Int) throws {
        guard frames.count == depth else {
            throw EncodingError.invalidValue(
                (), .init(codingPath: [], debugDescription: "single value written out of order (byte \(bytes.count))"))
        }
    }

    private func fillPendingSlot(of frame: Int) {
        guard let slot = frames[frame].pendingSlot else { return }
        if bytes.count == slot { writeNil() }
        frames[frame].pendingSlot = nil
    }

    private func writeKey(_ key: String) {
        if let index = keyIndices[key] {
            appendVarint(UInt64(index))
        } else {
            keyIndices[key] = keys.count
            appendVarint(UInt64(keys.count))
            keys.append(key)
        }
    }

    /// Closes every container at index `count` and above, patching lengths and counts.
    private func close(downTo count: Int) {
        while frames.count > count {
            fillPendingSlot(of: frames.count - 1)
            let frame = frames.removeLast()
            let body = bytes.count - frame.header - BinaryTag.containerHeaderSize
            guard let length = UInt32(exactly: body) else {
                reportMisuse("a container is larger than 4 GiB")
                continue
            }
            patchUInt32(length, at: frame.header)
            patchUInt32(frame.count, at: frame.header + 4)
        }
    }

    /// Writes any `Encodable` as the value at `depth`.
    func encodeValue<T: Encodable>(_ value: T, depth: Int) throws {
        if let data = value as? Data { return write(data) }
        if let uuid = value as? UUID { return write(uuid) }
        let start = bytes.count
        try value.encode(to: BinaryValueEncoder(sink: self, depth: depth))
        close(downTo: depth)
        if bytes.count == start {
            // Nothing was encoded: store an empty keyed container, as JSONEncoder stores {}.
            _ = openContainer(.keyed, depth: depth)
            close(downTo: depth)
        }
    }

    /// Writes one record: a u32 byte length, then the value.
    func encodeRecord<T: Encodable>(_ value: T) throws {
        let lengthOffset = bytes.count
        appendUInt32(0)
        frames.removeAll()
        misuse = nil
        try encodeValue(value, depth: 0)
        if let misuse {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: misuse))
        }
        guard let length = UInt32(exactly: bytes.count - lengthOffset - 4) else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "record is larger than 4 GiB"))
        }
        patchUInt32(length, at: lengthOffset)
    }
}
