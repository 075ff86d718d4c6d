/// What a fixture's recording was made against: a hash of the payload's bytes and of
/// the generated code that imports it — the mapping's parser and mapping, and those of
/// every mapping and entity it reaches, with the enums of the module — so that
/// `mapwright check` can tell a recording made before either changed.
///
/// Comment lines, blank lines and indentation are left out of the code hashed: a
/// changed doc comment does not make recordings stale, a changed key or type does.
enum PayloadFixtureFingerprint {
    /// The fingerprint's scheme, written before the hash.
    static let scheme = "fnv1a64"

    /// `fnv1a64:<16 hex digits>` for `fixture`, from `module`'s generated files (`contents(path)`).
    static func of(_ fixture: PayloadFixture, module: Module, contents: (String) -> String?) -> String {
        var hash = FNV1a64()
        hash.combine("mapwright payload fixture 1\n")
        hash.combine(fixture.payload)
        for path in codePaths(of: fixture.mapping, in: module) {
            guard let text = contents(path) else { continue }
            hash.combine("\n--- " + path + "\n")
            for line in text.split(separator: "\n") {
                let code = line.trimmedCode
                if code.isEmpty || code.hasPrefix("//") { continue }
                hash.combine(code.utf8)
                hash.combine("\n")
            }
        }
        return scheme + ":" + hash.hex
    }

    /// The generated files (relative to the output directory) the import of mapping
    /// `name` runs through, sorted.
    static func codePaths(of name: String, in module: Module) -> [String] {
        var entities: Set<String> = []
        var mappings: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard !mappings.contains(next),
                  let entity = module.entities.first(where: { $0.mappings.contains { $0.name == next } }),
                  let mapping = entity.mappings.first(where: { $0.name == next }) else { continue }
            mappings.insert(next)
            entities.insert(entity.name)
            for field in mapping.fields {
                guard case .relationship(let relationship) = field.kind else { continue }
                entities.insert(relationship.relationship.target)
                if case .nested(let reference) = relationship.source { pending.append(reference.mapping) }
            }
        }
        var names: [String] = []
        for entityName in entities {
            guard let entity = module.entity(named: entityName) else { continue }
            names += [entity.name, entity.name + "+Columns", entity.builderTypeName, entity.parsingProtocolName]
        }
        for mappingName in mappings {
            guard let mapping = module.mappings.first(where: { $0.name == mappingName }) else { continue }
            names += [MappingContext.typeName(of: mapping), MappingContext.parserName(of: mapping)]
        }
        for enumType in module.enums { names += [enumType.name, enumType.name + "+Columns"] }
        return Set(names).map { module.name + "/" + $0 + ".swift" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

private extension Substring {
    /// The line without the spaces, tabs and carriage returns around it.
    var trimmedCode: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}
