import Mapwright

/// The field-by-field test cases of one mapping's generated suite, as Mustache
/// data: each case carries its function name, its title, the JSON it parses (a raw
/// string literal) and the Swift it expects, so templates only arrange them.
///
/// Fields that share their key with an earlier field are left out of the cases that
/// change that key's value: the value there is not theirs alone.
struct FieldTestCases {
    let samples: MappingSamples
    /// The tail of each test function's name, per field (`wrongType` + `Title`), unique
    /// among the entity's attributes and relationships even where names differ only in case.
    private let stems: [String: String]

    init(samples: MappingSamples) {
        self.samples = samples
        stems = SwiftSource.upperFirstStems(samples.entity.attributes.map(\.name) + samples.entity.relationships.map(\.name))
    }

    private var module: Module { samples.module }
    private var json: SampleJSON { SampleJSON(module: module) }
    /// The fields that tests may change: those that do not share their key.
    var ownFields: [FieldSample] { samples.fields.filter { !$0.sharesKey } }

    /// The arguments of a generated suite's `parse` that read `base` (`Self.sample`)
    /// with the value at `path` replaced by the JSON `replacement`.
    static func input(_ base: String, replacing path: JSONKeyPath, with replacement: String) -> String {
        "\(base), replacing: \(SwiftSource.stringLiteral(path.description)), with: \(SwiftSource.rawStringLiteral(replacement))"
    }

    /// The arguments of a generated suite's `parse` that read `base` without the value at `path`.
    static func input(_ base: String, removing path: JSONKeyPath) -> String {
        "\(base), removing: \(SwiftSource.stringLiteral(path.description))"
    }

    /// The keys every test case has: function name, title, field name, key path.
    func caseBase(_ sample: FieldSample, _ prefix: String, _ title: String) -> [String: MustacheValue] {
        [
            "function": .string(prefix + (stems[sample.field.name] ?? SwiftSource.upperFirst(sample.field.name))),
            "title": .string(SwiftSource.stringLiteral(title)),
            "name": .string(sample.field.name),
            "swiftName": .string(sample.field.name),
            "keyPath": .string(SwiftSource.stringLiteral(sample.path.description)),
            "keyText": .string(SwiftSource.stringContent(sample.path.description)),
        ]
    }

    /// A case's row in its family's table (`Field("createdDate", at: "created_at", \.createdDate, is: …)`):
    /// the JSON it puts at the key (none: the sample's value stays, or the key is removed),
    /// whether it reads the field, and the value it expects there.
    func row(_ sample: FieldSample, json: String? = nil, reads: Bool = false, expected: String? = nil) -> [String: MustacheValue] {
        var arguments = [SwiftSource.stringLiteral(sample.field.name), "at: " + SwiftSource.stringLiteral(sample.path.description)]
        if let json { arguments.append("json: " + SwiftSource.rawStringLiteral(json)) }
        if reads || expected != nil { arguments.append("\\." + sample.field.name) }
        if let expected { arguments.append("is: " + expected) }
        return ["row": .string(SwiftSource.call("Field", arguments: arguments, indent: 8))]
    }

    private func with(_ entries: [String: MustacheValue], _ extra: [String: MustacheValue]) -> MustacheValue {
        .dictionary(entries.merging(extra) { _, new in new })
    }

    /// `try PostMapping.makeBuilder(JSONValue(parsing: …)).build()`: an embedded value
    /// built from its own sample, as the mapping under test must build it.
    private func embeddedValue(_ mapping: Mapping, _ element: String) -> String {
        "(try \(module.name).\(MappingContext.typeName(of: mapping)).makeBuilder(Mapwright.JSONValue(parsing: \(SwiftSource.rawStringLiteral(element)))).build())"
    }

    /// Each attribute and embedded value filled from the sample on insert.
    var insert: [MustacheValue] {
        samples.fields.compactMap { sample in
            let expected: String
            switch sample.kind {
            case .attribute(let field, let value, let json, _, _):
                guard json != nil else { return nil }
                if let type = field.box.customType {
                    expected = CustomBoxSamples.expectedValue(type, isArray: field.attribute.type.isArray)
                } else {
                    expected = SwiftSource.comparedLiteral(value, type: field.attribute.type.element, module: module.name)
                }
            case .embedded(let field, let mapping, let element):
                let value = embeddedValue(mapping, element)
                expected = field.relationship.isMany ? "[\(value)]" : value
            case .child, .reference:
                return nil
            }
            return with(caseBase(sample, "insert", "\(sample.path) fills \(sample.field.name)"),
                        row(sample, expected: expected))
        }
    }

    /// Each required field absent on insert: rejected with an issue at its key.
    var required: [MustacheValue] {
        ownFields.filter { !$0.isIdentity }.compactMap { sample in
            switch sample.kind {
            case .attribute(let field, _, _, _, _):
                guard !field.attribute.isOptional, field.defaultValue == nil else { return nil }
            case .child(let field, _), .embedded(let field, _, _), .reference(let field, _, _):
                guard !field.relationship.isMany, !field.relationship.isOptional else { return nil }
            }
            return with(caseBase(sample, "required", "\(sample.field.name) is required: absent \(sample.path) is rejected"),
                        row(sample))
        }
    }

