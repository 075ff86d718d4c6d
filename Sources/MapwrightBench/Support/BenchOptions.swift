/// The command line of `mapwright-bench`: a command, positional words and `--flag value`
/// options (a flag followed by another flag, or last, is a switch).
struct BenchOptions {
    /// A command line that cannot be used; the message says why.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// The command (`import`, `generate`, …); `help` when none is given.
    let command: String
    /// Words that are not options, after the command.
    let positional: [String]
    private var values: [String: String] = [:]

    /// Parses `arguments` (without the program name).
    init(_ arguments: [String]) {
        command = arguments.first ?? "help"
        var positional: [String] = []
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            if word.hasPrefix("--") {
                let name = String(word.dropFirst(2))
                if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                    values[name] = arguments[index + 1]
                    index += 2
                } else {
                    values[name] = ""
                    index += 1
                }
            } else {
                positional.append(word)
                index += 1
            }
        }
        self.positional = positional
    }

    /// Whether help was asked for: `--help`, `-h` or `help` after the command.
    var wantsHelp: Bool { values["help"] != nil || positional.contains("-h") || positional.contains("help") }

    /// Throws when an option not in `known` was given, naming it and the known ones.
    func check(known: Set<String>) throws(UsageError) {
        for name in values.keys.sorted() where !known.contains(name) {
            let list = known.sorted().map { "--" + $0 }.joined(separator: ", ")
            throw UsageError(description: "\(command): unknown option --\(name)" + (list.isEmpty ? "" : " (known: \(list))"))
        }
    }

    /// Whether the switch `--name` was given.
    func has(_ name: String) -> Bool { values[name] != nil }

    /// The text of `--name`, or nil.
    func text(_ name: String) -> String? { values[name].flatMap { $0.isEmpty ? nil : $0 } }

    /// `--name` as a count (`10k`, `1m` and `100000` are understood), or `fallback`.
    func count(_ name: String, default fallback: Int) throws(UsageError) -> Int {
        guard let text = text(name) else { return fallback }
        guard let value = Self.parseCount(text) else { throw UsageError(description: "--\(name): '\(text)' is not a count") }
        return value
    }

    /// `--name` as a list of counts (`10k,100k,1m`), or `fallback`.
    func counts(_ name: String, default fallback: [Int]) throws(UsageError) -> [Int] {
        guard let text = text(name) else { return fallback }
        var result: [Int] = []
        for part in text.split(separator: ",") {
            guard let value = Self.parseCount(String(part)) else {
                throw UsageError(description: "--\(name): '\(part)' is not a count")
            }
            result.append(value)
        }
        return result
    }

    /// `--name` as seconds, or `fallback`.
    func seconds(_ name: String, default fallback: Double) throws(UsageError) -> Double {
        guard let text = text(name) else { return fallback }
        guard let value = Double(text), value > 0 else { throw UsageError(description: "--\(name): '\(text)' is not a number of seconds") }
        return value
    }

    /// `--name` as a comma-separated list of words, or `fallback`.
    func words(_ name: String, default fallback: [String]) -> [String] {
        text(name).map { $0.split(separator: ",").map(String.init) } ?? fallback
    }

    /// `10k` → 10,000; `1m` → 1,000,000; plain digits as they are. Nil unless positive.
    static func parseCount(_ text: String) -> Int? {
        let lower = text.lowercased()
        let multiplier = lower.hasSuffix("k") ? 1_000 : lower.hasSuffix("m") ? 1_000_000 : 1
        let digits = multiplier == 1 ? lower : String(lower.dropLast())
        guard let value = Int(digits), value > 0 else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : product
    }

    /// `10k`, `1M`, or the digits: how sizes are named in tables.
    static func countLabel(_ count: Int) -> String {
        if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
        if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000)k" }
        return String(count)
    }
}
