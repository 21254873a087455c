import Foundation
import LabKit
import XCTest

/// A display server or tool that did not do its part: the test fails (never skips).
struct ServerFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The environment a window test runs the lab in: the test's own, without any display.
func environmentWithoutDisplays() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in ["DISPLAY", "WAYLAND_DISPLAY", "LAB_PLUGIN_PATH"] { environment.removeValue(forKey: key) }
    return environment
}

/// An Xvfb server on a display it picks itself (`-displayfd`).
final class XvfbServer {
    let display: String
    private let server: BackgroundProcess

    init(width: Int = 800, height: Int = 1400) throws {
        server = try BackgroundProcess("/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"],
                                       environment: environmentWithoutDisplays())
        // Xvfb writes the display number it chose, then a newline, once it accepts clients.
        let deadline = Date().addingTimeInterval(10)
        while server.finishedLines.isEmpty && server.process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard let number = server.finishedLines.first?.trimmingCharacters(in: .whitespaces), Int(number) != nil else {
            server.stop()
            throw ServerFailure("Xvfb did not start: \(server.stderr)")
        }
        display = ":" + number
    }

    /// The environment for a client of this server.
    var environment: [String: String] {
        var environment = environmentWithoutDisplays()
        environment["DISPLAY"] = display
        return environment
    }

    /// Runs xdotool with `arguments` on this display.
    func xdotool(_ arguments: [String]) throws {
        let result = try BackgroundProcess.run("/usr/bin/xdotool", arguments, environment: environment)
        XCTAssertEqual(result.status, 0, "xdotool \(arguments.joined(separator: " "))")
    }

    /// The first window whose WM class is `windowClass`.
    func window(withClass windowClass: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let result = try BackgroundProcess.run("/usr/bin/xdotool", ["search", "--class", windowClass], environment: environment)
            if let id = String(decoding: result.output, as: UTF8.self).split(separator: "\n").first { return String(id) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw ServerFailure("no window of class \(windowClass) appeared")
    }

    /// A screenshot of `window` with xwd.
    func screenshot(_ window: String) throws -> CGImage {
        let result = try BackgroundProcess.run("/usr/bin/xwd", ["-silent", "-id", window], environment: environment)
        return try XWDImage.decode(result.output)
    }

    func stop() { server.stop() }
}

/// A weston compositor: headless, or its X11 back end inside an Xvfb (for input).
final class WestonServer {
    let socket: String
    let runtimeDirectory: URL
    private let server: BackgroundProcess

    init(x11 xvfb: XvfbServer? = nil, width: Int, height: Int) throws {
        runtimeDirectory = try LabProcess.temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtimeDirectory.path)
        socket = "lab-test-\(UUID().uuidString.prefix(8))"
        var environment = xvfb?.environment ?? environmentWithoutDisplays()
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        var arguments = ["--use-pixman", "--width=\(width)", "--height=\(height)", "--socket=\(socket)", "--idle-time=0", "--no-config"]
        arguments += xvfb == nil ? ["--backend=headless-backend.so", "--debug"] : ["--backend=x11-backend.so", "--shell=kiosk-shell.so"]
        server = try BackgroundProcess("/usr/bin/weston", arguments, environment: environment)
        let socketPath = runtimeDirectory.appendingPathComponent(socket).path
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socketPath) && Date() < deadline && server.process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard FileManager.default.fileExists(atPath: socketPath) else {
            server.stop()
            throw ServerFailure("weston did not start: \(server.stderr.suffix(500))")
        }
    }

    /// The environment for a client of this compositor.
    var environment: [String: String] {
        var environment = environmentWithoutDisplays()
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["WAYLAND_DISPLAY"] = socket
        return environment
    }

    /// A screenshot of the whole output through weston-screenshooter (headless, `--debug`).
    func screenshot() throws -> CGImage {
        let directory = try LabProcess.temporaryDirectory()
        try BackgroundProcess.run("/usr/bin/weston-screenshooter", [], environment: environment, directory: directory)
        guard let file = try FileManager.default.contentsOfDirectory(atPath: directory.path).first(where: { $0.hasSuffix(".png") }) else {
            throw ServerFailure("weston-screenshooter wrote no PNG")
        }
        return try CGImage(contentsOfPNGFile: directory.appendingPathComponent(file))
    }

    func stop() { server.stop() }
}

/// Reads the X Window Dump format xwd writes (32 bits per pixel, TrueColor).
enum XWDImage {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func decode(_ data: Data) throws -> CGImage {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw Failure(description: "xwd output too short (\(bytes.count) bytes)") }
        func field(_ index: Int) -> Int {
            let o = index * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        let headerSize = field(0), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colors = field(19)
        let red = field(14), green = field(15), blue = field(16)
        guard bitsPerPixel == 32 else { throw Failure(description: "xwd with \(bitsPerPixel) bits per pixel") }
        let start = headerSize + colors * 12
        guard bytes.count >= start + bytesPerLine * height else { throw Failure(description: "xwd pixels truncated") }
        func shift(_ mask: Int) -> Int { mask.trailingZeroBitCount }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * 4
                let value = byteOrder == 0
                    ? Int(bytes[o]) | Int(bytes[o + 1]) << 8 | Int(bytes[o + 2]) << 16 | Int(bytes[o + 3]) << 24
                    : Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
                let p = (y * width + x) * 4
                rgba[p] = UInt8((value & red) >> shift(red))
                rgba[p + 1] = UInt8((value & green) >> shift(green))
                rgba[p + 2] = UInt8((value & blue) >> shift(blue))
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: rgba)!
    }
}
