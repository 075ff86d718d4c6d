import Testing
@testable import MapwrightGenerator

/// Mistakes in entities: types, relationship targets, inverses and identities.
@Suite("Schema entity errors")
struct EntityErrorTests {
    @Test func unknownTypeIsReportedAtTheTypeNameWithASuggestion() {
        let text = """
        { "entities": { "Tag": { "attributes": { "names": "[Strng]?" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"[Strng]?\"", in: text, offset: 2)): error: unknown type 'Strng' for attribute 'names'; did you mean 'String'?"], "unknown type: \(lines)")
    }

    @Test func entityUsedAsAnAttributeTypeSaysToUseARelationship() {
        let text = """
        { "entities": { "Tag": { "attributes": { "owner": "Person?" } }, "Person": { "attributes": { "name": "String?" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Person?\"", in: text, offset: 1)): error: attribute 'owner' has entity type 'Person'; link entities with a relationship"], "entity as type: \(lines)")
    }

    @Test func relationshipToAnUnknownEntityIsReportedAtTheTarget() {
        let text = """
        {
          "entities": {
            "Author": { "attributes": { "name": "String?" } },
            "Post": { "attributes": { "text": "String?" }, "relationships": { "author": { "to": "Auther" } } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Auther\"", in: text)): error: relationship 'author' targets unknown entity 'Auther'; did you mean 'Author'?"], "unknown target: \(lines)")
    }

    /// Author and Post linked both ways; `back` is what Author.posts names as its inverse.
    private func blog(authorInverse back: String) -> String {
        """
        {
          "entities": {
            "Author": {
              "identity": "authorID",
              "attributes": { "authorID": "String" },
              "relationships": { "posts": { "to": "Post", "many": true, "inverse": "\(back)" } }
            },
            "Post": {
              "identity": "postID",
              "attributes": { "postID": "String" },
              "relationships": { "author": { "to": "Author", "inverse": "posts" } }
            }
          }
        }
        """
    }

    @Test func inverseThatDoesNotPointBackIsReportedWithANoteAtTheOtherSide() {
        let text = blog(authorInverse: "writer")
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"writer\"", in: text)): error: inverse 'writer' of relationship 'Author.posts' is not a relationship of entity 'Post'",
            "\(SchemaFixture.at("\"posts\"", in: text, after: "\"author\": { \"to\": \"Author\", \"inverse\": ")): error: inverse 'posts' of relationship 'Post.author' does not point back: 'Author.posts' has inverse 'writer'",
            "\(SchemaFixture.at("\"posts\"", in: text)): note: 'Author.posts' declared here",
        ]
        #expect(lines == expected, "inverse not pointing back: \(lines)")
    }

    @Test func inverseNamingAMisspeltRelationshipSuggestsIt() {
        let text = blog(authorInverse: "autor")
        let lines = SchemaFixture.lines(text)
        let first = lines.first ?? ""
        #expect(first == "\(SchemaFixture.at("\"autor\"", in: text)): error: inverse 'autor' of relationship 'Author.posts' is not a relationship of entity 'Post'; did you mean 'author'?", "misspelt inverse: \(lines)")
    }

    @Test func inverseMissingOnTheOtherSideIsReported() {
        let text = """
        {
          "entities": {
            "Author": { "identity": "authorID", "attributes": { "authorID": "String" }, "relationships": { "posts": { "to": "Post", "many": true } } },
            "Post": { "identity": "postID", "attributes": { "postID": "String" }, "relationships": { "author": { "to": "Author", "inverse": "posts" } } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"posts\"", in: text, after: "\"inverse\": ")): error: inverse 'posts' of relationship 'Post.author' does not point back: 'Author.posts' declares no inverse",
            "\(SchemaFixture.at("\"posts\"", in: text)): note: 'Author.posts' declared here",
        ]
        #expect(lines == expected, "one-sided inverse: \(lines)")
    }

