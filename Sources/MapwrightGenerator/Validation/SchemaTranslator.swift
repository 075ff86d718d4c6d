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

    /// A module named like another module's generated test modules (`BlogTests`).
    private static func checkModuleCollisions(_ groups: [ModuleDeclarations], diagnostics: inout DiagnosticCollector) {
        let byName = Dictionary(groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for group in groups {
            for (generated, what) in [(GeneratedNames.testSupportModule(group.name), "test-support"), (GeneratedNames.testsModule(group.name), "tests")] {
                guard let clash = byName[generated] else { continue }
                let notes: [Diagnostic.Note] = [.init("module '\(group.name)' named here", at: group.location)]
                diagnostics.error("module '\(clash.name)' collides with the \(what) module generated for module '\(group.name)'", at: clash.location, notes: notes)
            }
        }
    }
}
