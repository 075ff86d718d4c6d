/// `"extends": "Base"` on a mapping: the mapping starts from every field of `Base` (a
/// mapping of the same entity or of one it extends, itself maybe extending another), then its own fields
/// replace those of the same member. Its `keys` is its own, else `Base`'s; `root` and
/// `result` are never inherited (they say what a whole response looks like).
enum MappingInheritance {
    /// `headers` with each extending mapping's fields merged in; mistakes (an unknown or
    /// other entity's base, a loop) are recorded and leave that mapping's own fields.
    static func expand(_ headers: [MappingHeader], allNames: Set<String>, parents: [String: String] = [:],
                       diagnostics: inout DiagnosticCollector) -> [MappingHeader] {
        let byName = Dictionary(headers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var expanded: [String: MappingSyntax] = [:]
        return headers.map { header in
            var visiting: [String] = []
            guard let syntax = resolve(header, byName: byName, allNames: allNames, parents: parents, visiting: &visiting, expanded: &expanded, diagnostics: &diagnostics)
            else { return header }
            return MappingHeader(syntax: syntax, entity: header.entity, isDefault: header.isDefault)
        }
    }

    /// The syntax of `header` with its inherited fields, memoized in `expanded`.
    private static func resolve(_ header: MappingHeader, byName: [String: MappingHeader], allNames: Set<String>, parents: [String: String],
                                visiting: inout [String],
                                expanded: inout [String: MappingSyntax], diagnostics: inout DiagnosticCollector) -> MappingSyntax? {
        if let done = expanded[header.name] { return done }
        let syntax = header.syntax
        guard let extends = syntax.extends else { return syntax }
        if let start = visiting.firstIndex(of: header.name) {
            let loop = (visiting[start...] + [header.name]).map { "'\($0)'" }.joined(separator: " → ")
            diagnostics.error("mapping '\(header.name)' extends itself: \(loop); remove one 'extends'", at: extends.location)
            return nil
        }
        guard let base = byName[extends.value] else {
            if !allNames.contains(extends.value) {
                let hint = Suggestion.didYouMean(extends.value, among: allNames.sorted())
                diagnostics.error("mapping '\(header.name)' extends unknown mapping '\(extends.value)'\(hint)", at: extends.location)
            }
            return nil
        }
        guard base.entity == header.entity || ancestors(of: header.entity, parents: parents).contains(base.entity) else {
            diagnostics.error("mapping '\(header.name)' of entity '\(header.entity)' extends mapping '\(base.name)' of entity '\(base.entity)'; a mapping can only extend one of the same entity or of an entity it extends", at: extends.location)
            return nil
        }
        visiting.append(header.name)
        defer { visiting.removeLast() }
        guard let inherited = resolve(base, byName: byName, allNames: allNames, parents: parents, visiting: &visiting, expanded: &expanded, diagnostics: &diagnostics) else {
            return nil
        }
        let own = Set(syntax.fields.map(\.name.value))
        var merged = syntax
        merged.fields = inherited.fields.filter { !own.contains($0.name.value) } + syntax.fields
        if merged.keys == nil { merged.keys = inherited.keys }
        expanded[header.name] = merged
        return merged
    }

    /// The entities `entity` extends, nearest first (a loop, reported elsewhere, ends it).
    private static func ancestors(of entity: String, parents: [String: String]) -> [String] {
        var chain: [String] = []
        var current = parents[entity]
        while let parent = current, !chain.contains(parent), parent != entity {
            chain.append(parent)
            current = parents[parent]
        }
        return chain
    }
}
