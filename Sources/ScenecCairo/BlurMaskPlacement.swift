import CCairo
import ScenecCore

// Where a blurred mask goes is decided in two steps: `maskFrame` reads what it needs of the walk's cairo
// state (the matrix, the clip, the canvas), and `MaskFrame.placement` computes the rest from the
// geometry alone. The second step is a pure function, so a helper thread can place a mask whose
// geometry it made itself (a text shadow's outline, shaped there) exactly where the walk would.

extension Painter {
    /// Where a blur's coverage is rasterised and blurred: `matrix` maps user space to mask space (the
    /// mask's pixel (0, 0) is then moved to the box origin); sigmas are in mask pixels.
    struct MaskSpace: Hashable, Sendable {
        var matrix: cairo_matrix_t
        var sigmaX: Double
        var sigmaY: Double
        /// Mask space is device space, so the mask is painted pixel for pixel.
        var isDevice: Bool

        static func == (a: MaskSpace, b: MaskSpace) -> Bool {
            a.entries == b.entries && a.sigmaX == b.sigmaX && a.sigmaY == b.sigmaY && a.isDevice == b.isDevice
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(entries)
            hasher.combine(sigmaX)
            hasher.combine(sigmaY)
            hasher.combine(isDevice)
        }

        /// The matrix' six numbers (cairo_matrix_t is a C struct: neither Equatable nor Hashable).
        private var entries: [Double] { [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0] }
    }

    /// A box of mask pixels, x0 ≤ x < x1 and y0 ≤ y < y1, in mask space.
    typealias MaskBox = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// Where one mask goes and the key of its bytes.
    struct MaskPlacement: Sendable {
        var space: MaskSpace
        var box: MaskBox
        var key: BlurMaskCache.Key
    }

    /// Everything of the walk's state the placement of a blurred mask depends on, read where the blurred
    /// op is drawn (after its own clip): equal frames place equal geometry at equal boxes with equal keys.
    struct MaskFrame: Hashable, Sendable {
        var space: MaskSpace
        /// The current clip's extents (the op's own clip, enclosing group clips, the surface) in mask
        /// pixels.
        var clipX0: Double, clipY0: Double, clipX1: Double, clipY1: Double
        /// The image canvas' size in pixels when mask space is its device space; nil otherwise.
        var canvasWidth: Double?, canvasHeight: Double?
        /// The walk's largest coordinate magnitude in points (`Painter.limit`).
        var limit: Double

        /// Where the blurred mask of `geometry` goes in this frame, and its key; nil when the blurred
        /// geometry cannot reach the canvas.
        func placement(of geometry: Geometry, rule: FillRule) -> MaskPlacement? {
            guard let box = box(around: geometry.bounds) else { return nil }
            return MaskPlacement(space: space, box: box, key: key(of: geometry.path, rule: rule, box: box))
        }

        /// The mask-pixel box the blurred `bounds` (user space) can reach: the bounds ± 3σ, within the
        /// clip and the canvas grown by 3σ (coverage just outside them still blurs into them); nil when
        /// it is empty.
        func box(around bounds: Rect) -> MaskBox? {
            let marginX = (3 * space.sigmaX).rounded(.up) + 1, marginY = (3 * space.sigmaY).rounded(.up) + 1
            let box = Painter.mapped(bounds, by: space.matrix, limit: limit)
            var x0 = (box.x0 - marginX).rounded(.down), y0 = (box.y0 - marginY).rounded(.down)
            var x1 = (box.x1 + marginX).rounded(.up), y1 = (box.y1 + marginY).rounded(.up)
            x0 = max(x0, clipX0.rounded(.down) - marginX)
            y0 = max(y0, clipY0.rounded(.down) - marginY)
            x1 = min(x1, clipX1.rounded(.up) + marginX)
            y1 = min(y1, clipY1.rounded(.up) + marginY)
            let margin = max(marginX, marginY)
            if let canvasWidth, let canvasHeight {
                x0 = max(x0, -margin)
                y0 = max(y0, -margin)
                x1 = min(x1, canvasWidth + margin)
                y1 = min(y1, canvasHeight + margin)
            }
            guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Double(1 << 28),
                  let ix0 = CheckedInt.from(x0), let iy0 = CheckedInt.from(y0),
                  let ix1 = CheckedInt.from(x1), let iy1 = CheckedInt.from(y1) else { return nil }
            return (ix0, iy0, ix1, iy1)
        }

