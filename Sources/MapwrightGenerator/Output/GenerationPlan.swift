/// How an output directory differs from a file set: what generating would do, and
/// what checking reports. Building it only reads.
///
/// The writer carries a plan out and the checker describes it, so the two agree by
/// construction: the check is clean exactly when generating would write nothing.
struct GenerationPlan {
    /// One produced file and what is on disk at its path now.
    struct Entry {
        /// The relative path.
        let path: String
        /// The bytes generation produces.
        let bytes: [UInt8]
        /// The bytes on disk, or `nil` when the file is missing.
        let existing: [UInt8]?

        /// Whether the file on disk already holds exactly `bytes`.
        var isUnchanged: Bool { existing == bytes }
    }

    /// Every produced file, sorted by path.
    let entries: [Entry]
    /// Files listed in the previous manifest, no longer produced, and still present:
    /// generation removes them. Sorted.
    let orphans: [String]
    /// The paths listed in the previous manifest; empty when there is none.
    let previousPaths: Set<String>
    /// The manifest bytes on disk, or `nil` when there is no manifest.
    let existingManifest: [UInt8]?
    /// The manifest generation leaves behind.
    let manifest: GenerationManifest

    /// Compares `files` with what `directory` holds now.
    init(files: GeneratedFileSet, directory: OutputDirectory) throws(GeneratedOutputError) {
        let manifestBytes = try directory.contents(of: GenerationManifest.fileName)
        var previous: GenerationManifest?
        if let manifestBytes {
            previous = try GenerationManifest(parsing: manifestBytes, at: directory.url(for: GenerationManifest.fileName).path)
        }
        var entries: [Entry] = []
        for file in files.files {
            entries.append(Entry(path: file.path, bytes: file.bytes, existing: try directory.contents(of: file.path)))
        }
        let produced = Set(files.paths)
        self.entries = entries
        self.previousPaths = Set(previous?.paths ?? [])
        var orphans: [String] = []
        for path in previous?.paths ?? [] where !produced.contains(path) {
            if try directory.holdsRemovableItem(at: path) { orphans.append(path) }
        }
        self.orphans = orphans
        self.existingManifest = manifestBytes
        self.manifest = GenerationManifest(paths: produced)
    }

    /// Whether the manifest on disk is the one generation would leave.
    var manifestIsCurrent: Bool { existingManifest == manifest.bytes }
}
