extension MappingContext {
    /// The identity field with a `previousIdentity` key, as a list of at most one: the
    /// `JSONField` constant that reads the former identity (same box and coercion as the
    /// identity, `null` ignored) and the identity attribute the parser sets on re-keying.
    var previousIdentity: [MustacheValue] {
        mapping.fields.compactMap { field in
            guard let key = field.previousIdentityKey, case .attribute(let attributeField) = field.kind else { return nil }
            let type = attributeField.attribute.type
            let mode = attributeField.coercion == .strict ? ".strict" : ".lenient"
            return .dictionary([
                "name": .string(field.name),
                "constant": .string(Self.previousIdentityConstant),
                "keysText": .string(SwiftSource.commentText(key.description)),
                "keyPath": .string(SwiftSource.stringLiteral(key.description)),
                "declaration": .string("Mapwright.JSONField<\(type.swiftType(module: module.name).trimmingOptional)>(keys: \(SwiftSource.keyPaths([key])), box: \(SwiftSource.box(attributeField.box, isArray: false)), mode: \(mode), null: .clear)"),
            ])
        }
    }

    /// `previousIdentity`: the constant reading the former identity (a mapping has at most
    /// one, the identity being a single attribute). Not `previous<Name>Field`, which a
    /// field named `previous<Name>` would also declare: field constants all end in `Field`.
    static let previousIdentityConstant = "previousIdentity"
}
