import TableSimUIKit
import Testing

@Test @MainActor func addSubviewMovesTheViewFromItsOldSuperview() {
    let a = UIView(), b = UIView(), child = UILabel()
    a.addSubview(child)
    b.addSubview(child)
    #expect(a.subviews.isEmpty)
    #expect(b.subviews.count == 1 && b.subviews[0] === child)
    #expect(child.superview === b)
}
