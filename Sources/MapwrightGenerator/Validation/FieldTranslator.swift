import Mapwright

/// Translates one field of a mapping: finds the attribute or relationship it fills,
/// resolves its box, coercion, default and null policy, and for relationships
/// whether the JSON nests the target (and which mapping parses it) or references it.
struct FieldTranslator {
    /// The module's entities.
    let drafts: [String: EntityDraft]
    /// The module's mappings whose entity exists, by name.
    let mappings: [String: MappingHeader]
    /// Reads field defaults.
    let literals: LiteralReader
    /// Whether some `mappings` section was unreadable, so a missing mapping may exist.
    var mappingsMayBeUnread = false

    /// The field `syntax` of `mapping` for entity `draft`; `nil` when unusable
    /// (recorded, or quietly when its member was already reported).
    func translate(_ syntax: FieldSyntax, of draft: EntityDraft, diagnostics: inout DiagnosticCollector) -> Field? {
        let name = syntax.name.value
        let keys = syntax.keys.map(\.value)
        let kind: Field.Kind?
        if let attribute = draft.attribute(named: name) {
            let isIdentity = draft.identity.attributes.contains { $0.name == name }
            kind = translateAttribute(syntax, attribute: attribute, isIdentity: isIdentity, diagnostics: &diagnostics).map { .attribute($0) }
        } else if let relationship = draft.relationship(named: name) {
            kind = translateRelationship(syntax, relationship: relationship, of: draft, diagnostics: &diagnostics).map { .relationship($0) }
        } else {
            kind = nil
            reportUnknown(syntax.name, in: draft, diagnostics: &diagnostics)
        }
        // No keys: the key was malformed (already recorded); the rest was still checked.
        guard let kind, !keys.isEmpty else { return nil }
        var field = Field(name: name, keys: keys, kind: kind, location: syntax.name.location)
        field.export = Self.export(syntax, diagnostics: &diagnostics)
        field.previousIdentityKey = Self.previousIdentity(syntax, of: draft, diagnostics: &diagnostics)
        return field
    }

    /// `export` and `exportNull`: `exportNull` on a field not exported is an error.
    private static func export(_ syntax: FieldSyntax, diagnostics: inout DiagnosticCollector) -> FieldExport {
        if syntax.export?.value == false {
            if let exportNull = syntax.exportNull {
                diagnostics.error("'exportNull' has no effect on a field with \"export\": false", at: exportNull.location)
            }
            return .none
        }
        return syntax.exportNull?.value == "omit" ? .omit : .null
    }

    /// `previousIdentity`: only on the field of the entity's single identity attribute
    /// (a composite identity would need one key per attribute). nil when absent or
    /// misplaced (recorded).
    private static func previousIdentity(_ syntax: FieldSyntax, of draft: EntityDraft, diagnostics: inout DiagnosticCollector) -> JSONKeyPath? {
        guard let written = syntax.previousIdentity else { return nil }
        let name = syntax.name.value
        switch draft.identity {
        case .single(let attribute) where attribute.name == name:
            return written.value
        case .single(let attribute):
            diagnostics.error("'previousIdentity' applies only to the field of the identity attribute; '\(name)' is not the identity of entity '\(draft.name)', put it on '\(attribute.name)'", at: written.location)
        case .composite(let attributes):
            diagnostics.error("'previousIdentity' needs a single identity attribute; entity '\(draft.name)' has a composite identity (\(attributes.map(\.name).joined(separator: ", ")))", at: written.location)
        case .none:
            if !draft.identityIsBroken {
                diagnostics.identityNeeded(by: draft.name, "'previousIdentity' needs an identity; entity '\(draft.name)' has none (it is a value type)", at: written.location)
            }
        }
        return nil
    }

    /// Records a field naming no member, unless the member was declared but broken.
    private func reportUnknown(_ name: Located<String>, in draft: EntityDraft, diagnostics: inout DiagnosticCollector) {
        if !draft.mayHave(name.value) {
            let hint = Suggestion.didYouMean(name.value, among: draft.memberNames)
            diagnostics.error("'\(name.value)' is not an attribute or relationship of entity '\(draft.name)'\(hint)", at: name.location)
        }
    }

