import Testing
@testable import MapwrightGenerator

/// Runs the official Mustache spec (required modules) with HTML escaping on, from the
/// test target's fixtures (`Fixtures/Conformance/mustache-spec`).
struct MustacheSpecConformanceTests {
    @Test("Every required spec module is present and decodes")
    func specFilesLoad() throws {
        let required = ["comments.json", "delimiters.json", "interpolation.json", "inverted.json", "partials.json", "sections.json"]
        #expect(Set(required).isSubset(of: MustacheSpecSuite.fileNames), "spec folder lacks a required module; found \(MustacheSpecSuite.fileNames)")
        for fileName in MustacheSpecSuite.fileNames {
            let cases = try MustacheSpecSuite.load(fileNamed: fileName)
            #expect(!cases.isEmpty, "spec file \(fileName) has no test cases")
        }
        #expect(MustacheSpecSuite.cases.count > 100, "only \(MustacheSpecSuite.cases.count) spec cases loaded")
    }

    @Test("Spec case renders as expected", arguments: MustacheSpecSuite.cases)
    func specCase(_ specCase: SpecCase) {
        let actual: String
        do {
            let template = try MustacheTemplate(parsing: specCase.template, named: specCase.name)
            actual = try template.render(specCase.data, partials: MustachePartials(specCase.partials), options: .spec)
        } catch {
            Issue.record("\(specCase.testDescription) threw \(error)\n template: \(specCase.template.debugDescription)")
            return
        }
        #expect(
            actual == specCase.expected,
            """
            \(specCase.testDescription)
             template: \(specCase.template.debugDescription)
             expected: \(specCase.expected.debugDescription)
             actual:   \(actual.debugDescription)
            """
        )
    }
}
