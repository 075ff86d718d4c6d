import Foundation

/// The rendering stage: from a validated `Schema` (the IR) to the set of generated
/// files, through the Mustache templates. Deterministic: the same schema and templates
/// give the same bytes on any machine.
public struct CodeGenerator: Sendable {
    /// The templates used.
    public let templates: TemplateSet

    /// A generator using `templates` (the embedded defaults unless overridden).
    public init(templates: TemplateSet = TemplateSet()) {
        self.templates = templates
    }

    /// Every file generated for `schema`, with paths relative to the output directory.
    public func generate(_ schema: Schema) throws(CodeGenerationError) -> GeneratedFileSet {
        try generate(schema, fixtures: [], outputDirectory: CommonOptions.defaultOutput)
    }

    /// Every file generated for `schema`, with the payload fixture tests of `fixtures`
    /// (`<Module>Tests/PayloadFixtureTests.swift` for each module that has any). The
    /// tests find the fixtures by their path from `outputDirectory`: both paths as
    /// reached from the working directory (or absolute).
    public func generate(_ schema: Schema, fixtures: [PayloadFixture], outputDirectory: String) throws(CodeGenerationError) -> GeneratedFileSet {
        let renderer = try TemplateRenderer(templates)
        var files: [GeneratedFile] = []
        for module in schema.modules {
            let plan = ModuleFilePlan(module: module)
            var moduleFiles = try plan.files(renderer: renderer)
            let moduleFixtures = fixtures.filter { $0.module == module.name }
            if !moduleFixtures.isEmpty {
                let contents = Dictionary(moduleFiles.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
                let context = PayloadFixtureTestsContext(
                    module: module, fixtures: moduleFixtures,
                    testsFolder: (outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/") + module.testsModuleName,
                    contents: { contents[$0] })
                moduleFiles.append(try plan.payloadFixtureTests(context, renderer: renderer))
            }
            files += moduleFiles
        }
        do {
            return try GeneratedFileSet(files)
        } catch {
            throw .invalidOutput(error.description)
        }
    }
}

/// Why code could not be generated: a template that does not parse or render (a
/// broken override, usually), or an output path that the file set rejects.
public enum CodeGenerationError: Error, Equatable, CustomStringConvertible {
    /// A template failed to parse or render.
    case template(String)
    /// The planned files are not a valid file set.
    case invalidOutput(String)

    /// The message.
    public var description: String {
        switch self {
        case .template(let message): "template error: \(message)"
        case .invalidOutput(let message): "cannot write generated files: \(message)"
        }
    }
}

/// Compiled templates, rendered in code-generation mode (no escaping, strict names).
struct TemplateRenderer {
    private let compiled: [String: MustacheTemplate]
    /// Every template, as a partial named without `.mustache` (`{{> Header}}`).
    private let partials: MustachePartials

    init(_ templates: TemplateSet) throws(CodeGenerationError) {
        var compiled: [String: MustacheTemplate] = [:]
        for (name, source) in templates.sources {
            do {
                compiled[name] = try MustacheTemplate(parsing: source, named: templates.locationName(of: name))
            } catch {
                throw .template(error.description)
            }
        }
        self.compiled = compiled
        var partials: [String: MustacheTemplate] = [:]
        for (fileName, template) in compiled where fileName.hasSuffix(".mustache") {
            partials[String(fileName.dropLast(".mustache".count))] = template
        }
        self.partials = MustachePartials(templates: partials)
    }

    /// Renders the template `name` (`Model.swift.mustache`) with `data`; a Swift file's
    /// lines are kept within ``SwiftLineWrapper/width`` columns.
    func render(_ name: String, _ data: MustacheValue) throws(CodeGenerationError) -> String {
        guard let template = compiled[name] else { throw .template("no template named \(name)") }
        do {
            let text = try template.render(data, partials: partials, options: .codeGeneration)
            return name.hasSuffix(".swift.mustache") ? SwiftLineWrapper.wrap(text) : text
        } catch {
            throw .template(error.description)
        }
    }
}
