import Foundation
import Mapwright

/// A typed constant from a schema (an attribute's or field's `default`, an
/// attribute's `example`), already checked against its attribute's type, so the
/// renderer can write it as Swift directly.
public indirect enum Literal: Sendable, Hashable {
    /// A `String` value.
    case string(String)
    /// A value of `Int`, `Int64`, `Int32` or `Int16`, in the type's range.
    case integer(Int64)
    /// A value of `UInt64`.
    case unsignedInteger(UInt64)
    /// A finite value of `Double` or `Float` (in `Float`'s range for `Float`).
    case floatingPoint(Double)
    /// A `Decimal`, as its exact decimal text (`"19.99"`, `"-1e3"`).
    case decimal(String)
    /// A `Bool` value.
    case bool(Bool)
    /// A `Date` parsed from ISO 8601.
    case date(Date)
    /// An absolute `URL`, as its text.
    case url(String)
    /// A `UUID`.
    case uuid(UUID)
    /// `Data` decoded from base64.
    case data(Data)
    /// An enum case, by its Swift case name.
    case enumCase(String)
    /// The unknown case of an enum that keeps unknown raw values (`keepUnknown`),
    /// holding `rawValue` (`Tracker.State.unknown("unknown")`).
    case keptEnumCase(String, rawValue: String)
    /// An array, each element typed for the element type.
    case array([Literal])
    /// A `JSON` attribute's value, kept as written.
    case json(JSONValue)
}
