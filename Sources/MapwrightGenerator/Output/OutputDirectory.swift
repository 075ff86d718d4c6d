import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system access for one output directory, by paths relative to it.
///
/// This is the only place in the generator that touches the file system. Paths given
/// to it have been validated (``GeneratedPath``), so they never leave `root`.
struct OutputDirectory {
    /// The output directory.
    let root: URL

    /// The file manager used for every operation.
    private var fileManager: FileManager { FileManager.default }

    /// The location of `relativePath` under `root`.
    func url(for relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The bytes of the file at `relativePath`, or `nil` when nothing is there.
    ///
    /// Throws when a directory sits there or the file cannot be read.
    func contents(of relativePath: String) throws(GeneratedOutputError) -> [UInt8]? {
        let location = url(for: relativePath)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: location.path, isDirectory: &isDirectory) else {
            return nil
        }
        if isDirectory.boolValue {
            throw .notAFile(path: location.path)
        }
        do {
            return [UInt8](try Data(contentsOf: location))
        } catch {
            throw .readFailed(path: location.path, reason: error.localizedDescription)
        }
    }

    /// Whether something other than a directory (a file or a symbolic link) is at
    /// `relativePath`, so that removing it removes no directory tree.
    func holdsRemovableItem(at relativePath: String) -> Bool {
        guard let attributes = try? fileManager.attributesOfItem(atPath: url(for: relativePath).path) else {
            return false
        }
        return attributes[.type] as? FileAttributeType != .typeDirectory
    }

    /// Writes `bytes` to `relativePath` atomically, creating directories as needed.
    ///
    /// The bytes go to a temporary file in the target's own directory, which is then
    /// renamed over the target: readers see the old file or the new one, never a part.
    func write(_ bytes: [UInt8], to relativePath: String) throws(GeneratedOutputError) {
        let target = url(for: relativePath)
        let directory = target.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: directory.path, reason: error.localizedDescription)
        }
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).mapwright-tmp")
        do {
            try Data(bytes).write(to: temporary, options: .withoutOverwriting)
        } catch {
            throw .writeFailed(path: temporary.path, reason: error.localizedDescription)
        }
        if rename(temporary.path, target.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fileManager.removeItem(at: temporary)
            throw .writeFailed(path: target.path, reason: reason)
        }
    }

    /// Removes the file (or symbolic link) at `relativePath`.
    func removeFile(at relativePath: String) throws(GeneratedOutputError) {
        let location = url(for: relativePath)
        do {
            try fileManager.removeItem(at: location)
        } catch {
            throw .removeFailed(path: location.path, reason: error.localizedDescription)
        }
    }

    /// Removes the directories that held `removedPaths` and are now empty, deepest
    /// first, so emptiness propagates upwards. `root` itself is never removed, nor is
    /// a symbolic link or a directory with anything left in it.
    func pruneEmptyDirectories(afterRemoving removedPaths: [String]) throws(GeneratedOutputError) {
        let candidates = Set(removedPaths.flatMap(GeneratedPath.ancestors(of:)))
        let deepestFirst = candidates.sorted { lhs, rhs in
            let lhsDepth = lhs.split(separator: "/").count
            let rhsDepth = rhs.split(separator: "/").count
            return lhsDepth != rhsDepth ? lhsDepth > rhsDepth : GeneratedPath.precedes(lhs, rhs)
        }
        for directory in deepestFirst {
            let location = url(for: directory)
            guard
                let attributes = try? fileManager.attributesOfItem(atPath: location.path),
                attributes[.type] as? FileAttributeType == .typeDirectory,
                let entries = try? fileManager.contentsOfDirectory(atPath: location.path),
                entries.isEmpty
            else { continue }
            do {
                try fileManager.removeItem(at: location)
            } catch {
                throw .removeFailed(path: location.path, reason: error.localizedDescription)
            }
        }
    }
}
