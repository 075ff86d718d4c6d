import Foundation

/// One step of the README's "Getting started in your own package", as the README marks
/// it: `<!-- getting-started: write PATH -->`, `<!-- getting-started: run -->` or
/// `<!-- getting-started: expect -->`, each followed by a fenced code block.
enum ReadmeStep: Equatable {
    /// Write the block to the file at this path (relative to the new package).
    case write(path: String, contents: String)
    /// Run each line of the block as a shell command in the new package.
    case run(commands: [String])
    /// The last command's standard output must contain every line of the block.
    case expect(lines: [String])

    /// The marked steps of `readme`, in order.
    static func parse(_ readme: String) throws -> [ReadmeStep] {
        let lines = readme.components(separatedBy: "\n")
        var steps: [ReadmeStep] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("<!-- getting-started:"), line.hasSuffix("-->") else { continue }
            let marker = line.dropFirst("<!-- getting-started:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
            guard index < lines.count, lines[index].hasPrefix("```") else {
                throw StepError("README line \(index): the marker '\(marker)' is not followed by a code block")
            }
            index += 1
            var block: [String] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                block.append(lines[index])
                index += 1
            }
            index += 1
            let words = marker.split(separator: " ", maxSplits: 1).map(String.init)
            switch words.first {
            case "write" where words.count == 2:
                steps.append(.write(path: words[1], contents: block.joined(separator: "\n") + "\n"))
            case "run":
                steps.append(.run(commands: block.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }))
            case "expect":
                steps.append(.expect(lines: block.filter { !$0.isEmpty }))
            default:
                throw StepError("README: unknown getting-started marker '\(marker)'")
            }
        }
        return steps
    }
}

/// A README that cannot be followed.
struct StepError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
