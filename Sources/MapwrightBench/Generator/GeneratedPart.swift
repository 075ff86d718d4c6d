import MapwrightGenerator

/// The three Swift modules generated for one schema module, in build order: the module
/// itself (`<Module>/`), its test support (`<Module>TestSupport/`) and its tests
/// (`<Module>Tests/`), each a folder of the output directory.
enum GeneratedPart: String, CaseIterable {
    /// `<Module>/`: entities, parsers, builders, mappings.
    case module
    /// `<Module>TestSupport/`: fixtures, stub parsers, a test store.
    case testSupport = "test support"
    /// `<Module>Tests/`: the generated Swift Testing suites.
    case tests

    /// The Swift module's name (and its folder's) for the schema module `module`.
    func moduleName(of module: String) -> String {
        switch self {
        case .module: module
        case .testSupport: GeneratedNames.testSupportModule(module)
        case .tests: GeneratedNames.testsModule(module)
        }
    }
}

/// Lines of generated Swift per part of one schema module.
struct GeneratedLines: Equatable {
    /// Lines of `<Module>/`.
    var module = 0
    /// Lines of `<Module>TestSupport/`.
    var testSupport = 0
    /// Lines of `<Module>Tests/`.
    var tests = 0

    /// The lines of every part.
    var total: Int { module + testSupport + tests }

    /// The lines of `part`.
    subscript(part: GeneratedPart) -> Int {
        get {
            switch part {
            case .module: module
            case .testSupport: testSupport
            case .tests: tests
            }
        }
        set {
            switch part {
            case .module: module = newValue
            case .testSupport: testSupport = newValue
            case .tests: tests = newValue
            }
        }
    }

    /// The lines of the `.swift` files of `files` in the folders of `module`'s parts
    /// (paths relative to the output directory, as the generator gives them).
    init(of files: GeneratedFileSet, module: String) {
        for path in files.paths where path.hasSuffix(".swift") {
            guard let part = Self.part(of: path, module: module), let contents = files.contents(at: path) else { continue }
            self[part] += Self.count(contents)
        }
    }

    /// Lines from their parts.
    init(module: Int, testSupport: Int, tests: Int) {
        self.module = module
        self.testSupport = testSupport
        self.tests = tests
    }

    /// The part of `module` whose folder holds `path`, or nil.
    static func part(of path: String, module: String) -> GeneratedPart? {
        let folder = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        return GeneratedPart.allCases.first { $0.moduleName(of: module) == folder }
    }

    /// The lines of `text`, as `wc -l` counts them plus a last line without a newline.
    static func count(_ text: String) -> Int {
        var lines = 0
        var last: UInt8?
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") { lines += 1 }
            last = byte
        }
        return last.map { $0 == UInt8(ascii: "\n") ? lines : lines + 1 } ?? 0
    }
}
