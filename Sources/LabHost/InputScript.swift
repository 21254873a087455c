import Foundation
@_spi(LabHost) import LabKit

/// A scripted input file: one event a line, times in lab seconds, coordinates in points.
///
///     # comment
///     0.5 tap 320 30
///     1.0 drag 10 300 300 300 0.4
///     1.5 down 20 300
///     1.5 move 130 300 0.3
///     2.0 up
///     2.2 pinch 160 300 60 180 0.5
///     3.0 rotate 160 300 100 90 0.5
///     3.5 type hello world
///     2.5 key backspace
struct InputScript {
    enum Action: Equatable {
        case tap(CGPoint)
        case drag(from: CGPoint, to: CGPoint, duration: Double)
        /// A finger comes down and stays until `up`: for holding a gesture at a moment.
        case down(CGPoint)
        /// The finger that is down moves to a point over a duration.
        case move(to: CGPoint, duration: Double)
        case up
        /// Two fingers `fromDistance` apart on a line through `center` at angle 0 (horizontal)
        /// come down, spread to `toDistance` and turn to `toAngle` (radians, clockwise on
        /// screen) over a duration, and lift: a pinch or a rotation.
        case twoFingers(center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, toAngle: CGFloat, duration: Double)
        case type(String)
        case key(LabInput.Key)
    }

    struct Event: Equatable {
        let time: Double
        let line: Int
        let action: Action
    }

    /// The events in time order (lines with equal times keep their order).
    let events: [Event]

    /// Reads and checks a script file; any bad line is an error naming it.
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LabError("cannot read --input \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw LabError("--input \(path) is not UTF-8 text") }
        try self.init(parsing: text, source: path)
    }

