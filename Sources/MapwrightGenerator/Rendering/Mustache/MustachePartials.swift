/// Where `{{>name}}` tags find their templates.
///
/// A name no source knows renders as nothing (the spec's rule), or fails in strict
/// mode. Partials always start with the standard `{{ }}` delimiters.
public struct MustachePartials: Sendable {
    private enum Storage: Sendable {
        case sources([String: String])
        case templates([String: MustacheTemplate])
        case loader(@Sendable (String) throws -> String?)
    }

    private let storage: Storage

    /// No partials: every `{{>name}}` is missing.
    public static let none = MustachePartials(storage: .sources([:]))

    /// Partials from source text keyed by name, compiled on first use in each render.
    /// A partial's syntax error surfaces when it is first rendered, located in it.
    public init(_ sources: [String: String]) {
        storage = .sources(sources)
    }

    /// Partials compiled ahead of time, keyed by the name `{{>name}}` uses (which
    /// need not be the template's own ``MustacheTemplate/name``).
    public init(templates: [String: MustacheTemplate]) {
        storage = .templates(templates)
    }

    /// Partials fetched by `loader`, called at most once per name per render with the
    /// name from the tag. Return `nil` for no such partial; a thrown error fails the
    /// render with ``MustacheError/Kind/partialLoadFailed(name:reason:)``.
    public init(loader: @escaping @Sendable (String) throws -> String?) {
        storage = .loader(loader)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The compiled partial named `name`, or `nil` when there is none. `location` is
    /// the `{{>name}}` tag, blamed when loading fails.
    func template(named name: String, for location: MustacheSourceLocation) throws(MustacheError) -> MustacheTemplate? {
        let source: String?
        switch storage {
        case .templates(let templates):
            return templates[name]
        case .sources(let sources):
            source = sources[name]
        case .loader(let loader):
            do {
                source = try loader(name)
            } catch {
                throw MustacheError(.partialLoadFailed(name: name, reason: String(describing: error)), at: location)
            }
        }
        guard let source else { return nil }
        return try MustacheTemplate(parsing: source, named: name)
    }
}
