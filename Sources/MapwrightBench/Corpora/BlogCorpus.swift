/// Deterministic JSON corpora in the Blog shape of SPEC section 9 (seed 000): an
/// array of posts, each with a nested author; one author per 100 posts.
enum BlogCorpus {
    /// The JSON text of `postCount` posts.
    static func posts(count postCount: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(postCount * 330)
        output.append(UInt8(ascii: "["))
        var random = SplitMix64(seed: 2016)
        let countries = ["UK", "US", "FR", "DE", "JP", "BR"]
        for index in 0..<postCount {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            let authorIndex = index / 100
            let day = 1 + index % 28
            let hour = index % 24
            let text = """
            {"id":"post-\(index)","created_at":"2016-04-\(day < 10 ? "0" : "")\(day)T\(hour < 10 ? "0" : "")\(hour):00:00Z",\
            "country":"\(countries[index % countries.count])","content":"Hello world number \(index), \
            this is a post with some text in it \(random.next() % 100_000)","share_count":\(random.next() % 1000),\
            "is_shared":\(random.next() % 2 == 0 ? "true" : "false"),"views_count":\(random.next() % 100_000),\
            "author":{"id":"author-\(authorIndex)","name":"Author \(authorIndex)",\
            "avatar_url":"https://example.com/avatars/\(authorIndex).png"}}
            """
            output.append(contentsOf: text.utf8)
        }
        output.append(UInt8(ascii: "]"))
        return output
    }
}

/// A small deterministic pseudo-random generator (SplitMix64), so corpora are the
/// same bytes on every run and machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
