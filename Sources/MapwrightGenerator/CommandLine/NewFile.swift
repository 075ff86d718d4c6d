import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file that must not exist yet (`infer --output FILE`), and when it cannot,
/// says what is in the way and what to do, with the exit status that fits: 1 for a
/// file already there (never overwritten), 3 when the path cannot be written.
enum NewFile {
    /// Why the file was not written.
    struct Refusal: Error, Hashable {
        /// The message, without the `error: ` prefix.
        let message: String
        /// The exit status.
        let status: Int32
    }

    /// Creates the file `path` holding `bytes`; `option` names the command-line option
    /// that gave the path (`--output`), for the way out.
    static func create(_ path: String, holding bytes: [UInt8], option: String) throws(Refusal) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        switch OutputFileSystem.item(at: path) {
        case .missing:
            break
        case .directory:
            throw Refusal(message: "cannot write \(path): it is a directory: give a file path to \(option)", status: ExitStatus.ioFailure)
        case .symbolicLink where OutputFileSystem.item(at: path, following: true) == .missing:
            throw Refusal(message: "cannot write \(path): it is a broken symbolic link (its target does not exist), and links are never written through: remove it, or choose another path for \(option)",
                          status: ExitStatus.failure)
        case .symbolicLink where OutputFileSystem.item(at: path, following: true) == .directory:
            throw Refusal(message: "cannot write \(path): it is a symbolic link to a directory: give a file path to \(option)", status: ExitStatus.ioFailure)
        case .file, .symbolicLink, .other:
            throw Refusal(message: "\(path) already exists, and an existing file is never overwritten: choose another path for \(option), or delete \(path) first",
                          status: ExitStatus.failure)
        }
        switch OutputFileSystem.item(at: folder, following: true) {
        case .directory:
            break
        case .missing:
            throw Refusal(message: "cannot write \(path): the folder \(folder) does not exist: create it first (mkdir -p \(folder)), or choose another path for \(option)",
                          status: ExitStatus.ioFailure)
        case .file, .symbolicLink, .other:
            throw Refusal(message: "cannot write \(path): \(folder) is not a folder: choose another path for \(option)", status: ExitStatus.ioFailure)
        }
        do {
            try OutputFileSystem.create(path, holding: bytes)
        } catch {
            if OutputFileSystem.item(at: path) != .missing {
                throw Refusal(message: "\(path) already exists, and an existing file is never overwritten: choose another path for \(option), or delete \(path) first",
                              status: ExitStatus.failure)
            }
            let wayOut = IOFailureHint.permissionReasons.contains(error.reason) ? "check the permissions of \(folder), or choose" : "choose"
            throw Refusal(message: "cannot write \(path): \(error.reason): \(wayOut) another path for \(option)", status: ExitStatus.ioFailure)
        }
    }
}
