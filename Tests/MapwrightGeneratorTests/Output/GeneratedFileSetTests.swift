import Testing
@testable import MapwrightGenerator

@Suite("Generated file set")
struct GeneratedFileSetTests {
    @Test func keepsFilesSortedByPath() throws {
        let set = try GeneratedFileSet([
            GeneratedFile(path: "b/Z.swift", contents: ""),
            GeneratedFile(path: "B/a.swift", contents: ""),
            GeneratedFile(path: "a.swift", contents: ""),
        ])
        #expect(set.paths == ["B/a.swift", "a.swift", "b/Z.swift"], "paths not in byte order: \(set.paths)")
    }

    @Test func rejectsDuplicatePath() {
        #expect(throws: GeneratedFileSetError.duplicatePath("Blog/Post.swift"), "second Blog/Post.swift was accepted") {
            try GeneratedFileSet([GeneratedFile(path: "Blog/Post.swift", contents: "a"), GeneratedFile(path: "Blog/Post.swift", contents: "b")])
        }
    }

    @Test func rejectsPathsDifferingOnlyInCase() {
        let expected = GeneratedFileSetError.caseInsensitiveDuplicate(path: "blog/post.swift", existing: "Blog/Post.swift")
        #expect(throws: expected, "case-only duplicate was accepted") {
            try GeneratedFileSet([GeneratedFile(path: "Blog/Post.swift", contents: ""), GeneratedFile(path: "blog/post.swift", contents: "")])
        }
    }

    @Test func rejectsParentComponentEscapingTheOutputDirectory() {
        #expect(throws: GeneratedFileSetError.invalidPath("../x", .parentComponent), "../x was accepted") {
            try GeneratedFileSet([GeneratedFile(path: "../x", contents: "")])
        }
        #expect(throws: GeneratedFileSetError.invalidPath("Blog/../../x", .parentComponent), "Blog/../../x was accepted") {
            try GeneratedFileSet([GeneratedFile(path: "Blog/../../x", contents: "")])
        }
    }

    @Test func rejectsAbsolutePath() {
        #expect(throws: GeneratedFileSetError.invalidPath("/etc/passwd", .absolute), "absolute path was accepted") {
            try GeneratedFileSet([GeneratedFile(path: "/etc/passwd", contents: "")])
        }
    }

    @Test func rejectsUnnormalizedEmptyAndControlCharacterPaths() {
        let cases: [(String, GeneratedPathProblem)] = [
            ("", .empty), ("./a.swift", .notNormalized), ("a//b.swift", .notNormalized), ("a/", .notNormalized),
            ("a\\b.swift", .forbiddenCharacter), ("a\nb.swift", .forbiddenCharacter),
        ]
        for (path, problem) in cases {
            #expect(throws: GeneratedFileSetError.invalidPath(path, problem), "path \(path.debugDescription) was accepted") {
                try GeneratedFileSet([GeneratedFile(path: path, contents: "")])
            }
        }
    }

    @Test func rejectsTheManifestPath() {
        #expect(throws: GeneratedFileSetError.invalidPath(".mapwright-manifest", .reserved), "manifest path was accepted") {
            try GeneratedFileSet([GeneratedFile(path: ".mapwright-manifest", contents: "")])
        }
    }

    @Test func rejectsFileNeededAsDirectory() {
        let expected = GeneratedFileSetError.fileDirectoryConflict(path: "Blog", other: "Blog/Post.swift")
        #expect(throws: expected, "file 'Blog' beside 'Blog/Post.swift' was accepted") {
            try GeneratedFileSet([GeneratedFile(path: "Blog/Post.swift", contents: ""), GeneratedFile(path: "Blog", contents: "")])
        }
        #expect(throws: expected, "'Blog/Post.swift' beside file 'Blog' was accepted") {
            try GeneratedFileSet([GeneratedFile(path: "Blog", contents: ""), GeneratedFile(path: "Blog/Post.swift", contents: "")])
        }
    }

    @Test func errorMessageNamesThePath() {
        let message = GeneratedFileSetError.invalidPath("../x", .parentComponent).description
        #expect(message == "invalid generated file path '../x': '..' components are not allowed; the path would escape the output directory", "message was: \(message)")
    }
}
