/// Checks the type names of one module against each other and against the names
/// generated code will declare, and drops repeated declarations (the first one in
/// merge order wins).
///
/// - The same name declared twice (entity, enum or named mapping; a default mapping
///   or feed twice): an error at the later one, a note at the first.
/// - A declared name equal to a generated one (`PostBuilder` beside `Post`,
///   `Registry`, `WidgetDiffImporter`): an error at the declared name, a note at the
///   declaration that generates it.
/// - Two declarations generating the same name (`Post`'s `StubPostParser` and
///   `StubPost`'s parser): an error at the later one.
enum NameTable {
    /// One claim on a name.
    private struct Claim {
        let name: String
        let kind: String
        let owner: Located<String>
        let generatedAs: String?
    }

    /// Checks `module`'s names, removing later duplicates from it.
    static func check(_ module: inout ModuleDeclarations, diagnostics: inout DiagnosticCollector) {
        var firstType: [String: (kind: String, location: SchemaLocation)] = [:]
        var firstDefaultMapping: [String: SchemaLocation] = [:]
        var firstFeed: [String: SchemaLocation] = [:]
        var typeDeclarations: [(kind: String, name: Located<String>)] = []
        typeDeclarations += module.entities.map { ("entity", $0.name) }
        typeDeclarations += module.enums.map { ("enum", $0.name) }
        typeDeclarations += module.mappings.filter { !ModuleDeclarations.isDefaultMapping($0) }.map { ("mapping", $0.name) }
        let ordered = typeDeclarations.sorted { module.order(of: $0.name.location) < module.order(of: $1.name.location) }
        var dropped = Set<SchemaLocation>()
        for (kind, name) in ordered {
            if let first = firstType[name.value] {
                diagnostics.error("duplicate name '\(name.value)' in module '\(module.name)'", at: name.location, notes: [.init("first declared here as \(first.kind == "mapping" ? "a" : "an") \(first.kind)", at: first.location)])
                dropped.insert(name.location)
            } else {
                firstType[name.value] = (kind, name.location)
            }
        }
        for mapping in module.mappings.sorted(by: { module.order(of: $0.name.location) < module.order(of: $1.name.location) }) where ModuleDeclarations.isDefaultMapping(mapping) {
            if let first = firstDefaultMapping[mapping.name.value] {
                diagnostics.error("duplicate mapping '\(mapping.name.value)' in module '\(module.name)'", at: mapping.name.location, notes: [.init("first declared here", at: first)])
                dropped.insert(mapping.name.location)
            } else {
                firstDefaultMapping[mapping.name.value] = mapping.name.location
            }
        }
        for feed in module.feeds.sorted(by: { module.order(of: $0.name.location) < module.order(of: $1.name.location) }) {
            if let first = firstFeed[feed.name.value] {
                diagnostics.error("duplicate feed '\(feed.name.value)' in module '\(module.name)'", at: feed.name.location, notes: [.init("first declared here", at: first)])
                dropped.insert(feed.name.location)
            } else {
                firstFeed[feed.name.value] = feed.name.location
            }
        }
        module.entities.removeAll { dropped.contains($0.name.location) }
        module.enums.removeAll { dropped.contains($0.name.location) }
        module.mappings.removeAll { dropped.contains($0.name.location) }
        module.feeds.removeAll { dropped.contains($0.name.location) }
        checkGeneratedNames(module, declared: firstType, diagnostics: &diagnostics)
    }