    /// An attribute field.
    private func translateAttribute(_ syntax: FieldSyntax, attribute: Attribute, isIdentity: Bool, diagnostics: inout DiagnosticCollector) -> AttributeField? {
        var valid = true
        for (option, location) in [("mapping", syntax.mapping?.location), ("reference", syntax.reference?.location), ("merge", syntax.merge?.location),
                                   ("invalidElements", syntax.invalidElements?.location), ("notArray", syntax.notArray?.location),
                                   ("unresolved", syntax.unresolved?.location)] {
            guard let location else { continue }
            diagnostics.error("'\(option)' applies only to relationships; '\(attribute.name)' is an attribute", at: location)
            valid = false
        }
        let box = BoxResolver.resolve(syntax.box, for: attribute.type.element, what: "attribute '\(attribute.name)'",
                                      customRefusal: isIdentity ? "it is the identity, and records are found by it before any code of yours could run; box it with a built-in box" : nil,
                                      diagnostics: &diagnostics)
        var defaultValue = attribute.defaultValue
        if let value = syntax.defaultValue {
            switch literals.read(value, as: attribute.type, what: "default for field '\(attribute.name)'", diagnostics: &diagnostics) {
            case .value(let literal): defaultValue = literal
            case .none: defaultValue = nil
            case .invalid: valid = false
            }
        }
        // `"default": null` on an optional attribute is a default: no value.
        let defaultIsNone = defaultValue == nil && syntax.defaultValue?.kind == .null && attribute.isOptional
        let nullPolicy = attributeNullPolicy(syntax.null, attribute: attribute, hasDefault: defaultValue != nil, defaultIsNone: defaultIsNone,
                                             diagnostics: &diagnostics)
        guard valid, let box, let nullPolicy else { return nil }
        return AttributeField(attribute: attribute, box: box, coercion: coercion(syntax.coerce), defaultValue: defaultValue, nullPolicy: nullPolicy)
    }

    /// The null policy of an attribute field: as written if it fits, else the default
    /// (`clear` for optionals, `reject` for required attributes). `'null': 'default'` with a
    /// default of no value (`defaultIsNone`) is `clear`, which does the same.
    private func attributeNullPolicy(_ written: Located<String>?, attribute: Attribute, hasDefault: Bool, defaultIsNone: Bool,
                                     diagnostics: inout DiagnosticCollector) -> NullPolicy? {
        switch written?.value {
        case nil: return attribute.isOptional ? .clear : .reject
        case "keep": return .keep
        case "clear":
            guard attribute.isOptional else {
                diagnostics.error("'null': 'clear' cannot apply to required attribute '\(attribute.name)'; use 'keep' or 'default'", at: written?.location ?? attribute.location)
                return nil
            }
            return .clear
        default:
            if defaultIsNone { return .clear }
            guard hasDefault else {
                diagnostics.error("'null': 'default' needs a default for attribute '\(attribute.name)'", at: written?.location ?? attribute.location)
                return nil
            }
            return .useDefault
        }
    }

    /// A relationship field.
    private func translateRelationship(_ syntax: FieldSyntax, relationship: Relationship, of draft: EntityDraft, diagnostics: inout DiagnosticCollector) -> RelationshipField? {
        var valid = true
        let name = relationship.name
        if !draft.declaresIdentity, relationship.storage == .identifier {
            // A value type is built by its mapping alone: no context to parse or link records in.
            diagnostics.identityNeeded(by: draft.name, "relationship '\(name)' of value type '\(draft.name)' cannot be mapped: a value type is built without a store, so it cannot parse or link '\(relationship.target)', which has an identity; leave '\(name)' out of the mapping or give '\(draft.name)' an identity", at: syntax.name.location)
            return nil
        }
        if let value = syntax.defaultValue {
            diagnostics.error("'default' does not apply to relationship '\(name)'", at: value.location)
            valid = false
        }
        var merge = MergePolicy.replace
        if let written = syntax.merge {
            if relationship.isMany {
                merge = MergePolicy(rawValue: written.value) ?? .replace
            } else {
                diagnostics.error("'merge' applies only to to-many relationships; '\(name)' is to-one", at: written.location)
                valid = false
            }
        }
        let source: RelationshipField.Source?
        if syntax.reference?.value == true {
            source = referenceSource(syntax, relationship: relationship, diagnostics: &diagnostics)
        } else {
            source = nestedSource(syntax, relationship: relationship, diagnostics: &diagnostics)
        }
        var nullPolicy: NullPolicy? = relationship.isMany || relationship.isOptional ? .clear : .reject
        switch syntax.null?.value {
        case "keep": nullPolicy = .keep
        case "clear" where !(relationship.isMany || relationship.isOptional):
            diagnostics.error("'null': 'clear' cannot apply to required relationship '\(name)'; use 'keep'", at: syntax.null?.location ?? relationship.location)
            nullPolicy = nil
        case "default":
            diagnostics.error("'null': 'default' does not apply to relationship '\(name)' (relationships have no default)", at: syntax.null?.location ?? relationship.location)
            nullPolicy = nil
        default: break
        }
        let tolerance = arrayTolerance(syntax, relationship: relationship, diagnostics: &diagnostics)
        let unresolved = unresolvedPolicy(syntax, relationship: relationship, diagnostics: &diagnostics)
        guard valid, let source, let nullPolicy, let tolerance, let unresolved else { return nil }
        var field = RelationshipField(relationship: relationship, source: source, merge: merge, nullPolicy: nullPolicy)
        field.tolerance = tolerance
        field.unresolved = unresolved
        return field
    }

