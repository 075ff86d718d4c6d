import Mapwright

/// `mapwright infer` as an API: drafts a schema from sample payloads.
///
/// Every sample is an object, or an array of objects, of the root entity. Each key
/// becomes a member named in Swift style (the key is kept in the mapping); nested
/// objects become entities (identified when they carry an id-like key and so does what
/// holds them, else value types embedded in their holder); arrays of objects become
/// to-many relationships; a key absent or null in some sample makes an optional member.
public enum SchemaInferrer {
    /// A sample that is neither an object nor an array of objects.
    public struct SampleError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the sample.
        public var message: String
        public var description: String { message }
    }

    /// The drafted schema's text for module `module`, root entity `entity`, from `samples`
    /// (each with a name for messages).
    public static func infer(_ samples: [(name: String, json: JSONValue)], module: String, entity: String) throws(SampleError) -> String {
        var root = ObjectShape()
        for (name, json) in samples {
            switch json.kind {
            case .object:
                root.add(json)
            case .array:
                guard let array = json.array else { continue }
                for (position, element) in array.enumerated() {
                    guard element.kind == .object else {
                        throw SampleError(message: "\(name): element \(position) is \(element.issueDescription), not an object; samples are objects or arrays of objects")
                    }
                    root.add(element)
                }
            default:
                throw SampleError(message: "\(name): the sample is \(json.issueDescription); samples are objects or arrays of objects")
            }
        }
        guard root.count > 0 else { throw SampleError(message: "the samples hold no object to infer from") }
        var groups = InferredGroups(rootName: entity)
        groups.register(root, group: entity, parent: nil)
        return SchemaDraft(groups: groups, module: module).text
    }

    /// `blog-posts.json` → `BlogPost`: the root entity's name when none is given.
    public static func entityName(forFile path: String) -> String {
        let stem = path.split(separator: "/").last.map { $0.split(separator: ".").first.map(String.init) ?? String($0) } ?? path
        let name = InferNames.type(InferNames.singular(stem))
        return InferNames.isReservedType(name, module: "") ? name + "Value" : name
    }
}

/// The objects of the samples grouped into entities to be: by the name their key gives
/// (`author` everywhere is one `Author`), shapes merged, with what holds each.
struct InferredGroups {
    /// The root group's name.
    let rootName: String
    /// Group names in the order found.
    var order: [String] = []
    /// Each group's merged object shape.
    var shapes: [String: ObjectShape] = [:]
    /// The groups holding each group (nil for the samples themselves).
    var parents: [String: Set<String?>] = [:]

    init(rootName: String) {
        self.rootName = rootName
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
}