    init(parsing text: String, source: String) throws {
        var events: [Event] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            events.append(try InputScript.parse(trimmed, line: index + 1, source: source))
        }
        self.events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        try InputScript.checkFingers(self.events, source: source)
    }

    /// The pointer is one finger: `move` and `up` need it down, and nothing else may put a
    /// finger down while it is, or while a drag or a two-finger gesture runs.
    private static func checkFingers(_ events: [Event], source: String) throws {
        var downSince: Int?
        var dragEnds = -Double.infinity
        for event in events {
            func fail(_ message: String) -> LabError { LabError("\(source):\(event.line): \(message)") }
            let busy = event.time < dragEnds - 1e-9
            switch event.action {
            case .tap, .drag, .down, .twoFingers:
                if let line = downSince { throw fail("a finger is already down (since line \(line)); 'up' first") }
                if busy { throw fail("a drag or two-finger gesture is still running at \(event.time) s") }
                if case .drag(_, _, let duration) = event.action { dragEnds = event.time + duration }
                if case .twoFingers(_, _, _, _, let duration) = event.action { dragEnds = event.time + duration }
                if case .down = event.action { downSince = event.line }
            case .move:
                if downSince == nil { throw fail("move needs a finger down first") }
            case .up:
                if downSince == nil { throw fail("up needs a finger down first") }
                downSince = nil
            case .type, .key:
                break
            }
        }
    }

    private static func parse(_ text: String, line: Int, source: String) throws -> Event {
        func fail(_ message: String) -> LabError { LabError("\(source):\(line): \(message)") }
        let fields = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard fields.count >= 2 else { throw fail("expected 'TIME EVENT …', got '\(text)'") }
        guard let time = Double(fields[0]), time.isFinite, time >= 0 else {
            throw fail("bad time '\(fields[0])': it must be zero or more seconds")
        }
        func numbers(_ count: Int, _ usage: String) throws -> [CGFloat] {
            guard fields.count == count + 2 else { throw fail("\(fields[1]) takes \(usage)") }
            return try fields[2...].map { field in
                guard let value = Double(field), value.isFinite else { throw fail("bad number '\(field)' in \(fields[1])") }
                return CGFloat(value)
            }
        }
        switch fields[1] {
        case "tap":
            let v = try numbers(2, "X Y")
            return Event(time: time, line: line, action: .tap(CGPoint(x: v[0], y: v[1])))
        case "drag":
            let v = try numbers(5, "X0 Y0 X1 Y1 DURATION")
            guard v[4] >= 0 else { throw fail("drag DURATION must be zero or more seconds") }
            return Event(time: time, line: line,
                         action: .drag(from: CGPoint(x: v[0], y: v[1]), to: CGPoint(x: v[2], y: v[3]), duration: Double(v[4])))
        case "down":
            let v = try numbers(2, "X Y")
            return Event(time: time, line: line, action: .down(CGPoint(x: v[0], y: v[1])))
        case "move":
            let v = try numbers(3, "X Y DURATION")
            guard v[2] >= 0 else { throw fail("move DURATION must be zero or more seconds") }
            return Event(time: time, line: line, action: .move(to: CGPoint(x: v[0], y: v[1]), duration: Double(v[2])))
        case "up":
            _ = try numbers(0, "nothing")
            return Event(time: time, line: line, action: .up)
        case "pinch":
            let v = try numbers(5, "X Y DISTANCE0 DISTANCE1 DURATION")
            guard v[2] >= 0, v[3] >= 0 else { throw fail("pinch distances must be zero or more points") }
            guard v[4] >= 0 else { throw fail("pinch DURATION must be zero or more seconds") }
            return Event(time: time, line: line, action: .twoFingers(center: CGPoint(x: v[0], y: v[1]), fromDistance: v[2],
                                                                    toDistance: v[3], toAngle: 0, duration: Double(v[4])))
        case "rotate":
            let v = try numbers(5, "X Y DISTANCE DEGREES DURATION")
            guard v[2] >= 0 else { throw fail("rotate DISTANCE must be zero or more points") }
            guard v[4] >= 0 else { throw fail("rotate DURATION must be zero or more seconds") }
            return Event(time: time, line: line, action: .twoFingers(center: CGPoint(x: v[0], y: v[1]), fromDistance: v[2],
                                                                    toDistance: v[2], toAngle: v[3] * .pi / 180, duration: Double(v[4])))
        case "type":
            guard let range = text.range(of: "type ") else { throw fail("type takes TEXT") }
            return Event(time: time, line: line, action: .type(String(text[range.upperBound...])))
        case "key":
            let names = LabInput.Key.allCases.map(\.rawValue).joined(separator: ", ")
            guard fields.count == 3, let key = LabInput.Key(rawValue: fields[2]) else {
                throw fail("key takes one of \(names)")
            }
            return Event(time: time, line: line, action: .key(key))
        default:
            throw fail("unknown event '\(fields[1])' (expected tap, drag, down, move, up, pinch, rotate, type or key)")
        }
    }
}

/// Plays a script into the key window, frame by frame: a tap comes down and lifts in one
/// frame; a drag comes down at its start and moves every frame until its end, so gesture
/// velocities are real. A two-finger gesture moves finger 0 then finger 1 each frame.
final class InputPlayer {
    private typealias TwoFingers = (start: Double, center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, toAngle: CGFloat,
                                    duration: Double)
    private var pending: [InputScript.Event]
    private var drags: [(start: Double, from: CGPoint, to: CGPoint, duration: Double)] = []
    private var twoFingerGestures: [TwoFingers] = []

    /// Where the finger put down by `down` is, and the move it is making.
    private var held: CGPoint?
    private var heldMove: (start: Double, from: CGPoint, to: CGPoint, duration: Double)?

    init(_ script: InputScript) { pending = script.events }

