// Entities that exercise every relationship form, written by hand exactly as the
// generator emits them (model, `StoreEntity` conformance, `+Columns` glue): the bundled
// schemas have only one-to-many relationships.
//
// Article.writer ↔ Writer.articles (one-to-many), Article.topics ↔ Topic.articles
// (many-to-many, Topic with a composite identity), Writer.desk ↔ Desk.writer
// (one-to-one, Desk with an Int64 identity), Article.related (to-many without inverse,
// to Article itself), Article.editor (to-one without inverse).

import Foundation
import Mapwright

/// An article.
public struct Article: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of an `Article`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `articleID`.
        public var articleID: String
        /// Creates an identity from its attribute.
        public init(_ articleID: String) { self.articleID = articleID }
        /// The identity as text, for messages.
        public var description: String { "\(articleID)" }
    }

    /// This record's identity.
    public var id: ID { ID(articleID) }

    /// The `articleID` attribute.
    public var articleID: String
    /// The `title` attribute.
    public var title: String
    /// To-one relationship to `Writer`; inverse `Writer.articles`.
    public var writer: Writer.ID?
    /// To-many relationship to `Topic`; inverse `Topic.articles`.
    public var topics: ToMany<Topic.ID>
    /// To-many relationship to `Article`.
    public var related: ToMany<Article.ID>
    /// To-one relationship to `Writer`.
    public var editor: Writer.ID?

    /// Creates an `Article` from every field.
    public init(articleID: String, title: String, writer: Writer.ID? = nil, topics: ToMany<Topic.ID> = [], related: ToMany<Article.ID> = [], editor: Writer.ID? = nil) {
        self.articleID = articleID
        self.title = title
        self.writer = writer
        self.topics = topics
        self.related = related
        self.editor = editor
    }
}

extension Article: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Article"
    /// How the store keeps each relationship in step with its inverse.
    public static let relationships: [StoreRelationship<Article>] = [
        .toOne("writer", \.writer, inverse: \Writer.articles),
        .toMany("topics", \.topics, inverse: \Topic.articles),
        .toMany("related", \.related, to: Article.self),
        .toOne("editor", \.editor, to: Writer.self),
    ]
}

/// A writer.
public struct Writer: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of a `Writer`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `writerID`.
        public var writerID: String
        /// Creates an identity from its attribute.
        public init(_ writerID: String) { self.writerID = writerID }
        /// The identity as text, for messages.
        public var description: String { "\(writerID)" }
    }

    /// This record's identity.
    public var id: ID { ID(writerID) }

    /// The `writerID` attribute.
    public var writerID: String
    /// The `name` attribute.
    public var name: String
    /// To-many relationship to `Article`; inverse `Article.writer`.
    public var articles: ToMany<Article.ID>
    /// To-one relationship to `Desk`; inverse `Desk.writer`.
    public var desk: Desk.ID?

    /// Creates a `Writer` from every field.
    public init(writerID: String, name: String, articles: ToMany<Article.ID> = [], desk: Desk.ID? = nil) {
        self.writerID = writerID
        self.name = name
        self.articles = articles
        self.desk = desk
    }
}

extension Writer: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Writer"
    /// How the store keeps each relationship in step with its inverse.
    public static let relationships: [StoreRelationship<Writer>] = [
        .toMany("articles", \.articles, inverse: \Article.writer),
        .toOne("desk", \.desk, inverse: \Desk.writer),
    ]
}

/// A topic, identified by its namespace and name together.
public struct Topic: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of a `Topic`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `namespace`.
        public var namespace: String
        /// The identity attribute `name`.
        public var name: String
        /// Creates an identity from its attributes.
        public init(namespace: String, name: String) {
            self.namespace = namespace
            self.name = name
        }
        /// The identity as text, for messages.
        public var description: String { "\(namespace)/\(name)" }
    }

    /// This record's identity.
    public var id: ID { ID(namespace: namespace, name: name) }

    /// The `namespace` attribute.
    public var namespace: String
    /// The `name` attribute.
    public var name: String
    /// To-many relationship to `Article`; inverse `Article.topics`.
    public var articles: ToMany<Article.ID>

    /// Creates a `Topic` from every field.
    public init(namespace: String, name: String, articles: ToMany<Article.ID> = []) {
        self.namespace = namespace
        self.name = name
        self.articles = articles
    }
}

extension Topic: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Topic"
    /// How the store keeps each relationship in step with its inverse.
    public static let relationships: [StoreRelationship<Topic>] = [
        .toMany("articles", \.articles, inverse: \Article.topics),
    ]
}

/// A desk, one per writer.
public struct Desk: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of a `Desk`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `deskID`.
        public var deskID: Int64
        /// Creates an identity from its attribute.
        public init(_ deskID: Int64) { self.deskID = deskID }
        /// The identity as text, for messages.
        public var description: String { "\(deskID)" }
    }

    /// This record's identity.
    public var id: ID { ID(deskID) }

    /// The `deskID` attribute.
    public var deskID: Int64
    /// The `floor` attribute.
    public var floor: Int
    /// To-one relationship to `Writer`; inverse `Writer.desk`.
    public var writer: Writer.ID?

    /// Creates a `Desk` from every field.
    public init(deskID: Int64, floor: Int, writer: Writer.ID? = nil) {
        self.deskID = deskID
        self.floor = floor
        self.writer = writer
    }
}

extension Desk: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Desk"
    /// How the store keeps each relationship in step with its inverse.
    public static let relationships: [StoreRelationship<Desk>] = [
        .toOne("writer", \.writer, inverse: \Writer.desk),
    ]
}

/// Every entity of this file.
let parityEntities: [any StoreEntity.Type] = [Article.self, Writer.self, Topic.self, Desk.self, Sample.self]