    /// Each attribute or reference given a value of the wrong kind: rejected at its key.
    var wrongType: [MustacheValue] {
        ownFields.compactMap { sample in
            let box: Box
            switch sample.kind {
            case .attribute(let field, _, _, _, _): box = field.box
            case .reference(let field, _, _):
                guard case .reference(_, let referenceBox, _) = field.source else { return nil }
                box = referenceBox
            case .child, .embedded: return nil
            }
            guard let wrong = json.wrongKind(for: box) else { return nil }
            return with(caseBase(sample, "wrongType", "\(sample.field.name): a value of the wrong type at \(sample.path) is rejected"),
                        row(sample, json: wrong))
        }
    }

    /// Lenient attributes given their lenient spelling (`"42"` for 42): coerced.
    var lenient: [MustacheValue] {
        ownFields.compactMap { sample in
            guard case .attribute(let field, let value, _, _, _) = sample.kind, field.coercion == .lenient,
                  let form = json.lenientForm(value, box: field.box, seed: sample.seed) else { return nil }
            let expected = SwiftSource.comparedLiteral(form.value, type: field.attribute.type.element, module: module.name)
            return with(caseBase(sample, "lenient", "\(sample.field.name): lenient, \(form.text) at \(sample.path) is coerced"),
                        row(sample, json: form.text, expected: expected))
        }
    }

    /// Strict attributes given the lenient spelling: rejected at their key.
    var strict: [MustacheValue] {
        ownFields.compactMap { sample in
            guard case .attribute(let field, let value, _, _, _) = sample.kind, field.coercion == .strict,
                  let form = json.lenientForm(value, box: field.box, seed: sample.seed) else { return nil }
            return with(caseBase(sample, "strict", "\(sample.field.name): strict, \(form.text) at \(sample.path) is rejected"),
                        row(sample, json: form.text))
        }
    }

    /// Fields whose null is rejected, given null on insert: an issue at their key.
    var nullRejected: [MustacheValue] {
        ownFields.filter { !$0.isIdentity }.compactMap { sample in
            guard nullPolicy(sample) == .reject else { return nil }
            return with(caseBase(sample, "nullRejected", "\(sample.field.name): null at \(sample.path) is rejected"),
                        row(sample, json: "null"))
        }
    }

    /// Attributes with a default, absent on insert: the default.
    var defaults: [MustacheValue] {
        ownFields.filter { !$0.isIdentity }.compactMap { sample in
            guard case .attribute(let field, _, _, _, _) = sample.kind, let value = field.defaultValue else { return nil }
            let expected = SwiftSource.comparedLiteral(value, type: field.attribute.type.element, module: module.name)
            return with(caseBase(sample, "default", "\(sample.field.name): absent \(sample.path) takes the default on insert"),
                        row(sample, expected: expected))
        }
    }

    /// Enum attributes given a raw value the enum does not know: its unknown case, or an
    /// issue (enums that keep unknown raw values: `keptUnknownEnumCases`; not for a custom
    /// box, which reads the JSON its own way).
    var unknownEnumCases: [MustacheValue] {
        ownFields.compactMap { sample in
            guard case .attribute(let field, _, _, _, _) = sample.kind, !field.attribute.type.isArray, field.box.customType == nil,
                  case .enumeration(let enumName) = field.attribute.type.element,
                  let enumType = module.enumType(named: enumName), enumType.keptUnknownCase == nil else { return nil }
            let raw = json.unknownRawValue(of: enumName)
            let title = enumType.unknownCase.map { "\(sample.field.name): an unknown raw value becomes .\($0)" }
                ?? "\(sample.field.name): an unknown raw value is rejected"
            let expected = enumType.unknownCase.map { module.name + "." + enumType.name + "." + SwiftIdentifier.escaped($0) }
            return with(caseBase(sample, "unknownCase", title), row(sample, json: SampleJSON.string(raw), expected: expected)
                .merging(["hasUnknown": .bool(enumType.unknownCase != nil)]) { $1 })
        }
    }

    /// Enum attributes whose enum keeps unknown raw values: the raw value is kept in the
    /// unknown case, and export writes it back at the field's key (when it exports the field).
    var keptUnknownEnumCases: [MustacheValue] {
        ownFields.compactMap { sample in
            guard case .attribute(let field, _, _, _, _) = sample.kind, !field.attribute.type.isArray, field.box.customType == nil,
                  case .enumeration(let enumName) = field.attribute.type.element,
                  let kept = module.enumType(named: enumName)?.keptUnknownCase else { return nil }
            return keptUnknownCase(sample, field, kept, raw: json.unknownRawValue(of: enumName))
        }
    }

