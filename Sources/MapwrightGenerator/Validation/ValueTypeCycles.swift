/// Rejects value types that contain themselves through to-one relationships: Swift
/// cannot lay out a struct that holds itself (an array of itself is fine).
///
/// The embedded to-one relationships form a graph of entities; a value type holds
/// itself exactly when it lies on a cycle of that graph. The check takes time linear
/// in the number of entities and relationships, whatever the shape of the graph: one
/// pass finds the strongly connected components (Tarjan's algorithm, with an explicit
/// stack instead of recursion), then one breadth-first search per cyclic component
/// finds the cycle to report.
enum ValueTypeCycles {
    /// Reports one cycle per group of entities that contain each other: the shortest
    /// cycle through the group's first entity by name, at the relationship that leads
    /// back to that entity, naming the relationships of the cycle in order.
    static func check(_ drafts: [String: EntityDraft], diagnostics: inout DiagnosticCollector) {
        let graph = EmbeddingGraph(drafts)
        for component in graph.cyclicComponents() {
            guard let start = component.min(), let path = graph.shortestCycle(through: start, within: Set(component)),
                  let closing = path.last
            else { continue }
            let name = graph.names[start]
            let owner = graph.names[closing.source]
            var message = "value type '\(name)' contains itself through to-one relationship '\(owner).\(closing.relationship.name)'"
            if path.count > 1 {
                message += " (\(steps(of: path, in: graph)) -> \(name))"
            }
            diagnostics.error(message + "; make it to-many or give '\(name)' an identity", at: closing.relationship.location)
        }
    }

    /// The cycle's relationships in order (`A.b -> B.c -> C.a`); past a dozen, the
    /// middle is elided so a long cycle still fits a line.
    private static func steps(of path: [EmbeddingGraph.Edge], in graph: EmbeddingGraph) -> String {
        let names = path.map { "\(graph.names[$0.source]).\($0.relationship.name)" }
        guard names.count > 12 else { return names.joined(separator: " -> ") }
        let elided = "… \(names.count - 10) more …"
        return (names.prefix(5) + [elided] + names.suffix(5)).joined(separator: " -> ")
    }
}

/// The entities of one module as numbered nodes (numbered in name order, so the smallest number is
/// the first name) and their embedded to-one relationships as edges, in declaration
/// order.
struct EmbeddingGraph {
    /// One edge: the relationship and the node it leaves from.
    struct Edge {
        let source: Int
        let target: Int
        let relationship: Relationship
    }

    /// Entity names by node.
    let names: [String]
    /// Outgoing edges by node.
    let edges: [[Edge]]

    init(_ drafts: [String: EntityDraft]) {
        names = drafts.keys.sorted()
        let numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        edges = names.enumerated().map { source, name in
            (drafts[name]?.relationships ?? []).compactMap { relationship in
                guard !relationship.isMany, relationship.storage == .embedded, let target = numbers[relationship.target] else { return nil }
                return Edge(source: source, target: target, relationship: relationship)
            }
        }
    }

    /// The strongly connected components that contain a cycle (more than one node, or
    /// one node with an edge to itself), in the order Tarjan's algorithm completes them.
    func cyclicComponents() -> [[Int]] {
        var order = [Int?](repeating: nil, count: names.count)
        var lowLink = [Int](repeating: 0, count: names.count)
        var onStack = [Bool](repeating: false, count: names.count)
        var stack: [Int] = []
        var counter = 0
        var components: [[Int]] = []
        // The depth-first search's own stack: a node and the index of its next edge.
        var search: [(node: Int, nextEdge: Int)] = []

        for root in names.indices where order[root] == nil {
            search.append((root, 0))
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, nextEdge) = search.last {
                if nextEdge < edges[node].count {
                    search[search.count - 1].nextEdge += 1
                    let target = edges[node][nextEdge].target
                    if let targetOrder = order[target] {
                        if onStack[target] { lowLink[node] = min(lowLink[node], targetOrder) }
                    } else {
                        order[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        search.append((target, 0))
                    }
                    continue
                }
                search.removeLast()
                if let parent = search.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || edges[node].contains(where: { $0.target == node }) {
                    components.append(component)
                }
            }
        }
        return components
    }

    /// The edges of a shortest cycle from `start` back to it through nodes of
    /// `component` (breadth-first, edges tried in declaration order).
    func shortestCycle(through start: Int, within component: Set<Int>) -> [Edge]? {
        var reachedBy: [Int: Edge] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] where component.contains(edge.target) {
                if edge.target == start { return path(to: edge, reachedBy: reachedBy, start: start) }
                if reachedBy[edge.target] == nil {
                    reachedBy[edge.target] = edge
                    queue.append(edge.target)
                }
            }
        }
        return nil
    }

    /// The edges from `start` to `last`'s source, then `last`.
    private func path(to last: Edge, reachedBy: [Int: Edge], start: Int) -> [Edge] {
        var path = [last]
        var node = last.source
        while node != start, let edge = reachedBy[node] {
            path.append(edge)
            node = edge.source
        }
        return path.reversed()
    }
}
