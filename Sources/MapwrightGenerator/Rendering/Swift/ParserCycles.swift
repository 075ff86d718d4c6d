/// Which child parsers of a module's parsers take part in a cycle: `Node` parsing its
/// `children` as `Node`, or `Post` and `Comment` nested in each other.
///
/// A parser's child parsers default to the real parsers, made in its initializer. Along
/// a cycle that would make the initializer recurse without end (and Swift rejects the
/// default arguments as a circular reference), so a child parser on a cycle is stored
/// as an optional and the real parser is made when it is first needed, one level at a
/// time. Parsers not on a cycle keep their eagerly made children.
struct ParserCycles {
    /// Parser type names, grouped by strongly connected component.
    private let component: [String: Int]

    /// The cycles among the parsers of `module`'s identified entities' mappings.
    init(module: Module) {
        var edges: [String: [String]] = [:]
        for entity in module.entities where !entity.isValueType {
            for mapping in entity.mappings {
                let parser = MappingContext.parserName(of: mapping)
                edges[parser, default: []] += mapping.fields.compactMap { field in
                    guard case .relationship(let relationshipField) = field.kind,
                          relationshipField.relationship.storage == .identifier,
                          case .nested(let reference) = relationshipField.source else { return nil }
                    return MappingContext.parserName(of: reference)
                }
            }
        }
        component = Self.components(edges)
    }

    /// Whether `parser` parsing a child with `child` closes a cycle (both in one
    /// strongly connected component; a parser parsing its own type is one too).
    func isCyclic(parser: String, child: String) -> Bool {
        guard let from = component[parser], let to = component[child] else { return false }
        return from == to
    }

    /// Tarjan's algorithm, iterative (no recursion however long a chain): the component
    /// number of every node. Nodes are visited in sorted order, so numbering is deterministic.
    private static func components(_ edges: [String: [String]]) -> [String: Int] {
        let nodes = Set(edges.keys).union(edges.values.joined()).sorted()
        var index: [String: Int] = [:], lowLink: [String: Int] = [:], onStack: Set<String> = []
        var stack: [String] = [], result: [String: Int] = [:]
        var nextIndex = 0, nextComponent = 0
        for root in nodes where index[root] == nil {
            // Each frame: a node and the position of the next successor to look at.
            var frames: [(node: String, next: Int)] = [(root, 0)]
            index[root] = nextIndex; lowLink[root] = nextIndex; nextIndex += 1
            stack.append(root); onStack.insert(root)
            while let frame = frames.last {
                let successors = edges[frame.node] ?? []
                if frame.next < successors.count {
                    frames[frames.count - 1].next += 1
                    let successor = successors[frame.next]
                    if index[successor] == nil {
                        index[successor] = nextIndex; lowLink[successor] = nextIndex; nextIndex += 1
                        stack.append(successor); onStack.insert(successor)
                        frames.append((successor, 0))
                    } else if onStack.contains(successor), let successorIndex = index[successor] {
                        lowLink[frame.node] = min(lowLink[frame.node] ?? successorIndex, successorIndex)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last, let low = lowLink[frame.node] {
                    lowLink[parent.node] = min(lowLink[parent.node] ?? low, low)
                }
                if lowLink[frame.node] == index[frame.node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        result[member] = nextComponent
                        if member == frame.node { break }
                    }
                    nextComponent += 1
                }
            }
        }
        // A node alone in its component is on a cycle only when it parses itself.
        var sizes: [Int: Int] = [:]
        for number in result.values { sizes[number, default: 0] += 1 }
        return result.filter { node, number in sizes[number] ?? 0 > 1 || (edges[node] ?? []).contains(node) }
    }
}
