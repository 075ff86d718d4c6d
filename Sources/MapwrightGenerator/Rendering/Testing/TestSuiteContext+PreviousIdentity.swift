extension TestSuiteContext {
    /// The identity field with a `previousIdentity` key: a test that a record parsed first
    /// is re-keyed (not duplicated) when the JSON gives a new identity and names the old
    /// one at that key.
    func previousIdentityTests(_ samples: MappingSamples, cases: FieldTestCases) -> [MustacheValue] {
        let values = SampleValues(module: module)
        let json = SampleJSON(module: module)
        return samples.fields.compactMap { sample in
            guard let previous = sample.field.previousIdentityKey,
                  case .attribute(let field, let value, let oldText?, _, _) = sample.kind else { return nil }
            let renamed = (1...8).lazy.map { values.literal(for: field.attribute, seed: sample.seed + $0, variant: 1) }.first { $0 != value }
            guard let renamed, let newText = json.text(renamed, box: field.box) else { return nil }
            let title = "\(sample.field.name): a record stored under the identity at \(previous) takes the new one at \(sample.path)"
            return .dictionary(cases.caseBase(sample, "changesIdentity", title).merging([
                "previousPath": .string(SwiftSource.stringLiteral(previous.description)),
                "previousText": .string(SwiftSource.stringContent(previous.description)),
                "oldIdentity": .string(SwiftSource.rawStringLiteral(oldText)),
                "newIdentity": .string(SwiftSource.rawStringLiteral(newText)),
            ]) { $1 })
        }
    }
}
