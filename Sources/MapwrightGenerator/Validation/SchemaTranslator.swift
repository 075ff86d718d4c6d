/// The validation stage: located syntax in, the IR out. Files are grouped into
/// modules (merged in file-name order), module names are checked, and each module
/// is translated on its own.
enum SchemaTranslator {
    /// The schema of `files`; complete only when no error was recorded.
    static func translate(_ files: [SchemaFileSyntax], diagnostics: inout DiagnosticCollector) -> Schema {
        let groups = ModuleDeclarations.group(files)
        for group in groups {
            NameRules.checkModuleName(Located(group.name, at: group.location), explicit: group.isExplicit, diagnostics: &diagnostics)
        }
        checkModuleCollisions(groups, diagnostics: &diagnostics)
        let modules = groups.map { ModuleTranslator.translate($0, diagnostics: &diagnostics) }
        return Schema(modules: modules, files: files.map(\.path))
    }

    /// A module named like another module's generated test modules (`BlogTests`), or like
    /// another module but for case (their directories would collide on a case-insensitive
    /// file system).
    private static func checkModuleCollisions(_ groups: [ModuleDeclarations], diagnostics: inout DiagnosticCollector) {
        let byName = Dictionary(groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Folded directory name → the module and the exact directory it generates.
        var directories: [String: (module: ModuleDeclarations, directory: String)] = [:]
        for group in groups {
            let own = [group.name, GeneratedNames.testSupportModule(group.name), GeneratedNames.testsModule(group.name)]
            if let clash = own.lazy.compactMap({ directory in directories[directory.lowercased()].map { (directory, $0) } })
                .first(where: { $0.1.module.name != group.name && $0.1.directory != $0.0 }) {
                let earlier = clash.1.module
                diagnostics.error("module '\(group.name)' differs only in case from module '\(earlier.name)': their generated directories ('\(clash.0)', '\(clash.1.directory)') would collide on a case-insensitive file system (macOS, Windows); rename one",
                                  at: group.location, notes: [.init("module '\(earlier.name)' named here", at: earlier.location)])
            }
            for directory in own where directories[directory.lowercased()] == nil {
                directories[directory.lowercased()] = (group, directory)
            }
        }
        for group in groups {
            for (generated, what) in [(GeneratedNames.testSupportModule(group.name), "test-support"), (GeneratedNames.testsModule(group.name), "tests")] {
                guard let clash = byName[generated] else { continue }
                let notes: [Diagnostic.Note] = [.init("module '\(group.name)' named here", at: group.location)]
                diagnostics.error("module '\(clash.name)' collides with the \(what) module generated for module '\(group.name)'", at: clash.location, notes: notes)
            }
        }
    }
}
