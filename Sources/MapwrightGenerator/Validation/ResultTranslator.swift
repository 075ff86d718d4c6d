import Mapwright

/// Translates a mapping's `result` option: only value types (response envelopes) take
/// one; `success` names a required attribute or to-one relationship; each `expect`
/// names an attribute and a value of its type; `failure` is the message.
struct ResultTranslator {
    /// Reads expected values.
    let literals: LiteralReader

    /// The result of `syntax` for mapping `mapping` of `draft`, whose translated fields
    /// are `fields`; `nil` when any part is unusable (recorded).
    func translate(_ syntax: ResultSyntax, mapping: String, of draft: EntityDraft, fields: [Field],
                   diagnostics: inout DiagnosticCollector) -> ResponseResult? {
        var valid = true
        if draft.declaresIdentity {
            diagnostics.error("'result' applies only to mappings of value types; entity '\(draft.name)' of mapping '\(mapping)' has an identity", at: syntax.location)
            valid = false
        }
        let success = translateSuccess(syntax.success, of: draft, diagnostics: &diagnostics)
        var expectations: [ResponseResult.Expectation] = []
        for (name, value) in syntax.expectations {
            guard let attribute = draft.attribute(named: name.value) else {
                if !draft.mayHave(name.value) {
                    let hint = Suggestion.didYouMean(name.value, among: draft.attributes.map(\.name))
                    diagnostics.error("'expect' names '\(name.value)', which is not an attribute of entity '\(draft.name)'\(hint)", at: name.location)
                }
                valid = false
                continue
            }
            if case .attribute(let field)? = fields.first(where: { $0.name == attribute.name })?.kind, let box = field.box.customType {
                // Which JSON gives the expected value is the custom box's business, unknown here.
                diagnostics.error("'expect' cannot check '\(attribute.name)': it is read by custom box \(box), "
                                  + "whose JSON the generator cannot write; expect an attribute read by a built-in box", at: name.location)
                valid = false
                continue
            }
            switch literals.read(value, as: attribute.type, what: "expected value of '\(attribute.name)'", diagnostics: &diagnostics) {
            case .value(let literal):
                let keyPath = fields.first { $0.name == attribute.name }?.keys.first ?? JSONKeyPath(segments: [.key(attribute.name)])
                expectations.append(.init(attribute: attribute, value: literal, keyPath: keyPath))
            case .none:
                diagnostics.error("'expect' needs a value for '\(attribute.name)', found null", at: value.location)
                valid = false
            case .invalid:
                valid = false
            }
        }
        guard valid, let success, let failure = syntax.failure else { return nil }
        return ResponseResult(success: success, expectations: expectations, failureMessage: failure.value)
    }

    /// `success`: absent is the whole value; else a required attribute or to-one relationship.
    private func translateSuccess(_ written: Located<String>?, of draft: EntityDraft, diagnostics: inout DiagnosticCollector) -> ResponseResult.Success? {
        guard let written else { return .whole }
        let name = written.value
        if let attribute = draft.attribute(named: name), !attribute.isOptional {
            return .attribute(attribute)
        }
        if let relationship = draft.relationship(named: name), !relationship.isMany, !relationship.isOptional {
            return .relationship(relationship)
        }
        if draft.attribute(named: name) != nil || draft.relationship(named: name) != nil {
            diagnostics.error("'success' must name a required attribute or to-one relationship; '\(name)' of entity '\(draft.name)' is optional or to-many", at: written.location)
        } else if !draft.mayHave(name) {
            let hint = Suggestion.didYouMean(name, among: draft.memberNames)
            diagnostics.error("'success' names '\(name)', which is not an attribute or relationship of entity '\(draft.name)'\(hint)", at: written.location)
        }
        return nil
    }
}
