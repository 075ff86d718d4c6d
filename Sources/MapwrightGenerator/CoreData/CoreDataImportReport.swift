/// What an import gave: the schema text, everything in the model that is not carried
/// over (each a warning at its position in the model), and the boxes to write.
struct CoreDataImportResult: Sendable, Hashable {
    /// The schema file's text.
    var schemaText: String
    /// The entities imported.
    var entityCount: Int
    /// One warning per thing not carried over, sorted by position.
    var notCarriedOver: [Diagnostic]
    /// The boxes the schema names for value transformers, by name.
    var boxes: [CoreDataBoxStub]
}

/// Collects the "not carried over" report while the schema is built.
struct CoreDataImportReport: Sendable {
    /// The warnings so far.
    private(set) var items: [Diagnostic] = []

    /// Notes that `what` (at `location`) is not carried over, and why or what happens instead.
    mutating func drop(_ what: String, at location: SchemaLocation, _ instead: String) {
        items.append(Diagnostic(.warning, "not carried over: \(what): \(instead)", at: location))
    }

    /// Reports the `userInfo` entries of `label` that no convention defines (each at its
    /// entry) and the XML settings of its element the reader does not interpret (at
    /// `location`).
    mutating func dropUnknown(_ entries: [CoreDataUserInfoEntry], settings: [CoreDataExtraSetting], of label: String, at location: SchemaLocation) {
        for entry in entries {
            drop("userInfo entry '\(entry.key)' = '\(entry.value)' of \(label)", at: entry.location, "no convention the importer knows defines it")
        }
        for setting in settings {
            drop("\(setting.name)=\"\(setting.value)\" of \(label)", at: location, "the schema has no such setting")
        }
    }

    /// Notes a change the import had to make to keep the schema valid.
    mutating func change(_ what: String, at location: SchemaLocation) {
        items.append(Diagnostic(.warning, "changed: \(what)", at: location))
    }

    /// The warnings in print order.
    var sorted: [Diagnostic] { items.sorted(by: Diagnostic.printOrder) }
}
