/// "Did you mean …?" for misspelt keys and names: the closest candidate by edit
/// distance (with transpositions counted as one edit), if it is close enough to be a
/// plausible typo.
public enum Suggestion {
    /// The candidate closest to `word`, or `nil` when none is within
    /// `max(1, length / 3)` edits of it (lengths counted in characters; a difference
    /// in letter case alone always qualifies). Ties go to the candidate that sorts first.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != word {
            let distance = candidate.lowercased() == word.lowercased() ? 0 : editDistance(target, Array(candidate))
            let limit = max(1, max(target.count, candidate.count) / 3)
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` for the closest candidate, or the empty string.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters each cost one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
