import Mapwright

/// `mapwright infer` as an API: drafts a schema from sample payloads.
///
/// Every sample is an object, or an array of objects, of the root entity. Each key
/// becomes a member named in Swift style (the key is kept in the mapping); nested
/// objects become entities, one for all objects with the same keys whatever key holds
/// them (identified when they carry an id-like key, or a guessed one, and so does what
/// holds them, else value types embedded in their holder); arrays of objects become
/// to-many relationships; a key absent or null in some sample makes an optional member;
/// a key null everywhere is left out. `draft` also returns the decisions to review.
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
        try draft(samples, module: module, entity: entity).text
    }

    /// The drafted schema for module `module`, root entity `entity`, from `samples` (each
    /// with a name for messages), with the list of its decisions to review.
    public static func draft(_ samples: [(name: String, json: JSONValue)], module: String, entity: String) throws(SampleError) -> InferredSchema {
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
        groups.mergeSameShapes()
        let draft = SchemaDraft(groups: groups, module: module)
        return InferredSchema(text: draft.text, review: draft.review)
    }

    /// `blog-posts.json` → `BlogPost`: the root entity's name when none is given.
    public static func entityName(forFile path: String) -> String {
        let stem = path.split(separator: "/").last.map { $0.split(separator: ".").first.map(String.init) ?? String($0) } ?? path
        let name = InferNames.type(InferNames.singular(kindWord(of: stem)))
        return InferNames.isReservedType(name, module: "") ? name + "Value" : name
    }

    /// A file name's stem without the trailing parts that name one capture rather than
    /// the kind of object (`release-79` → `release`, `comments_3hahrw` → `comments`,
    /// `users-2024-05-01` → `users`): parts after a `-` or `_` that hold a digit are
    /// dropped from the end while a part without one is left before them.
    static func kindWord(of stem: String) -> String {
        let parts = stem.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let last = parts.lastIndex(where: { !$0.isEmpty && !$0.contains(where: \.isNumber) }) else { return stem }
        return String(stem[..<parts[last].endIndex])
    }
}
