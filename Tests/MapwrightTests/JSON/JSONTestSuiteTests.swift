import Foundation
import Testing
import Mapwright

/// Runs every file of nst/JSONTestSuite: `y_` must be accepted, `n_` rejected, and
/// `i_` may go either way but must return. The files are the test target's fixtures
/// (`Fixtures/Conformance/JSONTestSuite`), so every checkout runs them.
struct JSONTestSuiteTests {
    @Test func suiteHasAll318Files() {
        let total = ["y_", "n_", "i_"].map { Conformance.jsonTestSuiteFiles(prefix: $0).count }.reduce(0, +)
        #expect(total == 318, "expected 318 JSONTestSuite files, found \(total)")
    }

    @Test(arguments: Conformance.jsonTestSuiteFiles(prefix: "y_"))
    func accepts(_ name: String) throws {
        let data = try Data(contentsOf: Conformance.jsonTestSuite.appendingPathComponent(name))
        #expect(throws: Never.self, "\(name) must be accepted") { _ = try JSONReader().read(data) }
    }

    @Test(arguments: Conformance.jsonTestSuiteFiles(prefix: "n_"))
    func rejects(_ name: String) throws {
        let data = try Data(contentsOf: Conformance.jsonTestSuite.appendingPathComponent(name))
        #expect(throws: JSONParseError.self, "\(name) must be rejected") { _ = try JSONReader().read(data) }
    }

    @Test(arguments: Conformance.jsonTestSuiteFiles(prefix: "i_"))
    func returnsEitherWay(_ name: String) throws {
        let data = try Data(contentsOf: Conformance.jsonTestSuite.appendingPathComponent(name))
        // Must return (a value or an error): reaching the next line is the test.
        let outcome = Result { try JSONReader().read(data) }
        if case .success(let value) = outcome { #expect(value.kind.description.isEmpty == false) }
    }
}
