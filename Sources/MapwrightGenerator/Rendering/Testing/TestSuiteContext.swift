import Mapwright

/// The Mustache data of one mapping's generated test suite: `ParserTests.swift.mustache`
/// for an entity with an identity (the fetch-or-create parser against a fresh store,
/// child parsers stubbed), `BuilderTests.swift.mustache` for a value type (the
/// mapping's builder alone).
struct TestSuiteContext {
    let mapping: Mapping
    let entity: Entity
    let module: Module
    /// The mapping's sample documents, made once.
    private let samples: MappingSamples

    init(mapping: Mapping, entity: Entity, module: Module) {
        self.mapping = mapping
        self.entity = entity
        self.module = module
        self.samples = MappingSamples(mapping: mapping, entity: entity, module: module)
    }

    /// `PostParserTests`, or `CharacterResultsInResponseMappingTests` for a value type.
    var suiteName: String {
        entity.isValueType ? MappingContext.typeName(of: mapping) + "Tests" : MappingContext.parserName(of: mapping) + "Tests"
    }

    /// The template rendering the suite.
    var templateName: String {
        entity.isValueType ? "BuilderTests.swift.mustache" : "ParserTests.swift.mustache"
    }

    /// The data of the export round trip (`ExportTests.mustache`): parse the sample,
    /// export it, parse the export in a fresh harness; the record must come back when
    /// every field is exported, and its export must be the same JSON unless a stub links
    /// the record to itself (see ``stubLinksToRecord``).
    private var exportTestData: MustacheValue {
        let isParser = !entity.isValueType
        let roundTrips = !stubLinksToRecord
        return .dictionary([
            "makeHarness": .string(isParser ? "try Harness()" : "Harness()"),
            "exportTry": .string(isParser ? "try " : ""),
            "exportIn": .string(isParser ? ", in: harness.context" : ""),
            "exportInOther": .string(isParser ? ", in: other.context" : ""),
            "exportsEveryField": .bool(roundTrips && mapping.fields.allSatisfy { $0.export != .none }),
            "exportRoundTrips": .bool(roundTrips),
        ])
    }

    /// Whether a child stub answers the record under test itself: a nested relationship
    /// to the record's own entity, whose identity has a single value (a one-case enum), so
    /// no other record can exist. Export leaves that self-link out (a cycle ends there),
    /// and parsing the export cannot give it back.
    private var stubLinksToRecord: Bool {
        let hasChildOfOwnEntity = samples.fields.contains { sample in
            guard case .child(let field, _) = sample.kind else { return false }
            return field.relationship.target == entity.name
        }
        return hasChildOfOwnEntity && identityHasOneValue
    }

    /// Whether every record of the entity has the record under test's identity (its type
    /// has a single value, such as a one-case enum): no fixture can take another.
    private var identityHasOneValue: Bool {
        FixtureContext.avoidingSeed(entity, module: module, identitySeed: FixtureContext.stubSeed, avoiding: ownIdentity) == nil
    }

