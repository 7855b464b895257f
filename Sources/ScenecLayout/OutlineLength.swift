import CCairo
import ScenecCore

/// The length of an outline, measured on Cairo's flattening of it (the curves cut into lines within a
/// thousandth of a point), so a trimmed stroke ends where Cairo and the SVG renderers, which flatten
/// the same curves, put that fraction of the length — not where a closed-form guess would drift.
enum OutlineLength {
    static func of(_ path: Path) -> Double {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(cr) }
        cairo_set_tolerance(cr, 0.001)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
        guard let flat = cairo_copy_path_flat(cr) else { return 0 }
        defer { cairo_path_destroy(flat) }
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS, let data = flat.pointee.data else { return 0 }
        var length = 0.0
        var current: (Double, Double)?
        var start: (Double, Double)?
        var index = 0
        let count = Int(flat.pointee.num_data)
        while index < count {
            let header = data[index].header
            let size = max(Int(header.length), 1)
            switch header.type {
            case CAIRO_PATH_MOVE_TO where size > 1:
                current = (data[index + 1].point.x, data[index + 1].point.y)
                start = current
            case CAIRO_PATH_LINE_TO where size > 1:
                let point = (data[index + 1].point.x, data[index + 1].point.y)
                if let from = current { length += distance(from, point) }
                current = point
            case CAIRO_PATH_CLOSE_PATH:
                if let from = current, let to = start { length += distance(from, to) }
                current = start
            default:
                break
            }
            index += size
        }
        return length
    }

    private static func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).squareRoot()
    }
}
