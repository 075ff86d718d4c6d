@testable import MapwrightGenerator

/// Parses and renders in one step, for tests.
func renderMustache(
    _ source: String,
    named name: String = "test",
    _ data: MustacheValue = [:],
    partials: MustachePartials = .none,
    options: MustacheRenderOptions = .spec
) throws(MustacheError) -> String {
    try MustacheTemplate(parsing: source, named: name).render(data, partials: partials, options: options)
}

/// The error parsing `source` throws, or `nil` when it parses.
func parseError(_ source: String, named name: String = "test") -> MustacheError? {
    do {
        _ = try MustacheTemplate(parsing: source, named: name)
        return nil
    } catch {
        return error
    }
}

/// The error rendering throws, or `nil` when rendering succeeds.
func renderError(
    _ source: String,
    named name: String = "test",
    _ data: MustacheValue = [:],
    partials: MustachePartials = .none,
    options: MustacheRenderOptions = .spec
) -> MustacheError? {
    do {
        _ = try renderMustache(source, named: name, data, partials: partials, options: options)
        return nil
    } catch {
        return error
    }
}