    /// The suite's data.
    var data: MustacheValue {
        let cases = FieldTestCases(samples: samples)
        var data = cases.data
        data["suiteName"] = .string(suiteName)
        data["entityName"] = .string(entity.name)
        data["mappingName"] = .string(mapping.name)
        data["mappingType"] = .string(module.name + "." + MappingContext.typeName(of: mapping))
        data["mappingTypeName"] = .string(MappingContext.typeName(of: mapping))
        data["buildArguments"] = .string(MappingContext.buildArguments(mapping: mapping.name, isDefault: mapping.isDefault, module: module))
        data["entityType"] = .string(module.name + "." + entity.name)
        data["testSupportModule"] = .string(module.testSupportModuleName)
        data["storeHelper"] = .string(TestSupportNames.store(module))
        data["sample"] = .string(Self.staticJSON("sample", samples.document.text))
        data["exportTest"] = exportTestData
        // The modules of the mapping's own custom boxes and of those its nested samples splice in.
        let customModules = Set(mapping.customBoxModules + CustomBoxSamples.modules(in: samples.document.text)).sorted()
        data["customImports"] = .list(customModules.map { .dictionary(["module": .string($0)]) })
        guard !entity.isValueType else {
            data["updateDocuments"] = .string("")  // a value is built, never updated
            data["nullInsertTests"] = .list(nullOnInsert(cases))
            data["result"] = mapping.result.map { resultData($0, samples) } ?? .bool(false)
            return Self.withPresence(data)
        }
        let parser = MappingContext.parserName(of: mapping)
        // Records the required links of stored fixtures point at, stored when the harness opens.
        var prerequisites: [String] = []
        let stubs = childStubs(samples, prerequisites: &prerequisites)
        data["parserName"] = .string(parser)
        data["parserType"] = .string(module.name + "." + parser)
        data["changed"] = .string(Self.staticJSON("changed", samples.changedDocument.text))
        data["identityOnly"] = .string(Self.staticJSON("identityOnly", samples.identityDocument.text))
        data["stubs"] = .list(stubs.map { .dictionary($0) })
        let stubCalls = stubs.compactMap { stub -> String? in
            guard case .string(let property)? = stub["property"] else { return nil }
            return property + ".calls.count"
        }
        data["childParserCalls"] = .string(stubCalls.isEmpty ? "0" : stubCalls.joined(separator: " + "))
        data["parserArguments"] = .string(samples.fields.compactMap { sample -> String? in
            guard case .child = sample.kind else { return nil }
            let property = MappingContext.parserProperty(sample.field)
            return "\(property): \(property)"
        }.joined(separator: ", "))
        data["missingIdentityTests"] = .list(missingIdentity(cases))
        data["updatedFields"] = .list(updatedFields(samples, cases: cases))
        data["updateDocuments"] = .string(", changed: Self.changed, identityOnly: Self.identityOnly")
        data["absentTests"] = .list(absent(cases))
        let nullUpdates = nullOnUpdate(cases)
        data["nullUpdateTests"] = .list(nullUpdates.filter { !FieldTestCases.flag("keeps", of: $0) })
        data["nullKeepTests"] = .list(nullUpdates.filter { FieldTestCases.flag("keeps", of: $0) })
        data["childTests"] = .list(children(cases))
        data["skipTests"] = .list(skipTests(samples, cases: cases))
        data["previousIdentityTests"] = .list(previousIdentityTests(samples, cases: cases))
        // The reference targets, whose fixtures may add prerequisites of their own (the
        // records their required links point at).
        let found = references(cases, prerequisites: &prerequisites)
        // Targets of required references must be stored before the record: the harness
        // stores them when it opens.
        let requiredTargets = found.compactMap { reference -> String? in
            guard case .dictionary(let entries) = reference, case .bool(true)? = entries["isRequired"],
                  case .string(let fixture)? = entries["fixture"] else { return nil }
            return fixture
        }
        // What the harness stores (every prerequisite, those of the reference fixtures
        // included, and the targets of required references), and what the stubs write during
        // every parse.
        let stubPrerequisites = Set(prerequisites).union(stubs.compactMap { stub in
            if case .string(let value)? = stub["value"] { value } else { nil }
        }).union(requiredTargets)
        // A reference target the harness or a stub stores already (a small identity type can
        // make it a stub's answer, a prerequisite or a required reference's target) never
        // comes later, and storing it again would overwrite the links the parse made to it.
        let references = found.map { reference -> MustacheValue in
            guard case .dictionary(var entries) = reference, case .string(let fixture)? = entries["fixture"] else { return reference }
            entries["isPrerequisite"] = .bool(stubPrerequisites.contains(fixture))
            return .dictionary(entries)
        }
        data["prerequisites"] = .list(prerequisites.map { .dictionary(["fixture": .string($0)]) })
        // Where every record of the entity has the same identity (a one-case enum) and the
        // harness stores one when it opens, the sample's record is never new: every parse is
        // an update, so the tests of what only an insert does (the insert-off test, a required
        // field's absence rejected, a default taken) do not apply.
        let recordIsNeverNew = identityHasOneValue && prerequisites.contains { FixtureContext.isCall($0, of: entity, module: module) }
        data["insertOffTest"] = .bool(!recordIsNeverNew)
        if recordIsNeverNew {
            data["requiredTests"] = .list([])
            data["defaultTests"] = .list([])
        }
        data["referenceTests"] = .list(references)
        data["requiredFixtures"] = .list(requiredTargets.map { .dictionary(["fixture": .string($0)]) })
        // Every reference target of the sample, once: a test that commits inserts them all,
        // so that no other reference of the sample is left waiting.
        var seenFixtures = Set<String>()
        data["referenceFixtures"] = .list(references.compactMap { reference in
            guard case .dictionary(let entries) = reference, case .string(let fixture)? = entries["fixture"],
                  case .bool(false)? = entries["pointsAtItself"], case .bool(false)? = entries["isPrerequisite"],
                  seenFixtures.insert(fixture).inserted else { return nil }
            return .dictionary(["fixture": .string(fixture)])
        })
        data["hasRoot"] = .bool(mapping.root != nil)
        data["rootText"] = .string(SwiftSource.stringContent(mapping.root?.description ?? ""))
        data["response"] = .string(SwiftSource.jsonLiteral(mapping.root.map { root in
            var wrapper = SampleDocument()
            wrapper.place("[" + samples.document.text + "]", at: root)
            return wrapper.text
        } ?? "", indent: 8, prefixWidth: "        let response = ".count))
        return Self.withPresence(data)
    }

