import Mapwright

/// The samples of fields read by a box of the user's own (`custom:ColorKit.HexColor`).
/// The generator cannot run that box, so its JSON is not known here: sample documents
/// hold a placeholder string for it, and the Swift literal of a document holding one
/// splices the box's own `validSample.json` in at run time
/// (`(#"{"color": "# + ColorKit.HexColor.validSample.json + #"}"#)`). The value a test
/// expects is the box's `validSample.value`.
enum CustomBoxSamples {
    /// What a placeholder starts with; the box's type follows, then ``end``.
    private static let start = "\"mapwright-custom-box-sample("
    /// What a placeholder ends with.
    private static let end = ")\""

    /// The JSON text standing for `type`'s valid sample (a JSON string, so documents
    /// holding it stay JSON).
    static func placeholder(_ type: String) -> String {
        start + type + end
    }

    /// The placeholder for a field read by the custom box `type`: in an array of one
    /// element for an array attribute.
    static func placeholder(_ type: String, isArray: Bool) -> String {
        isArray ? "[" + placeholder(type) + "]" : placeholder(type)
    }

    /// The Swift value the field holds after reading its sample:
    /// `ColorKit.HexColor.validSample.value`, in brackets for an array.
    static func expectedValue(_ type: String, isArray: Bool) -> String {
        let value = type + ".validSample.value"
        return isArray ? "[" + value + "]" : value
    }

    /// `text` split at its placeholders: the literal runs between them and the box type
    /// of each. Nil when `text` holds none.
    static func pieces(of text: String) -> [Piece]? {
        guard text.contains(start) else { return nil }
        var pieces: [Piece] = []
        var rest = text[...]
        while let opening = rest.range(of: start) {
            let afterStart = rest[opening.upperBound...]
            guard let closing = afterStart.range(of: end) else { break }
            pieces.append(.text(String(rest[..<opening.lowerBound])))
            pieces.append(.sample(type: String(afterStart[..<closing.lowerBound])))
            rest = afterStart[closing.upperBound...]
        }
        pieces.append(.text(String(rest)))
        return pieces
    }

    /// The modules of the custom boxes whose samples `text` holds, sorted, each once:
    /// what a test file using `text` imports.
    static func modules(in text: String) -> [String] {
        let types = (pieces(of: text) ?? []).compactMap { piece -> String? in
            if case .sample(let type) = piece { return type }
            return nil
        }
        return Set(types.map(Box.customModule(of:))).sorted()
    }

    /// A part of a sample text.
    enum Piece {
        /// Literal JSON text.
        case text(String)
        /// The valid sample of the custom box `type`.
        case sample(type: String)
    }
}
