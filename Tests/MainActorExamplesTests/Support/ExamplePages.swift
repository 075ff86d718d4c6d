import Foundation
import Mapwright

/// The payloads the examples fetch: two pages of blog posts and two pages of the
/// widgets diff feed, served by stub sources. `nonisolated`, as app code that is
/// shared by main-actor and background code must be in a module whose default
/// isolation is the main actor.
nonisolated enum ExamplePages {
    static let firstPostPage = URL(string: "https://example.com/posts")!
    static let secondPostPage = URL(string: "https://example.com/posts?page=2")!
    static let firstWidgetPage = URL(string: "https://example.com/widgets")!
    static let secondWidgetPage = URL(string: "https://example.com/widgets?page=2")!

    /// One post of the blog's API, written by `author`.
    static func post(_ id: String, by author: String) -> String {
        """
        {"id": "\(id)", "created_at": "2016-04-11T10:00:00Z", "content": "Post \(id)", "is_shared": false,
         "views_count": 1, "author": {"id": "\(author)", "name": "Author \(author)"}}
        """
    }

    /// Posts 1 and 2 on the first page (next: a relative link), post 3 on the last; two
    /// authors in all.
    static func blogSource(latency: TimeInterval = 0.001) -> StubResponseSource {
        StubResponseSource([
            firstPostPage: .data(Data(#"{"posts": [\#(post("1", by: "a")), \#(post("2", by: "b"))], "next": "posts?page=2"}"#.utf8)),
            secondPostPage: .data(Data(#"{"posts": [\#(post("3", by: "a"))], "next": null}"#.utf8)),
        ], latency: latency)
    }

    /// An image widget referring to a text widget that arrives on the second page,
    /// then that text widget and a second image widget: three widgets in all.
    static func widgetSource() -> StubResponseSource {
        StubResponseSource([
            firstWidgetPage: .data(Data("""
            {"actions": [{"type": "add", "payload": {"serverId": "2", "serverType": "ImageWidget",
                                                      "url": "https://example.com/2.png", "textWidgetId": "0"}}],
             "nextUrl": "https://example.com/widgets?page=2"}
            """.utf8)),
            secondWidgetPage: .data(Data("""
            {"actions": [{"type": "add", "payload": {"serverId": "0", "serverType": "TextWidget", "title": "Hello"}},
                         {"type": "add", "payload": {"serverId": "3", "serverType": "ImageWidget",
                                                      "url": "https://example.com/3.png"}}],
             "nextUrl": null}
            """.utf8)),
        ], latency: 0.001)
    }
}