    /// The literal of the suite's `static let name = …` holding the JSON `text`.
    private static func staticJSON(_ name: String, _ text: String) -> String {
        SwiftSource.jsonLiteral(text, indent: 4, prefixWidth: "    static let \(name) = ".count)
    }

    /// `data` with `hasWrongTypeTests` beside each list `wrongTypeTests` (true when it is
    /// not empty): the table and the parameterized test of a family are written once, when
    /// it has cases, and so is what a list of fixtures or fields needs around it.
    private static func withPresence(_ data: [String: MustacheValue]) -> MustacheValue {
        var data = data
        for (key, value) in data {
            guard case .list(let cases) = value else { continue }
            data["has" + SwiftSource.upperFirst(key)] = .bool(!cases.isEmpty)
        }
        let checks = fieldChecks(data)
        data["fieldChecks"] = .list(checks)
        data["hasFieldChecks"] = .bool(!checks.isEmpty)
        return .dictionary(data)
    }

    /// The families checked field by field, by their rule (`FieldCheck.Rule`), in the
    /// order their rows are written.
    private static let checkedFamilies = [
        ("requiredTests", "required"), ("wrongTypeTests", "wrongType"), ("strictTests", "strict"),
        ("nullRejectedTests", "nullRejected"), ("unknownRejectedTests", "unknownRejected"), ("insertTests", "filled"),
        ("lenientTests", "coerced"), ("defaultTests", "defaulted"), ("unknownFallbackTests", "unknownFallsBack"),
        ("nullInsertTests", "nullOnInsert"), ("updatedFields", "updated"), ("absentTests", "absentKeeps"),
        ("nullUpdateTests", "nullOnUpdate"), ("nullKeepTests", "nullKeeps"),
    ]

    /// The rows of the suite's one field-rule test (`Check(.required, Field(…))`): each
    /// family's rows under its rule; a family a suite does not have has none.
    private static func fieldChecks(_ data: [String: MustacheValue]) -> [MustacheValue] {
        checkedFamilies.flatMap { family, rule -> [MustacheValue] in
            guard case .list(let cases)? = data[family] else { return [] }
            return cases.compactMap { value in
                guard case .dictionary(let entries) = value, case .string(let row)? = entries["row"] else { return nil }
                return .dictionary(["check": .string("Check(.\(rule), \(row))")])
            }
        }
    }

