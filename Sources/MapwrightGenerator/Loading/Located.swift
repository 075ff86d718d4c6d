/// A value read from a schema file together with where it was written.
struct Located<Value: Sendable>: Sendable {
    /// The value.
    var value: Value
    /// Where its token starts (a string's opening quote).
    var location: SchemaLocation

    init(_ value: Value, at location: SchemaLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
