import Foundation

/// The temporary file a save writes before renaming it over the snapshot, named so that
/// a later save or load can recognise one left behind by a process that died midway:
/// `.<snapshot name>.mapwright-tmp-<process id>-<UUID>`, beside the snapshot.
///
/// Cleanup removes only files whose name has exactly that form for the same snapshot
/// and whose owner process is no longer running: a save in progress (in this process or
/// another) is never disturbed, and no file the store did not make is touched. (A
/// process id reused by an unrelated process only delays the cleanup until that process
/// ends.)
struct SnapshotTemporaryFile {
    /// The directory holding the snapshot.
    let directory: String
    /// The snapshot's file name.
    let snapshotName: String

    /// The names of temporaries for the snapshot at `url`.
    init(for url: URL) {
        directory = url.deletingLastPathComponent().path
        snapshotName = url.lastPathComponent
    }

    /// What every temporary of this snapshot's name starts with.
    private var prefix: String { ".\(snapshotName).mapwright-tmp-" }

    /// A new, unique temporary's path, owned by process `pid`.
    func newPath(owner pid: Int32 = ProcessInfo.processInfo.processIdentifier) -> String {
        path(of: "\(prefix)\(pid)-\(UUID().uuidString)")
    }

    /// The owner process of the temporary called `name`, or `nil` when `name` is not one
    /// of this snapshot's temporaries.
    func owner(ofTemporaryNamed name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
              rest[..<dash].allSatisfy(\.isASCII),
              UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil
        else { return nil }
        return pid
    }

    /// Removes this snapshot's temporaries whose owner process is gone; failures are
    /// ignored (a read-only directory, a file removed meanwhile).
    func removeStale(using files: some SnapshotFileOperations) {
        for name in files.names(inDirectory: directory) {
            guard let pid = owner(ofTemporaryNamed: name), !files.processIsRunning(pid) else { continue }
            files.remove(path(of: name))
        }
    }

    private func path(of name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
