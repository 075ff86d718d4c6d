import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Mapwright

/// The URLSession source: how a finished data task is read, and a request that fails
/// on the way (a closed local port; no outside network needed).
@Suite struct URLSessionResponseSourceTests {
    let url = URL(string: "https://example.com/widgets")!

    private func response(_ status: Int) -> HTTPURLResponse? {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
    }

    @Test func aSuccessfulStatusHandsOutTheBody() {
        let outcome = URLSessionResponseSource.outcome(for: url, data: Data("{}".utf8), response: response(200), error: nil)
        #expect(outcome == .success(Data("{}".utf8)), "outcome: \(outcome)")
    }

    @Test func anErrorStatusIsAStatusError() {
        let outcome = URLSessionResponseSource.outcome(for: url, data: Data("oops".utf8), response: response(503), error: nil)
        #expect(outcome == .failure(.status(url, code: 503)), "outcome: \(outcome)")
    }

    @Test func aCancelledTaskIsCancelled() {
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        let outcome = URLSessionResponseSource.outcome(for: url, data: nil, response: nil, error: error)
        #expect(outcome == .failure(.cancelled(url)), "outcome: \(outcome)")
    }

    @Test func aFailedRequestIsATransportErrorNamingTheURL() async {
        let closed = URL(string: "http://127.0.0.1:9/feed")!
        do {
            _ = try await URLSessionResponseSource().data(for: closed)
            Issue.record("a closed port must fail")
        } catch {
            guard case .transport(let failed, _) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(failed == closed, "the error names the URL")
        }
    }
}
