import Foundation
import Mapwright

/// Measures the hand-written ISO 8601 box against a cached `ISO8601DateFormatter`.
enum DateBenchmark {
    static func run(count: Int) {
        let texts = (0..<count).map { index in
            JSONValue("2016-04-\(10 + index % 18)T\(10 + index % 13):00:00.\(index % 1000)Z")
        }
        var sink = 0.0
        let box = Box<Date>.iso8601
        let boxed = Measurement.time(runs: 3) {
            for text in texts { if case .success(let date) = box(text, mode: .strict) { sink += date.timeIntervalSince1970 } }
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let strings = texts.map { $0.string ?? "" }
        let formatted = Measurement.time(runs: 3) {
            for text in strings { sink += formatter.date(from: text)?.timeIntervalSince1970 ?? 0 }
        }
        print("ISO 8601 dates: \(count) per run, best of 3")
        print("| parser | µs per date |")
        print("|---|---:|")
        print("| Box<Date>.iso8601 | \(Measurement.format(boxed.best / Double(count) * 1e6, decimals: 3)) |")
        print("| cached ISO8601DateFormatter | \(Measurement.format(formatted.best / Double(count) * 1e6, decimals: 3)) |")
        if sink == 42 { print("") }
    }
}
