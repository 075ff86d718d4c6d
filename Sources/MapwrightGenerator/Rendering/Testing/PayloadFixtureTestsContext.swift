import Foundation

/// The Mustache data of `<M>Tests/PayloadFixtureTests.swift`: a table of the module's
/// payload fixtures, with paths from the generated tests' folder and the fingerprint
/// each recording is made against.
struct PayloadFixtureTestsContext {
    /// The generated file's name, without `.swift`.
    static let fileName = "PayloadFixtureTests"

    let module: Module
    /// The module's fixtures, sorted.
    let fixtures: [PayloadFixture]
    /// The folder the generated tests are written to (`Generated/BlogTests`), as reached
    /// from the working directory, like the fixtures' paths.
    let testsFolder: String
    /// The module's generated files so far, for the fingerprints.
    let contents: (String) -> String?

    var data: MustacheValue {
        let mappings = Array(Set(fixtures.map(\.mapping))).sorted()
        let folders = Set(fixtures.map { PayloadFixtureFolder.name + "/" + $0.schemaName })
        return .dictionary([
            "testSupportModule": .string(module.testSupportModuleName),
            "storeHelper": .string(TestSupportNames.store(module)),
            "fixtureFolder": .string(SwiftSource.commentText(folders.sorted().joined(separator: "`, `"))),
            "entityList": .string(module.entities.filter { !$0.isValueType }.map { "\(module.name).\($0.name).self" }.joined(separator: ", ")),
            "cases": .list(fixtures.map { fixture in
                .dictionary([
                    "mappingLiteral": .string(SwiftSource.stringLiteral(fixture.mapping)),
                    "nameLiteral": .string(SwiftSource.stringLiteral(fixture.name)),
                    "payloadPathLiteral": .string(SwiftSource.stringLiteral(Self.relativePath(from: testsFolder, to: fixture.payloadPath))),
                    "expectedPathLiteral": .string(SwiftSource.stringLiteral(Self.relativePath(from: testsFolder, to: fixture.expectedPath))),
                    "recordedAgainstLiteral": .string(SwiftSource.stringLiteral(
                        PayloadFixtureFingerprint.of(fixture, module: module, contents: contents))),
                ])
            }),
            "anyRoot": .bool(module.mappings.contains { mapping in mappings.contains(mapping.name) && mapping.root != nil }),
            "mappings": .list(mappings.compactMap { name in
                guard let mapping = module.mappings.first(where: { $0.name == name }) else { return nil }
                return .dictionary([
                    "mappingLiteral": .string(SwiftSource.stringLiteral(name)),
                    "parserType": .string(module.name + "." + MappingContext.parserName(of: mapping)),
                    "hasRoot": .bool(mapping.root != nil),
                ])
            }),
        ])
    }

    /// The path of `file` from `directory`, both as reached from the working directory
    /// (or absolute): `../../Schemas/Fixtures/Blog/Post/two-posts.json`.
    static func relativePath(from directory: String, to file: String) -> String {
        let from = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}
