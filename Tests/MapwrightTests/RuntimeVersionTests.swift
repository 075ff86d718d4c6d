import Testing
import Mapwright

@Test func runtimeVersionIsSemantic() {
    #expect(RuntimeVersion.current.split(separator: ".").count == 3, "version \(RuntimeVersion.current) is not major.minor.patch")
}