    /// Reports names, declared or generated, that differ only in case (`Tag` and `TAG`,
    /// `Post` and `PostBuilder` beside `Postbuilder`): each names a generated file, and
    /// the files would collide on a case-insensitive file system (macOS, Windows).
    private static func checkCaseCollisions(_ module: ModuleDeclarations, generated: [Claim], diagnostics: inout DiagnosticCollector) {
        var declared: [Claim] = module.entities.map { Claim(name: $0.name.value, kind: "entity", owner: $0.name, generatedAs: nil) }
        declared += module.enums.map { Claim(name: $0.name.value, kind: "enum", owner: $0.name, generatedAs: nil) }
        declared += module.mappings.filter { !ModuleDeclarations.isDefaultMapping($0) }.map { Claim(name: $0.name.value, kind: "mapping", owner: $0.name, generatedAs: nil) }
        let claims = (declared + generated).sorted { module.order(of: $0.owner.location) < module.order(of: $1.owner.location) }
        var first: [String: Claim] = [:]
        var reported = Set<SchemaLocation>()
        for claim in claims {
            let folded = claim.name.lowercased()
            guard let earlier = first[folded] else {
                first[folded] = claim
                continue
            }
            guard earlier.name != claim.name, reported.insert(claim.owner.location).inserted else { continue }
            // Two generated names of declarations that differ only in case: reported at those.
            if claim.generatedAs != nil, earlier.generatedAs != nil, claim.owner.value.lowercased() == earlier.owner.value.lowercased() { continue }
            func describe(_ claim: Claim) -> String {
                claim.generatedAs.map { "'\(claim.name)' (the \($0) generated for \(claim.kind) '\(claim.owner.value)')" } ?? "\(claim.kind) '\(claim.name)'"
            }
            diagnostics.error("\(describe(claim)) differs only in case from \(describe(earlier)): their generated files would collide on a case-insensitive file system (macOS, Windows); rename one",
                              at: claim.owner.location, notes: [.init("\(earlier.kind) '\(earlier.owner.value)' declared here", at: earlier.owner.location)])
        }
    }

    /// Reports declared names equal to generated ones, and generated names claimed twice.
    private static func checkGeneratedNames(_ module: ModuleDeclarations, declared: [String: (kind: String, location: SchemaLocation)], diagnostics: inout DiagnosticCollector) {
        var generated: [Claim] = []
        for entity in module.entities {
            let name = entity.name.value
            generated += [
                Claim(name: GeneratedNames.builder(name), kind: "entity", owner: entity.name, generatedAs: "builder"),
                Claim(name: GeneratedNames.parser(name), kind: "entity", owner: entity.name, generatedAs: "parser"),
                Claim(name: GeneratedNames.parsing(name), kind: "entity", owner: entity.name, generatedAs: "parsing protocol"),
                Claim(name: GeneratedNames.stubParser(name), kind: "entity", owner: entity.name, generatedAs: "stub parser"),
            ]
        }
        for mapping in module.mappings {
            let name = mapping.name.value
            generated.append(Claim(name: GeneratedNames.mapping(name), kind: "mapping", owner: mapping.name, generatedAs: "mapping type"))
            if !ModuleDeclarations.isDefaultMapping(mapping) {
                generated.append(Claim(name: GeneratedNames.parser(name), kind: "mapping", owner: mapping.name, generatedAs: "parser"))
            }
        }
        generated += module.feeds.map { Claim(name: GeneratedNames.importer($0.name.value), kind: "feed", owner: $0.name, generatedAs: "importer") }
        let moduleOwner = Located(module.name, at: module.location)
        generated += [
            Claim(name: GeneratedNames.registry, kind: "module", owner: moduleOwner, generatedAs: "registry"),
            Claim(name: GeneratedNames.moduleType(module.name), kind: "module", owner: moduleOwner, generatedAs: "module type"),
            Claim(name: GeneratedNames.testStore(module.name), kind: "module", owner: moduleOwner, generatedAs: "test store"),
        ]

        for claim in generated {
            guard let clash = declared[claim.name] else { continue }
            let what = claim.kind == "module" ? "the '\(claim.name)' generated for module '\(module.name)'" : "the \(claim.generatedAs ?? "") generated for \(claim.kind) '\(claim.owner.value)'"
            let notes: [Diagnostic.Note] = claim.owner.location.hasPosition ? [.init("\(claim.kind) '\(claim.owner.value)' declared here", at: claim.owner.location)] : []
            diagnostics.error("\(clash.kind) '\(claim.name)' collides with \(what); rename it", at: clash.location, notes: notes)
        }
        checkCaseCollisions(module, generated: generated, diagnostics: &diagnostics)
        let byName = Dictionary(grouping: generated, by: \.name)
        for (name, claims) in byName.sorted(by: { $0.key < $1.key }) where claims.count > 1 {
            let ordered = claims.sorted { module.order(of: $0.owner.location) < module.order(of: $1.owner.location) }
            let first = ordered[0]
            for later in ordered.dropFirst() where later.owner.location != first.owner.location {
                diagnostics.error("\(later.kind) '\(later.owner.value)' generates '\(name)' (its \(later.generatedAs ?? "")), which \(first.kind) '\(first.owner.value)' also generates (its \(first.generatedAs ?? ""))", at: later.owner.location, notes: [.init("\(first.kind) '\(first.owner.value)' declared here", at: first.owner.location)])
            }
        }
    }
}
