/// A value read from a schema file together with where it was written.
struct Located<Value: Sendable>: Sendable {
    /// The value.
    var value: Value
    /// Where its token starts (a string's opening quote).
    var location: SourceLocation

    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
