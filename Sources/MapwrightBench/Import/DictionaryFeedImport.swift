import Foundation

/// The hand-written baseline for the `WidgetDiff` feed: `JSONSerialization`, then the
/// actions applied in order to dictionaries keyed by identity, inverses kept by hand,
/// references to widgets that come later linked at the end.
enum DictionaryFeedImport {
    /// A text widget and the identities of the image widgets pointing at it.
    final class TextWidgetObject {
        var title: String?
        var imageWidgetIDs: [String] = []
    }

    /// An image widget.
    final class ImageWidgetObject {
        var url: URL?
        var caption: String?
        var textWidgetID: String?
    }

    /// Applies a feed document; returns the number of actions applied.
    static func apply(_ data: Data) throws -> Int {
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let actions = document["actions"] as? [[String: Any]] else { return 0 }
        var texts: [String: TextWidgetObject] = [:]
        var images: [String: ImageWidgetObject] = [:]
        var waiting: [(image: String, text: String)] = []
        var applied = 0
        func link(_ imageID: String, to textID: String) {
            guard let image = images[imageID], image.textWidgetID != textID else { return }
            guard let text = texts[textID] else { return waiting.append((imageID, textID)) }
            if let previous = image.textWidgetID { texts[previous]?.imageWidgetIDs.removeAll { $0 == imageID } }
            image.textWidgetID = textID
            text.imageWidgetIDs.append(imageID)
        }
        for action in actions {
            guard let verb = action["type"] as? String, let payload = action["payload"] as? [String: Any],
                  let id = payload["serverId"] as? String, let serverType = payload["serverType"] as? String
            else { continue }
            switch (verb, serverType) {
            case ("add", "TextWidget"), ("update", "TextWidget"):
                let text = texts[id] ?? { let created = TextWidgetObject(); texts[id] = created; return created }()
                if let title = payload["title"] as? String { text.title = title }
            case ("add", "ImageWidget"), ("update", "ImageWidget"):
                let image = images[id] ?? { let created = ImageWidgetObject(); images[id] = created; return created }()
                if let url = payload["url"] as? String { image.url = URL(string: url) }
                if let caption = payload["caption"] { image.caption = caption as? String }
                if let textID = payload["textWidgetId"] as? String { link(id, to: textID) }
            case ("delete", "TextWidget"):
                guard let text = texts.removeValue(forKey: id) else { break }
                for imageID in text.imageWidgetIDs { images[imageID]?.textWidgetID = nil }
            case ("delete", "ImageWidget"):
                guard let image = images.removeValue(forKey: id) else { break }
                if let textID = image.textWidgetID { texts[textID]?.imageWidgetIDs.removeAll { $0 == id } }
            default:
                continue
            }
            applied += 1
        }
        let pending = waiting
        waiting = []
        for (image, text) in pending { link(image, to: text) }
        return applied
    }
}
