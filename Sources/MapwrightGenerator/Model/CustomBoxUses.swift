/// Where a mapping uses boxes of the user's own (`custom:ColorKit.HexColor`): the
/// fields, and the modules its generated mapping imports for them.
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
        Set(customBoxFields.map { Box.customModule(of: $0.type) }).sorted()
    }
}
