/// A failure the lab reports as one line on stderr before exiting with status 1.
struct LabError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
