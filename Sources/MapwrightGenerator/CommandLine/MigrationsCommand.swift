import Foundation
import Mapwright

/// `mapwright migrations [--schemas DIR] [--released DIR] [--action plan|record]`:
/// compares each module of the schemas with the record of its last released schema
/// (`<schemas>/.released/<Module>.json`) and prints the migration that opening
/// yesterday's data will make, or every change it refuses, at its position in the
/// schema. `--action record` writes the records of the schemas as they are (do it when
/// you release).
///
/// Exit status: 0 when every module migrates (or has no record yet), 1 when a migration
/// is refused, 2 on schema errors, 3 when a record cannot be read or written.
public enum MigrationsCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "migrations",
        abstract: "Compare the schemas with the last released ones: the migration, or what it refuses.",
        options: [
            CommonOptions.schemas,
            OptionSpec(name: "released", valueName: "DIR", help: "Directory of the released schemas' records.", defaultValue: nil,
                       defaultDescription: "<schemas>/.released"),
            OptionSpec(name: "action", valueName: "ACTION", help: "plan (print each module's migration) or record (write the records).",
                       defaultValue: "plan"),
        ],
        discussion: """
        A refused migration (a member dropped without "removed": true, a new required attribute
        without a default, a type change without a safe conversion, an identity change) exits 1,
        so CI catches a breaking schema change before it ships.
        """,
        run: { options, output in
            let schemas = options["schemas"] ?? CommonOptions.defaultSchemas
            let released = options["released"] ?? (schemas.hasSuffix("/") ? schemas : schemas + "/") + ".released"
            return run(schemas: schemas, released: released, action: options["action"] ?? "plan", output: &output)
        }
    )

    static func run(schemas: String, released: String, action: String, output: inout CommandOutput) -> Int32 {
        guard action == "plan" || action == "record" else {
            output.printError("error: unknown action '\(action)'; use plan or record")
            return ExitStatus.usage
        }
        let result = SchemaFrontEnd.load(directory: schemas)
        output.standardError += DiagnosticFormatter.text(for: result.diagnostics)
        guard let schema = result.schema else {
            output.printError(DiagnosticFormatter.summary(of: result.diagnostics))
            return result.inputFailed ? ExitStatus.ioFailure : ExitStatus.schemaErrors
        }
        return action == "record" ? record(schema, in: released, output: &output) : plan(schema, from: released, output: &output)
    }

    private static func record(_ schema: Schema, in directory: String, output: inout CommandOutput) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for module in schema.modules {
                let path = ReleasedSchema.path(of: module.name, in: directory)
                try ReleasedSchema(module).encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
                output.print("recorded \(path)")
            }
            return ExitStatus.success
        } catch {
            output.printError("error: cannot write the records in \(directory): \(error.localizedDescription)")
            return ExitStatus.ioFailure
        }
    }

    private static func plan(_ schema: Schema, from directory: String, output: inout CommandOutput) -> Int32 {
        var status = ExitStatus.success
        var refusals: [Diagnostic] = []
        for module in schema.modules {
            let path = ReleasedSchema.path(of: module.name, in: directory)
            guard FileManager.default.fileExists(atPath: path) else {
                output.print("\(module.name): no released record (\(path)); write one with 'mapwright migrations --action record' when you release")
                continue
            }
            let released: ReleasedSchema
            switch ReleasedSchema.read(at: path) {
            case .success(let record):
                released = record
            case .failure(let problem):
                output.standardError += DiagnosticFormatter.text(for: [problem.diagnostic])
                return ExitStatus.ioFailure
            }
            do {
                let plan = try StoreMigrationPlan.make(
                    from: released.entities, to: StoreDescriptions.tables(of: module), removedEntities: Set(module.removedEntities))
                output.print(plan.isEmpty ? "\(module.name): nothing to migrate" : "\(module.name):\n\(plan)")
            } catch {
                output.print("\(module.name): the migration is refused (\(error.problems.count) \(error.problems.count == 1 ? "problem" : "problems"))")
                refusals += error.problems.map { Diagnostic(.error, $0.description, at: location(of: $0, in: module)) }
                status = ExitStatus.failure
            }
        }
        output.standardError += DiagnosticFormatter.text(for: refusals)
        return status
    }

    /// Where the schema declares what a problem is about: the member, else its entity,
    /// else the module.
    private static func location(of problem: StoreMigrationRefusal.Problem, in module: Module) -> SchemaLocation {
        guard let entity = module.entity(named: problem.entity) else { return module.location }
        if let member = problem.member {
            if let attribute = entity.attributes.first(where: { $0.name == member }) { return attribute.location }
            if let relationship = entity.relationships.first(where: { $0.name == member }) { return relationship.location }
        }
        return entity.location
    }
}
