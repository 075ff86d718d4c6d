import Foundation
import Mapwright

/// `mapwright try` as an API: runs a mapping (or feed) of a validated schema on a
/// payload, with no compiled code, and reports what the generated parser would do.
///
/// ```swift
/// let runner = TryRunner(schema: schema)
/// let report = try runner.run("Post", payload: try JSONReader().read(data))
/// ```
public struct TryRunner: Sendable {
    /// The schema whose mappings run.
    public let schema: Schema

    /// A runner over `schema`.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// What a name given to `try` can be.
    public enum Target: Sendable {
        /// A mapping of an entity.
        case mapping(Module, Entity, Mapping)
        /// A feed.
        case feed(Module, Feed)

        /// `Blog.Post`.
        public var qualifiedName: String {
            switch self {
            case .mapping(let module, _, let mapping): "\(module.name).\(mapping.name)"
            case .feed(let module, let feed): "\(module.name).\(feed.name)"
            }
        }
    }

    /// A name that names no mapping or feed, or more than one.
    public struct LookupError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, in one line.
        public var message: String
        public var description: String { message }
    }

    /// Every mapping and feed, modules in name order.
    public var targets: [Target] {
        schema.modules.flatMap { module in
            module.entities.flatMap { entity in entity.mappings.map { Target.mapping(module, entity, $0) } }
                + module.feeds.map { Target.feed(module, $0) }
        }
    }

    /// The mapping or feed named `name` (`Post`, or `Blog.Post` where several modules have one).
    public func target(named name: String) throws(LookupError) -> Target {
        let matches = targets.filter { target in
            let qualified = target.qualifiedName
            return qualified == name || qualified.split(separator: ".").last.map(String.init) == name
        }
        if matches.count == 1, let only = matches.first { return only }
        if matches.isEmpty {
            let names = targets.map { $0.qualifiedName.split(separator: ".").last.map(String.init) ?? "" }
            let known = targets.map(\.qualifiedName).joined(separator: ", ")
            throw LookupError(message: "no mapping or feed named '\(name)'\(Suggestion.didYouMean(name, among: names)) (known: \(known))")
        }
        throw LookupError(message: "'\(name)' is ambiguous: \(matches.map(\.qualifiedName).joined(separator: ", "))")
    }

    /// Runs `name` on the bytes of a payload; bytes that are not JSON are a failure at
    /// the position where they break.
    public func run(_ name: String, data: Data) throws(LookupError) -> TryReport {
        let target = try target(named: name)
        do {
            return run(target, payload: try JSONReader().read(data))
        } catch {
            var report = TryReport(module: target.module.name, name: target.name, kind: target.kind)
            report.failure = "malformed JSON: \(error)"
            report.issues = [ParseIssue(keyPath: .root, expected: "JSON", found: "malformed JSON",
                                        message: "malformed JSON: \(error.message)", location: error.location)]
            return report
        }
    }

    /// Runs `name` on `payload`.
    public func run(_ name: String, payload: JSONValue) throws(LookupError) -> TryReport {
        run(try target(named: name), payload: payload)
    }

    /// Runs `target` on `payload`.
    public func run(_ target: Target, payload: JSONValue) -> TryReport {
        let interpreter = TryInterpreter(module: target.module)
        var session = TrySession(module: target.module)
        var report = TryReport(module: target.module.name, name: target.name, kind: target.kind)
        report.issueRoot = payload
        switch target {
        case .mapping(_, let entity, let mapping):
            guard let plan = interpreter.mappings[mapping.name] else { break }
            if entity.isValueType {
                runValueType(payload, plan, interpreter: interpreter, report: &report)
            } else {
                if let root = mapping.root { report.issueRoot = payload[root] ?? payload }
                var unresolved: [TryDeferredReference] = []
                capture(&report) { () throws in
                    _ = try interpreter.parseDocument(payload, plan, session: &session)
                    unresolved = try session.resolveReferences()
                }
                report.unresolvedReferences = unresolved
            }
        case .feed(_, let feed):
            var warnings: [ParseIssue] = []
            capture(&report) { () throws in
                warnings = try TryFeed(interpreter: interpreter, feed: feed).apply(payload, session: &session)
            }
            report.issues += warnings
        }
        let stored = session.store.records
        report.recordKeys = stored.map(\.key)
        report.records = stored.map(\.record)
        report.deleted = session.store.deleted
        report.links = session.links
        report.warnings = session.warnings
        report.notInterpreted = notInterpreted(target, interpreter: interpreter)
        if case .mapping(_, _, let mapping) = target, let plan = interpreter.mappings[mapping.name] {
            var unread = TryUnreadKeys(interpreter: interpreter)
            let body = mapping.root.flatMap { root in try? payload.responseBody(at: root) } ?? payload
            unread.walk(body, plan, at: mapping.root ?? .root)
            report.unreadKeys = unread.found
            report.missingKeys = unread.missing
        }
        return report
    }

    /// The custom-box fields of the mappings `target` may run: a mapping's own and those
    /// of the mappings it nests, or every mapping of a feed's module.
    private func notInterpreted(_ target: Target, interpreter: TryInterpreter) -> [TryUninterpretedField] {
        var pending: [String]
        switch target {
        case .mapping(_, _, let mapping): pending = [mapping.name]
        case .feed(let module, _): pending = module.mappings.map(\.name)
        }
        var seen = Set<String>()
        var fields: [TryUninterpretedField] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let plan = interpreter.mappings[name] else { continue }
            fields += plan.notInterpreted
            pending += (plan.embedded.map(\.target) + plan.children.map(\.target)).map(\.mapping)
        }
        return fields.sorted { ($0.entity, $0.field) < ($1.entity, $1.field) }
    }

    /// A value type: each object built (`makeBuilder(json).build()`), and its `result`.
    private func runValueType(_ payload: JSONValue, _ plan: CompiledMapping, interpreter: TryInterpreter, report: inout TryReport) {
        var root = payload, values: [TryRecord] = [], warnings: [ParseIssue] = []
        capture(&report) { () throws in
            let body = try plan.mapping.root.map { root throws(ParseError) in try payload.responseBody(at: root) } ?? payload
            root = body
            if body.kind == .array {
                var position = 0
                values = try body.parseEach { element in
                    defer { position += 1 }
                    let builder = interpreter.makeBuilder(element, plan)
                    let value = try builder.build()
                    warnings += builder.issues.map { $0.nested(under: JSONKeyPath(segments: [.index(position)])) }
                    return value
                }
            } else {
                let builder = interpreter.makeBuilder(body, plan)
                warnings = builder.issues
                values = [try builder.build()]
            }
        }
        report.issueRoot = root
        report.values = values
        if report.issues.isEmpty { report.issues = warnings }
        if let result = plan.mapping.result {
            report.result = interpreter.result(payload, plan, result)
        }
    }

    /// Runs `body`; a `ParseError` becomes the report's issues, any other error its failure.
    private func capture(_ report: inout TryReport, _ body: () throws -> Void) {
        do {
            try body()
        } catch let error as ParseError {
            report.issues = error.issues
        } catch {
            report.failure = "\(error)"
        }
    }
}

extension TryRunner.Target {
    var module: Module {
        switch self {
        case .mapping(let module, _, _), .feed(let module, _): module
        }
    }

    var name: String {
        switch self {
        case .mapping(_, _, let mapping): mapping.name
        case .feed(_, let feed): feed.name
        }
    }

    var kind: TryReport.Kind {
        switch self {
        case .mapping(_, let entity, _): entity.isValueType ? .valueType(entity: entity.name) : .parser(entity: entity.name)
        case .feed: .feed
        }
    }
}
