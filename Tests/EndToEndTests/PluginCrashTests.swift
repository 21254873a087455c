import Foundation
import XCTest

/// Plugin code that traps ends the lab with a message naming the plugin, the scene, what it
/// was doing and the innermost frame of the plugin's own code, then the runtime's backtrace,
/// and no half-written output (TrapFixture traps with `--set trap=true`).
final class PluginCrashTests: XCTestCase {
    func testATrapInLoadNamesThePluginTheSceneAndItsFrame() throws {
        let directory = try LabProcess.temporaryDirectory()
        let out = directory.appendingPathComponent("never.png").path
        let result = try LabProcess.run(["--plugin", "TrapFixture", "--scene", "Load", "--set", "trap=true",
                                         "--offscreen", "--out", out])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("the plugin TrapFixture crashed with a trap"), result.stderr)
        XCTAssertTrue(result.stderr.contains("in its scene Load, while loading the scene (its load(into:))"), result.stderr)
        XCTAssertTrue(result.stderr.contains("innermost frame of the plugin's own code: TrapFixture.Load.load(into:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("libTrapFixture.so+0x"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testATrapInAnAnimationDelegateSaysItWasAnimating() throws {
        let directory = try LabProcess.temporaryDirectory()
        let out = directory.appendingPathComponent("never.png").path
        let result = try LabProcess.run(["--plugin", "TrapFixture", "--scene", "Delegate", "--set", "trap=true",
                                         "--time", "1", "--offscreen", "--out", out])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("in its scene Delegate, while animating"), result.stderr)
        XCTAssertTrue(result.stderr.contains("innermost frame of the plugin's own code: TrapFixture.Finisher.animationDidStop("),
                      result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testWithoutTheTrapTheFixtureRenders() throws {
        let result = try LabProcess.run(["--plugin", "TrapFixture", "--scene", "Delegate", "--time", "1", "--offscreen",
                                         "--out", try LabProcess.temporaryDirectory().appendingPathComponent("f.png").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("crashed"), result.stderr)
    }
}
