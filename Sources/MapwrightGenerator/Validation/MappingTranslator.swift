import Mapwright

/// Translates a mapping: its fields, then checks that every attribute is mapped,
/// optional or defaulted, and every required relationship mapped.
struct MappingTranslator {
    /// Translates fields.
    let fields: FieldTranslator

    /// The mapping `header`, or `nil` when any of its parts is unusable (recorded).
    func translate(_ header: MappingHeader, diagnostics: inout DiagnosticCollector) -> Mapping? {
        guard let draft = fields.drafts[header.entity] else { return nil }
        let syntax = header.syntax
        // Without readable fields (already reported) every member would look unmapped.
        guard !syntax.fieldsAreUnreadable else { return nil }
        var translated: [String: Field] = [:]
        var valid = true
        for field in syntax.fields + namedByStyle(syntax, of: draft) {
            if let result = fields.translate(field, of: draft, diagnostics: &diagnostics) {
                translated[field.name.value] = result
            } else {
                valid = false
            }
        }
        // A misspelt field (already reported, with a suggestion) stands for the member
        // it was probably meant to be, so that member is not reported unmapped too.
        let members = draft.memberNames
        let memberSet = Set(members)
        let written = Set((syntax.fields + namedByStyle(syntax, of: draft)).map { field in
            memberSet.contains(field.name.value) ? field.name.value : Suggestion.closest(to: field.name.value, among: members) ?? field.name.value
        })
        for attribute in draft.attributes where !written.contains(attribute.name) && !attribute.isOptional && attribute.defaultValue == nil {
            diagnostics.error("mapping '\(header.name)' does not map required attribute '\(attribute.name)' of entity '\(draft.name)'; map it, make it optional or give it a default", at: syntax.name.location, notes: [.init("'\(attribute.name)' declared here", at: attribute.location)])
            valid = false
        }
        for relationship in draft.relationships where !written.contains(relationship.name) && !relationship.isMany && !relationship.isOptional {
            diagnostics.error("mapping '\(header.name)' does not map required relationship '\(relationship.name)' of entity '\(draft.name)'; map it or make it optional", at: syntax.name.location, notes: [.init("'\(relationship.name)' declared here", at: relationship.location)])
            valid = false
        }
        // Sized exactly: a schema holds one field per mapped member, and growing by
        // appending left a third of each mapping's array unused.
        var ordered: [Field] = []
        ordered.reserveCapacity(translated.count)
        for name in draft.memberNames {
            if let field = translated[name] { ordered.append(field) }
        }
        var result: ResponseResult?
        if let resultSyntax = syntax.result {
            result = ResultTranslator(literals: fields.literals).translate(resultSyntax, mapping: header.name, of: draft, fields: ordered, diagnostics: &diagnostics)
            if result == nil { valid = false }
        }
        if let next = syntax.next {
            if syntax.root == nil {
                diagnostics.error("'next' of mapping '\(header.name)' needs a 'root': a paged list names where its records sit (\"root\": \"data\") beside where the next page is", at: next.location)
                valid = false
            } else if !draft.declaresIdentity {
                diagnostics.identityNeeded(by: draft.name, "'next' of mapping '\(header.name)' needs an entity with an identity: '\(draft.name)' is a value type, which is never stored", at: next.location)
                valid = false
            }
        }
        guard valid else { return nil }
        var mapping = Mapping(name: header.name, entity: header.entity, isDefault: header.isDefault, root: syntax.root?.value, fields: ordered,
                              location: syntax.name.location, result: result)
        mapping.next = syntax.next?.value
        return mapping
    }

    /// With `keys`, a field for each attribute the mapping does not list, reading the key
    /// the style names it (located at the `keys` value). Relationships are never added:
    /// whether one is nested or a reference must be said.
    private func namedByStyle(_ syntax: MappingSyntax, of draft: EntityDraft) -> [FieldSyntax] {
        guard let keys = syntax.keys ?? syntax.fileKeys, let style = KeyNamingStyle(rawValue: keys.value) else { return [] }
        let listed = Set(syntax.fields.map(\.name.value))
        return draft.attributes.filter { !listed.contains($0.name) }.map { attribute in
            FieldSyntax(name: Located(attribute.name, at: keys.location),
                        keys: [Located(JSONKeyPath(segments: [.key(style.key(for: attribute.name))]), at: keys.location)])
        }
    }
}
