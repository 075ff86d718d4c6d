extension TestSuiteContext {
    /// Identified to-many fields with `"invalidElements": "skip"`: a test each that an
    /// element failing after it stored records is left out with what it stored (the
    /// parser runs it in a savepoint). The stub stores its answer, then fails on an
    /// element that is not an object.
    func skipTests(_ samples: MappingSamples, cases: FieldTestCases) -> [MustacheValue] {
        let children = samples.fields.compactMap { sample -> String? in
            guard case .child = sample.kind else { return nil }
            return MappingContext.parserProperty(sample.field)
        }
        return cases.ownFields.compactMap { sample in
            guard case .child(let field, _) = sample.kind, field.relationship.isMany, field.tolerance.skipsInvalidElements,
                  let target = module.entity(named: field.relationship.target) else { return nil }
            let property = MappingContext.parserProperty(sample.field)
            let arguments = children.map { $0 == property ? "\($0): stub" : "\($0): harness.\($0)" }.joined(separator: ", ")
            let title = "\(sample.field.name): an element of \(sample.path) that fails after storing records is left out with them"
            return .dictionary(cases.caseBase(sample, "skipsFailedElement", title).merging([
                "valueName": .string(sample.field.name + "Value"),
                "stubName": .string(module.testSupportModuleName + "." + target.stubParserTypeName),
                "targetType": .string(module.name + "." + target.name),
                "skipArguments": .string(arguments),
                "path": .string(SwiftSource.stringLiteral(sample.path.description)),
            ]) { $1 })
        }
    }
}
