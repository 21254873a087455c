import CText
import Foundation

/// Finds font files through fontconfig, as the system does: a family and a weight (and
/// slant) in, the closest installed face out. It always finds something: unknown families
/// fall back to the default sans-serif.
enum FontMatcher {
    /// A font file and the face in it.
    struct Match: Hashable {
        let file: String
        let index: Int
        let family: String
        let style: String
    }

    struct Request: Hashable {
        let families: [String]
        let weight: UIFont.Weight
        let italic: Bool
    }

    nonisolated(unsafe) private static var cache: [Request: Match] = [:]
    private static let lock = NSLock()

    static func match(_ request: Request) -> Match {
        lock.lock(); defer { lock.unlock() }
        if let cached = cache[request] { return cached }
        let result = query(request)
        cache[request] = result
        return result
    }

    private static func query(_ request: Request) -> Match {
        FcInit()
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        for family in request.families + ["sans-serif"] {
            FcPatternAddString(pattern, FC_FAMILY, family)
        }
        FcPatternAddInteger(pattern, FC_WEIGHT, fontconfigWeight(request.weight))
        FcPatternAddInteger(pattern, FC_SLANT, request.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcPatternAddBool(pattern, FC_SCALABLE, FcTrue)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return fallback }
        defer { FcPatternDestroy(matched) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else { return fallback }
        var index: Int32 = 0
        FcPatternGetInteger(matched, FC_INDEX, 0, &index)
        var family: UnsafeMutablePointer<FcChar8>?
        FcPatternGetString(matched, FC_FAMILY, 0, &family)
        var style: UnsafeMutablePointer<FcChar8>?
        FcPatternGetString(matched, FC_STYLE, 0, &style)
        return Match(file: string(file), index: Int(index), family: family.map(string) ?? "Sans",
                     style: style.map(string) ?? "Regular")
    }

    private static func string(_ p: UnsafeMutablePointer<FcChar8>) -> String {
        String(cString: UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
    }

    /// DejaVu Sans, which the setup installs, when fontconfig has nothing at all.
    private static let fallback = Match(file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", index: 0,
                                        family: "DejaVu Sans", style: "Book")

    /// UIKit's weight scale (−1…1) on fontconfig's (0…210).
    static func fontconfigWeight(_ weight: UIFont.Weight) -> Int32 {
        let table: [(CGFloat, Int32)] = [(-0.8, FC_WEIGHT_EXTRALIGHT), (-0.6, FC_WEIGHT_THIN + 20), (-0.4, FC_WEIGHT_LIGHT),
                                         (0, FC_WEIGHT_REGULAR), (0.23, FC_WEIGHT_MEDIUM), (0.3, FC_WEIGHT_SEMIBOLD),
                                         (0.4, FC_WEIGHT_BOLD), (0.56, FC_WEIGHT_EXTRABOLD), (0.62, FC_WEIGHT_BLACK)]
        return table.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }!.1
    }
}
