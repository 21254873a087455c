import SwiftParser
import SwiftSyntax

/// Imports of Apple's UI and graphics frameworks become one `import LabKit`, which mirrors
/// their API under the same type names; other imports (Foundation) stay, and an import
/// written twice is kept once. An import of the library's own module (an extension file of
/// a library that its pod or package builds as a separate target) goes: the ported files are
/// one module. A file that uses Foundation's networking types imports `FoundationNetworking`,
/// where Linux keeps them.
enum ImportRewriter {
    /// The frameworks LabKit stands in for (of `ObjectiveC`, the associated objects that
    /// extensions use to add stored properties; of `Darwin`, the C library's math, which
    /// LabKit's Foundation brings on Linux; of `CoreFoundation`, whose module Linux's
    /// Foundation does not export for linking).
    static let replaced: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "CoreAnimation", "CoreFoundation", "ObjectiveC", "Darwin"]

    /// Apple frameworks that neither LabKit nor Linux has; their imports stay and are reported.
    static let unavailable: Set<String> = [
        "AudioToolbox", "AVFoundation", "AVKit", "SpriteKit", "SceneKit", "Metal", "MetalKit", "CoreImage", "CoreText",
        "CoreMotion", "CoreLocation", "MapKit", "Photos", "PhotosUI", "WebKit", "SafariServices", "GLKit", "OpenGLES",
        "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers", "UserNotifications", "Combine", "SwiftUI",
        "os", "CoreData", "StoreKit", "GameplayKit", "ARKit", "Accelerate", "CoreMedia", "CoreVideo", "MediaPlayer",
    ]

    /// Foundation's networking types, which swift-corelibs-foundation keeps in `FoundationNetworking`.
    private static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "URLCredential", "URLProtocol",
    ]

    /// Whether `file` names one of Foundation's networking types.
    static func usesNetworking(_ file: SourceFileSyntax) -> Bool {
        names(in: file, where: networkingTypes.contains)
    }

    /// Whether `file` names a Core Graphics, Core Foundation or Core Animation symbol
    /// (`CGRect`, `CFAbsoluteTimeGetCurrent`, `kCFAllocatorDefault`, `CACurrentMediaTime`):
    /// on Apple's platforms `import Foundation` brings those, here `import LabKit` does.
    static func usesAppleCoreSymbols(_ file: SourceFileSyntax) -> Bool {
        names(in: file) { name in
            ["CG", "CF", "kCF", "CA"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
            }
        }
    }

    /// Whether an identifier in `file` satisfies `test`.
    private static func names(in file: SourceFileSyntax, where test: (String) -> Bool) -> Bool {
        file.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return test(name)
        }
    }

    /// `statements` with the imports rewritten, imports of `ownModules` removed, and
    /// `import FoundationNetworking` after the last import when `addingNetworking`;
    /// `import LabKit` after `import Foundation` when `addingLabKit` and no import became
    /// LabKit's. Comments before a removed import (often the file's header) move to the
    /// statement that follows it.
    static func rewrite(_ statements: CodeBlockItemListSyntax, ownModules: Set<String> = [],
                        addingNetworking: Bool = false, addingLabKit: Bool = false) -> CodeBlockItemListSyntax {
        var kept: [CodeBlockItemSyntax] = []
        var seen: Set<String> = []
        var orphanedTrivia: Trivia?
        for var item in statements {
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                var module = declaration.path.map(\.name.text).joined(separator: ".")
                if let root = declaration.path.first?.name.text, replaced.contains(root) {
                    module = "LabKit"
                    item.item = CodeBlockItemSyntax.Item(declaration.with(\.path, [ImportPathComponentSyntax(name: .identifier("LabKit"))]))
                }
                let key = "\(declaration.importKindSpecifier?.text ?? "") \(module)"
                guard seen.insert(key).inserted, !ownModules.contains(module) else {
                    orphanedTrivia = (orphanedTrivia ?? []) + item.leadingTrivia.keepingComments
                    continue
                }
            }
            if let trivia = orphanedTrivia {
                item.leadingTrivia = trivia.isEmpty ? item.leadingTrivia : trivia + item.leadingTrivia.droppingFirstNewline
                orphanedTrivia = nil
            }
            kept.append(item)
        }
        if addingLabKit, !seen.contains(" LabKit"),
           let foundation = kept.firstIndex(where: { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Foundation" }),
           let labKit = Parser.parse(source: "\nimport LabKit").statements.first {
            kept.insert(labKit, at: foundation + 1)
        }
        if addingNetworking, !seen.contains(" FoundationNetworking"),
           let last = kept.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) }),
           let networking = Parser.parse(source: "\nimport FoundationNetworking").statements.first {
            kept.insert(networking, at: last + 1)
        }
        return CodeBlockItemListSyntax(kept)
    }
}

extension Trivia {
    /// The trivia, or nothing when it holds no comment (only spaces and newlines).
    var keepingComments: Trivia {
        contains { $0.isComment } ? self : []
    }

    /// The trivia without the line break it starts with: the end of a removed line whose
    /// comments, line break included, went before it.
    var droppingFirstNewline: Trivia {
        guard case .newlines(let count)? = first else { return self }
        return Trivia(pieces: (count > 1 ? [.newlines(count - 1)] : []) + dropFirst())
    }
}
