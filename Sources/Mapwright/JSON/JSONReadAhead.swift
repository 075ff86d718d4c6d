import Dispatch

/// Reads a stream's next batch on a second thread while the caller works on the one
/// before, for ``JSONElementStream/parseEach(batch:_:)`` on inputs of several batches: the
/// JSON is then tokenized while the previous elements are mapped and stored, and an
/// import takes about the longer of the two instead of their sum on a device with a core
/// to spare.
///
/// At most one read is under way, so at most two batches live at once. The stream is
/// used by one thread at a time: by the queue while a read is under way, and by the
/// owner only after ``take()`` or ``finish()`` waited for it (which is why this class may
/// be `@unchecked Sendable`).
final class JSONReadAhead: @unchecked Sendable {
    private var stream: JSONElementStream
    /// The outcome of the read under way, once it has finished.
    private var outcome: Result<JSONElementBatch?, JSONParseError>?
    private var isReading = false
    private let queue = DispatchQueue(label: "Mapwright.JSON.read-ahead", qos: .userInitiated)
    private let done = DispatchSemaphore(value: 0)

    /// Reads ahead in `stream`, starting with its next batch at once.
    init(_ stream: JSONElementStream) {
        self.stream = stream
        startReading()
    }

    /// The batch read ahead (nil at the end of the array; a syntax error is thrown
    /// here), and the next one starts being read.
    func take() throws(JSONParseError) -> JSONElementBatch? {
        let result = waitForRead()
        let batch = try result.get()
        if batch != nil { startReading() }
        return batch
    }

    /// Waits for the read under way, if any, and returns the stream as it left it.
    func finish() -> JSONElementStream {
        _ = waitForRead()
        return stream
    }

    private func startReading() {
        isReading = true
        queue.async { [self] in
            outcome = Result { () throws(JSONParseError) in try stream.nextBatch() }
            done.signal()
        }
    }

    /// Waits for the read under way; an empty outcome when none is.
    private func waitForRead() -> Result<JSONElementBatch?, JSONParseError> {
        guard isReading else { return .success(nil) }
        done.wait()
        isReading = false
        defer { outcome = nil }
        return outcome ?? .success(nil)
    }
}
