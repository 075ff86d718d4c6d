/// A position in a schema file: the file's path as given to the loader, and a
/// 1-based line and column (columns count bytes, as compilers do).
///
/// A location with `line == 0` stands for the file as a whole (a file that cannot
/// be read, a module name taken from the file name); it prints without a position.
public struct SchemaLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the loader received it (`Schemas/Blog.json`).
    public var file: String
    /// The 1-based line, or 0 for the whole file.
    public var line: Int
    /// The 1-based column in bytes, or 0 for the whole file.
    public var column: Int

    /// A position inside `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The file as a whole, without a position.
    public init(file: String) {
        self.init(file: file, line: 0, column: 0)
    }

    /// Whether this names a position rather than the whole file.
    public var hasPosition: Bool { line > 0 }

    /// `file:line:column`, or just `file` for the whole file.
    public var description: String {
        hasPosition ? "\(file):\(line):\(column)" : file
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SchemaLocation, rhs: SchemaLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
