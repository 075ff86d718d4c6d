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

    /// One list of nodes being rendered: a template's top level, a section's content
    /// (once per list item), or a partial's top level.
    private struct Frame {
        /// The nodes.
        let nodes: [MustacheNode]
        /// The next node to render.
        var next = 0
        /// List items still to render `nodes` within, after the current one.
        var remainingItems: ArraySlice<MustacheValue> = []
        /// Whether entering the frame pushed a context value, to pop on leaving it.
        var pushedContext = false
        /// For a partial's frame, the indentation to restore on leaving it.
        var partialIndentation: String?
    }

    /// Renders `nodes` without recursion: sections and partials push frames on an
    /// explicit stack, so no template, however deeply nested, can overflow the call
    /// stack. (Parsing bounds each template's section nesting and
    /// ``MustacheRenderOptions/partialDepthLimit`` bounds partials, so the frame stack
    /// stays small too.)
    private mutating func render(_ nodes: [MustacheNode]) throws(MustacheError) {
        var frames = [Frame(nodes: nodes)]
        while let index = frames.indices.last {
            guard frames[index].next < frames[index].nodes.count else {
                if let item = frames[index].remainingItems.popFirst() {
                    context.pop()
                    context.push(item)
                    frames[index].next = 0
                    continue
                }
                leave(frames.removeLast())
                continue
            }
            let node = frames[index].nodes[frames[index].next]
            frames[index].next += 1
            switch node {
            case .text(let text):
                writer.writeTemplateText(text)
            case .variable(let name, let escaped, let location):
                try interpolate(name, escaped: escaped, at: location)
            case .section(let name, let inverted, let children, let location):
                if let frame = try enterSection(name, inverted: inverted, children: children, at: location) {
                    frames.append(frame)
                }
            case .partial(let name, let indentation, let location):
                if let frame = try enterPartial(name, indentation: indentation, at: location) {
                    frames.append(frame)
                }
            }
        }
    }

    /// Undoes what entering `frame` did.
    private mutating func leave(_ frame: Frame) {
        if frame.pushedContext { context.pop() }
        if let saved = frame.partialIndentation {
            writer.endPartial(restoring: saved)
            partialDepth -= 1
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

    /// The frame rendering a section's content, or `nil` when it renders nothing.
    private mutating func enterSection(
        _ name: MustacheName, inverted: Bool, children: [MustacheNode], at location: MustacheSourceLocation
    ) throws(MustacheError) -> Frame? {
        let value = try lookUp(name, at: location)
        if inverted {
            return value.isTruthy || children.isEmpty ? nil : Frame(nodes: children)
        }
        guard value.isTruthy, !children.isEmpty else { return nil }
        if case .list(let items) = value {
            guard let first = items.first else { return nil }
            context.push(first)
            return Frame(nodes: children, remainingItems: items.dropFirst(), pushedContext: true)
        }
        context.push(value)
        return Frame(nodes: children, pushedContext: true)
    }

    /// The frame rendering a partial, or `nil` when it is missing (and not strict).
    private mutating func enterPartial(_ name: String, indentation: String, at location: MustacheSourceLocation) throws(MustacheError) -> Frame? {
        guard let template = try partial(named: name, at: location) else {
            if options.isStrict { throw MustacheError(.missingPartial(name: name), at: location) }
            return nil
        }
        guard partialDepth < options.partialDepthLimit else {
            throw MustacheError(.partialDepthLimitExceeded(name: name, limit: options.partialDepthLimit), at: location)
        }
        partialDepth += 1
        let saved = writer.beginPartial(indentedBy: indentation)
        return Frame(nodes: template.nodes, partialIndentation: saved)
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
