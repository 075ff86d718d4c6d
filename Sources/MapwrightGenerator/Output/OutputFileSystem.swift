import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls the output directory makes, each failure carrying the system's own
/// reason (`Permission denied`, `Read-only file system`, `Not a directory`) for the
/// path the user knows, never a temporary's.
enum OutputFileSystem {
    /// What sits at a path, without following a final symbolic link.
    enum Item: Equatable {
        case missing
        case file
        case directory
        case symbolicLink
        /// A FIFO, socket or device.
        case other
    }

    /// A failed call: the system's reason.
    struct Failure: Error {
        let reason: String

        /// The reason for the current `errno`.
        static var current: Failure { Failure(reason: String(cString: strerror(errno))) }
    }

    /// What is at `path`; `following` resolves a final symbolic link (for the output
    /// directory itself, which may be a link the user made).
    static func item(at path: String, following: Bool = false) -> Item {
        var status = stat()
        let result = following ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The nearest ancestor of `path` that exists (following links), where creating the
    /// missing directories down to `path` would start; `/` at the latest.
    static func nearestExistingAncestor(of path: String) -> String {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        while item(at: ancestor.path, following: true) == .missing {
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { break }
            ancestor = parent
        }
        return ancestor.path
    }

    /// Whether this process may create and remove entries in the directory `path`;
    /// the system's reason when it may not (permissions, a read-only file system).
    static func entriesCanChange(in path: String) -> Failure? {
        access(path, W_OK | X_OK) == 0 ? nil : .current
    }

    /// The whole content of the regular file at `path`.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Creates the file `path`, which must not exist, holding `bytes`.
    static func create(_ path: String, holding bytes: [UInt8]) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current }
        var failure: Failure?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = .current }
        if let failure {
            _ = unlink(path)
            throw failure
        }
    }

    /// Renames `source` over `destination` atomically.
    static func rename(_ source: String, over destination: String) throws(Failure) {
        guard systemRename(source, destination) == 0 else { throw .current }
    }

    /// Creates the directory `path` (its parent exists).
    static func makeDirectory(_ path: String) throws(Failure) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw .current }
    }

    /// Removes the file or symbolic link `path`.
    static func removeFile(_ path: String) throws(Failure) {
        guard unlink(path) == 0 else { throw .current }
    }

    /// Removes the empty directory `path`.
    static func removeDirectory(_ path: String) throws(Failure) {
        guard rmdir(path) == 0 else { throw .current }
    }
}

// The C functions, under names that do not clash with the enum's methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
