/// The `--help` text of `mapwright-bench`.
enum BenchHelp {
    static let text = """
    mapwright-bench: release-mode measurements of Mapwright (never run by tests or CI).

    usage: swift run -c release mapwright-bench <command> [options]

    commands:
      import     import throughput on the same bytes, five ways: the generated parser into a
                 Store, JSONDecoder, JSONSerialization + hand-written fetch-or-create, the
                 JSON reader alone, a loop touching every byte; and on Blog corpora three ways
                 into a new SQLite file: the generated parser into Store(sqliteAt:), JSONDecoder
                 + hand-written prepared upserts, the same upserts from ready rows (floor);
                 each scenario in a child process
          --sizes 10k,100k,1m      Blog corpus sizes in posts (default 10k,100k,1m)
          --feed 100k|none         Widgets feed sizes in actions (default 100k)
          --scenarios a,b          of mapwright,jsondecoder,jsonserialization,reader,floor,
                                   sqlite-mapwright,sqlite-handwritten,sqlite-floor (default all)
          --runs N                 timed runs per scenario after a warm-up (default 5)
          --budget SECONDS         start no more runs after this, once 3 are timed (default 60)
          --in-process             run scenarios in this process (peak RSS is then not per scenario)
      generate   time `mapwright generate` on synthetic schemas, stage by stage
          --entities 100,1000      entity counts (default 100,200,500,1000)
          --runs N                 timed runs per size after a warm-up (default 3)
      all        import, then generate (takes both commands' options)
      scenario NAME --kind blog|feed --corpus FILE [--records N] [--runs N] [--budget S]
                 run one scenario on one corpus file in this process (for profilers)
      corpus --kind blog|feed --records N --output FILE
                 write a corpus file
      dates      ISO 8601 box against ISO8601DateFormatter   [--count N]
      store      the store alone, fetch-or-create at growing sizes   [--sizes 10k,100k]
      query      typed queries on a Blog store of N posts, on SQLite (indexed and scanning)
                 and in memory, results checked equal   [--records 1m] [--runs 5]
      help       this text

    import, generate and all print a Markdown table headed with the machine, date and
    toolchain, and write it with a CSV beside it:
          --markdown FILE          (default bench-results/<command>.md)
          --csv FILE               (default bench-results/<command>.csv)

    """
}
