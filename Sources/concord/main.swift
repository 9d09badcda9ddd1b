import ConcordCLI
import Foundation

exit(ConcordCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
