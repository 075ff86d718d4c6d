/// Everything the files of one module declare, gathered in merge order (files by
/// file name, then document order), before any name is resolved.
struct ModuleDeclarations {
    /// The module's name.
    let name: String
    /// Where the module is first named.
    let location: SchemaLocation
    /// Whether any file names the module explicitly.
    let isExplicit: Bool
    /// The contributing files, in merge order.
    var files: [String] = []
    /// Entities, in merge order.
    var entities: [EntitySyntax] = []
    /// Enums, in merge order.
    var enums: [EnumSyntax] = []
    /// Mappings, in merge order.
    var mappings: [MappingSyntax] = []
    /// Feeds, in merge order.
    var feeds: [FeedSyntax] = []
    /// Sections some file could not read (`entities`, `enums`, `mappings`, `feeds`).
    var unreadableSections: Set<String> = []

    /// Whether a name missing from `section` may just be unreadable: problems about
    /// unknown names of that section are then not reported.
    func mayBeUnread(_ section: String) -> Bool {
        unreadableSections.contains(section)
    }

    /// Groups files by module name, modules sorted by name.
    static func group(_ files: [SchemaFileSyntax]) -> [ModuleDeclarations] {
        var modules: [String: ModuleDeclarations] = [:]
        for file in files {
            let name = file.module.value
            var module = modules[name] ?? ModuleDeclarations(name: name, location: file.module.location, isExplicit: file.moduleIsExplicit)
            module.files.append(file.path)
            module.entities += file.entities
            module.enums += file.enums
            module.mappings += file.mappings
            module.feeds += file.feeds
            module.unreadableSections.formUnion(file.unreadableSections)
            modules[name] = module
        }
        return modules.values.sorted { $0.name < $1.name }
    }

    /// Whether a mapping is its entity's default one: no `entity`, or `entity` equal to its name.
    static func isDefaultMapping(_ mapping: MappingSyntax) -> Bool {
        mapping.entity.map { $0.value == mapping.name.value } ?? true
    }

    /// The position of `location` in merge order: file order, then line and column.
    func order(of location: SchemaLocation) -> (Int, Int, Int) {
        (files.firstIndex(of: location.file) ?? files.count, location.line, location.column)
    }
}
