/// Where `init` writes its starter schema, checked before anything is written: the
/// schema directory is a directory this process may add a file to, or can be created,
/// and nothing is at the schema file's path yet.
enum StarterSchemaPlace {
    /// Why the starter schema `schemaPath` cannot be written into `schemas`, with the exit
    /// status; `nil` when it can.
    static func problem(schemas: String, schemaPath: String) -> NewFile.Refusal? {
        if OutputFileSystem.item(at: schemaPath) != .missing {
            return NewFile.Refusal(message: "\(schemaPath) already exists; 'init' never overwrites a schema (pick another --module, or edit that file and run 'mapwright generate')",
                                   status: ExitStatus.failure)
        }
        let wayOut = "or pass --schemas DIR"
        switch OutputFileSystem.item(at: schemas) {
        case .directory:
            return changeable(schemas, what: "cannot add a file to the schema directory \(schemas)", checking: "its permissions")
        case .symbolicLink:
            switch OutputFileSystem.item(at: schemas, following: true) {
            case .directory:
                return changeable(schemas, what: "cannot add a file to the schema directory \(schemas)", checking: "its permissions")
            case .missing:
                return NewFile.Refusal(message: "\(schemas) is a broken symbolic link (its target does not exist): create the folder it points to, remove the link, \(wayOut)",
                                       status: ExitStatus.ioFailure)
            case .file, .symbolicLink, .other:
                return NewFile.Refusal(message: "\(schemas) is a symbolic link to a file, not a directory: move it away, \(wayOut)", status: ExitStatus.ioFailure)
            }
        case .file, .other:
            return NewFile.Refusal(message: "\(schemas) is a file, not a directory: move it away, \(wayOut)", status: ExitStatus.ioFailure)
        case .missing:
            let ancestor = OutputFileSystem.nearestExistingAncestor(of: schemas)
            guard OutputFileSystem.item(at: ancestor, following: true) == .directory else {
                return NewFile.Refusal(message: "cannot create the schema directory \(schemas): \(ancestor) is not a directory: move it away, \(wayOut)",
                                       status: ExitStatus.ioFailure)
            }
            return changeable(ancestor, what: "cannot create the schema directory \(schemas)", checking: "the permissions of \(ancestor)")
        }
    }

    /// A refusal when the entries of `directory` cannot change.
    private static func changeable(_ directory: String, what: String, checking: String) -> NewFile.Refusal? {
        guard let failure = OutputFileSystem.entriesCanChange(in: directory) else { return nil }
        return NewFile.Refusal(message: "\(what): \(failure.reason): check \(checking), or pass --schemas DIR", status: ExitStatus.ioFailure)
    }
}
