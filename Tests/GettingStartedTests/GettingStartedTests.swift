import Foundation
import Testing

/// Follows the README's "Getting started in your own package" verbatim, in a new package
/// in a temporary directory that depends on this repository by path: the manifest, `init`,
/// the targets, an import into SQLite and a query, the generated tests, the drift check.
/// The only change to the README's text is the dependency line, which points at this
/// checkout instead of the published repository.
@Suite(.serialized) struct GettingStartedTests {
    /// The repository's root: three levels above this file.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theReadmeStepsAreMarkedAndInOrder() throws {
        let steps = try ReadmeStep.parse(String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8))
        let commands = steps.flatMap { step -> [String] in if case .run(let commands) = step { return commands }; return [] }
        #expect(commands.first == "swift run mapwright init --module Todos", "the first command makes the schema: \(commands)")
        #expect(commands.contains("swift test") && commands.last == "swift run mapwright check", "tests, then the drift check: \(commands)")
        #expect(steps.contains { if case .expect = $0 { return true }; return false }, "the README says what the app prints")
    }

    /// The documentation's Getting Started article gives the same steps as the README.
    @Test func theGettingStartedArticleHasTheReadmeSteps() throws {
        let readme = try ReadmeStep.parse(String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8))
        let article = try ReadmeStep.parse(String(
            contentsOf: Self.repository.appendingPathComponent("Sources/Mapwright/Mapwright.docc/GettingStarted.md"), encoding: .utf8))
        #expect(article == readme, "the Getting Started article's steps differ from the README's")
    }

    @Test func aNewPackageFollowingTheReadmeImportsAndQueries() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let steps = try ReadmeStep.parse(readme)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-getting-started-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // The dependency's identity comes from its folder's name: make it "Mapwright".
        let dependency = root.appendingPathComponent("Mapwright")
        try FileManager.default.createSymbolicLink(at: dependency, withDestinationURL: Self.repository)
        let package = root.appendingPathComponent("TodoApp")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)

        var lastOutput = ""
        for step in steps {
            switch step {
            case .write(let path, let contents):
                let url = package.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(Self.pointingAtThisCheckout(contents, dependency: dependency.path).utf8).write(to: url)
            case .run(let commands):
                for command in commands {
                    let result = try Shell.run(command, in: package)
                    lastOutput = result.output
                    #expect(result.status == 0, "`\(command)` failed (\(result.status)):\n\(result.tail)")
                    guard result.status == 0 else { return }
                }
            case .expect(let lines):
                for line in lines {
                    #expect(lastOutput.contains(line), "the README says the app prints '\(line)'; it printed:\n\(lastOutput)")
                }
            }
        }
        try consumerModulesNamedLikeTheExamplesBuild(in: package)
    }

    /// Beyond the README: the consumer adds targets named `Blog`, `Shop` and `Widgets`,
    /// ordinary app module names that Mapwright's own examples once took (SwiftPM wants
    /// target names unique across the package graph), and still builds.
    private func consumerModulesNamedLikeTheExamplesBuild(in package: URL) throws {
        let manifest = package.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let names = ["Blog", "Shop", "Widgets"]
        let targets = names.map { #"        .target(name: "\#($0)", dependencies: [.product(name: "Mapwright", package: "Mapwright")]),"# }
        guard let range = text.range(of: "    targets: [\n") else {
            Issue.record("the README's manifest has no 'targets: [' line to add targets after")
            return
        }
        text.insert(contentsOf: targets.joined(separator: "\n") + "\n", at: range.upperBound)
        try Data(text.utf8).write(to: manifest)
        for name in names {
            let source = package.appendingPathComponent("Sources/\(name)/\(name).swift")
            try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("import Mapwright\n\n/// The \(name) module of the app.\npublic let \(name.lowercased())Reader = JSONReader()\n".utf8).write(to: source)
        }
        let result = try Shell.run("swift build", in: package)
        #expect(result.status == 0, "a consumer with targets \(names) does not build (\(result.status)):\n\(result.tail)")
    }

    /// `contents` with the README's `.package(url: …, from: …)` replaced by a path to this checkout.
    static func pointingAtThisCheckout(_ contents: String, dependency: String) -> String {
        guard let range = contents.range(of: #"\.package\(url: "[^"]*", from: "[^"]*"\)"#, options: .regularExpression) else { return contents }
        return contents.replacingCharacters(in: range, with: ".package(path: \"\(dependency)\")")
    }
}

/// Runs shell commands, collecting their output.
enum Shell {
    struct Result {
        let status: Int32
        let output: String
        /// The last lines of the output and errors, for a failure message.
        var tail: String { output.split(separator: "\n", omittingEmptySubsequences: false).suffix(60).joined(separator: "\n") }
    }

    static func run(_ command: String, in directory: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
