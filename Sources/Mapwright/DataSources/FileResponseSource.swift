import Foundation

/// A source that reads `file:` URLs: local fixtures, cached responses, a bundled
/// sample. Other schemes are ``SourceError/unsupported(_:)``.
public struct FileResponseSource: ResponseSource {
    /// A file source.
    public init() {}

    /// The contents of the file at `url`.
    public func data(for url: URL) async throws(SourceError) -> Data {
        guard url.isFileURL else { throw .unsupported(url) }
        if Task.isCancelled { throw .cancelled(url) }
        return try Self.read(url, for: url)
    }

    /// The contents of `file`; errors name `url`, the URL that was asked for.
    static func read(_ file: URL, for url: URL) throws(SourceError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { throw .notFound(url) }
        guard !isDirectory.boolValue else { throw .unreadable(url, reason: "\(file.path) is a directory") }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw .unreadable(url, reason: "\(file.path): \(error.localizedDescription)")
        }
    }
}
