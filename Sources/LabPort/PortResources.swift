import Foundation

/// The images of a library being ported, as the plugin's resources: loose PNG and JPEG files,
/// and the images of its asset catalogs' image sets. A plugin is a SwiftPM target, whose
/// resources are a folder of files (`Bundle.module`) that `UIImage(named:in:)` searches by
/// UIKit's file names; SwiftPM on Linux cannot compile an asset catalog, so each image set
/// becomes the files `NAME.png`, `NAME@2x.png`, `NAME@3x.png` of the scales it holds.
public struct PortResources: Sendable {
    /// One image file of the plugin's resources.
    public struct Image: Equatable, Sendable {
        /// Its file name in the resources (`spinner@2x.png`).
        public var name: String
        /// The file it is copied from, as the report names it.
        public var source: String
        /// Its contents.
        public var data: Data
    }

    /// The images, by name.
    public private(set) var images: [Image] = []
    /// The files it could not make images of (a PDF image set, two images of one name).
    public private(set) var report = PortReport()

    /// No resources.
    public init() {}

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
    /// The idioms an iPhone app's image set is read for, in the order UIKit prefers them.
    private static let idioms = ["iphone", "universal"]

    /// The images found in `folders`, searched recursively (hidden entries, `.build` and
    /// bundles that are not asset catalogs skipped). `display` turns a file's URL into the
    /// name the report gives it.
    public init(folders: [URL], display: (URL) -> String = { $0.path }) {
        var files: [(name: String, source: URL)] = []
        for root in folders {
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
                continue
            }
            for case let url as URL in walker {
                let ext = url.pathExtension.lowercased()
                if url.lastPathComponent == ".build" || ["xcodeproj", "xcworkspace", "playground", "bundle", "framework"].contains(ext) {
                    walker.skipDescendants()
                } else if ext == "imageset" {
                    walker.skipDescendants()
                    files += imageSet(at: url, display: display)
                } else if PortResources.imageExtensions.contains(ext), !url.path.contains(".xcassets/") {
                    files.append((url.lastPathComponent, url))
                }
            }
        }
        var taken: [String: URL] = [:]
        // Of two images of one name, the one nearer the top of the library's folder is kept.
        let ordered = files.sorted {
            ($0.name, $0.source.pathComponents.count, $0.source.path) < ($1.name, $1.source.pathComponents.count, $1.source.path)
        }
        for file in ordered {
            if let first = taken[file.name] {
                report.add(display(file.source), line: 1, "an image named `\(file.name)` is already taken by \(display(first))",
                           fix: "rename one of them and the `UIImage(named:)` that loads it")
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.source.path) else {
                report.add(display(file.source), line: 1, "cannot read the image", fix: "copy it to Sources/NAME/Resources by hand")
                continue
            }
            taken[file.name] = file.source
            images.append(Image(name: file.name, source: display(file.source), data: data))
        }
    }

    /// The names `UIImage(named:)` finds the images by: file names without scale and extension.
    public var imageNames: Set<String> {
        Set(images.map { image in
            var base = (image.name as NSString).deletingPathExtension
            for suffix in ["@2x", "@3x"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
            return base
        })
    }

    /// The files of the image set at `url` (`Spinner.imageset`): for each scale, the image of
    /// the first idiom an iPhone reads, light appearance, named after the set.
    private mutating func imageSet(at url: URL, display: (URL) -> String) -> [(name: String, source: URL)] {
        let name = url.deletingPathExtension().lastPathComponent
        let contentsURL = url.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contentsURL.path),
              let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = contents["images"] as? [[String: Any]] else {
            report.add(display(contentsURL), line: 1, "the image set `\(name)` has no readable Contents.json",
                       fix: "copy its images to Sources/NAME/Resources as \(name).png, \(name)@2x.png, \(name)@3x.png")
            return []
        }
        var chosen: [Int: (idiom: Int, file: String)] = [:]
        var unsupported: [String] = []
        for entry in entries {
            // Dark-mode and other appearance variants: the lab's traits are light mode's.
            guard let file = entry["filename"] as? String, entry["appearances"] == nil,
                  let idiom = PortResources.idioms.firstIndex(of: entry["idiom"] as? String ?? "universal") else { continue }
            guard PortResources.imageExtensions.contains((file as NSString).pathExtension.lowercased()) else {
                unsupported.append(file)
                continue
            }
            // A set without scales holds one image for every scale; it is read at 1x.
            let scaleText = (entry["scale"] as? String) ?? "1x"
            guard let scale = Int(scaleText.dropLast()), scaleText.hasSuffix("x"), (1...3).contains(scale) else { continue }
            if let current = chosen[scale], current.idiom <= idiom { continue }
            chosen[scale] = (idiom, file)
        }
        if chosen.isEmpty {
            let what = unsupported.isEmpty ? "no PNG or JPEG image" : "only \(unsupported.joined(separator: ", ")), which LabKit cannot load"
            report.add(display(contentsURL), line: 1, "the image set `\(name)` holds \(what)",
                       fix: "export it as PNG to Sources/NAME/Resources as \(name).png, \(name)@2x.png, \(name)@3x.png")
        }
        return chosen.sorted { $0.key < $1.key }.map { scale, image in
            let ext = (image.file as NSString).pathExtension.lowercased()
            return (scale == 1 ? "\(name).\(ext)" : "\(name)@\(scale)x.\(ext)", url.appendingPathComponent(image.file))
        }
    }
}