    private func keptUnknownCase(_ sample: FieldSample, _ field: AttributeField, _ kept: EnumCase, raw: String) -> MustacheValue {
        let enumName = field.attribute.type.element.schemaName
        let input = Self.input("Self.sample", replacing: sample.path, with: SampleJSON.string(raw))
        let isParser = !samples.entity.isValueType
        let exportKey = sample.field.export == .none ? nil : sample.field.keys.first
        return with(caseBase(sample, "unknownCase", "\(sample.field.name): an unknown raw value is kept in .\(kept.name)"), [
            "input": .string(input),
            "rawValueMember": .string(field.attribute.isOptional ? "?.rawValue" : ".rawValue"),
            "expected": .string(module.name + "." + enumName + "." + kept.swiftName + "(" + SwiftSource.stringLiteral(raw) + ")"),
            "rawLiteral": .string(SwiftSource.stringLiteral(raw)),
            "exportsField": .bool(exportKey != nil),
            "exportKey": .string(SwiftSource.stringLiteral(exportKey?.description ?? "")),
            "exportKeyText": .string(SwiftSource.stringContent(exportKey?.description ?? "")),
            "makeHarness": .string(isParser ? "try Harness()" : "Harness()"),
            "exportCall": .string((isParser ? "try " : "") + module.name + "." + MappingContext.typeName(of: samples.mapping) + ".export(record" + (isParser ? ", in: harness.context)" : ")")),
        ])
    }

    /// Attributes read by a custom box, given the box's rejected sample: an issue at their
    /// key. Run only when the box gives a rejected sample.
    var customRejected: [MustacheValue] {
        ownFields.compactMap { sample in
            guard case .attribute(let field, _, _, _, _) = sample.kind, let type = field.box.customType else { return nil }
            let isArray = field.attribute.type.isArray
            return with(caseBase(sample, "customRejected", "\(sample.field.name): the rejected sample of \(type) at \(sample.path) is rejected"), [
                "boxType": .string(type),
                "boxTypeText": .string(SwiftSource.stringContent(type)),
                "rejected": .string(isArray ? "\"[\" + rejected + \"]\"" : "rejected"),
            ])
        }
    }

    /// Tolerant to-many fields: a non-array counts as absent (`notArray: absent`), an
    /// element that cannot be read is left out (`invalidElements: skip`).
    var tolerance: [MustacheValue] {
        ownFields.flatMap { sample -> [MustacheValue] in
            guard let field = sample.relationshipField, field.relationship.isMany else { return [] }
            var cases: [MustacheValue] = []
            if field.tolerance.treatsNonArrayAsAbsent {
                cases.append(with(caseBase(sample, "notArray", "\(sample.field.name): a value at \(sample.path) that is not an array counts as absent"), [
                    "input": .string(Self.input("Self.sample", replacing: sample.path, with: #"{"unexpected": "object"}"#)),
                    // As if the key were absent: compared with a parse without it, since
                    // links the record makes to itself can fill the list either way.
                    "expectation": .string("try record.\(sample.field.name) == Harness().parse(\(Self.input("Self.sample", removing: sample.path))).\(sample.field.name)"),
                ]))
            }
            if field.tolerance.skipsInvalidElements, case .embedded(_, _, let element) = sample.kind {
                cases.append(with(caseBase(sample, "invalidElement", "\(sample.field.name): an element of \(sample.path) that cannot be read is skipped"), [
                    "input": .string(Self.input("Self.sample", replacing: sample.path, with: "[42, \(element)]")),
                    "expectation": .string("record.\(sample.field.name).count == 1"),
                ]))
            }
            return cases
        }
    }

    /// What null does to a field.
    func nullPolicy(_ sample: FieldSample) -> NullPolicy {
        sample.attributeField?.nullPolicy ?? sample.relationshipField?.nullPolicy ?? .reject
    }

    /// What a cleared field holds: `nil`, or `[]` for a to-many relationship.
    func clearedValue(_ sample: FieldSample) -> String {
        sample.relationshipField?.relationship.isMany == true ? "[]" : "nil"
    }

    /// The field's default as Swift, for `null: default`.
    func defaultValue(_ sample: FieldSample) -> String? {
        guard let field = sample.attributeField, let value = field.defaultValue else { return nil }
        return SwiftSource.comparedLiteral(value, type: field.attribute.type.element, module: module.name)
    }

    /// Whether the case `value` has the flag `key` set.
    static func flag(_ key: String, of value: MustacheValue) -> Bool {
        if case .dictionary(let entries) = value, case .bool(true)? = entries[key] { return true }
        return false
    }

    /// The data every suite shares.
    var data: [String: MustacheValue] {
        [
            "insertTests": .list(insert),
            "requiredTests": .list(required),
            "wrongTypeTests": .list(wrongType),
            "lenientTests": .list(lenient),
            "strictTests": .list(strict),
            "nullRejectedTests": .list(nullRejected),
            "defaultTests": .list(defaults),
            "unknownFallbackTests": .list(unknownEnumCases.filter { Self.flag("hasUnknown", of: $0) }),
            "unknownRejectedTests": .list(unknownEnumCases.filter { !Self.flag("hasUnknown", of: $0) }),
            "keptUnknownTests": .list(keptUnknownEnumCases),
            "toleranceTests": .list(tolerance),
            "customRejectedTests": .list(customRejected),
        ]
    }

}
