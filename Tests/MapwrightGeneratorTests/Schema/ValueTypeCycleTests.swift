import Testing
@testable import MapwrightGenerator

/// Value types that contain themselves through to-one relationships, found in time
/// linear in the schema's size.
@Suite("Value type cycles")
struct ValueTypeCycleTests {
    /// A schema of value types (no identities): each entry is an entity and the
    /// to-one relationships it has, as name → target.
    private func schema(_ entities: [(name: String, links: [(String, String)])]) -> String {
        let declarations = entities.map { entity in
            let links = entity.links.map { #""\#($0.0)": { "to": "\#($0.1)" }"# }.joined(separator: ", ")
            return #""\#(entity.name)": { "attributes": { "size": "Int?" }, "relationships": { \#(links) } }"#
        }
        return "{ \"entities\": {\n" + declarations.joined(separator: ",\n") + "\n} }\n"
    }

    /// A chain `V0 -> V1 -> … -> V(count-1)` through relationships named `next`,
    /// closed back to `V0` when `closed`.
    private func chain(_ count: Int, closed: Bool) -> String {
        schema((0..<count).map { index in
            let last = index == count - 1
            return ("V\(index)", last && !closed ? [] : [("next", last ? "V0" : "V\(index + 1)")])
        })
    }

    @Test func cycleOfThreeIsNamedInOrderAtTheLinkBackToItsFirstEntity() {
        let text = schema([("Alpha", [("beta", "Beta")]), ("Beta", [("gamma", "Gamma")]), ("Gamma", [("alpha", "Alpha")])])
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"alpha\"", in: text)): error: value type 'Alpha' contains itself through to-one relationship 'Gamma.alpha' "
            + "(Alpha.beta -> Beta.gamma -> Gamma.alpha -> Alpha); make it to-many or give 'Alpha' an identity"
        #expect(lines == [expected], "three-entity cycle: \(lines)")
    }

    @Test func entitiesLeadingIntoACycleAreNotReported() {
        let text = schema([("Entry", [("loop", "LoopA")]), ("LoopA", [("other", "LoopB")]), ("LoopB", [("back", "LoopA")])])
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"back\"", in: text)): error: value type 'LoopA' contains itself through to-one relationship 'LoopB.back' "
            + "(LoopA.other -> LoopB.back -> LoopA); make it to-many or give 'LoopA' an identity"
        #expect(lines == [expected], "only the cycle itself is reported, once: \(lines)")
    }

    @Test func eachSeparateCycleIsReported() {
        let text = schema([("A", [("b", "B")]), ("B", [("a", "A")]), ("C", [("c", "C")])])
        let messages = SchemaFixture.lines(text).map { $0.split(separator: " ").dropFirst(4).prefix(2).joined(separator: " ") }
        #expect(messages == ["'A' contains", "'C' contains"], "two independent cycles give one error each: \(SchemaFixture.lines(text))")
    }

    @Test func toManyLinkBreaksACycle() {
        let text = """
        { "entities": {
          "A": { "attributes": { "size": "Int?" }, "relationships": { "b": { "to": "B" } } },
          "B": { "attributes": { "size": "Int?" }, "relationships": { "as": { "to": "A", "many": true } } }
        } }
        """
        #expect(SchemaFixture.lines(text).isEmpty, "a to-many link makes no cycle: \(SchemaFixture.lines(text))")
    }

    @Test func chainOfThreeThousandValueTypesIsClean() {
        let result = SchemaFixture.load([(SchemaFixture.path, chain(3_000, closed: false))])
        #expect(result.diagnostics.isEmpty, "an acyclic chain has no problems: \(result.diagnostics.prefix(3))")
        #expect(result.schema?.entityCount == 3_000, "all 3,000 value types are in the schema")
    }

    @Test func closedChainOfThreeThousandIsOneErrorWithTheMiddleElided() {
        let text = chain(3_000, closed: true)
        let lines = SchemaFixture.lines(text)
        let at = SchemaFixture.at("\"next\"", in: text, after: "\"V2999\"")
        let expected = "\(at): error: value type 'V0' contains itself through to-one relationship 'V2999.next' "
            + "(V0.next -> V1.next -> V2.next -> V3.next -> V4.next -> … 2990 more … -> V2995.next -> V2996.next -> V2997.next -> V2998.next -> V2999.next -> V0); "
            + "make it to-many or give 'V0' an identity"
        #expect(lines == [expected], "closed chain: \(lines.map { $0.prefix(300) })")
    }
}
