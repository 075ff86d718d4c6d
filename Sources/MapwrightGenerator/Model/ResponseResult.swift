import Mapwright

/// How a value type's mapping turns a whole response into
/// `Result<Success, ResponseFailure>` (the mapping's `result` option): build the value,
/// check the expected attribute values, hand out the success, and turn every problem
/// (malformed JSON included) into a failure with one message.
public struct ResponseResult: Sendable, Hashable {
    /// What a successful response yields.
    public enum Success: Sendable, Hashable {
        /// The built value itself.
        case whole
        /// The value of one required attribute of it.
        case attribute(Attribute)
        /// The value of one required to-one relationship of it.
        case relationship(Relationship)
    }

    /// One attribute that must hold a given value (`"expect": { "code": 200 }`).
    public struct Expectation: Sendable, Hashable {
        /// The attribute checked.
        public var attribute: Attribute
        /// The value it must have, typed for the attribute.
        public var value: Literal
        /// The key path the attribute is read from, for the failure's issue.
        public var keyPath: JSONKeyPath

        /// An expectation from its parts.
        public init(attribute: Attribute, value: Literal, keyPath: JSONKeyPath) {
            self.attribute = attribute
            self.value = value
            self.keyPath = keyPath
        }
    }

    /// What a successful response yields.
    public var success: Success
    /// Attribute values a response must have to succeed, in declaration order.
    public var expectations: [Expectation]
    /// The message of every failure (`"Bad data"`).
    public var failureMessage: String

    /// A result description from its parts.
    public init(success: Success, expectations: [Expectation], failureMessage: String) {
        self.success = success
        self.expectations = expectations
        self.failureMessage = failureMessage
    }
}