    /// The identity of the record under test (its sample's), which fixtures of other
    /// records of its entity must not take.
    private var ownIdentity: [String: [Literal]] {
        let values = entity.identity.attributes.compactMap { attribute in
            samples.fields.first { $0.field.name == attribute.name }.flatMap { sample -> Literal? in
                if case .attribute(_, let value, _, _, _) = sample.kind { return value }
                return nil
            }
        }
        return values.count == entity.identity.attributes.count ? [entity.name: values] : [:]
    }

    /// A stub for each child-parsed field, returning a fixture whose identity no sample
    /// uses, so a test can tell the stub's answer from what a real parser would make.
    private func childStubs(_ samples: MappingSamples, prerequisites: inout [String]) -> [[String: MustacheValue]] {
        samples.fields.compactMap { sample in
            guard case .child(let field, _) = sample.kind, let target = module.entity(named: field.relationship.target) else { return nil }
            let property = MappingContext.parserProperty(sample.field)
            return [
                "property": .string(property),
                "valueName": .string(sample.field.name + "Value"),
                "stubName": .string(module.testSupportModuleName + "." + target.stubParserTypeName),
                "parsingProtocol": .string(module.name + "." + target.parsingProtocolName),
                "value": .string(FixtureContext.storableCall(target, module: module, identitySeed: FixtureContext.stubSeed, avoiding: ownIdentity, prerequisites: &prerequisites)),
            ]
        }
    }

    /// The cases of a response mapping's `result(from:)`: the sample succeeds; each
    /// expected value changed, or absent (unless its default is the expected value), is
    /// the failure; malformed JSON is the failure.
    private func resultData(_ result: ResponseResult, _ samples: MappingSamples) -> MustacheValue {
        let values = SampleValues(module: module)
        let json = SampleJSON(module: module)
        let success: String
        switch result.success {
        case .whole: success = "try Harness().parse(Self.sample)"
        case .attribute(let attribute): success = "try Harness().parse(Self.sample).\(attribute.name)"
        case .relationship(let relationship): success = "try Harness().parse(Self.sample).\(relationship.name)"
        }
        let stems = SwiftSource.upperFirstStems(result.expectations.map(\.attribute.name))
        let expectations = result.expectations.compactMap { expectation -> MustacheValue? in
            let attribute = expectation.attribute
            let field = samples.fields.first { $0.field.name == attribute.name }?.attributeField
            let box = field?.box ?? attribute.type.element.defaultBox
            let other = [1, 2].lazy.map { values.literal(of: attribute.type, name: attribute.name, seed: 1, variant: $0) }
                .first { $0 != expectation.value }
            guard let other, let wrong = json.text(other, box: box) else { return nil }
            let name = stems[attribute.name] ?? SwiftSource.upperFirst(attribute.name)
            return .dictionary([
                "name": .string(attribute.name),
                "keyPath": .string(SwiftSource.stringLiteral(expectation.keyPath.description)),
                "keyText": .string(SwiftSource.stringContent(expectation.keyPath.description)),
                "wrong": .string(SwiftSource.rawStringLiteral(wrong)),
                "wrongFunction": .string("resultFailsWhen\(name)Differs"),
                "wrongTitle": .string(SwiftSource.stringLiteral("result: \(expectation.keyPath) other than expected is the failure \"\(result.failureMessage)\"")),
                // An absent key takes the field's default: the expected value itself is no failure.
                "absentFails": .bool(field?.defaultValue != expectation.value),
                "absentFunction": .string("resultFailsWhen\(name)IsAbsent"),
                "absentTitle": .string(SwiftSource.stringLiteral("result: absent \(expectation.keyPath) is the failure \"\(result.failureMessage)\"")),
            ])
        }
        return .dictionary([
            "success": .string(success),
            "failureMessage": .string(SwiftSource.stringLiteral(result.failureMessage)),
            "failureText": .string(SwiftSource.stringContent(result.failureMessage)),
            "expectations": .list(expectations),
        ])
    }

