import Mapwright

/// The schema `mapwright init` writes: one identified entity (a to-do item) with the
/// common attribute types, an enum, defaults, and a mapping from snake_case keys, so
/// that a new user has something that generates, compiles and tests before changing it.
enum StarterSchema {
    /// The schema file's text for module `module`.
    static func text(module: String) -> String {
        """
        {
          "module": \(JSONValue(module).description),
          "enums": {
            "Priority": { "cases": ["low", "normal", "high"], "unknown": "normal" }
          },
          "entities": {
            "Todo": {
              "identity": "todoID",
              "attributes": {
                "todoID": "String",
                "title": { "type": "String", "example": "Buy milk", "doc": "What to do, in a few words." },
                "notes": "String?",
                "isDone": { "type": "Bool", "default": false },
                "priority": { "type": "Priority", "default": "normal" },
                "estimateMinutes": "Int?",
                "createdAt": "Date",
                "dueDate": "Date?",
                "link": "URL?",
                "tags": "[String]?"
              }
            }
          },
          "mappings": {
            "Todo": {
              "fields": {
                "todoID": "id",
                "title": "title",
                "notes": "notes",
                "isDone": { "key": "is_done", "null": "default" },
                "priority": "priority",
                "estimateMinutes": "estimate_minutes",
                "createdAt": { "key": "created_at", "box": "iso8601" },
                "dueDate": { "key": "due_at", "box": "unixSeconds" },
                "link": "link",
                "tags": "tags"
              }
            }
          }
        }

        """
    }

    /// A payload the starter mapping reads without an issue, shown in `init`'s next steps.
    static let samplePayload = #"{"id": "t1", "title": "Buy milk", "is_done": false, "priority": "high", "created_at": "2024-05-01T09:30:00Z", "due_at": 1714644000, "tags": ["errands"]}"#
}
