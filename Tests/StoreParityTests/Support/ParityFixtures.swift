import Foundation
import Mapwright

/// An article with defaults for everything but its identity.
func article(_ id: String, writer: String? = nil, topics: [String] = [], related: [String] = [], editor: String? = nil) -> Article {
    Article(
        articleID: id, title: "Article \(id)", writer: writer.map(Writer.ID.init),
        topics: ToMany(topics.map(topicID)), related: ToMany(related.map(Article.ID.init)), editor: editor.map(Writer.ID.init))
}

/// A writer with defaults for everything but its identity.
func writer(_ id: String, articles: [String] = [], desk: Int64? = nil) -> Writer {
    Writer(writerID: id, name: "Writer \(id)", articles: ToMany(articles.map(Article.ID.init)), desk: desk.map(Desk.ID.init))
}

/// The identity of topic `name` in namespace `ns`.
func topicID(_ name: String) -> Topic.ID {
    Topic.ID(namespace: "ns", name: name)
}

/// A topic in namespace `ns`.
func topic(_ name: String, articles: [String] = []) -> Topic {
    Topic(namespace: "ns", name: name, articles: ToMany(articles.map(Article.ID.init)))
}

/// Fails a unit of work on purpose.
struct PlannedFailure: Error {}

/// Every committed record of the parity entities, sorted by identity: what two stores
/// must agree on (to-many orders included).
struct StoreContents: Equatable, CustomStringConvertible {
    var articles: [Article]
    var writers: [Writer]
    var topics: [Topic]
    var desks: [Desk]

    init(_ store: Store) throws {
        articles = try store.fetch(Article.self).sorted { $0.articleID < $1.articleID }
        writers = try store.fetch(Writer.self).sorted { $0.writerID < $1.writerID }
        topics = try store.fetch(Topic.self).sorted { $0.name < $1.name }
        desks = try store.fetch(Desk.self).sorted { $0.deskID < $1.deskID }
    }

    var description: String { "articles \(articles)\nwriters \(writers)\ntopics \(topics)\ndesks \(desks)" }

    /// Descriptions of every inverse that disagrees with its forward side (empty when consistent).
    var inverseProblems: [String] {
        var problems: [String] = []
        var byWriter: [Writer.ID: Set<Article.ID>] = [:]
        var byTopic: [Topic.ID: Set<Article.ID>] = [:]
        for article in articles {
            if let writer = article.writer { byWriter[writer, default: []].insert(article.id) }
            for topic in article.topics { byTopic[topic, default: []].insert(article.id) }
            if Set(article.topics).count != article.topics.count { problems.append("article \(article.id) repeats a topic") }
        }
        for writer in writers where Set(writer.articles) != byWriter[writer.id, default: []] || Set(writer.articles).count != writer.articles.count {
            problems.append("writer \(writer.id).articles \(writer.articles) disagrees with Article.writer")
        }
        for topic in topics where Set(topic.articles) != byTopic[topic.id, default: []] || Set(topic.articles).count != topic.articles.count {
            problems.append("topic \(topic.id).articles \(topic.articles) disagrees with Article.topics")
        }
        let deskOf = Dictionary(writers.compactMap { writer in writer.desk.map { ($0, writer.id) } }, uniquingKeysWith: { a, _ in a })
        for desk in desks where desk.writer != deskOf[desk.id] {
            problems.append("desk \(desk.id).writer \(String(describing: desk.writer)) disagrees with Writer.desk")
        }
        if deskOf.count != writers.filter({ $0.desk != nil }).count { problems.append("two writers share a desk") }
        return problems
    }
}
