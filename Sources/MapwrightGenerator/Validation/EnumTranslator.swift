/// Translates an enum declaration: case names, raw values, the unknown case.
enum EnumTranslator {
    /// The enum declared by `syntax`, with whatever parts are valid.
    static func translate(_ syntax: EnumSyntax, module: String, diagnostics: inout DiagnosticCollector) -> EnumType {
        let owner = "enum '\(syntax.name.value)'"
        var firstCase: [String: SchemaLocation] = [:]
        var names: [Located<String>] = []
        for name in syntax.cases {
            if let first = firstCase[name.value] {
                diagnostics.error("case '\(name.value)' is listed twice in \(owner)", at: name.location, notes: [.init("first listed here", at: first)])
                continue
            }
            firstCase[name.value] = name.location
            if NameRules.checkMemberName(name, kind: "case", owner: owner, module: module, diagnostics: &diagnostics) {
                NameRules.checkGeneratedCaseClash(name, owner: owner, diagnostics: &diagnostics)
            }
            names.append(name)
        }
        var rawValues: [String: Located<String>] = [:]
        for (name, value) in syntax.values {
            guard firstCase[name.value] != nil else {
                let hint = Suggestion.didYouMean(name.value, among: names.map(\.value))
                diagnostics.error("raw value given for '\(name.value)', which is not a case of \(owner)\(hint)", at: name.location)
                continue
            }
            rawValues[name.value] = value
        }
        var cases: [EnumCase] = []
        var firstRawValue: [String: (caseName: String, location: SchemaLocation)] = [:]
        for name in names {
            let raw = rawValues[name.value] ?? Located(name.value, at: name.location)
            if let first = firstRawValue[raw.value] {
                diagnostics.error("raw value '\(raw.value)' of case '\(name.value)' is also the raw value of case '\(first.caseName)' in \(owner)", at: raw.location, notes: [.init("case '\(first.caseName)' has it here", at: first.location)])
            } else {
                firstRawValue[raw.value] = (name.value, raw.location)
            }
            cases.append(EnumCase(name: name.value, rawValue: raw.value, location: name.location))
        }
        var unknownCase: String?
        if let unknown = syntax.unknown {
            if firstCase[unknown.value] != nil {
                unknownCase = unknown.value
            } else {
                let hint = Suggestion.didYouMean(unknown.value, among: names.map(\.value))
                diagnostics.error("'unknown' of \(owner) names '\(unknown.value)', which is not one of its cases\(hint)", at: unknown.location)
            }
        }
        var keepsUnknown = false
        if let keep = syntax.keepUnknown, keep.value {
            if syntax.unknown == nil {
                let hint = names.last.map { " (for example \"unknown\": \"\($0.value)\")" } ?? ""
                diagnostics.error("'keepUnknown' of \(owner) needs an 'unknown' case to keep unknown raw values in; add one\(hint)", at: keep.location)
            } else {
                keepsUnknown = unknownCase != nil
            }
        }
        return EnumType(name: syntax.name.value, cases: cases, unknownCase: unknownCase, keepsUnknown: keepsUnknown, location: syntax.name.location)
    }
}
