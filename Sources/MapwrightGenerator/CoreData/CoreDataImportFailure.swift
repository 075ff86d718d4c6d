/// Why a Core Data model could not be imported: a positioned error in the model (exit
/// 2, as schema errors), a file that cannot be read (exit 3), or an output file that
/// already exists (exit 1).
struct CoreDataImportFailure: Error, Sendable, Hashable {
    /// What went wrong, as a diagnostic at its position (`contents:3:5: error: ...`);
    /// a diagnostic without a position for a file as a whole.
    var diagnostic: Diagnostic
    /// The exit status the command returns for it.
    var exitStatus: Int32

    /// An error at `location` in the model: exit 2.
    static func model(_ message: String, at location: SchemaLocation) -> CoreDataImportFailure {
        CoreDataImportFailure(diagnostic: Diagnostic(.error, message, at: location), exitStatus: ExitStatus.schemaErrors)
    }

    /// A file or directory that cannot be read: exit 3.
    static func unreadable(_ path: String, reason: String) -> CoreDataImportFailure {
        CoreDataImportFailure(diagnostic: Diagnostic(.error, reason, at: SchemaLocation(file: path)), exitStatus: ExitStatus.ioFailure)
    }
}