    private func missingIdentity(_ cases: FieldTestCases) -> [MustacheValue] {
        samples.fields.filter(\.isIdentity).map { sample in
            .dictionary(cases.caseBase(sample, "missingIdentity", "a document without \(sample.path) is rejected and stores nothing")
                .merging(["input": .string(FieldTestCases.input("Self.sample", removing: sample.path))]) { $1 })
        }
    }

    /// Each attribute the changed document changes: updated in place to its value.
    private func updatedFields(_ samples: MappingSamples, cases: FieldTestCases) -> [MustacheValue] {
        samples.fields.compactMap { sample in
            guard !sample.isIdentity, !sample.sharesKey,
                  case .attribute(let field, _, _, let changed, let changedJSON) = sample.kind, changedJSON != nil,
                  field.box.customType == nil else { return nil }
            let expected = SwiftSource.comparedLiteral(changed, type: field.attribute.type.element, module: module.name)
            return .dictionary(cases.row(sample, expected: expected))
        }
    }

    private func absent(_ cases: FieldTestCases) -> [MustacheValue] {
        let placed = Set(samples.document.entries.map(\.path))
        return cases.ownFields.filter { !$0.isIdentity && placed.contains($0.path) }.map { sample in
            .dictionary(cases.caseBase(sample, "absentKeeps", "\(sample.field.name): absent \(sample.path) on update keeps the stored value")
                .merging(cases.row(sample, reads: true)) { $1 })
        }
    }

    /// Relationships that are the inverse of a reference in this mapping naming the record
    /// itself (read from its own identity key): they always hold the record too, beside
    /// what their own field gives, so tests of their exact value do not apply.
    private var linkedToItself: Set<String> {
        Set(samples.fields.compactMap { sample -> String? in
            guard case .reference(let field, _, _) = sample.kind, field.relationship.target == entity.name,
                  samples.identityPaths.contains(sample.path) else { return nil }
            return field.relationship.inverse?.name
        })
    }

    private func nullOnUpdate(_ cases: FieldTestCases) -> [MustacheValue] {
        let linkedToItself = self.linkedToItself
        return cases.ownFields.filter { !$0.isIdentity && !linkedToItself.contains($0.field.name) }.compactMap { sample in
            let expected: String, what: String
            switch cases.nullPolicy(sample) {
            case .reject: return nil
            case .clear: (expected, what) = (cases.clearedValue(sample), "clears")
            case .keep:
                return .dictionary(cases.caseBase(sample, "nullOnUpdate", "\(sample.field.name): null at \(sample.path) on update keeps it")
                    .merging(cases.row(sample, json: "null", reads: true)) { $1 }.merging(["keeps": .bool(true)]) { $1 })
            case .useDefault:
                guard let value = cases.defaultValue(sample) else { return nil }
                (expected, what) = (value, "restores the default of")
            }
            return .dictionary(cases.caseBase(sample, "nullOnUpdate", "\(sample.field.name): null at \(sample.path) on update \(what) it")
                .merging(cases.row(sample, json: "null", expected: expected)) { $1 })
        }
    }

    private func nullOnInsert(_ cases: FieldTestCases) -> [MustacheValue] {
        cases.ownFields.compactMap { sample in
            let expected: String
            switch cases.nullPolicy(sample) {
            case .reject: return nil
            case .clear, .keep:
                let optional = sample.attributeField.map(\.attribute.isOptional)
                    ?? sample.relationshipField.map { $0.relationship.isMany || $0.relationship.isOptional } ?? false
                guard optional else { return nil }
                expected = cases.clearedValue(sample)
            case .useDefault:
                guard let value = cases.defaultValue(sample) else { return nil }
                expected = value
            }
            return .dictionary(cases.caseBase(sample, "nullOnInsert", "\(sample.field.name): null at \(sample.path) on insert gives \(expected)")
                .merging(cases.row(sample, json: "null", expected: expected)) { $1 })
        }
    }

