import Foundation
import Testing
import Mapwright
import MapwrightExampleBlog
import MapwrightExampleHR
import MapwrightExampleMarvel

/// The example payloads exported and parsed back: each record (or value) the payload
/// made comes back the same from its export, in a store of its own.
@Suite struct FixtureExportTests {
    @Test func theBlogPostComesBackWithItsAuthor() throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let payload = try Fixture.json("blog-post")
        let (post, json) = try store.perform { context in
            let post = try PostParser().parse(payload, in: context)
            return (post, try PostMapping.export(post, in: context))
        }
        #expect(json.text() == #"{"id":"456","created_at":"2016-04-11T10:00:00Z","country":"UK","content":"Hello world","share_count":5,"is_shared":true,"views_count":100,"author":{"id":"789","name":"William","avatar_url":"https://example.com/avatar.png"}}"#,
                "the post's export: \(json.text())")
        let other = try MapwrightExampleBlogModule.makeStore()
        let again = try other.perform { context in try PostParser().parse(json.jsonValue, in: context) }
        #expect(again == post, "the post parsed from its export")
        let authors = try other.perform { context in try context.fetch(MapwrightExampleBlog.Author.self, id: MapwrightExampleBlog.Author.ID("789")) }
        let original = try store.perform { context in try context.fetch(MapwrightExampleBlog.Author.self, id: MapwrightExampleBlog.Author.ID("789")) }
        #expect(authors == original, "the author parsed from the post's export, with its posts")
    }

    @Test func everyEmployeeComesBackWithItsDepartment() throws {
        let store = try MapwrightExampleHRModule.makeStore()
        let payload = try Fixture.json("hr-employees")
        let (employees, exported) = try store.perform { context in
            let employees = try EmployeeParser().parseArray(payload, in: context)
            return (employees, JSONOutput.array(try employees.map { try EmployeeMapping.export($0, in: context) }))
        }
        let other = try MapwrightExampleHRModule.makeStore()
        let again = try other.perform { context in try EmployeeParser().parseArray(exported.jsonValue, in: context) }
        #expect(again == employees, "the employees parsed from their export: \(exported.text())")
        let departments = try other.perform { context in try context.fetch(MapwrightExampleHR.Department.self) }
        let original = try store.perform { context in try context.fetch(MapwrightExampleHR.Department.self) }
        #expect(Set(departments) == Set(original), "the departments parsed from the employees' export")
    }

    @Test func theMarvelResponseComesBackAsTheSameValue() throws {
        let response = try FetchCharactersResponseMapping.makeBuilder(Fixture.json("marvel-characters")).build()
        let json = FetchCharactersResponseMapping.export(response)
        let again = try FetchCharactersResponseMapping.makeBuilder(json.jsonValue).build()
        #expect(again == response, "the response built from its export: \(json.text())")
    }
}
