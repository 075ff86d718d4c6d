import Foundation
import Testing
import Mapwright

/// Seed 001's two `DataProvider` tests, on a stub source with simulated latency:
/// data comes back for an arbitrary URL, and a cancelled fetch calls neither callback.
@Suite struct SourceOperationTests {
    let source = StubResponseSource([SourceFixtures.fake: .data(Data(#"{"actions":[]}"#.utf8))], latency: 0.02)

    @Test func fetchesDataFromAnArbitraryURL() async {
        let recorder = CallbackRecorder()
        let operation = source.fetch(SourceFixtures.fake, success: { data in recorder.record("success \(data.count) bytes") },
                                     failure: { error in recorder.record("failure \(error)") })
        await operation.finish()
        #expect(recorder.recorded == ["success 14 bytes"], "callbacks: \(recorder.recorded)")
    }

    @Test func aCancelledOperationCallsNeitherCallback() async {
        let recorder = CallbackRecorder()
        let operation = source.fetch(SourceFixtures.fake, success: { _ in recorder.record("success") },
                                     failure: { error in recorder.record("failure \(error)") })
        operation.cancel()
        await operation.finish()
        #expect(operation.isCancelled, "the operation says it was cancelled")
        #expect(recorder.recorded.isEmpty, "no callback after cancel: \(recorder.recorded)")
    }

    @Test func aFailedFetchCallsTheFailureCallbackWithTheURL() async {
        let recorder = CallbackRecorder()
        let missing = URL(string: "http://fake.url/missing")!
        let operation = source.fetch(missing, success: { _ in recorder.record("success") },
                                     failure: { error in recorder.record("failure \(error.url.absoluteString)") })
        await operation.finish()
        #expect(recorder.recorded == ["failure http://fake.url/missing"], "callbacks: \(recorder.recorded)")
    }
}
