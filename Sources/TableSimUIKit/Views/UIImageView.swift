/// A view that shows an image (UIKit's `UIImageView`).
open class UIImageView: UIView {
    /// The image shown, or nil.
    open var image: UIImage?
    /// The image shown while highlighted, or nil.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image.
    open var isHighlighted = false
    /// Images shown one after another (stored: nothing animates).
    open var animationImages: [UIImage]?
    /// Whether the image grows with the user's text size (stored).
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// Creates an image view with an empty frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view the size of its image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view the size of its image, with a highlighted image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The image's size, or none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Starts the animation (inert).
    open func startAnimating() {}
    /// Stops the animation (inert).
    open func stopAnimating() {}
    /// Whether the images animate: never in TableSim.
    open var isAnimating: Bool { false }
}
