/// The generator's version, printed by `mapwright --version` and stamped into generated code.
public enum GeneratorVersion {
    /// Semantic version of this generator release.
    public static let current = "0.1.0"
}
