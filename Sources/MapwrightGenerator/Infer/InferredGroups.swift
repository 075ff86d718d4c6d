/// The objects of the samples grouped into entities to be. First by the name their key
/// gives (`author` everywhere is one `Author`, in every sample), then groups whose
/// objects have the same keys are merged into one (`user`, `assignee` and `owner` of the
/// same account shape become one `User`; a `reblog` with the keys of the status holding
/// it becomes that status's own entity), with what holds each.
///
/// Both steps take time linear in the size of the samples' shapes: grouping by name is
/// one walk, and merging by keys is one pass that files each group under its sorted key
/// list in a dictionary (groups are never compared pairwise).
struct InferredGroups {
    /// The root group's name.
    let rootName: String
    /// Group names in the order found (merged-away names included until `mergeSameShapes`).
    var order: [String] = []
    /// Each group's merged object shape.
    var shapes: [String: ObjectShape] = [:]
    /// The groups holding each group (nil for the samples themselves).
    var parents: [String: Set<String?>] = [:]
    /// The group each merged-away name now belongs to.
    private(set) var mergedInto: [String: String] = [:]
    /// The names merged into each group (its own first), where there were several.
    private(set) var merges: [String: [String]] = [:]

    init(rootName: String) {
        self.rootName = rootName
    }

    /// The group `name` belongs to after merging.
    func resolve(_ name: String) -> String {
        mergedInto[name] ?? name
    }

    /// The names among `names` that end another of them (`Media` ends `SecureMedia`),
    /// case aside: each name's proper suffixes are looked up in a set, so the time is
    /// linear in the number of names (times the square of a name's length).
    static func namesEndingOthers(_ names: [String]) -> Set<String> {
        let byLowercase = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var ending: Set<String> = []
        for name in names {
            let lower = Array(name.lowercased())
            for start in 1..<max(lower.count, 1) {
                if let match = byLowercase[String(lower[start...])] { ending.insert(match) }
            }
        }
        return ending
    }

    /// Adds the objects `shape` to `group`, and the objects nested in them to theirs.
    mutating func register(_ shape: ObjectShape, group: String, parent: String?) {
        if let existing = shapes[group] {
            shapes[group] = existing.merged(with: shape)
        } else {
            order.append(group)
            shapes[group] = shape
        }
        parents[group, default: []].insert(parent)
        for key in shape.keys {
            guard let value = shape.fields[key] else { continue }
            if let object = FieldInference.objects(value) {
                register(object, group: FieldInference.group(for: key, many: false), parent: group)
            } else if let elements = FieldInference.elementObjects(value) {
                register(elements, group: FieldInference.group(for: key, many: true), parent: group)
            }
        }
    }

    /// Merges the groups whose objects have the same keys (at least two), keeping the
    /// name of the root if it is among them; else a name that ends another one (the
    /// plain name beside a qualified one: `Media` beside `SecureMedia`, `Artist` beside
    /// `Extraartist`); among those (or all, when no name ends another) the group with the
    /// most objects, the first found on a tie.
    mutating func mergeSameShapes() {
        var bySignature: [String: [String]] = [:]
        var signatures: [String] = []
        for group in order {
            guard let shape = shapes[group], shape.keys.count >= 2 else { continue }
            let signature = shape.keys.sorted().joined(separator: "\u{0}")
            if bySignature[signature] == nil { signatures.append(signature) }
            bySignature[signature, default: []].append(group)
        }
        for signature in signatures {
            guard let members = bySignature[signature], members.count > 1 else { continue }
            let ending = Self.namesEndingOthers(members)
            let candidates = ending.isEmpty ? members : members.filter(ending.contains)
            let keeper = members.contains(rootName) ? rootName : candidates.enumerated().max { left, right in
                let (leftCount, rightCount) = (shapes[left.element]?.count ?? 0, shapes[right.element]?.count ?? 0)
                return leftCount != rightCount ? leftCount < rightCount : left.offset > right.offset
            }?.element ?? rootName
            merges[keeper] = [keeper] + members.filter { $0 != keeper }
            for member in members where member != keeper {
                mergedInto[member] = keeper
                if let shape = shapes.removeValue(forKey: member) {
                    shapes[keeper] = shapes[keeper].map { $0.merged(with: shape) } ?? shape
                }
                parents[keeper, default: []].formUnion(parents.removeValue(forKey: member) ?? [])
            }
        }
        guard !mergedInto.isEmpty else { return }
        order = order.filter { mergedInto[$0] == nil }
        for (group, holders) in parents {
            parents[group] = Set(holders.map { $0.map(resolve) })
        }
    }
}
