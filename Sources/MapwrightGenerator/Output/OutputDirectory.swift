import Foundation

/// File-system access for one output directory, by paths relative to it.
///
/// This is the only place in the generator that touches the output directory. Paths
/// given to it have been validated (``GeneratedPath``), so they never leave `root`
/// by their spelling; and no operation follows a symbolic link inside `root` (a link
/// where a generated directory or file belongs is an error), so they never leave it
/// through the file system either. `root` itself may be a link the user made.
struct OutputDirectory {
    /// The output directory.
    let root: URL

    /// The location of `relativePath` under `root`.
    func url(for relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The file-system path of `relativePath` under `root`.
    func path(for relativePath: String) -> String {
        url(for: relativePath).path
    }

    /// What sits at `relativePath`, after checking that every directory on the way is
    /// a real directory (not a link, not a file). Stops at the first missing one.
    ///
    /// - Throws: ``GeneratedOutputError/symbolicLink(path:)`` for a link on the way
    ///   (or at `relativePath` itself, unless `allowingLinkAtEnd`),
    ///   ``GeneratedOutputError/notADirectory(path:)`` for a file on the way.
    func item(at relativePath: String, allowingLinkAtEnd: Bool = false) throws(GeneratedOutputError) -> OutputFileSystem.Item {
        let root = OutputFileSystem.item(at: root.path, following: true)
        guard root == .directory else {
            if root == .missing { return .missing }
            throw .notADirectory(path: self.root.path)
        }
        let components = relativePath.split(separator: "/").map(String.init)
        var current = ""
        for (index, component) in components.enumerated() {
            current = current.isEmpty ? component : current + "/" + component
            let found = OutputFileSystem.item(at: path(for: current))
            let isLast = index == components.count - 1
            if isLast {
                if found == .symbolicLink, !allowingLinkAtEnd { throw .symbolicLink(path: path(for: current)) }
                return found
            }
            switch found {
            case .directory: continue
            case .missing: return .missing
            case .symbolicLink: throw .symbolicLink(path: path(for: current))
            case .file, .other: throw .notADirectory(path: path(for: current))
            }
        }
        return .directory
    }

    /// The bytes of the file at `relativePath`, or `nil` when nothing is there.
    ///
    /// Throws when a directory or a symbolic link sits there, or the file cannot be read.
    func contents(of relativePath: String) throws(GeneratedOutputError) -> [UInt8]? {
        switch try item(at: relativePath) {
        case .missing:
            return nil
        case .file:
            do {
                return try OutputFileSystem.read(path(for: relativePath))
            } catch {
                throw .readFailed(path: path(for: relativePath), reason: error.reason)
            }
        case .directory, .other, .symbolicLink:
            throw .notAFile(path: path(for: relativePath))
        }
    }

    /// Whether something other than a directory (a file or a symbolic link) is at
    /// `relativePath`, so that removing it removes no directory tree.
    func holdsRemovableItem(at relativePath: String) throws(GeneratedOutputError) -> Bool {
        switch try item(at: relativePath, allowingLinkAtEnd: true) {
        case .file, .symbolicLink, .other: true
        case .missing, .directory: false
        }
    }

    /// Writes `bytes` to `relativePath` atomically, creating directories as needed.
    ///
    /// The bytes go to a temporary file in the target's own directory, which is then
    /// renamed over the target: readers see the old file or the new one, never a part.
    /// Errors name the target (or the directory that could not be made), never the
    /// temporary.
    func write(_ bytes: [UInt8], to relativePath: String) throws(GeneratedOutputError) {
        _ = try item(at: relativePath)
        try makeDirectories(for: relativePath)
        let target = url(for: relativePath)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).mapwright-tmp")
        do {
            try OutputFileSystem.create(temporary.path, holding: bytes)
        } catch {
            throw .writeFailed(path: target.path, reason: error.reason)
        }
        do {
            try OutputFileSystem.rename(temporary.path, over: target.path)
        } catch {
            try? OutputFileSystem.removeFile(temporary.path)
            throw .writeFailed(path: target.path, reason: error.reason)
        }
    }

    /// Creates the missing directories `relativePath` lies in, from the top.
    private func makeDirectories(for relativePath: String) throws(GeneratedOutputError) {
        var missing: [String] = []
        var directory = url(for: relativePath).deletingLastPathComponent()
        while OutputFileSystem.item(at: directory.path, following: true) == .missing {
            missing.append(directory.path)
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        for path in missing.reversed() {
            do {
                try OutputFileSystem.makeDirectory(path)
            } catch {
                throw .writeFailed(path: path, reason: error.reason)
            }
        }
    }

    /// Removes the file (or symbolic link) at `relativePath`.
    func removeFile(at relativePath: String) throws(GeneratedOutputError) {
        _ = try item(at: relativePath, allowingLinkAtEnd: true)
        do {
            try OutputFileSystem.removeFile(path(for: relativePath))
        } catch {
            throw .removeFailed(path: path(for: relativePath), reason: error.reason)
        }
    }

    /// Removes the directories that held `removedPaths` and are now empty, deepest
    /// first, so emptiness propagates upwards. `root` itself is never removed, nor is
    /// a symbolic link, a directory with anything left in it, or one whose parent does
    /// not let its entries change (left in place rather than failing half way).
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
                (try? item(at: directory)) == .directory,
                let entries = try? FileManager.default.contentsOfDirectory(atPath: location.path),
                entries.isEmpty,
                OutputFileSystem.entriesCanChange(in: location.deletingLastPathComponent().path) == nil
            else { continue }
            do {
                try OutputFileSystem.removeDirectory(location.path)
            } catch {
                throw .removeFailed(path: location.path, reason: error.reason)
            }
        }
    }
}
