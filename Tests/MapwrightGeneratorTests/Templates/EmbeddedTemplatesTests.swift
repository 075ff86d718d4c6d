import Foundation
import Testing
@testable import MapwrightGenerator

@Suite struct EmbeddedTemplatesTests {
    private static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    @Test func embeddedCopyEqualsTemplatesDirectory() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory.path)
            .filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(TemplateSet().sources.keys.sorted() == names, "embedded template names differ from Templates/")
        for name in names {
            let onDisk = try String(contentsOf: Self.templatesDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(TemplateSet().source(name) == onDisk, "embedded \(name) differs from Templates/\(name): rebuild")
        }
    }

    @Test func overrideReplacesOnlyTheNamedTemplate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = try #require(TemplateSet().sources.keys.sorted().first)
        try Data("custom".utf8).write(to: directory.appendingPathComponent(name))
        let set = try TemplateSet(overridesIn: directory)
        #expect(set.source(name) == "custom", "override used for \(name)")
        #expect(set.overridden == [name], "only \(name) overridden")
        #expect(set.sources.count == TemplateSet().sources.count, "the other defaults remain")
    }

    @Test func overrideWithUnknownNameIsAnError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory.appendingPathComponent("Modle.swift.mustache"))
        #expect(throws: TemplateSetError.self, "a misspelt template name must be reported") { try TemplateSet(overridesIn: directory) }
    }
}
