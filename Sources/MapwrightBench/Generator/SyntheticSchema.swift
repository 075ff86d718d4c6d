/// A synthetic schema of any number of entities, for timing the generator: one module,
/// entities in a chain (each a `parent` of the next, with the inverse `children`), one
/// enum per ten entities, every attribute type family and both kinds of relationship
/// field (a nested object on even entities, a `reference` on odd ones).
enum SyntheticSchema {
    /// The schema file's JSON text for `entityCount` entities.
    static func json(entities entityCount: Int) -> String {
        var entities: [String] = []
        var mappings: [String] = []
        for index in 0..<entityCount {
            entities.append(entity(index, of: entityCount))
            mappings.append(mapping(index))
        }
        let enums = stride(from: 0, to: entityCount, by: 10).map { index in
            #""Status\#(index / 10)": { "cases": ["draft", "published", "archived"], "values": { "published": "PUB" }, "unknown": "draft" }"#
        }
        return """
        {
          "module": "Synthetic",
          "entities": {
        \(entities.joined(separator: ",\n"))
          },
          "mappings": {
        \(mappings.joined(separator: ",\n"))
          },
          "enums": {
            \(enums.joined(separator: ",\n    "))
          }
        }

        """
    }

    private static func name(_ index: Int) -> String {
        "Entity" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index)
    }

    private static func entity(_ index: Int, of count: Int) -> String {
        var relationships: [String] = []
        if index > 0 { relationships.append(#""parent": { "to": "\#(name(index - 1))", "inverse": "children" }"#) }
        if index + 1 < count { relationships.append(#""children": { "to": "\#(name(index + 1))", "many": true, "inverse": "parent" }"#) }
        return """
            "\(name(index))": {
              "identity": "entityID",
              "attributes": {
                "entityID": "String", "title": "String", "count": { "type": "Int", "default": 0 },
                "score": "Double?", "createdAt": "Date", "isActive": "Bool", "homepage": "URL?",
                "tags": "[String]?", "status": "Status\(index / 10)", "price": "Decimal?"
              },
              "relationships": { \(relationships.joined(separator: ", ")) }
            }
        """
    }

    private static func mapping(_ index: Int) -> String {
        let parent = index == 0 ? "" : index % 2 == 0
            ? #", "parent": "parent""#
            : #", "parent": { "key": "parent_id", "reference": true }"#
        return """
            "\(name(index))": {
              "fields": {
                "entityID": "id", "title": "title", "count": "count", "score": { "key": ["score", "rating"] },
                "createdAt": { "key": "created_at", "box": "iso8601" }, "isActive": { "key": "is_active", "coerce": "strict" },
                "homepage": "links.homepage", "tags": "tags", "status": "status", "price": "price"\(parent)
              }
            }
        """
    }
}
