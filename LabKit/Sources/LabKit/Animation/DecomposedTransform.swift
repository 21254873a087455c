import Foundation

/// A `CATransform3D` split into the parts Core Animation interpolates: scale, skew, rotation
/// (a unit quaternion), translation and perspective, applied in that order (row vectors:
/// `M = Scale · Skew · Rotation · Translation · Perspective`). This is the "unmatrix"
/// decomposition of Graphics Gems II, as the CSS transforms specification also uses.
struct DecomposedTransform: Equatable {
    var scale = SIMD3<Double>(1, 1, 1)
    /// xy, xz and yz shears.
    var skew = SIMD3<Double>(0, 0, 0)
    /// x, y, z, w.
    var quaternion = SIMD4<Double>(0, 0, 0, 1)
    var translation = SIMD3<Double>(0, 0, 0)
    /// The last column of the matrix after the others are factored out.
    var perspective = SIMD4<Double>(0, 0, 0, 1)

    /// The parts of `t`, or nil when it is singular (nothing to decompose).
    init?(_ t: CATransform3D) {
        guard t.m44 != 0 else { return nil }
        let w = Double(t.m44)
        var r0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) / w
        var r1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) / w
        var r2 = SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) / w
        translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / w
        let p = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34)) / w
        let det = dot(r0, cross(r1, r2))
        guard det != 0, det.isFinite else { return nil }
        if p != .zero || t.m44 != 1 {
            // M = [A 0; t 1] · [I q; 0 w]: q = A⁻¹ p (the inverse's columns are the cross
            // products of A's rows over the determinant), w = m44 − t · q.
            let c0 = cross(r1, r2), c1 = cross(r2, r0), c2 = cross(r0, r1)
            let q = (c0 * p.x + c1 * p.y + c2 * p.z) / det
            perspective = SIMD4(q.x, q.y, q.z, 1 - dot(translation, q))
        }
        scale.x = length(r0)
        r0 /= scale.x
        skew.x = dot(r0, r1)
        r1 -= r0 * skew.x
        scale.y = length(r1)
        r1 /= scale.y
        skew.x /= scale.y
        skew.y = dot(r0, r2)
        r2 -= r0 * skew.y
        skew.z = dot(r1, r2)
        r2 -= r1 * skew.z
        scale.z = length(r2)
        r2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        if dot(r0, cross(r1, r2)) < 0 {
            scale = -scale
            r0 = -r0; r1 = -r1; r2 = -r2
        }
        quaternion = DecomposedTransform.quaternion(r0, r1, r2)
    }

    init(scale: SIMD3<Double>, skew: SIMD3<Double>, quaternion: SIMD4<Double>, translation: SIMD3<Double>,
         perspective: SIMD4<Double>) {
        self.scale = scale; self.skew = skew; self.quaternion = quaternion
        self.translation = translation; self.perspective = perspective
    }

    /// The matrix these parts make.
    var transform: CATransform3D {
        if quaternion == SIMD4(0, 0, 0, 1) && skew == .zero && perspective == SIMD4(0, 0, 0, 1) {
            // Scale and translation only, the common case of `transform.scale` animations.
            return CATransform3D(m11: scale.x, m12: 0, m13: 0, m14: 0, m21: 0, m22: scale.y, m23: 0, m24: 0,
                                 m31: 0, m32: 0, m33: scale.z, m34: 0,
                                 m41: translation.x, m42: translation.y, m43: translation.z, m44: 1)
        }
        let (n0, n1, n2) = DecomposedTransform.rotationRows(quaternion)
        let a0 = n0 * scale.x
        let a1 = (n1 + n0 * skew.x) * scale.y
        let a2 = (n2 + n0 * skew.y + n1 * skew.z) * scale.z
        let q = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return CATransform3D(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: dot(a0, q),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: dot(a1, q),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: dot(a2, q),
            m41: t.x, m42: t.y, m43: t.z, m44: dot(t, q) + perspective.w)
    }

    /// Rotation about x, y and z in radians, for the `transform.rotation.*` key paths: the
    /// rotation is `x` first, then `y`, then `z`.
    var eulerAngles: SIMD3<Double> {
        get {
            let (r0, r1, r2) = DecomposedTransform.rotationRows(quaternion)
            let y = asin(min(max(-r0.z, -1), 1))
            if abs(r0.z) > 1 - 1e-12 {
                // Gimbal lock: x and z turn about the same axis; put it all in z.
                return SIMD3(0, y, atan2(-r1.x, r1.y))
            }
            return SIMD3(atan2(r1.z, r2.z), y, atan2(r0.y, r0.x))
        }
        set {
            let half = newValue / 2
            let qx = SIMD4(sin(half.x), 0, 0, cos(half.x))
            let qy = SIMD4(0, sin(half.y), 0, cos(half.y))
            let qz = SIMD4(0, 0, sin(half.z), cos(half.z))
            quaternion = DecomposedTransform.multiply(DecomposedTransform.multiply(qz, qy), qx)
        }
    }

    /// The parts of `t`; a singular transform (a zero scale) keeps its translation and the
    /// lengths of its axes, without rotation, so that animations from or to a zero scale
    /// pass through the scales between.
    static func parts(of t: CATransform3D) -> DecomposedTransform {
        if t.isIdentity { return identityParts }
        if let parts = DecomposedTransform(t) { return parts }
        func length(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> Double { Double((a * a + b * b + c * c).squareRoot()) }
        var p = identityParts
        p.scale = SIMD3(length(t.m11, t.m12, t.m13), length(t.m21, t.m22, t.m23), length(t.m31, t.m32, t.m33))
        p.translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43))
        return p
    }

    private static let identityParts = DecomposedTransform(CATransform3DIdentity)!

    /// The transform a fraction `t` of the way from `a` to `b`: parts interpolated linearly,
    /// rotation along the shorter great arc; a singular end is scaled to (see `parts(of:)`).
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        if a == b { return a }
        let p = parts(of: a), q = parts(of: b)
        return DecomposedTransform(
            scale: p.scale + (q.scale - p.scale) * t,
            skew: p.skew + (q.skew - p.skew) * t,
            quaternion: slerp(p.quaternion, q.quaternion, t),
            translation: p.translation + (q.translation - p.translation) * t,
            perspective: p.perspective + (q.perspective - p.perspective) * t).transform
    }

    /// The rows of the row-vector rotation matrix of unit quaternion q (the transpose of the
    /// usual column-vector matrix), so that q = (0, 0, sin(θ/2), cos(θ/2)) matches
    /// `CATransform3DMakeRotation(θ, 0, 0, 1)`.
    private static func rotationRows(_ q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return (SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// The unit quaternion of the rotation with rows r0, r1, r2 (Shepperd's method: divide by
    /// the largest of w, x, y, z, so that half turns keep their axis' signs).
    private static func quaternion(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> SIMD4<Double> {
        // In the column-vector matrix R, R[i][j] is row j, component i, of the row-vector one.
        let (r00, r11, r22) = (r0.x, r1.y, r2.z)
        let trace = r00 + r11 + r22
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            return SIMD4((r1.z - r2.y) * s, (r2.x - r0.z) * s, (r0.y - r1.x) * s, 0.25 / s)
        }
        if r00 >= r11 && r00 >= r22 {
            let s = 2 * (1 + r00 - r11 - r22).squareRoot()
            return SIMD4(0.25 * s, (r1.x + r0.y) / s, (r2.x + r0.z) / s, (r1.z - r2.y) / s)
        }
        if r11 >= r22 {
            let s = 2 * (1 + r11 - r00 - r22).squareRoot()
            return SIMD4((r1.x + r0.y) / s, 0.25 * s, (r2.y + r1.z) / s, (r2.x - r0.z) / s)
        }
        let s = 2 * (1 + r22 - r00 - r11).squareRoot()
        return SIMD4((r2.x + r0.z) / s, (r2.y + r1.z) / s, 0.25 * s, (r0.y - r1.x) / s)
    }

    /// The rotation `a` followed by... composed as Hamilton product a·b (apply b, then a).
    private static func multiply(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
              a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
              a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
              a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var b = b
        var dot = (a * b).sum()
        if dot < 0 { b = -b; dot = -dot }
        if dot > 1 - 1e-9 {
            let q = a + (b - a) * t
            return q / (q * q).sum().squareRoot()
        }
        let theta = acos(dot)
        let s = sin(theta)
        return a * (sin((1 - t) * theta) / s) + b * (sin(t * theta) / s)
    }
}

private func length(_ v: SIMD3<Double>) -> Double { dot(v, v).squareRoot() }

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