        /// The cache key of the mask: the path in mask pixels, whose pixel (0, 0) is mask-space point
        /// (x0, y0). The points go through the mask space's matrix followed by the translation to the
        /// mask's origin, computed in the order cairo_translate + cairo_transform + cairo_move_to would
        /// compute them (the matrix product, then x·xx + y·xy + x0), so the mask cairo rasterises from them
        /// with an identity matrix has the bytes it had when cairo applied that matrix itself.
        private func key(of path: Path, rule: FillRule, box: MaskBox) -> BlurMaskCache.Key {
            let m = space.matrix
            // cairo_matrix_multiply(m, translate(−x0, −y0)): x0' = m.x0·1 + m.y0·0 + (−x0).
            let tx = m.x0 * 1 + m.y0 * 0 + Double(-box.x0)
            let ty = m.x0 * 0 + m.y0 * 1 + Double(-box.y0)
            var codes: [UInt8] = [], coordinates: [Double] = []
            func point(_ p: Point) {
                let x = Painter.clamped(p.x, within: limit), y = Painter.clamped(p.y, within: limit)
                coordinates.append(m.xx * x + m.xy * y + tx)
                coordinates.append(m.yx * x + m.yy * y + ty)
            }
            for element in path.elements {
                switch element {
                case .move(let p): codes.append(0); point(p)
                case .line(let p): codes.append(1); point(p)
                case .cubic(let c1, let c2, let p): codes.append(2); point(c1); point(c2); point(p)
                case .close: codes.append(3)
                }
            }
            return BlurMaskCache.Key(codes: codes, coordinates: coordinates, width: box.x1 - box.x0, height: box.y1 - box.y0,
                                     sigmaX: space.sigmaX, sigmaY: space.sigmaY, evenOdd: rule == .evenodd)
        }
    }

    /// The frame a blur of `sigma` (> 0) is placed in here: the current matrix, clip and canvas.
    func maskFrame(_ sigma: Double) -> MaskFrame {
        let space = maskSpace(sigma)
        // Current clip (our own clip, enclosing group clips, the surface) in mask pixels.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        if space.isDevice {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_identity_matrix(cr)
            cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
            cairo_set_matrix(cr, &matrix)
        } else {
            cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
            (cx0, cy0, cx1, cy1) = mapped(Rect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), by: space.matrix)
        }
        var frame = MaskFrame(space: space, clipX0: cx0, clipY0: cy0, clipX1: cx1, clipY1: cy1, limit: limit)
        // The canvas bounds the box only when the mask is in its device pixels.
        if space.isDevice, let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            frame.canvasWidth = Double(cairo_image_surface_get_width(target))
            frame.canvasHeight = Double(cairo_image_surface_get_height(target))
        }
        return frame
    }

    /// Device space when the current matrix keeps axes aligned (scales, mirrors, translations: an
    /// axis-aligned Gaussian there is exactly the user-space blur, σ times each axis' scale). Under
    /// rotation or skew, user space scaled by √|det| (the device's density): the isotropic blur is done
    /// there and the blurred mask is transformed onto the canvas, so a rotated or skewed shape's shadow
    /// is the same shadow rotated or skewed, as SVG filters render it.
    func maskSpace(_ sigma: Double) -> MaskSpace {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        if m.xy == 0, m.yx == 0 {
            let (sigmaX, sigmaY) = deviceSigmas(sigma)
            return MaskSpace(matrix: m, sigmaX: sigmaX, sigmaY: sigmaY, isDevice: true)
        }
        let determinant = abs(m.xx * m.yy - m.xy * m.yx)
        let k = determinant.isFinite && determinant > 0 ? determinant.squareRoot() : 1
        return MaskSpace(matrix: cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: 0, y0: 0), sigmaX: sigma * k, sigmaY: sigma * k, isDevice: false)
    }

    /// The blur's standard deviation in device pixels along x and along y under the current matrix
    /// (the point-to-pixel scale times any group transform): σ times the length of the matrix's
    /// x and y columns; used where the matrix keeps axes aligned, where it is exact.
    func deviceSigmas(_ sigma: Double) -> (Double, Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return (sigma * (m.xx * m.xx + m.yx * m.yx).squareRoot(), sigma * (m.xy * m.xy + m.yy * m.yy).squareRoot())
    }
}
