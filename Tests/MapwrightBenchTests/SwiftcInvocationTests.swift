import Foundation
import Testing
@testable import mapwright_bench

/// `SwiftcInvocation`: the flags of a clean debug build of one generated part.
@Suite("swiftc invocation")
struct SwiftcInvocationTests {
    private static let invocation = SwiftcInvocation(
        moduleName: "BlogTestSupport", sources: ["/g/BlogTestSupport/A.swift", "/g/BlogTestSupport/B.swift"],
        outputDirectory: "/b/BlogTestSupport", importPaths: ["/b/Blog", "/imports"], moduleCache: "/cache")

    @Test func buildsLikeSwiftPMsDebugBuildInOneJob() {
        let arguments = Self.invocation.arguments
        for flag in ["-Onone", "-enable-testing", "-g", "-DSWIFT_PACKAGE", "-DDEBUG", "-warnings-as-errors", "-parse-as-library",
                     "-enable-batch-mode", "-j1", "-c", "-emit-module"] {
            #expect(arguments.contains(flag), "missing \(flag)")
        }
        #expect(Self.pairs(arguments).contains(["-swift-version", "6"]))
        #expect(Self.pairs(arguments).contains(["-module-name", "BlogTestSupport"]))
        #expect(Self.pairs(arguments).contains(["-emit-module-path", "/b/BlogTestSupport/BlogTestSupport.swiftmodule"]))
        #expect(Self.pairs(arguments).contains(["-module-cache-path", "/cache"]))
        #expect(!arguments.contains("-default-isolation"))
        #expect(!arguments.contains("-enable-cross-import-overlays"))
    }

    @Test func importPathsKeepTheirOrderAndSourcesComeLast() {
        let arguments = Self.invocation.arguments
        let imports = Self.pairs(arguments).filter { $0.first == "-I" }.map { $0[1] }
        #expect(imports == ["/b/Blog", "/imports"])
        #expect(Array(arguments.suffix(2)) == Self.invocation.sources)
    }

    @Test func mainActorIsolationIsPassedWhenAsked() {
        var invocation = Self.invocation
        invocation.mainActorIsolation = true
        #expect(Self.pairs(invocation.arguments).contains(["-default-isolation", "MainActor"]))
    }

    @Test func testsGetCrossImportOverlaysAsSwiftPMsTestTargetsDo() {
        var invocation = Self.invocation
        invocation.isTests = true
        #expect(Self.pairs(invocation.arguments).contains(["-Xfrontend", "-enable-cross-import-overlays"]))
    }

    @Test func objectsAreNamedAfterTheirSourcesInTheOutputDirectory() throws {
        let map = try JSONSerialization.jsonObject(with: Self.invocation.outputFileMap) as? [String: [String: String]]
        #expect(map == [
            "/g/BlogTestSupport/A.swift": ["object": "/b/BlogTestSupport/A.swift.o"],
            "/g/BlogTestSupport/B.swift": ["object": "/b/BlogTestSupport/B.swift.o"],
        ])
        #expect(Self.pairs(Self.invocation.arguments).contains(["-output-file-map", "/b/BlogTestSupport/output-file-map.json"]))
    }

    /// Every two consecutive arguments.
    private static func pairs(_ arguments: [String]) -> [[String]] {
        zip(arguments, arguments.dropFirst()).map { [$0, $1] }
    }
}
