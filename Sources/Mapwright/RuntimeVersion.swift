/// The runtime library's version. Generated code checks it at compile time against
/// the generator that produced it.
public enum RuntimeVersion {
    /// Semantic version of this runtime release.
    public static let current = "0.1.0"
}
