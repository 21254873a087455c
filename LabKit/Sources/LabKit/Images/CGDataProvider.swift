import Foundation

/// The function a data provider calls when it no longer needs the bytes it was given:
/// `(info, data, size)`.
public typealias CGDataProviderReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// A source of bytes for an image (`CGImage(width:…provider:…)`,
/// `CGImage(maskWidth:…provider:…)`), and the bytes of an image (``CGImage/dataProvider``).
///
/// The lab copies the bytes when the provider is made, so a provider made from a pointer
/// calls its release function at once: the lab is done with the caller's memory.
public final class CGDataProvider {
    /// The bytes.
    let bytes: Data

    init(bytes: Data) { self.bytes = bytes }

    /// A provider of `data`'s bytes.
    public init?(data: CFData) {
        bytes = data as Data
    }

    /// A provider of the `size` bytes at `data`, copied now; `releaseData` is called with
    /// `info`, `data` and `size` once they are copied. Nil (with a diagnostic) when `size` is
    /// negative.
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: CGDataProviderReleaseDataCallback) {
        guard size >= 0 else {
            LabDiagnostics.report("CGDataProvider(dataInfo:data:size:releaseData:): size \(size) is negative; nil")
            return nil
        }
        bytes = Data(bytes: data, count: size)
        releaseData(info, data, size)
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes as CFData }
}
