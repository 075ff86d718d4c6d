import Testing
@testable import MapwrightGenerator

/// Random texts against two oracles: a plain LCS table for minimality, and a small
/// unified-diff applier for the hunks' ranges, context and newline markers.
@Suite("Diff properties")
struct DiffPropertyTests {
    @Test func editScriptIsMinimalAndReproducesTheNewText() {
        var random = SplitMix64(seed: 0x6D61_7077)
        for round in 0..<600 {
            let old = (0..<Int.random(in: 0...40, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let new = mutated(old, using: &random)
            let edits = MyersDiff.edits(from: old, to: new)
            var rebuilt: [Int] = []
            var consumed: [Int] = []
            for edit in edits {
                switch edit {
                case .keep(let o, let n):
                    #expect(old[o] == new[n], "round \(round): kept lines differ")
                    rebuilt.append(new[n])
                    consumed.append(o)
                case .delete(let o):
                    consumed.append(o)
                case .insert(let n):
                    rebuilt.append(new[n])
                }
            }
            #expect(rebuilt == new, "round \(round): script does not rebuild \(new) from \(old)")
            #expect(consumed == Array(old.indices), "round \(round): old lines not consumed in order")
            let changes = edits.filter { !$0.isKeep }.count
            #expect(changes == old.count + new.count - 2 * lcsLength(old, new), "round \(round): \(changes) changes is not minimal for \(old) → \(new)")
        }
    }

    @Test func unifiedDiffAppliesBackToTheNewText() {
        var random = SplitMix64(seed: 0x6469_6666)
        let vocabulary = ["a", "b", "c", "", "d"]
        for round in 0..<400 {
            let oldLines = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let newLines = mutated(oldLines, using: &random)
            let old = text(oldLines.map { vocabulary[$0] }, newlineAtEnd: Bool.random(using: &random))
            let new = text(newLines.map { vocabulary[$0] }, newlineAtEnd: Bool.random(using: &random))
            let context = Int.random(in: 0...3, using: &random)
            let diff = UnifiedDiff.text(from: old, to: new, oldLabel: "a", newLabel: "b", context: context)
            let applied = apply(diff, to: old)
            #expect(applied == new, "round \(round): applying the diff (context \(context)) gave \(String(describing: applied).debugDescription), wanted \(new.debugDescription)\n\(diff)")
        }
    }

    /// `lines` joined by newlines, with a final newline only when asked (and non-empty).
    private func text(_ lines: [String], newlineAtEnd: Bool) -> String {
        let joined = lines.joined(separator: "\n")
        return lines.isEmpty || !newlineAtEnd ? joined : joined + "\n"
    }

    /// `values` with a few random insertions, deletions and replacements.
    private func mutated(_ values: [Int], using random: inout SplitMix64) -> [Int] {
        var result = values
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let position = Int.random(in: 0...result.count, using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0: result.insert(Int.random(in: 0...4, using: &random), at: position)
            case 1 where position < result.count: result.remove(at: position)
            default: if position < result.count { result[position] = Int.random(in: 0...4, using: &random) }
            }
        }
        return result
    }

    /// The length of a longest common subsequence, by the textbook table.
    private func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            for j in 1...b.count {
                current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Applies a unified diff to `old`, checking context, deleted lines and hunk
    /// counts; `nil` when the diff does not fit.
    private func apply(_ diff: String, to old: String) -> String? {
        if diff.isEmpty { return old }
        let oldLines = fullLines(old)
        var diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        diffLines.removeLast()  // after the final "\n"
        guard diffLines.count >= 2, diffLines[0] == "--- a", diffLines[1] == "+++ b" else { return nil }
        var output = ""
        var cursor = 0
        var index = 2
        while index < diffLines.count {
            guard let header = parseHeader(diffLines[index]) else { return nil }
            let start = header.oldCount == 0 ? header.oldStart : header.oldStart - 1
            guard start >= cursor, start <= oldLines.count else { return nil }
            output += oldLines[cursor..<start].joined()
            cursor = start
            var oldSeen = 0
            var newSeen = 0
            index += 1
            while index < diffLines.count, !diffLines[index].hasPrefix("@@") {
                let line = diffLines[index]
                let lacksNewline = index + 1 < diffLines.count && diffLines[index + 1] == UnifiedDiff.noNewlineMarker
                let full = String(line.dropFirst()) + (lacksNewline ? "" : "\n")
                switch line.first {
                case " ", "-":
                    guard cursor < oldLines.count, oldLines[cursor] == full else { return nil }
                    cursor += 1
                    oldSeen += 1
                    if line.first == " " {
                        output += full
                        newSeen += 1
                    }
                case "+":
                    output += full
                    newSeen += 1
                default:
                    return nil
                }
                index += lacksNewline ? 2 : 1
            }
            guard oldSeen == header.oldCount, newSeen == header.newCount else { return nil }
        }
        return output + oldLines[cursor...].joined()
    }

    /// The lines of `text`, each with its newline if it has one.
    private func fullLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        if let last = lines.popLast(), last != "\n" {
            lines.append(String(last.dropLast()))
        }
        return lines
    }

    /// The numbers of an `@@ -a,b +c,d @@` line, counts defaulting to 1.
    private func parseHeader(_ line: String) -> (oldStart: Int, oldCount: Int, newStart: Int, newCount: Int)? {
        let parts = line.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@" else { return nil }
        func range(_ part: Substring) -> (Int, Int)? {
            let numbers = part.dropFirst().split(separator: ",").map { Int($0) }
            guard let start = numbers.first ?? nil else { return nil }
            return numbers.count == 2 ? numbers[1].map { (start, $0) } : (start, 1)
        }
        guard let old = range(parts[1]), let new = range(parts[2]) else { return nil }
        return (old.0, old.1, new.0, new.1)
    }
}

/// A small seeded generator, so random tests are repeatable.
struct SplitMix64: RandomNumberGenerator {
    /// The current state.
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
