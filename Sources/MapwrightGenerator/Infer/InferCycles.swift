/// Finds the links that close cycles in a graph of drafted entities, so that `infer`
/// can leave them out (a value type cannot contain itself) or make them optional.
enum InferCycles {
    /// The edges of `graph` (each node with its labelled edges, in order) that lead back
    /// to a node on the current path of a depth-first walk: without them the graph has
    /// no cycle. Each node and edge is visited once (an explicit stack, no recursion),
    /// so the time is linear in the size of the graph. Returns the labels per node.
    static func backEdges(_ graph: [(node: String, edges: [(label: String, target: String)])]) -> [String: Set<String>] {
        let edges = Dictionary(graph.map { ($0.node, $0.edges) }, uniquingKeysWith: { first, _ in first })
        var state: [String: Bool] = [:]  // true while on the path, false when done
        var broken: [String: Set<String>] = [:]
        for (start, _) in graph where state[start] == nil {
            var stack: [(node: String, next: Int)] = [(start, 0)]
            state[start] = true
            while let top = stack.last {
                let outgoing = edges[top.node] ?? []
                guard top.next < outgoing.count else {
                    state[top.node] = false
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (label, target) = outgoing[top.next]
                switch state[target] {
                case true?: broken[top.node, default: []].insert(label)
                case false?: break
                case nil:
                    state[target] = true
                    stack.append((target, 0))
                }
            }
        }
        return broken
    }
}
