/// A Blog corpus with realistic variety: the same shape and sizes as ``BlogCorpus`` (one
/// author per 100 posts), but authors take turns (post `i` is by author `i % authors`, so
/// the same author never appears twice in a row), an author's name changes between
/// appearances (about one appearance in three brings a new version), and every appearance
/// carries a new avatar URL, as signed CDN links do.
/// The plain corpus repeats each author identically a hundred times in a row, which
/// favours shortcuts for "the value is already held"; this one does not.
enum BlogVariedCorpus {
    /// The JSON text of `postCount` posts.
    static func posts(count postCount: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(postCount * 360)
        output.append(UInt8(ascii: "["))
        var random = SplitMix64(seed: 2017)
        let authorCount = (postCount + 99) / 100
        var versions = [Int](repeating: 0, count: authorCount)
        let countries = ["UK", "US", "FR", "DE", "JP", "BR", "IN", "NG", "MX", "KR", "AU", "SE"]
        let words = ["sync", "offline", "release", "swift", "json", "parser", "store", "query", "index", "schema"]
        for index in 0..<postCount {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            let author = index % authorCount
            if random.next() % 3 == 0 { versions[author] += 1 }
            let version = versions[author]
            let day = 1 + Int(random.next() % 28)
            let hour = Int(random.next() % 24)
            let minute = Int(random.next() % 60)
            let word = words[Int(random.next() % UInt64(words.count))]
            let text = """
            {"id":"p\(random.next() % 1_000)-\(index)","created_at":"2016-04-\(pad(day))T\(pad(hour)):\(pad(minute)):00Z",\
            "country":"\(countries[Int(random.next() % UInt64(countries.count))])","content":"On \(word): note \(index) \
            with \(random.next() % 100_000) words about \(word) and more","share_count":\(random.next() % 10_000),\
            "is_shared":\(random.next() % 2 == 0 ? "true" : "false"),"views_count":\(random.next() % 1_000_000),\
            "author":{"id":"author-\(author)","name":"Author \(author) (v\(version))",\
            "avatar_url":"https://cdn.example.com/u/\(author)/avatar-\(version)-\(random.next() % 1_000_000).png"}}
            """
            output.append(contentsOf: text.utf8)
        }
        output.append(UInt8(ascii: "]"))
        return output
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
