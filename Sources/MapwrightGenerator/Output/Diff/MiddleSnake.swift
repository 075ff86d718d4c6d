/// The bidirectional search of Myers' linear-space diff for one sub-problem.
///
/// Coordinates are local to the box: `x` counts old lines consumed, `y` new lines,
/// and diagonal `k = x - y`. The forward search starts at (0, 0); the backward search
/// starts at (n, m) and runs in mirrored coordinates (`x' = n - x`, `y' = m - y`), so
/// forward diagonal `k` is backward diagonal `delta - k` with `delta = n - m`. For
/// each number of edits `d`, each search records the furthest point it reaches on
/// every diagonal (`-1` when a diagonal is out of reach). When the furthest forward
/// and backward points on one diagonal meet or cross, a shortest path runs through
/// that point, and the problem splits there.
///
/// Moves never leave the edit graph (`x ≤ n`, `y ≤ m`), so every recorded point is real.
struct MiddleSnake {
    /// All old lines, as interned numbers.
    let old: [Int]
    /// All new lines, as interned numbers.
    let new: [Int]
    /// The sub-problem; its first and last lines differ on both sides and neither side is empty.
    let box: MyersDiff.Box

    /// A point on a shortest edit path through the box, in absolute line indices,
    /// strictly inside it (not its start and not its end); `nil` only if the search
    /// fails, which it cannot for a box as described.
    func splitPoint() -> (old: Int, new: Int)? {
        let n = box.oldEnd - box.oldStart
        let m = box.newEnd - box.newStart
        let delta = n - m
        let deltaIsOdd = delta % 2 != 0
        let maxEdits = (n + m + 1) / 2
        let offset = maxEdits + 1
        var forward = [Int](repeating: -1, count: 2 * offset + 1)
        var backward = [Int](repeating: -1, count: 2 * offset + 1)

        for d in 0...maxEdits {
            for k in stride(from: -d, through: d, by: 2) {
                guard let x = extend(&forward, d: d, k: k, n: n, m: m, matches: forwardMatch) else { continue }
                let mirrored = delta - k
                if deltaIsOdd, abs(mirrored) <= d - 1, backward[offset + mirrored] >= 0, x + backward[offset + mirrored] >= n {
                    return (box.oldStart + x, box.newStart + x - k)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                guard let x = extend(&backward, d: d, k: k, n: n, m: m, matches: backwardMatch) else { continue }
                let mirrored = delta - k
                if !deltaIsOdd, abs(mirrored) <= d, forward[offset + mirrored] >= 0, forward[offset + mirrored] + x >= n {
                    return (box.oldEnd - x, box.newEnd - (x - k))
                }
            }
        }
        return nil
    }

    /// Finds and records the furthest point on diagonal `k` after `d` edits, from the
    /// points recorded for `d - 1` on diagonals `k ± 1`, then follows matching lines.
    /// Returns its `x`, or `nil` (recording `-1`) when the diagonal is out of reach.
    private func extend(
        _ furthest: inout [Int], d: Int, k: Int, n: Int, m: Int, matches: (Int, Int) -> Bool
    ) -> Int? {
        let offset = (furthest.count - 1) / 2
        var start: Int?
        if d == 0 {
            start = 0
        } else {
            // Down (insert a new line) from diagonal k + 1, unless that point is on the bottom edge.
            if k < d {
                let above = furthest[offset + k + 1]
                if above >= 0, above - (k + 1) < m {
                    start = above
                }
            }
            // Right (delete an old line) from diagonal k - 1, unless that point is on the right edge.
            if k > -d {
                let left = furthest[offset + k - 1]
                if left >= 0, left < n {
                    start = max(start ?? -1, left + 1)
                }
            }
        }
        guard var x = start else {
            furthest[offset + k] = -1
            return nil
        }
        var y = x - k
        while x < n, y < m, matches(x, y) {
            x += 1
            y += 1
        }
        furthest[offset + k] = x
        return x
    }

    /// Whether old line `x` and new line `y` of the box are equal.
    private func forwardMatch(_ x: Int, _ y: Int) -> Bool {
        old[box.oldStart + x] == new[box.newStart + y]
    }

    /// Whether the lines `x` and `y` places before the box's ends are equal.
    private func backwardMatch(_ x: Int, _ y: Int) -> Bool {
        old[box.oldEnd - 1 - x] == new[box.newEnd - 1 - y]
    }
}
