import Mapwright

// Query descriptors for the hand-written parity entities, as the generator emits them
// (`<Entity>.Columns`): they reach every relationship form from a query.

extension Article {
    /// Query descriptors of `Article`.
    enum Columns {
        static let title = StoreQueryColumn<Article, String>("title") { $0.title }
        static let writer = StoreQueryRelationship<Article, Writer>.toOne("writer") { $0.writer }
        static let topics = StoreQueryRelationship<Article, Topic>.toMany("topics") { $0.topics }
        static let related = StoreQueryRelationship<Article, Article>.toMany("related") { $0.related }
        static let editor = StoreQueryRelationship<Article, Writer>.toOne("editor") { $0.editor }
    }
}

extension Writer {
    /// Query descriptors of `Writer`.
    enum Columns {
        static let name = StoreQueryColumn<Writer, String>("name") { $0.name }
        static let articles = StoreQueryRelationship<Writer, Article>.toMany("articles") { $0.articles }
        static let desk = StoreQueryRelationship<Writer, Desk>.toOne("desk") { $0.desk }
    }
}

extension Topic {
    /// Query descriptors of `Topic`.
    enum Columns {
        static let namespace = StoreQueryColumn<Topic, String>("namespace") { $0.namespace }
        static let name = StoreQueryColumn<Topic, String>("name") { $0.name }
        static let articles = StoreQueryRelationship<Topic, Article>.toMany("articles") { $0.articles }
    }
}

extension Desk {
    /// Query descriptors of `Desk`.
    enum Columns {
        static let floor = StoreQueryColumn<Desk, Int>("floor") { $0.floor }
        static let writer = StoreQueryRelationship<Desk, Writer>.toOne("writer") { $0.writer }
    }
}
