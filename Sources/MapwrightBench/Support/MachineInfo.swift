import Foundation

/// The machine, date and toolchain a table was measured with: what heads every result.
struct MachineInfo {
    /// Logical cores available.
    var cores: Int
    /// `model name` of the first CPU in `/proc/cpuinfo`, or `unknown`.
    var cpu: String
    /// The operating system as `ProcessInfo` names it.
    var system: String
    /// When the measurement started, ISO 8601 in UTC.
    var date: String
    /// The first line of `swift --version`, or what the compiler was at build time.
    var toolchain: String

    /// The machine this process runs on, now.
    static func current() -> MachineInfo {
        MachineInfo(
            cores: ProcessInfo.processInfo.activeProcessorCount, cpu: cpuModel(),
            system: ProcessInfo.processInfo.operatingSystemVersionString,
            date: ISO8601DateFormatter().string(from: Date()), toolchain: toolchainVersion())
    }

    /// The 1, 5 and 15 minute load averages from `/proc/loadavg`, or `unknown`.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// How this binary was built: figures from a debug build are not comparable.
    static var buildConfiguration: String {
        #if DEBUG
        return "debug build (not for comparison: run with `swift run -c release`)"
        #else
        return "release build"
        #endif
    }

    /// The Markdown lines that head a table; `timesThisBinary` false for a table of child
    /// processes' times (`swiftc`'s), where how the bench was built does not matter.
    func markdownHeader(timesThisBinary: Bool = true) -> [String] {
        let configuration = timesThisBinary ? Self.buildConfiguration : "the bench's build does not matter (it times `swiftc`)"
        return ["- machine: \(cores) cores, \(cpu), \(system)", "- date: \(date)", "- toolchain: \(toolchain), \(configuration)"]
    }

    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    /// Asks `swift --version` (the bench is normally started by `swift run`); falls
    /// back to the compiler version this binary was built with.
    private static func toolchainVersion() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) != nil {
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0,
               let line = String(decoding: output, as: UTF8.self).split(separator: "\n").first(where: { $0.contains("Swift version") }) {
                return String(line)
            }
        }
        #if compiler(>=6.3)
        return "Swift compiler 6.3 or later"
        #else
        return "Swift compiler before 6.3"
        #endif
    }
}
