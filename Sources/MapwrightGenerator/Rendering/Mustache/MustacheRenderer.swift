/// Renders one template's node tree against data: walks the nodes, keeps the context
/// stack, resolves partials (once per name per render) and enforces the options.
struct MustacheRenderer {
    private let partials: MustachePartials
    private let options: MustacheRenderOptions
    private var writer = MustacheOutputWriter()
    private var context: MustacheContextStack
    private var partialCache: [String: MustacheTemplate] = [:]
    private var missingPartials: Set<String> = []
    private var partialDepth = 0

    /// Prepares to render with `data` at the bottom of the context stack.
    init(data: MustacheValue, partials: MustachePartials, options: MustacheRenderOptions) {
        self.partials = partials
        self.options = options
        context = MustacheContextStack(root: data)
    }

    /// Renders `nodes` and returns the output.
    static func render(
        _ nodes: [MustacheNode], data: MustacheValue, partials: MustachePartials, options: MustacheRenderOptions
    ) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(data: data, partials: partials, options: options)
        try renderer.render(nodes)
        return renderer.writer.output
    }

    private mutating func render(_ nodes: [MustacheNode]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                writer.writeTemplateText(text)
            case .variable(let name, let escaped, let location):
                try interpolate(name, escaped: escaped, at: location)
            case .section(let name, let inverted, let children, let location):
                try renderSection(name, inverted: inverted, children: children, at: location)
            case .partial(let name, let indentation, let location):
                try renderPartial(name, indentation: indentation, at: location)
            }
        }
    }

    private mutating func interpolate(_ name: MustacheName, escaped: Bool, at location: MustacheSourceLocation) throws(MustacheError) {
        let value = try lookUp(name, at: location)
        guard let text = value.interpolationText else {
            if options.isStrict {
                throw MustacheError(.uninterpolatableValue(name: name.text, kind: value.kindName), at: location)
            }
            return
        }
        writer.writeValue(escaped && options.escapesHTML ? MustacheHTMLEscaping.escape(text) : text)
    }

    private mutating func renderSection(
        _ name: MustacheName, inverted: Bool, children: [MustacheNode], at location: MustacheSourceLocation
    ) throws(MustacheError) {
        let value = try lookUp(name, at: location)
        if inverted {
            if !value.isTruthy { try render(children) }
            return
        }
        guard value.isTruthy else { return }
        if case .list(let items) = value {
            for item in items {
                try render(children, within: item)
            }
        } else {
            try render(children, within: value)
        }
    }

    private mutating func render(_ nodes: [MustacheNode], within value: MustacheValue) throws(MustacheError) {
        context.push(value)
        defer { context.pop() }
        try render(nodes)
    }

    private mutating func renderPartial(_ name: String, indentation: String, at location: MustacheSourceLocation) throws(MustacheError) {
        guard let template = try partial(named: name, at: location) else {
            if options.isStrict { throw MustacheError(.missingPartial(name: name), at: location) }
            return
        }
        guard partialDepth < options.partialDepthLimit else {
            throw MustacheError(.partialDepthLimitExceeded(name: name, limit: options.partialDepthLimit), at: location)
        }
        partialDepth += 1
        let savedIndentation = writer.beginPartial(indentedBy: indentation)
        defer {
            writer.endPartial(restoring: savedIndentation)
            partialDepth -= 1
        }
        try render(template.nodes)
    }

    private mutating func partial(named name: String, at location: MustacheSourceLocation) throws(MustacheError) -> MustacheTemplate? {
        if let cached = partialCache[name] { return cached }
        if missingPartials.contains(name) { return nil }
        guard let template = try partials.template(named: name, for: location) else {
            missingPartials.insert(name)
            return nil
        }
        partialCache[name] = template
        return template
    }

    /// The value `name` resolves to; a miss is `null`, or an error in strict mode.
    private func lookUp(_ name: MustacheName, at location: MustacheSourceLocation) throws(MustacheError) -> MustacheValue {
        if let value = context.resolve(name) { return value }
        if options.isStrict { throw MustacheError(.missingVariable(name: name.text), at: location) }
        return .null
    }
}
