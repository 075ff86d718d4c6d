/// The lines of a build or test log worth reading first, trimmed, so an expectation
/// message shows what broke without the whole log.
enum FailureExcerpt {
    /// At most this many lines.
    static let lineLimit = 60

    /// Lines that say what failed (`error:`, `✘`, a crash), each once, a compiler
    /// error followed by the source line it points at; the log's end when none matches.
    static func of(_ log: String) -> String {
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var picked: [String] = []
        var seen = Set<String>()
        for (index, line) in lines.enumerated() where picked.count < lineLimit && isFailure(line) {
            guard seen.insert(line).inserted else { continue }
            picked.append(line)
            if let source = sourceLine(of: line, after: index, in: lines) { picked.append(source) }
        }
        if picked.isEmpty { picked = Array(lines.suffix(lineLimit)) }
        return picked.prefix(lineLimit).joined(separator: "\n")
    }

    private static func isFailure(_ line: String) -> Bool {
        if line.hasPrefix(" ") && line.contains("`- error:") { return false }
        // Swift Testing's progress lines name tests, whose titles may hold "error:".
        if line.hasPrefix("◇ ") || line.hasPrefix("✔ ") || line.hasPrefix("↳ ") { return false }
        return line.contains("error:") || line.contains("✘") || line.contains("Fatal error") || line.contains("Crash")
    }

    /// For `file:LINE:COLUMN: error: …`, the `LINE | code` line the compiler prints below it.
    private static func sourceLine(of line: String, after index: Int, in lines: [String]) -> String? {
        let parts = line.split(separator: ":", maxSplits: 3)
        guard parts.count == 4, let number = Int(parts[1]) else { return nil }
        let prefix = "\(number) |"
        return lines[(index + 1)..<min(index + 12, lines.count)].first { $0.trimmingPrefixSpaces.hasPrefix(prefix) }
    }

    /// The seeds whose modules a log's failure lines name (`Generated/R12/…`, `R12Tests`).
    static func seeds(in excerpt: String, among seeds: [UInt64]) -> [UInt64] {
        seeds.filter { seed in
            let module = RandomSchemaGenerator.moduleName(seed: seed)
            return excerpt.contains("/\(module)/") || excerpt.contains("/\(module)Tests/") || excerpt.contains("/\(module)TestSupport/")
                || excerpt.contains("\(module)Tests.") || excerpt.contains(" \(module).")
        }
    }
}

extension String {
    /// The string without its leading spaces.
    fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
