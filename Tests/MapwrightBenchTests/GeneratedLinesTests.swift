import MapwrightGenerator
import Testing
@testable import mapwright_bench

/// `GeneratedLines`: lines counted as `wc -l` does, per part, from a generated file set.
@Suite("Generated lines")
struct GeneratedLinesTests {
    @Test func countsNewlinesAndALastLineWithoutOne() {
        #expect(GeneratedLines.count("") == 0)
        #expect(GeneratedLines.count("a") == 1)
        #expect(GeneratedLines.count("a\n") == 1)
        #expect(GeneratedLines.count("a\nb") == 2)
        #expect(GeneratedLines.count("\n\n\n") == 3)
        #expect(GeneratedLines.count("é\r\nü\n") == 2)
    }

    @Test func filesGoToThePartWhoseFolderHoldsThem() {
        #expect(GeneratedLines.part(of: "Blog/Post.swift", module: "Blog") == .module)
        #expect(GeneratedLines.part(of: "BlogTestSupport/StubPostParser.swift", module: "Blog") == .testSupport)
        #expect(GeneratedLines.part(of: "BlogTests/PostParserTests.swift", module: "Blog") == .tests)
        #expect(GeneratedLines.part(of: "BlogExtra/Post.swift", module: "Blog") == nil)
        #expect(GeneratedLines.part(of: "Shop/Order.swift", module: "Blog") == nil)
        #expect(GeneratedLines.part(of: "Post.swift", module: "Blog") == nil)
    }

    @Test func countsOnlySwiftFilesOfTheModulesParts() throws {
        let files = try GeneratedFileSet([
            GeneratedFile(path: "Blog/Post.swift", contents: "struct Post {}\n\n"),
            GeneratedFile(path: "Blog/Author.swift", contents: "struct Author {}\n"),
            GeneratedFile(path: "BlogTestSupport/Stub.swift", contents: "a\nb\nc\n"),
            GeneratedFile(path: "BlogTests/PostTests.swift", contents: "x\ny"),
            GeneratedFile(path: "BlogTests/notes.md", contents: "not\nswift\n"),
            GeneratedFile(path: "Shop/Order.swift", contents: "struct Order {}\n"),
        ])
        let lines = GeneratedLines(of: files, module: "Blog")
        #expect(lines == GeneratedLines(module: 3, testSupport: 3, tests: 2))
        #expect(lines.total == 8)
    }

    @Test func partsAreNamedAsTheGeneratorNamesThem() {
        #expect(GeneratedPart.allCases.map { $0.moduleName(of: "MapwrightExampleBlog") }
            == ["MapwrightExampleBlog", "MapwrightExampleBlogTestSupport", "MapwrightExampleBlogTests"])
    }
}
