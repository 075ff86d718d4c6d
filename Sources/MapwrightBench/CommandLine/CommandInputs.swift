import Foundation

/// The inputs of ``CommandBenchmark``: the Blog schema the posts corpus is written for,
/// and an object of many distinct keys.
enum CommandInputs {
    /// The Blog module's `Post` and `Author`, as `Schemas/Blog.json` declares them.
    static let blogSchema = """
    {
      "module": "Blog",
      "entities": {
        "Author": {
          "identity": "authorID",
          "attributes": { "authorID": "String", "name": "String", "avatarURL": "URL?" },
          "relationships": { "posts": { "to": "Post", "many": true, "inverse": "author" } }
        },
        "Post": {
          "identity": "postID",
          "attributes": {
            "postID": "String", "createdDate": "Date", "country": "String?", "content": "String",
            "shareCount": { "type": "Int", "default": 0 }, "localUserHasShared": "Bool", "viewCount": "Int"
          },
          "relationships": { "author": { "to": "Author", "inverse": "posts" } }
        }
      },
      "mappings": {
        "Author": { "fields": { "authorID": "id", "name": "name", "avatarURL": "avatar_url" } },
        "Post": {
          "fields": {
            "postID": "id", "createdDate": { "key": "created_at", "box": "iso8601" }, "country": "country", "content": "content",
            "shareCount": "share_count", "localUserHasShared": "is_shared", "viewCount": "views_count", "author": "author"
          }
        }
      }
    }

    """

    /// `{"k0":0,"k1":1,…}`: one object of `count` distinct keys, each an integer.
    static func object(keys count: Int) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "{")]
        output.reserveCapacity(count * 16)
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: "\"k\(index)\":\(index)".utf8)
        }
        output.append(UInt8(ascii: "}"))
        return output
    }
}
