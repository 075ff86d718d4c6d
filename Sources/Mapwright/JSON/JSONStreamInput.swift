import Foundation

/// The input of a ``JSONElementStream``, held (not copied) for as long as a batch of it
/// may need it: to read windows from, and to place locations and errors in the whole
/// input. Its line index is built the first time a location is asked for, so a stream
/// whose values report no location never scans for lines.
final class JSONStreamInput: Sendable {
    /// The bytes, as the caller gave them.
    private enum Storage: Sendable {
        case data(Data)
        case bytes([UInt8])
    }

    private let storage: Storage
    /// The whole input's line index, once built. Its byte pointer is never read: each
    /// query passes the bytes in afresh (see ``location(ofByte:)``).
    private let lines = Locked<JSONLineIndex?>(nil)

    init(_ data: Data) { storage = .data(data) }
    init(_ bytes: [UInt8]) { storage = .bytes(bytes) }

    /// The number of bytes.
    var count: Int {
        switch storage {
        case .data(let data): data.count
        case .bytes(let bytes): bytes.count
        }
    }

    /// Runs `body` over the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .data(let data): data.withUnsafeBytes { body($0.assumingMemoryBound(to: UInt8.self)) }
        case .bytes(let bytes): bytes.withUnsafeBufferPointer(body)
        }
    }

    /// The location of the byte at `byteOffset` (the line index built on first use).
    func location(ofByte byteOffset: Int) -> JSONLocation {
        withBytes { bytes in
            let index = lines.withLock { cached in
                if let cached { return cached }
                let built = JSONLineIndex(bytes: bytes)
                cached = built
                return built
            }
            return index.location(ofByte: byteOffset, reading: bytes)
        }
    }
}
