#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls snapshot saving and loading make. ``POSIXFileOperations`` is
/// the real one; tests substitute one that fails on purpose.
protocol SnapshotFileOperations {
    /// Creates a new file (failing if it exists) and opens it for writing.
    func create(_ path: String) throws -> Int32
    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8], to descriptor: Int32) throws
    /// Flushes the file's data to stable storage (``flushToStableStorage(_:)``).
    func synchronize(_ descriptor: Int32) throws
    /// Closes the file.
    func close(_ descriptor: Int32) throws
    /// Atomically replaces `destination` with `source`.
    func rename(_ source: String, to destination: String) throws
    /// Removes a file, ignoring failure (cleanup).
    func remove(_ path: String)
    /// Flushes a directory's entries (so a rename survives a crash), the same way.
    func synchronizeDirectory(_ path: String) throws
    /// The whole content of a file.
    func read(_ path: String) throws -> [UInt8]
    /// The names in a directory; empty when it cannot be listed (cleanup).
    func names(inDirectory path: String) -> [String]
    /// Whether a process with identifier `pid` is running.
    func processIsRunning(_ pid: Int32) -> Bool
}

/// A file-system failure: which call, on what, and the system's reason.
struct FileOperationError: Error {
    let operation: String
    let reason: String
}

/// The file system, through POSIX calls.
struct POSIXFileOperations: SnapshotFileOperations {
    private func failure(_ operation: String, _ path: String) -> FileOperationError {
        FileOperationError(operation: "\(operation) \(path)", reason: String(cString: strerror(errno)))
    }

    func create(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("create", path) }
        return descriptor
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write", "descriptor \(descriptor)")
                }
                offset += written
            }
        }
    }

    func synchronize(_ descriptor: Int32) throws {
        guard flushToStableStorage(descriptor) == 0 else { throw failure("fsync", "descriptor \(descriptor)") }
    }

    func close(_ descriptor: Int32) throws {
        guard systemClose(descriptor) == 0 else { throw failure("close", "descriptor \(descriptor)") }
    }

    func rename(_ source: String, to destination: String) throws {
        guard systemRename(source, destination) == 0 else { throw failure("rename", "\(source) to \(destination)") }
    }

    func remove(_ path: String) {
        _ = unlink(path)
    }

    func synchronizeDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open directory", path) }
        defer { _ = systemClose(descriptor) }
        guard flushToStableStorage(descriptor) == 0 else { throw failure("fsync directory", path) }
    }

    func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { _ = systemClose(descriptor) }
        // Read straight into an array of the file's size: appending chunks grew the array by
        // doubling, copying what was read each time and holding up to twice the file.
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        var bytes = try [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = try readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), path: path)
        }
        // Anything past the size the file had when opened (it is not ours to lock).
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try readFully(descriptor, into: $0, path: path) }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { return bytes }
        }
    }

    /// Reads from `descriptor` into `buffer` until it is full or the file ends (a read
    /// interrupted by a signal is tried again); returns how many bytes it read.
    private func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = systemRead(descriptor, base + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read", path)
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}

extension POSIXFileOperations {
    func names(inDirectory path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            guard let name = Self.name(of: entry) else { continue }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The name of a directory entry, read in place up to its NUL. `readdir`'s records
    /// are only as long as their name, so copying the fixed-size `d_name` field out
    /// whole can read past the end of the system's buffer.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String? {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }

    func processIsRunning(_ pid: Int32) -> Bool {
        // Signal 0 checks for existence only. EPERM means it exists but is not ours.
        kill(pid, 0) == 0 || errno == EPERM
    }
}

// The C functions, under names that do not clash with the protocol's methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
