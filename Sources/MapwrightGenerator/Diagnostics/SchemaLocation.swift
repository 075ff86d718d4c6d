/// A position in a schema file: the file's path as given to the loader, and a
/// 1-based line and column.
///
/// Columns count characters as Unicode scalars, the way editors number columns (the
/// runtime's `JSONLocation` counts the same way): `é` is one column, not two bytes.
///
/// A location with `line == 0` stands for the file as a whole (a file that cannot
/// be read, a module name taken from the file name); it prints without a position.
///
/// Every declaration of a schema carries one, so it is kept small (16 bytes): the
/// path is shared by all locations of a file, and line and column are stored in 32
/// bits each (larger values are clamped).
public struct SchemaLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path, shared by every location read from the same file.
    private var path: SchemaPath
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The file's path as the loader received it (`Schemas/Blog.json`).
    public var file: String {
        get { path.text }
        set { path = SchemaPath(newValue) }
    }

    /// The 1-based line, or 0 for the whole file.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column in Unicode scalars, or 0 for the whole file.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// A position inside `file`.
    public init(file: String, line: Int, column: Int) {
        self.init(path: SchemaPath(file), line: line, column: column)
    }

    /// A position inside the file whose shared path is `path`.
    init(path: SchemaPath, line: Int, column: Int) {
        self.path = path
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
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

    /// Whether both name the same file, line and column.
    public static func == (lhs: SchemaLocation, rhs: SchemaLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn && (lhs.path === rhs.path || lhs.file == rhs.file)
    }

    /// Hashes the file, line and column.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SchemaLocation, rhs: SchemaLocation) -> Bool {
        if lhs.path !== rhs.path, lhs.file != rhs.file { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// A schema file's path, allocated once per file and shared by its locations (a
/// reference is half the size of a `String` and needs no copy of its text).
final class SchemaPath: Sendable {
    /// The path.
    let text: String

    init(_ text: String) {
        self.text = text
    }
}
