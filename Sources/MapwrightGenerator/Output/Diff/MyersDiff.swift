/// A shortest line edit script between two sequences: Myers' O(ND) algorithm in its
/// linear-space form.
///
/// Why this one: generated files run to a few thousand lines, and a plain LCS table
/// would need N×M cells (tens of millions for two 5,000-line files). Myers' greedy
/// algorithm takes time proportional to (N+M)·D, where D is the number of changed
/// lines (small for a drifted generated file), and the "middle snake" refinement
/// needs only O(N+M) memory: it runs the search from both ends at once, splits the
/// problem at a point on a shortest path where the two meet, and repeats on each half.
/// Common leading and trailing lines are matched first at every step, which is
/// cheap and keeps the typical "one edit in a large file" case near linear; lines
/// present on only one side are set aside before the search, so a file rewritten
/// wholesale costs little too.
///
/// The result is minimal (fewest deleted plus inserted lines). Deletions of a
/// change come before its insertions, as in `diff -u`. The whole computation is
/// deterministic.
enum MyersDiff {
    /// The edit script turning `old` into `new`, in order.
    static func edits(from old: [Int], to new: [Int]) -> [DiffEdit] {
        // A line found on one side only is never kept; searching without such lines
        // finds the same longest common subsequence, much faster when many lines changed.
        let inOld = Set(old)
        let inNew = Set(new)
        let oldCandidates = old.indices.filter { inNew.contains(old[$0]) }
        let newCandidates = new.indices.filter { inOld.contains(new[$0]) }
        let kept = keptMarks(old: oldCandidates.map { old[$0] }, new: newCandidates.map { new[$0] })
        var keptOld = [Bool](repeating: false, count: old.count)
        var keptNew = [Bool](repeating: false, count: new.count)
        for (candidate, index) in oldCandidates.enumerated() where kept.old[candidate] {
            keptOld[index] = true
        }
        for (candidate, index) in newCandidates.enumerated() where kept.new[candidate] {
            keptNew[index] = true
        }
        return script(keptOld: keptOld, keptNew: keptNew)
    }

    /// Marks the lines of a longest common subsequence of `old` and `new`.
    private static func keptMarks(old: [Int], new: [Int]) -> (old: [Bool], new: [Bool]) {
        var keptOld = [Bool](repeating: false, count: old.count)
        var keptNew = [Bool](repeating: false, count: new.count)
        var pending = [Box(oldStart: 0, oldEnd: old.count, newStart: 0, newEnd: new.count)]
        while var box = pending.popLast() {
            while box.oldStart < box.oldEnd, box.newStart < box.newEnd, old[box.oldStart] == new[box.newStart] {
                keptOld[box.oldStart] = true
                keptNew[box.newStart] = true
                box.oldStart += 1
                box.newStart += 1
            }
            while box.oldStart < box.oldEnd, box.newStart < box.newEnd, old[box.oldEnd - 1] == new[box.newEnd - 1] {
                box.oldEnd -= 1
                box.newEnd -= 1
                keptOld[box.oldEnd] = true
                keptNew[box.newEnd] = true
            }
            // One side empty: the rest is pure deletion or insertion, already unmarked.
            guard box.oldStart < box.oldEnd, box.newStart < box.newEnd else { continue }
            guard let split = MiddleSnake(old: old, new: new, box: box).splitPoint() else {
                continue  // Not reached for consistent input; falls back to replacing the box.
            }
            pending.append(Box(oldStart: split.old, oldEnd: box.oldEnd, newStart: split.new, newEnd: box.newEnd))
            pending.append(Box(oldStart: box.oldStart, oldEnd: split.old, newStart: box.newStart, newEnd: split.new))
        }
        return (keptOld, keptNew)
    }

    /// Walks both sequences, turning the kept-line marks into edits: between two kept
    /// lines, the old side's unkept lines are deletions, then the new side's insertions.
    private static func script(keptOld: [Bool], keptNew: [Bool]) -> [DiffEdit] {
        var edits: [DiffEdit] = []
        edits.reserveCapacity(max(keptOld.count, keptNew.count))
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < keptOld.count || newIndex < keptNew.count {
            if oldIndex < keptOld.count, !keptOld[oldIndex] {
                edits.append(.delete(old: oldIndex))
                oldIndex += 1
            } else if newIndex < keptNew.count, !keptNew[newIndex] {
                edits.append(.insert(new: newIndex))
                newIndex += 1
            } else {
                edits.append(.keep(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return edits
    }

    /// A sub-problem: old lines `oldStart..<oldEnd` against new lines `newStart..<newEnd`.
    struct Box {
        var oldStart: Int
        var oldEnd: Int
        var newStart: Int
        var newEnd: Int
    }
}