    /// A symmetric relationship (`friends` of a person, its own inverse) passed lint and
    /// then failed when a SQLite store opened; lint refuses it, saying what to declare.
    @Test(arguments: [#"{ "to": "Person", "many": true, "inverse": "friends" }"#, #"{ "to": "Person", "inverse": "friends" }"#])
    func relationshipThatIsItsOwnInverseIsRefusedWithTheWayOut(_ relationship: String) {
        let text = """
        {
          "entities": {
            "Person": { "identity": "personID", "attributes": { "personID": "String" }, "relationships": { "friends": \(relationship) } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"friends\"", in: text, after: "\"inverse\": ")): error: relationship 'Person.friends' cannot be its own inverse: a symmetric link is not stored by the SQLite engine (each record's side would be the same column or join row); declare a second relationship on 'Person' as its inverse (for example 'friends' and 'friendsOf'), or remove the inverse",
        ]
        #expect(lines == expected, "self-inverse: \(lines)")
    }

    /// A type name from another language is pointed at the schema's own.
    @Test(arguments: [("Integer", "Int"), ("Boolean", "Bool"), ("DateTime", "Date"), ("text", "String")])
    func typeNameOfAnotherLanguageSuggestsTheSchemasOwn(written: String, meant: String) {
        let text = #"{ "entities": { "Note": { "attributes": { "count": "\#(written)" } } } }"#
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at(written, in: text)): error: unknown type '\(written)' for attribute 'count'; did you mean '\(meant)'?"],
                "type \(written): \(lines)")
    }

    @Test func inverseToAValueTypeIsRejected() {
        let text = """
        {
          "entities": {
            "Page": { "attributes": { "size": "Int?" } },
            "Book": { "identity": "isbn", "attributes": { "isbn": "String" }, "relationships": { "pages": { "to": "Page", "many": true, "inverse": "book" } } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"book\"", in: text)): error: relationship 'Book.pages' cannot have an inverse: target 'Page' is a value type (no identity) and is never stored on its own"], "inverse to value type: \(lines)")
    }

    @Test func valueTypeContainingItselfIsRejected() {
        let text = """
        { "entities": { "Node": { "attributes": { "name": "String?" }, "relationships": { "parent": { "to": "Node" } } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"parent\"", in: text)): error: value type 'Node' contains itself through to-one relationship 'Node.parent'; make it to-many or give 'Node' an identity"], "recursive value type: \(lines)")
    }

    @Test func entityRequiringItselfIsRejected() {
        let text = """
        { "entities": { "Node": { "identity": "nodeID", "attributes": { "nodeID": "Int" }, "relationships": { "parent": { "to": "Node", "optional": false } } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"parent\"", in: text)): error: entity 'Node' requires itself through required to-one relationship 'Node.parent': a required target must be stored before the record, so no record of the loop could be stored first; make one of them optional"
        #expect(lines == [expected], "a node that needs a stored node first can never be stored: \(lines)")
    }

    @Test func entitiesRequiringEachOtherAreRejectedOnce() {
        let text = """
        {
          "entities": {
            "Team": { "identity": "teamID", "attributes": { "teamID": "Int" }, "relationships": { "captain": { "to": "Player", "optional": false } } },
            "Player": { "identity": "playerID", "attributes": { "playerID": "Int" }, "relationships": { "team": { "to": "Team", "optional": false } } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"captain\"", in: text)): error: entity 'Player' requires itself through required to-one relationships 'Player.team' → 'Team.captain': a required target must be stored before the record, so no record of the loop could be stored first; make one of them optional"
        #expect(lines == [expected], "a team and a player that each need the other stored first: \(lines)")
    }

    @Test func requiredChainWithoutALoopIsAccepted() {
        let text = """
        {
          "entities": {
            "Team": { "identity": "teamID", "attributes": { "teamID": "Int" } },
            "Player": { "identity": "playerID", "attributes": { "playerID": "Int" }, "relationships": { "team": { "to": "Team", "optional": false } } },
            "Goal": { "identity": "goalID", "attributes": { "goalID": "Int" }, "relationships": { "scorer": { "to": "Player", "optional": false } } }
          }
        }
        """
        #expect(SchemaFixture.lines(text).isEmpty, "required links that end at a record needing none are storable: \(SchemaFixture.lines(text))")
    }

    @Test func valueTypeCannotRequireAnIdentifiedEntity() {
        let text = """
        {
          "entities": {
            "Author": { "identity": "authorID", "attributes": { "authorID": "String" } },
            "Byline": { "attributes": { "text": "String?" }, "relationships": { "author": { "to": "Author", "optional": false } } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("false", in: text)): error: value type 'Byline' cannot require relationship 'author': a value type is built without a store, so it cannot parse or link 'Author', which has an identity; make 'author' optional or give 'Byline' an identity"
        #expect(lines == [expected], "a value type's required link to a stored record can never be filled: \(lines)")
    }

    @Test func identityNamingAMissingAttributeIsReportedAtTheName() {
        let text = """
        { "entities": { "Post": { "identity": "postId", "attributes": { "postID": "String" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"postId\"", in: text)): error: identity of entity 'Post' names unknown attribute 'postId'; did you mean 'postID'?"], "missing identity attribute: \(lines)")
    }

    @Test func identityNamingAnOptionalAttributeIsRejected() {
        let text = """
        { "entities": { "Post": { "identity": ["postID", "slug"], "attributes": { "postID": "String", "slug": "String?" } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"slug\"", in: text)): error: identity attribute 'slug' of entity 'Post' is optional; identity attributes must be required",
            "\(SchemaFixture.at("\"slug\"", in: text, after: "\"attributes\"")): note: 'slug' declared here",
        ]
        #expect(lines == expected, "optional identity attribute: \(lines)")
    }

    @Test func identityOfAnUnidentifyingTypeIsRejected() {
        let text = """
        { "entities": { "Reading": { "identity": "value", "attributes": { "value": "Double" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines.first == "\(SchemaFixture.at("\"value\"", in: text)): error: identity attribute 'value' of entity 'Reading' has type 'Double', which cannot identify a record", "Double identity: \(lines)")
    }

    @Test func toManyRelationshipCannotBeDeclaredOptional() {
        let text = """
        { "entities": { "Tag": { "attributes": { "name": "String?" }, "relationships": { "children": { "to": "Tag", "many": true, "optional": false } } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("false", in: text)): error: 'optional' does not apply to to-many relationship 'children' (it is empty when absent)"], "optional to-many: \(lines)")
    }

    @Test func attributeAndRelationshipCannotShareAName() {
        let text = """
        { "entities": { "Tag": { "attributes": { "parent": "String?" }, "relationships": { "parent": { "to": "Tag", "many": true } } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"parent\"", in: text, after: "\"relationships\"")): error: entity 'Tag' has an attribute and a relationship named 'parent'",
            "\(SchemaFixture.at("\"parent\"", in: text)): note: attribute declared here",
        ]
        #expect(lines == expected, "member name clash: \(lines)")
    }
}
