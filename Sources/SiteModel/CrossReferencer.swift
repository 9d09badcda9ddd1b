import Ingest

/// Links talk moments to the guideline sections they discuss, and back.
public enum CrossReferencer {
    /// Adds related links to session paragraphs and "discussed in" links to guideline sections; returns how many.
    public static func link(_ site: inout Site, glossary: Glossary) -> Int {
        0
    }
}
