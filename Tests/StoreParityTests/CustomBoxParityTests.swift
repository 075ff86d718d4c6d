import Foundation
import Mapwright
import Testing
import MapwrightExampleWidgets

/// A field read by a box of the user's own (`TextWidget.color`, `custom:MapwrightExampleWidgetBoxes.HexColor`)
/// keeps its attribute's type, so it is stored, changed and reported like any other.
@Suite struct CustomBoxParityTests {
    private func feed(color: String) -> String {
        #"{"actions":[{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"T","color":""# + color + #""}}],"nextUrl":null}"#
    }

    @Test(arguments: Engine.allCases)
    func aColorReadByTheCustomBoxIsStored(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        _ = try WidgetDiffImporter().apply(try JSONValue(parsing: feed(color: "#336699")), to: test.store)
        let color = try test.store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.color
        #expect(color == 0x336699, "\(engine): the stored color: \(String(describing: color))")
    }

    @Test(arguments: Engine.allCases)
    func aChangedColorIsAnUpdateInTheChangeSet(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        let importer = WidgetDiffImporter()
        _ = try importer.apply(try JSONValue(parsing: feed(color: "#336699")), to: test.store)
        let same = try importer.apply(try JSONValue(parsing: feed(color: "#369")), to: test.store)
        #expect(same.changes.updated(TextWidget.self).isEmpty, "\(engine): \"#369\" is the same color, no update: \(same.changes)")
        let changed = try importer.apply(try JSONValue(parsing: feed(color: "#000000")), to: test.store)
        #expect(changed.changes.updated(TextWidget.self) == [TextWidget.ID("0")], "\(engine): a new color is an update: \(changed.changes)")
        #expect(try test.store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.color == 0, "\(engine): the new color is stored")
    }

    @Test(arguments: Engine.allCases)
    func aColorTheBoxRejectsStoresNothing(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        #expect(throws: (any Error).self, "\(engine): \"orange\" is no HexColor") {
            try WidgetDiffImporter().apply(try JSONValue(parsing: feed(color: "orange")), to: test.store)
        }
        #expect(try test.store.count(TextWidget.self) == 0, "\(engine): a rejected color stored the widget")
    }
}
