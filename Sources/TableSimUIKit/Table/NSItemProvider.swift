import Foundation
import TableSim

// Foundation on Linux has no `NSItemProvider`: this is a small one, enough for what a table's drag
// and drop code does with it (DragAndDropBehaviour in TableSim's manual). Its representations load
// at once: a completion runs before the call that asked for it returns, so a test needs no run loop.

/// A type whose objects an item provider can hold (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object writes, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// A type an item provider can make objects of (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the type reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object from the data of a type identifier.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// The plain-text type identifier an `NSString` reads and writes (`UTType.plainText`).
let plainTextTypeIdentifier = "public.plain-text"

/// A string is plain text an item provider holds and makes.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// `public.plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [plainTextTypeIdentifier] }
    /// `public.plain-text`.
    public static var readableTypeIdentifiersForItemProvider: [String] { [plainTextTypeIdentifier] }
    /// A string made of UTF-8 data.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let object = NSString(string: text) as? Self else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }
}

/// What carries the data of a dragged item (Foundation's `NSItemProvider`): representations by type
/// identifier, each loaded by a handler.
open class NSItemProvider {
    /// Who may see a representation (Foundation's `NSItemProviderRepresentationVisibility`).
    public enum RepresentationVisibility: Int, Sendable {
        /// Any process.
        case all = 0
        /// Only the app's team.
        case team = 1
        /// Only the app that made it.
        case ownProcess = 3
    }

    /// The representations in the order registered.
    private var representations: [(type: String, load: (@escaping (Data?, (any Error)?) -> Void) -> Progress?)] = []
    /// The text the provider holds, when it was made of a string (for traces).
    var text: String?

    /// Creates a provider with no representation.
    public init() {}

    /// Creates a provider holding an object's representations (an `NSString`).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        if let string = object as? NSString {
            let text = string as String
            self.text = text
            registerDataRepresentation(forTypeIdentifier: plainTextTypeIdentifier, visibility: .all) { completion in
                completion(Data(text.utf8), nil)
                return nil
            }
        }
    }

    /// The type identifiers it can load, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.type) }

    /// Adds a representation whose handler gives the data to its completion.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append((typeIdentifier, loadHandler))
    }

    /// Whether it holds a representation of a type identifier.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether it can make an object of a class.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Whether it can make a string (Swift's `String`, bridged from `NSString`).
    open func canLoadObject(ofClass aClass: String.Type) -> Bool { canLoadObject(ofClass: NSString.self) }

    /// Loads the data of a type identifier; the completion runs before this returns.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        guard let representation = representations.first(where: { $0.type == typeIdentifier }) else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            return Progress(totalUnitCount: 1)
        }
        return representation.load(completionHandler) ?? Progress(totalUnitCount: 1)
    }

    /// Makes an object of a class from the first representation it reads; the completion runs
    /// before this returns.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Makes a string (Swift's overlay for `String`); the completion runs before this returns.
    @discardableResult
    open func loadObject(ofClass aClass: String.Type, completionHandler: @escaping (String?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: NSString.self) { object, error in completionHandler((object as? NSString).map { $0 as String }, error) }
    }
}
