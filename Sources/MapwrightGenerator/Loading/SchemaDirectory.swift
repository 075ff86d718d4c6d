import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the schema files of a directory: every `*.json` directly inside it (not in
/// subdirectories, not hidden), in merge order.
///
/// Names are read as the bytes the file system holds, so a name that is not UTF-8 is
/// still opened, and printed with only its invalid bytes escaped (`Caf\xE9.json`).
/// Anything that is not a readable regular file (a directory, a FIFO, a device, a
/// symbolic link loop, a file without read permission) is reported with the reason,
/// and never opened when opening could block (a FIFO): see ``RegularFileReader``.
public enum SchemaDirectory {
    /// The sources of `directory`, or diagnostics saying why they could not be read.
    /// Paths are reported as `directory/fileName`.
    public static func read(_ directory: String) -> (sources: [SchemaSource], diagnostics: [Diagnostic]) {
        let whole = SchemaLocation(file: directory)
        var status = stat()
        guard stat(directory, &status) == 0 else {
            let reason = errno == ENOENT ? "schema directory not found" : "cannot open the schema directory: \(SchemaFileProblem.reason(errno: errno))"
            return ([], [Diagnostic(.error, "\(reason); create \(slashed(directory)) with a schema file, or pass --schemas DIR", at: whole)])
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            return ([], [Diagnostic(.error, "the schema directory is not a directory; pass --schemas DIR", at: whole)])
        }
        guard let names = names(in: directory) else {
            return ([], [Diagnostic(.error, "cannot list the schema directory: \(SchemaFileProblem.reason(errno: errno)); check its permissions, or pass --schemas DIR", at: whole)])
        }
        let prefix = Array(slashed(directory).utf8)
        var sources: [SchemaSource] = []
        var diagnostics: [Diagnostic] = []
        for name in names where isSchemaFileName(name) {
            let rawPath = prefix + name
            let path = slashed(directory) + SchemaFileProblem.printable(name)
            switch RegularFileReader.system.read(rawPath) {
            case .success(let bytes):
                sources.append(SchemaSource(path: path, bytes: bytes))
            case .failure(let problem):
                diagnostics.append(Diagnostic(.error, "cannot read the schema file: \(problem.reason) (fix it, or move it out of the schema directory)", at: SchemaLocation(file: path)))
            }
        }
        if sources.isEmpty, diagnostics.isEmpty {
            diagnostics.append(Diagnostic(.warning, "no schema files (*.json) in this directory", at: whole))
        }
        return (sources.sorted(by: SchemaSource.mergeOrder), diagnostics)
    }

    /// `directory` ending in exactly one `/`.
    private static func slashed(_ directory: String) -> String {
        directory.hasSuffix("/") ? directory : directory + "/"
    }

    /// Whether a name (as bytes) is a schema file's: `*.json`, not hidden.
    private static func isSchemaFileName(_ name: [UInt8]) -> Bool {
        name.first != UInt8(ascii: ".") && name.count > 5 && name.suffix(5).elementsEqual(".json".utf8)
    }

    /// The names in `directory` as raw bytes, sorted by bytes; `nil` when it cannot be
    /// listed (with `errno` set).
    private static func names(in directory: String) -> [[UInt8]]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            guard let name = name(of: entry) else { continue }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The bytes of a directory entry's name, read in place up to its NUL. `readdir`'s
    /// records are only as long as their name, so copying the fixed-size `d_name` field
    /// out whole can read past the end of the system's buffer.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8]? {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
        let name = UnsafeRawPointer(entry).advanced(by: offset)
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self))))
    }
}

/// Why a file or directory cannot be read, in words: a schema file, a payload, a sample
/// or a released record (``RegularFileReader``), or the schema directory.
struct SchemaFileProblem: Error {
    /// The reason, lower case (`is a directory, not a regular file`, `permission denied`).
    let reason: String

    /// The system's reason for `code`, lower case, with the common ones in plainer words.
    static func reason(errno code: Int32) -> String {
        switch code {
        case EACCES: return "permission denied"
        case ELOOP: return "symbolic link loop (too many levels of symbolic links)"
        case ENOENT: return "no such file"
        case ENOTDIR: return "a component of the path is not a directory"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// What a non-regular file is (`a directory`, `a FIFO (named pipe)`), or `nil` for
    /// a regular file.
    static func kindName(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "an unknown kind of file"
        }
    }

    /// A file name's bytes as text: valid UTF-8 as is, each byte that is not part of
    /// valid UTF-8 as `\xNN`, so the name stays legible and the bad bytes visible.
    static func printable(_ name: [UInt8]) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = name.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in name[position..<(position + length)] {
                    text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                position += length
            case .emptyInput:
                return text
            }
        }
    }
}
