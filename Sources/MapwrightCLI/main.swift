import Foundation
import MapwrightGenerator

var output = CommandOutput()
let status = MapwrightTool.run(Array(CommandLine.arguments.dropFirst()), output: &output)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(status)
