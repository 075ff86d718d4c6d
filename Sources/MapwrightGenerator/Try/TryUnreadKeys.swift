import Mapwright

/// A key of the payload that no field of the mapping reading its object reads. A typo in
/// the schema's key for an optional field (`display_nme`) leaves the field nil with no
/// issue; the payload's real key (`display_name`) then shows here.
public struct TryUnreadKey: Hashable, Sendable {
    /// Where the key was first seen, from the payload's root (`0.author.display_name`).
    public var keyPath: JSONKeyPath
    /// The key.
    public var key: String
    /// The mapping that read the objects holding it.
    public var mapping: String
    /// How many objects of the payload hold it unread.
    public var count: Int
    /// A field of the mapping whose key is close to this one and was absent, when there
    /// is one: likely a typo in the schema.
    public var likelyField: String?
    /// The key that field reads.
    public var likelyFieldKey: String?

    /// `0.author.display_name: no field of mapping Author reads 'display_name' (in 3
    /// objects); field 'displayName' reads 'display_nme', absent here: a typo?`
    public var text: String {
        var text = "\(keyPath): no field of mapping \(mapping) reads '\(key)'"
        if count > 1 { text += " (in \(count) objects)" }
        if let likelyField, let likelyFieldKey {
            text += "; field '\(likelyField)' reads '\(likelyFieldKey)', absent here: a typo?"
        }
        return text
    }
}

/// Finds the keys of a payload that the mappings reading it never read, following the
/// nested mappings the way the parser does (children and embedded values), one entry per
/// mapping and key; and the keys those mappings read that none of their objects has.
struct TryUnreadKeys {
    let interpreter: TryInterpreter
    private(set) var found: [TryUnreadKey] = []
    private var positions: [String: Int] = [:]
    /// Per mapping, in the order first read: what its objects had.
    private var tallies: [String: TryMappingTally] = [:]
    private var tallyOrder: [String] = []

    /// The mapped keys no object of their mapping has, mappings in the order first read.
    var missing: [TryMissingKey] {
        tallyOrder.flatMap { name in tallies[name]?.missing(mapping: name) ?? [] }
    }

    init(interpreter: TryInterpreter) {
        self.interpreter = interpreter
    }

    /// Walks `json` (an object, or an array of them) as `plan` reads it.
    mutating func walk(_ json: JSONValue, _ plan: CompiledMapping, at keyPath: JSONKeyPath) {
        if let elements = json.array {
            for (position, element) in elements.enumerated() { walk(element, plan, at: keyPath.appending(.index(position))) }
            return
        }
        guard let object = json.object else { return }
        let fields = plan.mapping.fields
        var read = Set<String>()
        var keyOf: [String: String] = [:]  // first key segment → the field that reads it
        for field in fields {
            for key in field.keys + (field.previousIdentityKey.map { [$0] } ?? []) {
                guard case .key(let first)? = key.segments.first else { continue }
                read.insert(first)
                keyOf[first] = keyOf[first] ?? field.name
            }
        }
        let present = Set(object.keys)
        let name = plan.mapping.name
        if tallies[name] == nil {
            tallies[name] = TryMappingTally(plan.mapping)
            tallyOrder.append(name)
        }
        tallies[name]?.add(present)
        for name in object.keys where !read.contains(name) {
            note(name, mapping: plan.mapping.name, at: keyPath.appending(.key(name)), absentKeys: read.subtracting(present), fields: keyOf)
        }
        for (field, _, target) in plan.children + plan.embedded {
            guard let targetPlan = interpreter.mappings[target.mapping] else { continue }
            for key in field.keys {
                if case .found(let value) = json.lookup(key) {
                    walk(value, targetPlan, at: keyPath.appending(key))
                    break
                }
            }
        }
    }

    /// Records `name` unread at `keyPath`, with the absent key it most likely meant.
    private mutating func note(_ name: String, mapping: String, at keyPath: JSONKeyPath, absentKeys: Set<String>, fields: [String: String]) {
        let id = mapping + "\u{0}" + name
        if let index = positions[id] {
            found[index].count += 1
            return
        }
        let likely = Suggestion.closest(to: name, among: absentKeys.sorted())
        positions[id] = found.count
        found.append(TryUnreadKey(keyPath: keyPath, key: name, mapping: mapping, count: 1,
                                  likelyField: likely.flatMap { fields[$0] }, likelyFieldKey: likely))
    }
}
