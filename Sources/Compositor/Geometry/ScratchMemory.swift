import Foundation

/// Memory for geometry being built, taken from `malloc`: on Linux, Swift's `allocate` asks
/// for aligned memory (`posix_memalign`), which costs about twice as much, and a frame builds
/// thousands of paths, each in memory of its own. For trivial element types only (floats,
/// points), since `realloc` moves their bytes.
enum ScratchMemory {
    @inline(__always)
    static func allocate<Element>(_: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        guard let memory = malloc(max(1, capacity) * MemoryLayout<Element>.stride) else { fatalError("out of memory") }
        return memory.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Grows (or shrinks) `pointer`'s memory to `capacity` elements, keeping its contents.
    static func reallocate<Element>(_ pointer: UnsafeMutablePointer<Element>, capacity: Int) -> UnsafeMutablePointer<Element> {
        guard let memory = realloc(pointer, max(1, capacity) * MemoryLayout<Element>.stride) else { fatalError("out of memory") }
        return memory.bindMemory(to: Element.self, capacity: capacity)
    }

    @inline(__always)
    static func free<Element>(_ pointer: UnsafeMutablePointer<Element>) {
        Foundation.free(pointer)
    }
}
