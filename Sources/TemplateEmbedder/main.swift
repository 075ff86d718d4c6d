import Foundation

/// Build tool behind the `EmbedTemplates` plugin: writes a Swift file holding every
/// `*.mustache` file of a directory as a string constant, so the `mapwright` binary
/// carries its default templates and works when copied alone.
///
///     TemplateEmbedder <templates-dir> <output.swift>
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder <templates-dir> <output.swift>\n".utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])

do {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".mustache") }
        .sorted()
    var swift = """
    // Written by the EmbedTemplates build plugin from Templates/. Do not edit.

    extension TemplateSet {
        /// The default templates, by file name, as they were in `Templates/` at build time.
        static let embedded: [String: String] = [

    """
    for name in names {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        // A raw string whose delimiter is longer than any run of '#' in the text.
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        swift += "        \(name.debugDescription): \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
    }
    swift += "    ]\n}\n"
    try Data(swift.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("TemplateEmbedder: \(error)\n".utf8))
    exit(1)
}
