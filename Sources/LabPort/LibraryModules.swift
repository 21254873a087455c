import Foundation
import SwiftParser
import SwiftSyntax

/// The module names a library's own manifests give it: an extension target that imports the
/// library's core target by name (`import NVActivityIndicatorView` in its `Extended` folder)
/// needs that import gone once both are one plugin module.
public enum LibraryModules {
    /// The names in a Swift package manifest: the package's, its products' and its targets'
    /// (`Package(name:)`, `.library(name:)`, `.target(name:)`…), not those of the packages and
    /// products it depends on (`.product(name:package:)`), which stay other modules.
    public static func names(inPackageManifest text: String) -> Set<String> {
        let finder = NameArgumentFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.names
    }

    /// The names in a CocoaPods podspec: its `module_name`, and its pod name as CocoaPods makes
    /// a module name of it (every character that is not a letter, digit or `_` becomes `_`).
    public static func names(inPodspec text: String) -> Set<String> {
        var names: Set<String> = []
        let pattern = try! NSRegularExpression(pattern: #"^\s*\w+\.(?:name|module_name)\s*=\s*["']([^"']+)["']"#,
                                               options: .anchorsMatchLines)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            names.insert(String(text[range].unicodeScalars.map { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "_"
            }))
        }
        return names
    }
}

/// The `name:` string literals of the manifest calls that declare the library's own modules.
private final class NameArgumentFinder: SyntaxVisitor {
    private static let declaring: Set<String> = ["Package", "target", "executableTarget", "library", "executable", "systemLibrary"]
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let callee, Self.declaring.contains(callee) else { return .visitChildren }
        for argument in node.arguments where argument.label?.text == "name" {
            if let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
               let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
                names.insert(segment.content.text)
            }
        }
        return .visitChildren
    }
}
