import Testing
@testable import MapwrightGenerator

@Test func versionIsSemantic() {
    #expect(GeneratorVersion.current.split(separator: ".").count == 3, "version \(GeneratorVersion.current) is not major.minor.patch")
}