    /// Delivers what is due at lab time `time`.
    func deliver(at time: Double) {
        drags = drags.filter { drag in moveDrag(drag, at: time) }
        twoFingerGestures = twoFingerGestures.filter { gesture in moveTwoFingers(gesture, at: time) }
        if let move = heldMove { moveHeld(move, at: time) }
        while let event = pending.first, event.time <= time + 1e-9 {
            pending.removeFirst()
            switch event.action {
            case .tap(let point):
                LabInput.touch(.began, at: point)
                LabInput.touch(.ended, at: point)
            case .drag(let from, let to, let duration):
                LabInput.touch(.began, at: from)
                let drag = (start: event.time, from: from, to: to, duration: duration)
                if time >= event.time + duration - 1e-9 { _ = moveDrag(drag, at: time) } else { drags.append(drag) }
            case .down(let point):
                LabInput.touch(.began, at: point)
                held = point
            case .move(let to, let duration):
                guard let from = held else { break }
                let move = (start: event.time, from: from, to: to, duration: duration)
                if time >= event.time + duration - 1e-9 { moveHeld(move, at: time) } else { heldMove = move }
            case .up:
                guard let point = held else { break }
                heldMove = nil
                held = nil
                LabInput.touch(.ended, at: point)
            case .twoFingers(let center, let fromDistance, let toDistance, let toAngle, let duration):
                let gesture = (start: event.time, center: center, fromDistance: fromDistance, toDistance: toDistance,
                               toAngle: toAngle, duration: duration)
                let points = InputPlayer.fingers(gesture, at: 0)
                LabInput.touch(.began, at: points.0, finger: 0)
                LabInput.touch(.began, at: points.1, finger: 1)
                if time >= event.time + duration - 1e-9 { _ = moveTwoFingers(gesture, at: time) } else { twoFingerGestures.append(gesture) }
            case .type(let text):
                LabInput.type(text)
            case .key(let key):
                LabInput.press(key)
            }
        }
    }

    /// Moves the held finger to where its move is at `time`; it stays down at the end.
    private func moveHeld(_ move: (start: Double, from: CGPoint, to: CGPoint, duration: Double), at time: Double) {
        let t = move.duration > 0 ? min(1, max(0, (time - move.start) / move.duration)) : 1
        let point = CGPoint(x: move.from.x + (move.to.x - move.from.x) * t, y: move.from.y + (move.to.y - move.from.y) * t)
        LabInput.touch(.moved, at: point)
        held = point
        if t >= 1 - 1e-9 { heldMove = nil }
    }

    /// Where a two-finger gesture's fingers are at fraction `t` of it.
    private static func fingers(_ gesture: TwoFingers, at t: Double) -> (CGPoint, CGPoint) {
        let half = (gesture.fromDistance + (gesture.toDistance - gesture.fromDistance) * t) / 2
        let angle = gesture.toAngle * t
        let dx = cos(angle) * half, dy = sin(angle) * half
        return (CGPoint(x: gesture.center.x - dx, y: gesture.center.y - dy), CGPoint(x: gesture.center.x + dx, y: gesture.center.y + dy))
    }

    /// Moves both fingers to where they are at `time`; at the end they lift. Returns false
    /// once the gesture has ended.
    private func moveTwoFingers(_ gesture: TwoFingers, at time: Double) -> Bool {
        let t = gesture.duration > 0 ? min(1, (time - gesture.start) / gesture.duration) : 1
        let points = InputPlayer.fingers(gesture, at: t)
        LabInput.touch(.moved, at: points.0, finger: 0)
        LabInput.touch(.moved, at: points.1, finger: 1)
        if t >= 1 - 1e-9 {
            LabInput.touch(.ended, at: points.1, finger: 1)
            LabInput.touch(.ended, at: points.0, finger: 0)
            return false
        }
        return true
    }

    /// Moves a drag to where it is at `time`; returns false once it has ended.
    private func moveDrag(_ drag: (start: Double, from: CGPoint, to: CGPoint, duration: Double), at time: Double) -> Bool {
        let t = drag.duration > 0 ? min(1, (time - drag.start) / drag.duration) : 1
        let point = CGPoint(x: drag.from.x + (drag.to.x - drag.from.x) * t, y: drag.from.y + (drag.to.y - drag.from.y) * t)
        LabInput.touch(.moved, at: point)
        if t >= 1 - 1e-9 {
            LabInput.touch(.ended, at: drag.to)
            return false
        }
        return true
    }
}
