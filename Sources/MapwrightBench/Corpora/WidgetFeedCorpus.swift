/// Deterministic `WidgetDiff` feed documents in the shape of `Schemas/Widgets.json`
/// (seed 001): one object with an `actions` array and a `nextUrl`.
///
/// Every ten actions: two text widgets added, five image widgets added (each naming a
/// text widget of its group by `textWidgetId`), a text widget's title updated, an image
/// widget's caption updated, and an image widget deleted. Every hundredth action's image
/// names a text widget that only comes in the next group, so that references waiting
/// for their target are exercised too. After `n` actions there are about 0.2 n text
/// widgets and 0.4 n image widgets.
enum WidgetFeedCorpus {
    /// The JSON text of a feed of `actionCount` actions.
    static func feed(actions actionCount: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(actionCount * 150 + 64)
        output.append(contentsOf: #"{"actions":["#.utf8)
        for index in 0..<actionCount {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: action(index).utf8)
        }
        output.append(contentsOf: #"],"nextUrl":"https://example.com/widgets/diff?page=2"}"#.utf8)
        return output
    }

    /// The text of action `index`.
    private static func action(_ index: Int) -> String {
        let group = index - index % 10
        switch index % 10 {
        case 0, 1:
            return #"{"type":"add","payload":{"serverId":"t\#(index)","serverType":"TextWidget","title":"Text widget \#(index)"}}"#
        case 2...6:
            let target = index % 100 == 2 ? group + 10 : group + index % 2
            return #"{"type":"add","payload":{"serverId":"i\#(index)","serverType":"ImageWidget","url":"https://example.com/images/\#(index).png","caption":"Image \#(index)","textWidgetId":"t\#(target)"}}"#
        case 7:
            return #"{"type":"update","payload":{"serverId":"t\#(group)","serverType":"TextWidget","title":"Text widget \#(group), edited"}}"#
        case 8:
            return #"{"type":"update","payload":{"serverId":"i\#(group + 3)","serverType":"ImageWidget","url":"https://example.com/images/\#(group + 3).png","caption":null,"textWidgetId":"t\#(group + 1)"}}"#
        default:
            return #"{"type":"delete","payload":{"serverId":"i\#(group + 4)","serverType":"ImageWidget"}}"#
        }
    }
}
