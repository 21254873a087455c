/// What `lab port`'s help says, shared by the `lab-port` executable and `lab`'s listing of
/// its subcommands.
public enum PortHelp {
    /// The one-line summary.
    public static let abstract = "Port iOS Swift sources to a plugin package, reporting what is left to do by hand."

    /// The paragraph after the usage.
    public static let discussion = """
        Imports of UIKit, QuartzCore, CoreGraphics and CoreAnimation become import LabKit; @objc, \
        @objcMembers, dynamic and Interface Builder attributes go; @objc protocols become class-bound \
        with defaults for their optional requirements; #selector target–action becomes LabKit's \
        closures. Every edit it cannot make is printed on stderr and listed in PORTING.md. The sources \
        go to Sources/NAME/Ported/, and the PNG and JPEG images in source folders and their asset catalogs to \
        Sources/NAME/Resources/, where UIImage(named:) and Bundle(for:) now look; the scene shows the principal view or layer (--view, or the \
        UIView or CALayer subclass with the most animation calls), started if it has a \
        startAnimating()-like method.
        """
}
