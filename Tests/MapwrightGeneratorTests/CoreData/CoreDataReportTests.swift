import Foundation
import Testing
@testable import MapwrightGenerator

/// The "not carried over" report: each dropped thing with its file and line.
@Suite("import-coredata: the report of what is not carried over")
struct CoreDataReportTests {
    /// A dropped thing: the fixture, the line it is on, and words of its report line.
    struct Dropped: CustomTestStringConvertible, Sendable {
        var model: String
        var line: Int
        var words: String
        var testDescription: String { words }
    }

    static let library = "Library.xcdatamodeld/Library 2.xcdatamodel/contents"

    static let dropped: [Dropped] = [
        Dropped(model: library, line: 3, words: "isAbstract of entity 'Item'"),
        Dropped(model: library, line: 16, words: "allowsExternalBinaryDataStorage=\"YES\" of 'Book.cover'"),
        Dropped(model: library, line: 19, words: "valueTransformerName 'NSSecureUnarchiveFromDataTransformer'"),
        Dropped(model: library, line: 20, words: "transient attribute 'Book.summary'"),
        Dropped(model: library, line: 23, words: "deletionRule 'No Action' of 'Book.shelf'"),
        Dropped(model: library, line: 24, words: "minCount 1 of to-many 'Book.tags'"),
        Dropped(model: library, line: 24, words: "maxCount 5 of to-many 'Book.tags'"),
        Dropped(model: library, line: 25, words: "fetched property 'sameAuthor'"),
        Dropped(model: library, line: 33, words: "userInfo entry 'color' = 'blue'"),
        Dropped(model: library, line: 60, words: "fetch request 'LongBooks'"),
        Dropped(model: library, line: 61, words: "configuration 'Cloud'"),
        Dropped(model: "Sync.xcdatamodel/contents", line: 16, words: "sync.valueTransformer 'DateStringTransformer'"),
        Dropped(model: "Sync.xcdatamodel/contents", line: 24, words: "userInfo entry 'sync.debug'"),
        Dropped(model: "groot/Model.xcdatamodel/contents", line: 11, words: "entityMapperName 'GrootTests.Abstract'"),
        Dropped(model: "groot/Model.xcdatamodel/contents", line: 81, words: "records of ConcreteA, ConcreteB in 'Container.abstracts'"),
        Dropped(model: "magicalrecord/TestModel.xcdatamodel/contents", line: 74, words: "attributeValueClassName '*Color'"),
        Dropped(model: "magicalrecord/TestModel.xcdatamodel/contents", line: 25, words: "relatedByAttribute 'mapped' of entity 'MappedEntity'"),
        Dropped(model: "magicalrecord/TestModel.xcdatamodel/contents", line: 9, words: "representedClassName 'DifferentClassNameMapping'"),
    ]

    @Test("each dropped thing is reported at its file and line", arguments: dropped)
    func droppedIsReported(_ dropped: Dropped) throws {
        let path = CoreDataFixture.path(dropped.model)
        let run = try CoreDataFixture.run(path, module: "Reported")
        let lines = run.output.standardError.split(separator: "\n").map(String.init)
        let line = lines.first { $0.contains(dropped.words) }
        #expect(line?.hasPrefix("\(path):\(dropped.line):") == true, "no report line '\(dropped.words)' at \(path):\(dropped.line); the report:\n\(run.output.standardError)")
        #expect(line?.contains(": warning: not carried over: ") == true, "the line should say 'not carried over': \(line ?? "none")")
        #expect(run.status == 0, "a report is no failure: exit \(run.status)")
    }

    @Test("a model the importer carries over whole reports nothing")
    func nothingDroppedNothingReported() throws {
        let model = CoreDataFixture.model("""
            <entity name="Post" representedClassName="Post" syncable="YES">
                <attribute name="postID" attributeType="String" syncable="YES"/>
                <attribute name="title" optional="YES" attributeType="String" syncable="YES"/>
            </entity>
        """)
        let run = try CoreDataFixture.run(try CoreDataFixture.contents(model), module: "Plain")
        #expect(run.status == 0 && run.output.standardError.isEmpty, "exit \(run.status), report:\n\(run.output.standardError)")
    }
}
