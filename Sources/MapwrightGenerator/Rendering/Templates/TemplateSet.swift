import Foundation

/// The Mustache templates used for one generation run: the defaults embedded in the
/// binary, with any file of the same name in an override directory taking its place.
public struct TemplateSet: Sendable {
    /// Template sources by file name (`Model.swift.mustache`).
    public private(set) var sources: [String: String]
    /// The names whose source came from the override directory.
    public private(set) var overridden: Set<String> = []
    /// The override directory, when there is one.
    public private(set) var overrideDirectory: URL?

    /// The embedded defaults only.
    public init() {
        sources = Self.embedded
    }

    /// The defaults, with every `*.mustache` file of `directory` replacing the default
    /// of the same name. A file that matches no default is an error (a typo would
    /// otherwise be ignored silently).
    public init(overridesIn directory: URL) throws(TemplateSetError) {
        self.init()
        overrideDirectory = directory
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".mustache") }.sorted()
        } catch {
            throw .unreadableDirectory(directory.path)
        }
        for name in names {
            guard sources[name] != nil else {
                throw .unknownTemplate(name: name, known: sources.keys.sorted())
            }
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else {
                throw .unreadableTemplate(directory.appendingPathComponent(name).path)
            }
            sources[name] = text
            overridden.insert(name)
        }
    }

    /// The name errors give for template `name`: the override file's path when it was
    /// overridden (so an editor can open it at the reported line), else `name`.
    public func locationName(of name: String) -> String {
        guard overridden.contains(name), let overrideDirectory else { return name }
        return overrideDirectory.appendingPathComponent(name).path
    }

    /// The source of the template called `name`.
    public func source(_ name: String) -> String? {
        sources[name]
    }
}

/// Why a template directory could not be used.
public enum TemplateSetError: Error, Equatable, CustomStringConvertible {
    /// The override directory cannot be listed.
    case unreadableDirectory(String)
    /// A template file cannot be read as UTF-8.
    case unreadableTemplate(String)
    /// An override file whose name matches no default template.
    case unknownTemplate(name: String, known: [String])

    /// A one-line message.
    public var description: String {
        switch self {
        case .unreadableDirectory(let path): "cannot read template directory \(path)"
        case .unreadableTemplate(let path): "cannot read template \(path) as UTF-8"
        case .unknownTemplate(let name, let known):
            "template \(name) overrides nothing; the templates are: \(known.joined(separator: ", "))"
        }
    }
}
