import Foundation

/// Design systems known by the host their guidelines are published on, for the design-system label and search
/// filter of a page whose source URL is given. A host matches its domain or any subdomain of it; a page from
/// anywhere else has none unless its front matter or `concord.yml` names one (`designSystem:`).
public enum DesignSystems {
    /// Domain → the design system's name, as readers know it.
    public static let byDomain: [(domain: String, name: String)] = [
        ("apple.com", "Apple"),
        ("material.io", "Material"),
        ("fluent2.microsoft.design", "Fluent"),
        ("carbondesignsystem.com", "Carbon"),
        ("polaris.shopify.com", "Polaris"),
        ("atlassian.design", "Atlassian"),
        ("designsystem.digital.gov", "USWDS"),
        ("design-system.service.gov.uk", "GOV.UK"),
    ]

    /// The design system of the page at `url`, from its host; nil for other hosts and for text that is not an
    /// absolute URL.
    public static func name(forURL url: String) -> String? {
        guard let host = URLComponents(string: url.trimmingCharacters(in: .whitespaces))?.host?.lowercased(), !host.isEmpty else { return nil }
        return byDomain.first { host == $0.domain || host.hasSuffix("." + $0.domain) }?.name
    }
}