    private func children(_ cases: FieldTestCases) -> [MustacheValue] {
        let linkedToItself = self.linkedToItself
        return cases.ownFields.compactMap { sample in
            guard case .child(let field, _) = sample.kind, !linkedToItself.contains(sample.field.name) else { return nil }
            let value = "$1.\(sample.field.name)Value.id"
            let expected = field.relationship.isMany ? "[\(value)]" : value
            let arguments = [
                SwiftSource.stringLiteral(sample.field.name), "at: " + SwiftSource.stringLiteral(sample.path.description),
                "stub: { $0.\(MappingContext.parserProperty(sample.field)) }",
            ]
            return .dictionary([
                "usesStubRow": .string(SwiftSource.call("Child", arguments: [".usesStub"] + arguments
                    + ["holdsAnswer: { $0.\(sample.field.name) == \(expected) }"], indent: 8)),
                "operationsRow": .string(SwiftSource.call("Child", arguments: [".runsUnderRelationshipOperations"] + arguments, indent: 8)),
            ])
        }
    }

    /// Reference fields, those sharing a key included: their tests do not change the value.
    private func references(_ cases: FieldTestCases, prerequisites: inout [String]) -> [MustacheValue] {
        let linkedToItself = self.linkedToItself
        return samples.fields.compactMap { sample in
            guard case .reference(let field, let value, _) = sample.kind, let target = module.entity(named: field.relationship.target),
                  let identity = target.identity.attributes.first else { return nil }
            let single: Literal
            if case .array(let elements) = value, let first = elements.first { single = first } else { single = value }
            let literal = SwiftSource.literal(single, type: identity.type.element, module: module.name)
            let id = "\(module.name).\(target.name).ID(\(literal))"
            let title = "\(sample.field.name): the reference at \(sample.path) resolves when the \(target.name) "
            // A reference read from the record's own identity key, or whose sample is the
            // record's identity (a one-case enum has no other), names the record itself: its
            // target is there once the record is, and storing a fixture of it would overwrite
            // the record.
            let pointsAtItself = target.name == entity.name
                && (samples.identityPaths.contains(sample.path) || ownIdentity[entity.name] == [single])
            return .dictionary(cases.caseBase(sample, "reference", title)
                .merging([
                    "titleLater": .string(SwiftSource.stringLiteral(title + "comes later")),
                    "titleFirst": .string(SwiftSource.stringLiteral(title + "came first")),
                    "target": .string(target.name),
                    "isRequired": .bool(MappingContext.isRequiredReference(field.relationship)),
                    "pointsAtItself": .bool(pointsAtItself),
                    // A link to itself whose one-to-one inverse the mapping also fills, with
                    // another record, cannot hold both ends: which one stays is not this test's.
                    "selfLinkContested": .bool(pointsAtItself && field.relationship.inverse.map { inverse in
                        !inverse.isMany && samples.fields.contains { $0.field.name == inverse.name }
                    } == true),
                    "linkedToItself": .bool(linkedToItself.contains(sample.field.name)),
                    "fixture": .string(FixtureContext.storableCall(target, module: module, identity: [(identity, single)], avoiding: ownIdentity, prerequisites: &prerequisites)),
                    "expected": .string(field.relationship.isMany ? "[\(id)]" : id),
                    "creates": .bool(field.unresolved == .create),
                    "titleCreated": .string(SwiftSource.stringLiteral("\(sample.field.name): the reference at \(sample.path) creates the \(target.name) when it is not stored")),
                    "targetType": .string("\(module.name).\(target.name)"),
                    "createdID": .string(id),
                ]) { $1 })
        }
    }
}
