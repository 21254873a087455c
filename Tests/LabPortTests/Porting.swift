import LabPort
import XCTest

/// Ports `files` (name → source) together and returns the rewritten text of each and the report.
func port(_ files: [(String, String)]) throws -> ([String: String], PortReport) {
    let result = try Porter.port(files.map { PortSource(path: $0.0, text: $0.1) })
    return (Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.text) }), result.report)
}

/// Ports one file and returns its rewritten text and the report.
func port(_ source: String, file: String = "View.swift") throws -> (String, PortReport) {
    let (files, report) = try port([(file, source)])
    return (files[file]!, report)
}
