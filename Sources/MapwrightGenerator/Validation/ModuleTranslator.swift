/// Translates one module's declarations into its IR, recording every problem:
/// names first, then enums, entities, inverses, mappings, server types and feeds —
/// each step using only what the earlier ones resolved.
enum ModuleTranslator {
    /// The module; complete only when no error was recorded.
    static func translate(_ declarations: ModuleDeclarations, diagnostics: inout DiagnosticCollector) -> Module {
        var module = declarations
        // Entities marked removed are tombstones: only their names go on.
        let removedEntities = module.entities.filter { $0.removed?.value == true }
        module.entities.removeAll { $0.removed?.value == true }
        NameTable.check(&module, diagnostics: &diagnostics)
        RenameRules.checkEntities(module.entities, removed: removedEntities.map(\.name), diagnostics: &diagnostics)
        checkTypeNames(module, diagnostics: &diagnostics)
        module.mappings += EntityInheritance.inheritedDefaultMappings(module.entities, mappings: module.mappings)
        let parents = EntityInheritance.parents(of: module.entities)
        module.entities = EntityInheritance.expand(module.entities, diagnostics: &diagnostics)

        let enums = module.enums.map { EnumTranslator.translate($0, module: module.name, diagnostics: &diagnostics) }
        let enumsByName = Dictionary(enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Unreadable enums keep their name (so types resolve) but give defaults nothing to check against.
        let unreadableEnums = Set(module.enums.filter(\.isUnreadable).map(\.name.value))
        let declaresIdentity = Dictionary(module.entities.map { ($0.name.value, $0.identity != nil) }, uniquingKeysWith: { first, _ in first })
        let literals = LiteralReader(enums: enumsByName.filter { !unreadableEnums.contains($0.key) })
        let entityTranslator = EntityTranslator(
            types: TypeResolver(enumNames: Set(enumsByName.keys), entityNames: Set(declaresIdentity.keys), enumsMayBeUnread: module.mayBeUnread("enums")),
            literals: literals, declaresIdentity: declaresIdentity, enumNames: Set(enumsByName.keys),
            entitiesMayBeUnread: module.mayBeUnread("entities"), module: module.name
        )
        var drafts: [String: EntityDraft] = [:]
        for entity in module.entities {
            drafts[entity.name.value] = entityTranslator.translate(entity, diagnostics: &diagnostics)
        }
        InverseResolver.resolve(&drafts, diagnostics: &diagnostics)
        ValueTypeCycles.check(drafts, diagnostics: &diagnostics)
        RequiredLinkCycles.check(drafts, diagnostics: &diagnostics)

        let headers = MappingInheritance.expand(
            MappingHeader.resolve(module.mappings, entityNames: Set(drafts.keys), entitiesMayBeUnread: module.mayBeUnread("entities"), diagnostics: &diagnostics),
            allNames: Set(module.mappings.map(\.name.value)), parents: parents, diagnostics: &diagnostics)
        let headersByName = Dictionary(headers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let fieldTranslator = FieldTranslator(drafts: drafts, mappings: headersByName, literals: literals, mappingsMayBeUnread: module.mayBeUnread("mappings"))
        let mappingTranslator = MappingTranslator(fields: fieldTranslator)
        let mappings = headers.compactMap { mappingTranslator.translate($0, diagnostics: &diagnostics) }

        let orderedDrafts = drafts.values.sorted { $0.name < $1.name }
        let serverTypes = ServerTypeTranslator.bindings(
            orderedDrafts, defaultMappings: Set(headers.filter(\.isDefault).map(\.entity)),
            mappingsMayBeUnread: module.mayBeUnread("mappings"), order: module.order(of:), diagnostics: &diagnostics
        )
        let declaresServerTypes = module.entities.contains { $0.serverType != nil }
        let feeds = module.feeds.compactMap {
            FeedTranslator.translate($0, module: module.name, declaresServerTypes: declaresServerTypes, diagnostics: &diagnostics)
        }
        // Grouped once: filtering every mapping per entity was quadratic in the module's size.
        let mappingsByEntity = Dictionary(grouping: mappings, by: \.entity)
        let entities = orderedDrafts.map { draft in
            let own = mappingsByEntity[draft.name] ?? []
            let ordered = own.filter(\.isDefault) + own.filter { !$0.isDefault }.sorted { $0.name < $1.name }
            var entity = Entity(
                name: draft.name, identity: draft.identity, attributes: draft.attributes, relationships: draft.relationships,
                serverType: draft.syntax.serverType?.value, mappings: ordered, location: draft.syntax.name.location
            )
            entity.renamedFrom = draft.syntax.renamedFrom?.value
            entity.removedMembers = draft.syntax.removedMembers.map(\.value)
            entity.indexes = draft.indexes
            return entity
        }
        var translated = Module(
            name: module.name, files: module.files, entities: entities,
            enums: enums.sorted { $0.name < $1.name }, feeds: feeds.sorted { $0.name < $1.name },
            serverTypes: serverTypes, location: module.location
        )
        translated.removedEntities = removedEntities.map(\.name.value).sorted()
        collapseMissingIdentities(module, diagnostics: &diagnostics)
        return translated
    }

    /// One error per entity whose missing identity broke several declarations, at the
    /// entity, instead of one per declaration; with an attribute to name when one looks
    /// like an identity (`id`, `…ID`, `login`, `uuid`, `slug`).
    private static func collapseMissingIdentities(_ module: ModuleDeclarations, diagnostics: inout DiagnosticCollector) {
        let unidentified = module.entities.filter { $0.identity == nil }
        let declarations = Dictionary(unidentified.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        var hints: [String: String] = [:]
        for entity in unidentified {
            let names = entity.attributes.map(\.name.value)
            hints[entity.name.value] = names.first { name in
                name.lowercased() == "id" || name.hasSuffix("ID") || name.hasSuffix("Id") || ["login", "uuid", "slug"].contains(name)
            }
        }
        diagnostics.collapseMissingIdentities(declarations: declarations, hints: hints)
    }

    /// Type names must be identifiers, not keywords, not reserved.
    private static func checkTypeNames(_ module: ModuleDeclarations, diagnostics: inout DiagnosticCollector) {
        let name = module.name
        for entity in module.entities { NameRules.checkTypeName(entity.name, kind: "entity", module: name, diagnostics: &diagnostics) }
        for enumeration in module.enums where NameRules.checkTypeName(enumeration.name, kind: "enum", module: name, diagnostics: &diagnostics) {
            NameRules.checkEnumName(enumeration.name, diagnostics: &diagnostics)
        }
        for mapping in module.mappings where !ModuleDeclarations.isDefaultMapping(mapping) {
            NameRules.checkTypeName(mapping.name, kind: "mapping", module: name, diagnostics: &diagnostics)
        }
        for feed in module.feeds { NameRules.checkTypeName(feed.name, kind: "feed", module: name, diagnostics: &diagnostics) }
    }
}
