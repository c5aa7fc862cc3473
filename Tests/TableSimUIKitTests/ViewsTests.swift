import TableSim
@testable import TableSimUIKit
import Testing

/// A view that records its tree hooks in order.
private final class HookedView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove \(newSuperview?.tag ?? -1)") }
    override func didMoveToSuperview() { log.append("didMove \(superview?.tag ?? -1)") }
    override func didAddSubview(_ subview: UIView) { log.append("didAdd \(subview.tag)") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemove \(subview.tag)") }
}

@MainActor @Suite struct ViewsTests {
    // MARK: UIView

    @Test func subviewsInsertAndReorderAsInUIKit() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        (a.tag, b.tag, c.tag) = (1, 2, 3)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(\.tag) == [1, 3, 2])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(\.tag) == [3, 2, 1])
        parent.sendSubviewToBack(a)
        #expect(parent.subviews.map(\.tag) == [1, 3, 2])
        parent.insertSubview(b, at: 0)
        #expect(parent.subviews.map(\.tag) == [2, 1, 3])
        parent.insertSubview(a, aboveSubview: c)
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        parent.addSubview(parent)
        #expect(parent.subviews.count == 3 && parent.superview == nil)
    }

    @Test func treeHooksRunInUIKitsOrder() {
        let old = HookedView(), new = HookedView(), child = HookedView()
        (old.tag, new.tag, child.tag) = (1, 2, 3)
        old.addSubview(child)
        new.addSubview(child)
        child.removeFromSuperview()
        child.removeFromSuperview()
        #expect(child.log == ["willMove 1", "didMove 1", "willMove 2", "didMove 2", "willMove -1", "didMove -1"])
        #expect(old.log == ["didAdd 3", "willRemove 3"])
        #expect(new.log == ["didAdd 3", "willRemove 3"])
    }

    @Test func tagsAndDescendantsAreFoundThroughTheTree() {
        let root = UIView(), middle = UIView(), leaf = UILabel()
        leaf.tag = 7
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
        #expect(leaf.isDescendant(of: root) && !root.isDescendant(of: leaf))
    }

    @Test func geometryAndMarginsAreValues() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 50, y: 25)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.tintColor == .systemBlue)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    @Test func animationsRunAtOnceAndCompleteFinished() {
        let view = UIView()
        var log: [String] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        #expect(view.alpha == 0)
        UIView.animate(withDuration: 0.3, animations: { log.append("animations") }, completion: { log.append("done \($0)") })
        UIView.animate(
            withDuration: 0.3, delay: 1, options: [.curveEaseOut], animations: { log.append("delayed") },
            completion: { log.append("done \($0)") })
        UIView.performWithoutAnimation { log.append("plain") }
        #expect(log == ["animations", "done true", "delayed", "done true", "plain"])
    }

    // MARK: Constraints

    @Test func constraintsKeepWhatWasSaidAndActivateOnlyWhenAsked() {
        let view = UIView(), other = UIView()
        let height = view.heightAnchor.constraint(equalToConstant: 40)
        #expect(!height.isActive)
        #expect(height.firstItem === view && height.firstAttribute == .height && height.relation == .equal)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 40)
        #expect(view.constrainedHeight == nil)
        NSLayoutConstraint.activate([height])
        #expect(view.constrainedHeight == 40)
        height.constant = 50
        #expect(view.constrainedHeight == 50)
        let leading = view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 16)
        #expect(leading.secondItem === other && leading.secondAttribute == .leading && leading.constant == 16)
        let below = view.topAnchor.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 2)
        #expect(below.constant == 16)
        let half = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5)
        #expect(half.multiplier == 0.5 && half.relation == .equal)
        let atLeast = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 80)
        atLeast.isActive = true
        #expect(view.constrainedHeight == 50)  // only an equal constant fixes the height
        NSLayoutConstraint.deactivate([height])
        #expect(view.constrainedHeight == nil)
        let guide = view.layoutMarginsGuide.topAnchor.constraint(equalTo: other.topAnchor)
        #expect(guide.firstAttribute == .top && guide.priority == .required)
    }

    // MARK: Labels

    @Test func aLabelStartsAsUIKitsAndKeepsItsSettings() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.numberOfLines == 1 && label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
        label.font = nil
        label.textColor = nil
        #expect(label.font.pointSize == 17 && label.textColor == .label)
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.text == "Styled")
        #expect(label.attributedText?.string == "Styled")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func aLabelMeasuresItsTextWithTheMeasurer() {
        let label = UILabel()
        label.text = "Hello world"  // 76 sixteenths: 80.75 pt at 17 pt
        #expect(label.intrinsicContentSize == CGSize(width: 80.75, height: 22))
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 38.25, height: 22))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 38.25, height: 44))
        label.preferredMaxLayoutWidth = 80
        #expect(label.intrinsicContentSize == CGSize(width: 38.25, height: 44))
        label.font = .preferredFont(forTextStyle: .footnote)
        #expect(label.sizeThatFits(.zero) == CGSize(width: 61.75, height: 17))
        label.text = ""
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == .zero)
    }

    @Test func aStockCellsLabelsReachTheCoreCell() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Name"
        cell.detailTextLabel?.attributedText = NSAttributedString(string: "Value")
        cell.textLabel?.isEnabled = false
        #expect(cell.core.textLabel?.text == "Name")
        #expect(cell.core.detailTextLabel?.text == "Value")
        #expect(cell.core.textLabel?.isEnabled == false)
    }

    // MARK: Fonts

    @Test func textStylesHaveTheirSizesAtTheDefaultTextSize() {
        let styles: [UIFont.TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
            .caption2,
        ]
        #expect(styles.map { UIFont.preferredFont(forTextStyle: $0).pointSize } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func systemAndNamedFontsKeepTheirNamesAndMeasureByTheRule() {
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 22)
        #expect(UIFont.boldSystemFont(ofSize: 15).fontName == ".SFUI-Bold")
        #expect(UIFont.boldSystemFont(ofSize: 15).lineHeight == 20)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.systemFont(ofSize: 14, weight: .medium).fontName == ".SFUI-Medium")
        let custom = UIFont(name: "Avenir-Book", size: 13)
        #expect(custom?.fontName == "Avenir-Book" && custom?.lineHeight == 17)
        #expect(UIFont.systemFont(ofSize: 17).withSize(34).pointSize == 34)
        #expect(UIFont.systemFont(ofSize: 17).withSize(34).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .body) != UIFont.systemFont(ofSize: 17))
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
    }

    @Test func fontMetricsKeepTheDefaultSizeRoundedToHalfPoints() {
        let metrics = UIFontMetrics(forTextStyle: .title1)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17.3)).pointSize == 17.5)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 24), maximumPointSize: 20).pointSize == 20)
        #expect(UIFontMetrics.default.textStyle == .body)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
    }

    // MARK: Colours

    @Test func systemColoursAreNamedAndNotTheirPlainTwins() {
        #expect(UIColor.label != UIColor.black)
        #expect(UIColor.label.red == 0 && UIColor.label.alpha == 1)
        #expect(UIColor.systemRed == UIColor.systemRed)
        #expect((UIColor.systemRed.red, UIColor.systemRed.green, UIColor.systemRed.blue) == (1, 59.0 / 255, 48.0 / 255))
        #expect(UIColor.secondaryLabel.alpha == 0.6)
        #expect(UIColor.systemBackground.description == "UIColor(systemBackground)")
    }

    @Test func coloursFromComponentsCompareByComponents() {
        #expect(UIColor(white: 0, alpha: 1) == .black)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (9, 9, 9, 9)
        #expect(UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (0, 122.0 / 255, 1, 1))
    }

    @Test func assetColoursAreTheirNames() {
        let accent = UIColor(named: "AccentColor")
        #expect(accent != nil)
        #expect(accent == UIColor(named: "AccentColor"))
        #expect(accent != UIColor(named: "Brand"))
        #expect(accent != UIColor.black)
    }

    // MARK: Images

    @Test func imagesHaveTheRulesSizes() throws {
        let photo = try #require(UIImage(named: "photo"))
        #expect(photo.size == CGSize(width: 44, height: 44) && !photo.isSymbolImage)
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(symbol.size == CGSize(width: 22, height: 22) && symbol.isSymbolImage)
        #expect(symbol.renderingMode == .alwaysTemplate)
        let big = symbol.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(big.size == CGSize(width: 44, height: 44))
        let styled = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .footnote))
        #expect(styled?.size == CGSize(width: 17, height: 17))
        #expect(UIImage().size == .zero)
        #expect(photo.withRenderingMode(.alwaysTemplate) != photo)
        #expect(photo.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(photo.withTintColor(.systemRed) == photo.withTintColor(.systemRed))
        #expect(UIImage(named: "photo") == photo)
        #expect(UIImage(named: "other") != photo)
        // UIKit's standard remove image, which swipe actions take: a default-size symbol.
        #expect(UIImage.remove.isSymbolImage && UIImage.remove.size == CGSize(width: 22, height: 22))
        #expect(UIImage.remove == UIImage(systemName: "minus.circle.fill"))
    }

    @Test func anImageViewTakesItsImagesSize() {
        let view = UIImageView(image: UIImage(systemName: "person"))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 22, height: 22))
        #expect(view.intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(!view.isUserInteractionEnabled)
        view.tintColor = .systemGreen
        view.image = nil
        #expect(view.tintColor == .systemGreen && view.image == nil)
        #expect(UIImageView(frame: .zero).intrinsicContentSize.height == UIView.noIntrinsicMetric)
    }

    // MARK: Controls and stacks

    @Test func aButtonShowsItsTitleAndImageByState() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.titleLabel?.text == "Follow")
        #expect(button.title(for: .highlighted) == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.titleLabel?.text == "Following")
        button.isEnabled = false
        #expect(button.state == [.disabled, .selected])
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.titleColor(for: .disabled) == .systemRed)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        #expect(button.imageView?.image == UIImage(systemName: "plus"))
    }

    @Test func controlActionsRunForTheirEvents() {
        var log: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Go") { log.append("primary \($0.title)") })
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .valueChanged)
        #expect(log == ["tap", "primary Go"])
        // Target-action pairs are kept for the app to read, never sent: sending one fails the test.
        final class Target {}
        let target = Target()
        button.addTarget(target, action: Selector("follow:"), for: [.touchUpInside, .touchDown])
        withKnownIssue("a selector cannot be sent on Linux") {
            button.sendActions(for: .touchUpInside)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("UIButton could not send its action \"follow:\" to its target") }
        }
        #expect(log == ["tap", "primary Go", "tap"])
        #expect(button.actions(forTarget: target, forControlEvent: .touchDown) == ["follow:"])
        button.removeTarget(target, action: nil, for: .touchDown)
        #expect(button.actions(forTarget: target, forControlEvent: .touchDown) == nil)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["follow:"])
        button.removeTarget(nil, action: Selector("follow:"), for: .allEvents)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    }

    @Test func aSwitchHasItsFixedSizeAndState() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
        #expect(toggle.frame == CGRect(x: 5, y: 5, width: 51, height: 31))
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
    }

    @Test func anActivityIndicatorShowsOnlyWhileItSpins() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test func aStackKeepsItsArrangedViewsInStepWithItsSubviews() {
        let a = UILabel(), b = UILabel(), c = UILabel()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews.count == 3)
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b])
        stack.setCustomSpacing(12, after: b)
        #expect(stack.customSpacing(after: b) == 12)
        #expect(stack.customSpacing(after: c) == UIStackView.spacingUseDefault)
        #expect(stack.axis == .horizontal && stack.alignment == .fill && stack.distribution == .fill)
    }

    // MARK: Text size

    @Test func categoriesOrderBySizeAndKnowTheAccessibilitySizes() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified == UIContentSizeCategory.unspecified)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func textStylesFollowTheTraitsTextSize() {
        let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxl).pointSize == 21)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: xxl).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax5).pointSize == 60)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: .init(preferredContentSizeCategory: .extraSmall)).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = xxl
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
        // A text style's lines follow the body's line height at the size: 26 at XXL (the reference's
        // §11.2 table), not the fixed fonts' ⌈21 × 22 / 17⌉ = 28.
        #expect(UIFont.preferredFont(forTextStyle: .body).lineHeight == 26)
        #expect(UIFont.systemFont(ofSize: 21).lineHeight == 28)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).lineHeight == 22)  // ⌈17 × 26 / 21⌉
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body))?.size.height == 26)
    }

    @Test func fontMetricsScaleByTheirStyleAtTheTextSize() {
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        // Body 19 / 17 at XL: 15 pt becomes 16.76..., rounded to 17.
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15), compatibleWith: xl).pointSize == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax1) == 28)
        // Title 1 is 38 / 28 at AX1.
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: ax1) == 19)
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = ax1
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34)).pointSize == 56)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40).pointSize == 40)
    }
}
