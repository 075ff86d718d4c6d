import Mapwright

/// The generator's version, printed by `mapwright --version` and stamped into generated code.
public enum GeneratorVersion {
    /// Semantic version of this generator release: the runtime's (`RuntimeVersion`), since
    /// the two are released together and generated code is checked against the runtime's.
    public static let current = RuntimeVersion.current
}
