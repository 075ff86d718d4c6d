/// A field `mapwright try` leaves out because reading it needs code it cannot run: a
/// box of the user's own (`custom:ColorKit.HexColor`). Its attribute stays unset in
/// the records try shows (nil, and not required); everything else is read as usual.
public struct TryUninterpretedField: Sendable, Hashable {
    /// The entity whose field it is.
    public var entity: String
    /// The field (the attribute it fills).
    public var field: String
    /// Why try cannot read it.
    public var reason: String

    /// A field left out for `reason`.
    public init(entity: String, field: String, reason: String) {
        self.entity = entity
        self.field = field
        self.reason = reason
    }

    /// A field read by the custom box `type`.
    init(entity: String, field: String, customBox type: String) {
        self.init(entity: entity, field: field, reason: "custom box \(type) runs your code; try cannot")
    }

    /// `TextWidget.color: custom box WidgetBoxes.HexColor runs your code; try cannot`.
    public var text: String { "\(entity).\(field): \(reason)" }
}
