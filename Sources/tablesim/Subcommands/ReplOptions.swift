import ArgumentParser

/// The options shared by every way of opening the REPL.
struct ReplOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Do not print the banner.")
    var quiet = false
}
