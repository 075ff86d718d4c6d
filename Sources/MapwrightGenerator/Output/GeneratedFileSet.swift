/// The complete output of one generator run: files with unique, safe relative paths.
///
/// Files are kept sorted by path (UTF-8 byte order), whatever order they were added
/// in, so everything derived from a set is deterministic. Adding a file checks that
/// its path stays inside the output directory, is not taken already (also ignoring
/// case, for case-insensitive file systems), and does not clash with a directory
/// another file needs.
public struct GeneratedFileSet: Sendable, Hashable {
    /// The files, sorted by path.
    public private(set) var files: [GeneratedFile] = []
    /// Lowercased paths of the files, for collision checks.
    private var foldedFiles: [String: String] = [:]
    /// Lowercased directories the files lie in, each with one file that needs it.
    private var foldedDirectories: [String: String] = [:]

    /// Creates an empty set.
    public init() {}

    /// Creates a set holding `files`, or throws for the first file that cannot join.
    public init(_ files: [GeneratedFile]) throws(GeneratedFileSetError) {
        for file in files {
            try insert(file)
        }
    }

    /// The number of files.
    public var count: Int { files.count }

    /// The paths of the files, sorted.
    public var paths: [String] { files.map(\.path) }

    /// The contents of the file at `path`, or `nil` when the set has none.
    public func contents(at path: String) -> String? {
        index(of: path).map { files[$0].contents }
    }

    /// Adds `file`, keeping the set sorted, or throws when its path is invalid or collides.
    public mutating func insert(_ file: GeneratedFile) throws(GeneratedFileSetError) {
        let path = file.path
        if let problem = GeneratedPath.problem(with: path) {
            throw .invalidPath(path, problem)
        }
        let folded = path.lowercased()
        if let existing = foldedFiles[folded] {
            throw existing == path ? .duplicatePath(path) : .caseInsensitiveDuplicate(path: path, existing: existing)
        }
        if let other = foldedDirectories[folded] {
            throw .fileDirectoryConflict(path: path, other: other)
        }
        let ancestors = GeneratedPath.ancestors(of: path)
        if let clash = ancestors.first(where: { foldedFiles[$0.lowercased()] != nil }) {
            throw .fileDirectoryConflict(path: foldedFiles[clash.lowercased()] ?? clash, other: path)
        }
        foldedFiles[folded] = path
        for directory in ancestors where foldedDirectories[directory.lowercased()] == nil {
            foldedDirectories[directory.lowercased()] = path
        }
        let position = files.partitioningIndex { !GeneratedPath.precedes($0.path, path) }
        files.insert(file, at: position)
    }

    /// The position of the file at `path`, found by binary search.
    private func index(of path: String) -> Int? {
        let position = files.partitioningIndex { !GeneratedPath.precedes($0.path, path) }
        return position < files.count && files[position].path == path ? position : nil
    }
}

extension Array {
    /// The first index whose element satisfies `belongsToSecondPart`, for an array
    /// partitioned so that all such elements come last (binary search).
    fileprivate func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if belongsToSecondPart(self[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}