    /// `invalidElements` and `notArray`: only for to-many relationships parsed nested (an
    /// identified element skipped is parsed in a savepoint, so what it stored of its own
    /// children is undone with it). `nil` when misplaced (recorded).
    private func arrayTolerance(_ syntax: FieldSyntax, relationship: Relationship, diagnostics: inout DiagnosticCollector) -> ArrayTolerance? {
        var tolerance = ArrayTolerance.strict
        var valid = true
        for (option, written) in [("invalidElements", syntax.invalidElements), ("notArray", syntax.notArray)] {
            guard let written else { continue }
            if !relationship.isMany {
                diagnostics.error("'\(option)' applies only to to-many relationships; '\(relationship.name)' is to-one", at: written.location)
                valid = false
            } else if syntax.reference?.value == true {
                diagnostics.error("'\(option)' applies only to relationships parsed nested; '\(relationship.name)' is a reference", at: written.location)
                valid = false
            }
        }
        if let written = syntax.notArray, written.value == "absent" { tolerance.treatsNonArrayAsAbsent = true }
        if let written = syntax.invalidElements, written.value == "skip" { tolerance.skipsInvalidElements = true }
        return valid ? tolerance : nil
    }

    /// `reference: true`: the JSON holds the target's single identity value.
    private func referenceSource(_ syntax: FieldSyntax, relationship: Relationship, diagnostics: inout DiagnosticCollector) -> RelationshipField.Source? {
        let name = relationship.name
        var valid = true
        if let mapping = syntax.mapping {
            diagnostics.error("'mapping' does not apply to a reference; relationship '\(name)' reads the target's identity", at: mapping.location)
            valid = false
        }
        guard let target = drafts[relationship.target] else { return nil }
        let at = syntax.reference?.location ?? syntax.name.location
        let identity: Attribute
        switch target.identity {
        case .single(let attribute):
            identity = attribute
        case .composite:
            diagnostics.error("relationship '\(name)' cannot be a reference: entity '\(target.name)' has a composite identity; references need a single identity attribute", at: at)
            return nil
        case .none:
            if !target.identityIsBroken {
                diagnostics.identityNeeded(by: target.name, "relationship '\(name)' cannot be a reference: entity '\(target.name)' has no identity (it is a value type)", at: at)
            }
            return nil
        }
        let box = BoxResolver.resolve(syntax.box, for: identity.type.element, what: "the identity '\(target.name).\(identity.name)' referenced by '\(name)'",
                                      customRefusal: "identities are matched before any code of yours could run; box the identity with a built-in box",
                                      diagnostics: &diagnostics)
        guard valid, let box else { return nil }
        return .reference(identity: identity, box: box, coercion: coercion(syntax.coerce))
    }

    /// The JSON nests the target, parsed with the named or the target's default mapping.
    private func nestedSource(_ syntax: FieldSyntax, relationship: Relationship, diagnostics: inout DiagnosticCollector) -> RelationshipField.Source? {
        let name = relationship.name
        var valid = true
        for (option, location) in [("box", syntax.box?.location), ("coerce", syntax.coerce?.location)] {
            guard let location else { continue }
            diagnostics.error("'\(option)' applies only to attributes and references; relationship '\(name)' is parsed nested", at: location)
            valid = false
        }
        if let written = syntax.mapping {
            guard let header = mappings[written.value] else {
                let candidates = mappings.values.filter { $0.entity == relationship.target }.map(\.name).sorted()
                let hint = Suggestion.didYouMean(written.value, among: candidates)
                diagnostics.error("unknown mapping '\(written.value)' for relationship '\(name)'\(hint)", at: written.location)
                return nil
            }
            guard header.entity == relationship.target else {
                diagnostics.error("mapping '\(written.value)' fills entity '\(header.entity)', but relationship '\(name)' targets '\(relationship.target)'", at: written.location)
                return nil
            }
            return valid ? .nested(header.reference) : nil
        }
        guard let header = mappings[relationship.target], header.isDefault else {
            if mappingsMayBeUnread { return nil }
            diagnostics.error("relationship '\(name)' is parsed nested, but entity '\(relationship.target)' has no default mapping; add mapping '\(relationship.target)', name one with 'mapping', or set 'reference': true", at: syntax.name.location)
            return nil
        }
        return valid ? .nested(header.reference) : nil
    }

    /// `coerce` as written, lenient by default.
    private func coercion(_ written: Located<String>?) -> Coercion {
        written.flatMap { Coercion(rawValue: $0.value) } ?? .lenient
    }
}
