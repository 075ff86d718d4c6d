/// Swift names for what `infer` finds in JSON: members in lowerCamelCase and types in
/// UpperCamelCase from keys (`created_at` → `createdAt`, `avatar_url` → `avatarURL`,
/// `line_items` → `LineItem`), made valid, unreserved and unique.
enum InferNames {
    /// Words written in capitals inside a name (`userID`, `avatarURL`).
    static let acronyms: Set<String> = ["id", "url", "uuid", "uri", "json", "html", "http", "https", "api", "ip", "ui"]

    /// `created_at` → `createdAt`; `ID` → `id`; `3d` → `field3d`; never empty.
    static func member(_ key: String) -> String {
        let parts = KeyNamingStyle.words(of: key)
        guard let first = parts.first else { return "field" }
        let head = first.lowercased()
        let tail = parts.dropFirst().map { word -> String in
            let lower = word.lowercased()
            return acronyms.contains(lower) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
        }
        let name = head + tail.joined()
        return name.first?.isNumber == true ? "field" + name : name
    }

    /// `line_items` → `LineItems`; never empty.
    static func type(_ key: String) -> String {
        let name = KeyNamingStyle.words(of: key).map { word -> String in
            let lower = word.lowercased()
            return acronyms.contains(lower) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        guard let first = name.first else { return "Item" }
        return first.isNumber ? "Item" + name : name
    }

    /// English plurals not made with `s` (`children` → `child`, `people` → `person`).
    static let irregularPlurals: [(String, String)] = [("children", "child"), ("people", "person"), ("women", "woman")]

    /// Singular words ending in `is` that are not `-sis` or `-xis` (`analysis`, `axis`).
    static let singularsEndingInIS: Set<String> = ["is", "this", "his", "tennis", "iris", "chassis", "trellis", "mantis"]

    /// The singular of an English plural, for the element type of a to-many key
    /// (`categories` → `category`, `addresses` → `address`, `results` → `result`,
    /// `emojis` → `emoji`; `status`, `analysis` and `axis` stay as they are).
    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        for (plural, singular) in irregularPlurals where lower.hasSuffix(plural) {
            let stem = word.dropLast(plural.count)
            let tail = word.suffix(plural.count)
            return stem + (tail.first?.isUppercase == true ? singular.prefix(1).uppercased() + singular.dropFirst() : singular)
        }
        if lower.hasSuffix("ies"), word.count > 3 { return String(word.dropLast(3)) + (word.last?.isUppercase == true ? "Y" : "y") }
        for ending in ["sses", "xes", "ches", "shes", "zzes"] where lower.hasSuffix(ending) { return String(word.dropLast(2)) }
        let lastWord = KeyNamingStyle.words(of: word).last?.lowercased() ?? lower
        let singularIS = lower.hasSuffix("sis") || lower.hasSuffix("xis") || singularsEndingInIS.contains(lastWord)
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !(lower.hasSuffix("is") && singularIS), word.count > 1 {
            return String(word.dropLast())
        }
        return word
    }

    /// `name`, or `name2`, `name3`, … : the first not in `taken`, which it joins.
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Whether a type name would be rejected or clash with a generated name.
    static func isReservedType(_ name: String, module: String) -> Bool {
        if NameRules.reservedTypeNames(module: module).contains(name) || SwiftIdentifier.isKeyword(name) || name == "Registry" { return true }
        return ["Builder", "Parser", "Parsing", "Mapping", "Importer", "Module", "Tests", "TestSupport", "TestStore", "Fixture"]
            .contains { name.hasSuffix($0) && name.count > $0.count }
            || name.hasPrefix("Stub")
    }
}
