import Foundation

/// The check made before a run changes anything, so that a run that would fail part
/// way fails before its first change instead (no half-written output directory).
extension OutputDirectory {
    /// Checks that every file of `writing` can be written and every file of `removing`
    /// removed: each directory on the way is a real directory (not a symbolic link, not
    /// a file) or can be created, each directory that gains, replaces or loses an entry
    /// lets this process change its entries (permissions, read-only file systems), and
    /// no link sits where a file will be written.
    ///
    /// A file's own permissions are not checked: a file is replaced by renaming a new
    /// one over it, which only its directory's permissions govern.
    ///
    /// - Throws: the first problem, naming the directory or file at fault.
    func checkChangeable(writing: [String], removing: [String]) throws(GeneratedOutputError) {
        var changeable: Set<String> = []
        func requireChangeable(_ directory: String) throws(GeneratedOutputError) {
            guard !changeable.contains(directory) else { return }
            if let failure = OutputFileSystem.entriesCanChange(in: directory) {
                throw .writeFailed(path: directory, reason: failure.reason)
            }
            changeable.insert(directory)
        }
        if !writing.isEmpty, OutputFileSystem.item(at: root.path, following: true) == .missing {
            try requireChangeable(try nearestExistingAncestor(of: root))
        }
        for relativePath in writing {
            let item = try item(at: relativePath)
            if item == .directory || item == .other { throw .notAFile(path: path(for: relativePath)) }
            if let parent = try deepestExistingDirectory(holding: relativePath) { try requireChangeable(parent) }
        }
        for relativePath in removing {
            _ = try item(at: relativePath, allowingLinkAtEnd: true)
            try requireChangeable(url(for: relativePath).deletingLastPathComponent().path)
        }
    }

    /// The deepest directory on the way to `relativePath` that exists (where the first
    /// missing directory, or the file itself, will be created); `nil` when the output
    /// directory does not exist yet. The way has been checked for links and files.
    private func deepestExistingDirectory(holding relativePath: String) throws(GeneratedOutputError) -> String? {
        guard OutputFileSystem.item(at: root.path, following: true) == .directory else { return nil }
        var deepest = root.path
        var current = ""
        for component in relativePath.split(separator: "/").dropLast() {
            current = current.isEmpty ? String(component) : current + "/" + component
            guard OutputFileSystem.item(at: path(for: current)) == .directory else { break }
            deepest = path(for: current)
        }
        return deepest
    }

    /// The nearest existing ancestor of the missing `directory`, which must be a directory.
    private func nearestExistingAncestor(of directory: URL) throws(GeneratedOutputError) -> String {
        let ancestor = OutputFileSystem.nearestExistingAncestor(of: directory.path)
        guard OutputFileSystem.item(at: ancestor, following: true) == .directory else {
            throw .notADirectory(path: ancestor)
        }
        return ancestor
    }
}
