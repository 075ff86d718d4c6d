/// Where a schema uses boxes of the user's own (`custom:ColorKit.HexColor`): the
/// modules generated files import for them.
extension Mapping {
    /// The attribute fields read by a custom box, with the box's type.
    public var customBoxFields: [(field: Field, type: String)] {
        fields.compactMap { field in
            guard case .attribute(let attributeField) = field.kind, let type = attributeField.box.customType else { return nil }
            return (field, type)
        }
    }

    /// The modules of the custom boxes this mapping calls, sorted, each once.
    public var customBoxModules: [String] {
        Set(customBoxFields.compactMap { $0.type.split(separator: ".").first.map(String.init) }).sorted()
    }
}

extension Module {
    /// The modules of every custom box the module's mappings call, sorted, each once:
    /// its generated target must depend on them.
    public var customBoxModules: [String] {
        Set(mappings.flatMap(\.customBoxModules)).sorted()
    }
}
