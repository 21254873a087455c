// Plugins write `import LabKit` alone, as iOS code writes `import UIKit`: the CG geometry
// types and NSNumber come from Foundation.
@_exported import Foundation
