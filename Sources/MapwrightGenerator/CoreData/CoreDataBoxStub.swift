import Foundation

/// A box of your own the imported schema names for a value transformer
/// (`"box": "custom:NotesBoxes.DateTransformer"`), and the Swift stub printed for it:
/// a `Mapwright.CustomBox` that reads the value as the built-in box of its type does,
/// for you to change into what the transformer did.
struct CoreDataBoxStub: Sendable, Hashable {
    /// The module the box goes in (`<Module>Boxes`).
    var module: String
    /// The box's type name (the transformer's name as a Swift identifier).
    var typeName: String
    /// The transformer (or value class) as the model names it.
    var transformer: String
    /// The attribute type the box makes.
    var type: CoreDataAttributeType
    /// The attributes (`Entity.attribute`) that use it.
    var uses: [String]

    /// The box's name in the schema: `custom:Module.Type`.
    var schemaName: String { "custom:\(module).\(typeName)" }

    /// A Swift identifier for a transformer's name: its last dotted component with
    /// anything but letters, digits and `_` left out, capitalised (`*Color` → `Color`,
    /// `GrootTests.Transformer` → `Transformer`).
    static func typeName(for transformer: String) -> String {
        let last = transformer.split(separator: ".").last.map(String.init) ?? transformer
        var name = String(last.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        if let first = name.first, first.isNumber { name = "Box" + name }
        guard let first = name.first else { return "Transformer" }
        return first.uppercased() + name.dropFirst()
    }

    /// The stub's Swift source.
    var swiftSource: String {
        let value = type.swiftType
        return """
        import Foundation
        import Mapwright

        /// Reads what the value transformer '\(transformer)' read, for \(uses.joined(separator: ", ")).
        /// This stub reads the value as the built-in box does; change `unbox` and `export`
        /// to do what the transformer did, and the samples to match.
        public enum \(typeName): Mapwright.CustomBox {
            /// What the box accepts, for messages.
            public static let expected = "\(type.schemaType) (as '\(transformer.replacingOccurrences(of: "\"", with: "'"))' read it)"

            /// The sample the generated tests read and export back.
            public static let validSample = Mapwright.CustomBoxSample<\(value)>(json: #"\(type.sample.json)"#, value: \(type.sample.value))

            /// The value `json` stands for, or why it is not one.
            public static func unbox(_ json: Mapwright.JSONValue, mode: Mapwright.CoercionMode) -> Swift.Result<\(value), Mapwright.BoxFailure> {
                \(type.builtInBox)(json, mode: mode)
            }

            /// The JSON `unbox` reads back as `value`.
            public static func export(_ value: \(value)) -> Mapwright.JSONOutput {
                \(type.builtInBox).export.map { $0(value) } ?? .null
            }
        }

        """
    }
}
