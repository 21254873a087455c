/// Why a plugin package could not be created: one line, which `lab new` and `lab port` print
/// after "lab: " before exiting with status 1.
public struct ScaffoldError: Error, CustomStringConvertible {
    public let description: String

    /// The error with its one-line message.
    public init(_ description: String) {
        self.description = description
    }
}
