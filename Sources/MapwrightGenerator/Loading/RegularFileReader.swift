import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file, or says why it cannot, in words: what the path is is
/// checked before it is opened, so a FIFO is never opened (that would wait for a
/// writer) and a device never read (`/dev/zero` never ends).
///
/// Schema files, `try` payloads, `infer` samples and released records are all read
/// through it, so they fail alike: `no such file`, `broken symbolic link (its target
/// does not exist)`, `is a directory, not a regular file`, `permission denied`.
struct RegularFileReader: Sendable {
    /// Opens a path for reading, as `open(2)` does (returns -1 and sets `errno` on
    /// failure). A seam: a test can fail it as the system would for a user without
    /// the permission, which a test running as root cannot arrange on disk.
    var open: @Sendable (_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32

    /// The reader of the file system.
    static let system = RegularFileReader(open: { path, flags in systemOpen(path, flags) })

    /// The content of the file at `path`, or why it cannot be read.
    func read(atPath path: String) -> Result<[UInt8], SchemaFileProblem> {
        read(Array(path.utf8))
    }

    /// The content of the file at the raw path `path` (bytes as the file system holds
    /// them, not necessarily UTF-8), or why it cannot be read.
    func read(_ path: [UInt8]) -> Result<[UInt8], SchemaFileProblem> {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        return cPath.withUnsafeBufferPointer { buffer -> Result<[UInt8], SchemaFileProblem> in
            guard let pointer = buffer.baseAddress, !path.isEmpty else { return .failure(SchemaFileProblem(reason: "empty path")) }
            var status = stat()
            guard stat(pointer, &status) == 0 else {
                let code = errno
                var link = stat()
                if code == ENOENT, lstat(pointer, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                    return .failure(SchemaFileProblem(reason: "broken symbolic link (its target does not exist)"))
                }
                return .failure(SchemaFileProblem(reason: SchemaFileProblem.reason(errno: code)))
            }
            if let kind = SchemaFileProblem.kindName(mode: status.st_mode) {
                return .failure(SchemaFileProblem(reason: "is \(kind), not a regular file"))
            }
            let descriptor = open(pointer, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return .failure(SchemaFileProblem(reason: SchemaFileProblem.reason(errno: errno))) }
            defer { _ = close(descriptor) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Int(status.st_size))
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(SchemaFileProblem(reason: SchemaFileProblem.reason(errno: errno)))
                }
                if count == 0 { return .success(bytes) }
                bytes.append(contentsOf: chunk[0..<count])
            }
        }
    }
}

// The C functions, under names that do not clash with the reader's members.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
