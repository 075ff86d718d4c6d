/// Rejects required to-one relationships (`"optional": false`) between identified
/// entities that form a cycle (`Trip.start` → `Place.firstTrip` → `Trip`, or `Node.parent`
/// → `Node`): a record can be stored only once the record it requires is, so along a
/// cycle no record could ever be stored first.
enum RequiredLinkCycles {
    /// Records an error at the first relationship of each cycle, naming the cycle.
    static func check(_ drafts: [String: EntityDraft], diagnostics: inout DiagnosticCollector) {
        var edges: [String: [Relationship]] = [:]
        for (name, draft) in drafts where draft.declaresIdentity {
            edges[name] = draft.relationships.filter {
                !$0.isMany && !$0.isOptional && $0.storage == .identifier && drafts[$0.target]?.declaresIdentity == true
            }
        }
        // Each entity has at most as many required links as relationships; follow them
        // with an explicit stack, colouring entities (0 new, 1 on the path, 2 done).
        var colour: [String: Int] = [:]
        var reported = Set<String>()
        for root in edges.keys.sorted() where colour[root] == nil {
            var path: [(entity: String, next: Int)] = [(root, 0)]
            colour[root] = 1
            while let top = path.last {
                let links = edges[top.entity] ?? []
                guard top.next < links.count else {
                    colour[top.entity] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let link = links[top.next]
                switch colour[link.target] {
                case nil:
                    colour[link.target] = 1
                    path.append((link.target, 0))
                case 1?:
                    let start = path.firstIndex { $0.entity == link.target } ?? 0
                    let members = path[start...].map(\.entity)
                    let cycle = path[start...].map { step in
                        let relationship = (edges[step.entity] ?? [])[step.next - 1]
                        return "\(step.entity).\(relationship.name)"
                    }
                    guard reported.insert(Set(members).sorted().joined(separator: ",")).inserted else { continue }
                    diagnostics.error(
                        "required to-one relationships form a cycle (\(cycle.joined(separator: " → ")) → \(link.target)): no record could be stored before the one it requires; make one of them optional",
                        at: link.location)
                default:
                    continue
                }
            }
        }
    }
}
