/// Lines each ending in `\n`, joined: golden text without trailing-whitespace traps.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}
