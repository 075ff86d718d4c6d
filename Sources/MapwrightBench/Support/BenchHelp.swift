/// The help of `mapwright-bench`: one entry per command (its usage lines and the options
/// it takes), printed whole by `help`, one command's by `<command> --help`.
enum BenchHelp {
    /// One command: how it is used and the options it accepts.
    struct Command {
        /// The command's name.
        var name: String
        /// Its usage lines, indented as in the whole help text.
        var usage: String
        /// The `--options` it takes (without the dashes).
        var options: Set<String>
    }

    private static let reportOptions: Set<String> = ["markdown", "csv"]
    private static let importOptions: Set<String> = ["sizes", "varied", "feed", "scenarios", "runs", "budget", "in-process"]
    private static let generateOptions: Set<String> = ["entities", "runs"]
    private static let cliOptions: Set<String> = ["posts", "keys", "runs"]

    /// Every command, in help order.
    static let commands: [Command] = [
        Command(name: "import", usage: """
              import     import throughput on the same bytes, several ways: the generated parser into a
                         Store, JSONDecoder, JSONSerialization + hand-written fetch-or-create, the
                         JSON reader alone, the reader and generated builders without a store, a loop
                         touching every byte, snapshot save and load of the imported store, its
                         release (teardown); and on
                         Blog corpora three ways into a new SQLite file: the generated parser into
                         Store(sqliteAt:), JSONDecoder + hand-written prepared upserts, the same
                         upserts from ready rows (floor). Scenarios run in rounds, each once per
                         round (after a warm-up) in a child process, in an order that rotates from
                         round to round; wall and CPU time are kept per run, the load average per round
                  --sizes 10k,100k,1m      Blog corpus sizes in posts (default 10k,100k,1m)
                  --varied SIZES|none      sizes of the Blog corpus with realistic variety (authors
                                           taking turns and changing, unique URLs; default: --sizes)
                  --feed 100k|none         Widgets feed sizes in actions (default 100k)
                  --scenarios a,b          of \(ImportScenario.allCases.map(\.rawValue).joined(separator: ","))
                                           (default all)
                  --runs N                 rounds, timed runs per scenario (default 5)
                  --budget SECONDS         per corpus, start no more rounds after this once 3 are done
                                           (default 120)
                  --in-process             run scenarios in this process (peak RSS is then not per scenario)
            """, options: importOptions.union(reportOptions)),
        Command(name: "generate", usage: """
              generate   time `mapwright generate` on synthetic schemas, stage by stage
                  --entities 100,1000      entity counts (default 100,200,500,1000)
                  --runs N                 timed runs per size after a warm-up (default 3)
            """, options: generateOptions.union(reportOptions)),
        Command(name: "generated-build", usage: """
              generated-build  per schema module, the lines generated for the module, its test
                         support and its tests, and the CPU time (user + system) of `swiftc`
                         compiling each of the three clean, with SwiftPM's debug flags and -j1,
                         against this build's Mapwright (a debug bench is fine: swiftc is measured)
                  --bundled DIR|none       the bundled schemas (default Schemas, from the package root)
                  --synthetic N|none       entities of a synthetic schema (default 40)
                  --schemas DIR|FILE       more schemas to measure (default none)
                  --runs N                 clean builds of each part, the least CPU time kept (default 1)
            """, options: Set(["bundled", "synthetic", "schemas", "runs"]).union(reportOptions)),
        Command(name: "cli", usage: """
              cli        time `mapwright try` on an array of N posts and `mapwright infer` on an object of
                         N keys, each at N and 2N, and print how the time grows (2x linear, 4x quadratic)
                  --posts 20k              posts of the smaller try input; 0 skips try (default 20k)
                  --keys 100k              keys of the smaller infer input; 0 skips infer (default 100k)
                  --runs N                 timed runs per size after a warm-up (default 3)
            """, options: cliOptions.union(reportOptions)),
        Command(name: "all", usage: """
              all        import, then generate (takes both commands' options)
            """, options: importOptions.union(generateOptions).union(reportOptions)),
        Command(name: "scenario", usage: """
              scenario NAME --kind \(CorpusKind.allCases.map(\.rawValue).joined(separator: "|")) --corpus FILE [--records N] [--runs N] [--budget S]
                         run one scenario on one corpus file in this process (for profilers)
            """, options: ["kind", "corpus", "records", "runs", "budget"]),
        Command(name: "corpus", usage: """
              corpus --kind \(CorpusKind.allCases.map(\.rawValue).joined(separator: "|")) --records N --output FILE
                         write a corpus file
            """, options: ["kind", "records", "output"]),
        Command(name: "dates", usage: """
              dates      ISO 8601 box against ISO8601DateFormatter   [--count N]
            """, options: ["count"]),
        Command(name: "store", usage: """
              store      the store alone, fetch-or-create at growing sizes   [--sizes 10k,100k]
            """, options: ["sizes"]),
        Command(name: "migrate", usage: """
              migrate    a SQLite file of n records opened by a schema that renames an attribute
                         and adds a defaulted one: the migration's time, and a check that no record
                         or value was lost (count, checksum)   [--records N] (default 1m)
            """, options: ["records"]),
        Command(name: "observe", usage: """
              observe    what one running observation adds to a Blog import (commits of --batch posts),
                         in memory and on SQLite   [--posts 20000] [--batch 100] [--runs 5]
                         [--engines memory,sqlite] [--cases plain,observed,eager,reported] (to profile one alone)
            """, options: ["posts", "batch", "runs", "engines", "cases"]),
        Command(name: "query", usage: """
              query      typed queries on a Blog store of N posts, on SQLite (indexed and scanning)
                         and in memory, results checked equal   [--records 1m] [--runs 5]
            """, options: ["records", "runs"]),
        Command(name: "shared-targets", usage: """
              shared-targets  units of work of --unit posts by five authors, until the store holds
                         --records posts: CPU time per unit must stay flat as the authors' lists grow
                         [--records 200k] [--unit 1000] [--engines memory,sqlite]
            """, options: ["records", "unit", "engines"]),
        Command(name: "includes", usage: """
              includes   --posts posts by --authors authors shown with their authors: each author
                         fetched per post (N+1), the batch related(_:of:), and a query including them
                         [--posts 1000] [--authors 100] [--runs 11] [--engines memory,sqlite]
            """, options: ["posts", "authors", "runs", "engines"]),
        Command(name: "help", usage: """
              help       this text (`<command> --help` prints one command's)
            """, options: []),
    ]

    /// The command named `name`, or nil.
    static func command(_ name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// The whole help text.
    static var text: String {
        """
        mapwright-bench: release-mode measurements of Mapwright (never run by tests or CI).

        usage: swift run -c release mapwright-bench <command> [options]

        commands:

        """ + commands.map { $0.usage + "\n" }.joined() + """

        import, generate, generated-build, cli and all print a Markdown table headed with the
        machine, date and toolchain, and write it with a CSV beside it:

        """ + reportUsage(for: "<command>")
    }

    /// The lines of `--markdown` and `--csv`, with `command`'s default files.
    private static func reportUsage(for command: String) -> String {
        """
              --markdown FILE          (default bench-results/\(command).md)
              --csv FILE               (default bench-results/\(command).csv)

        """
    }

    /// One command's help (the whole text for `help` or an unknown command).
    static func text(for name: String) -> String {
        guard let command = command(name), name != "help" else { return text }
        let report = command.options.isSuperset(of: reportOptions) ? reportUsage(for: name) : ""
        return "usage: swift run -c release mapwright-bench \(name) [options]\n\n" + command.usage + "\n" + report
    }
}
