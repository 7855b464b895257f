import ScenecCairo
import ScenecCore
import Testing

/// Expects two renderings of one scene (ours and rsvg-convert's, say) to agree: the mean channel
/// difference at most `mean`, and 99 % of channel values within `percentile99` (antialiased text and
/// blurred edges may differ a little per pixel, never broadly). On failure both images, the SVG when
/// given, and a difference image are written to `FailureArtifacts.folder` as `<tag>-…`.
/// Returns the difference, or nil (recording a failure) when the sizes differ.
@discardableResult
public func expectAgreement(_ ours: Bitmap, _ theirs: Bitmap, tag: String, mean: Double, percentile99: Int = 20,
                            svg: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> BitmapDifference? {
    guard let difference = BitmapDifference(ours, theirs) else {
        Issue.record("\(tag): sizes differ: \(ours.width)×\(ours.height) vs \(theirs.width)×\(theirs.height)",
                     sourceLocation: sourceLocation)
        return nil
    }
    if difference.mean > mean || difference.percentile99 > percentile99 {
        if let png = try? ours.encodePNG() { FailureArtifacts.write("\(tag)-ours.png", png) }
        if let png = try? theirs.encodePNG() { FailureArtifacts.write("\(tag)-theirs.png", png) }
        if let png = try? BitmapDifference.image(ours, theirs).encodePNG() { FailureArtifacts.write("\(tag)-diff.png", png) }
        if let svg { FailureArtifacts.write("\(tag).svg", Array(svg.utf8)) }
    }
    #expect(difference.mean <= mean, "\(tag): \(difference)", sourceLocation: sourceLocation)
    #expect(difference.percentile99 <= percentile99, "\(tag): \(difference)", sourceLocation: sourceLocation)
    return difference
}
