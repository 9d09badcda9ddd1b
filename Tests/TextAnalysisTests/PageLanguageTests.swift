import TextAnalysis
import XCTest

/// A page's language from the share of each script in its prose (#14): English product names, commands and
/// URLs inside Chinese text leave it Chinese; a few Chinese names in English text leave it English.
final class PageLanguageTests: XCTestCase {
    func testChineseProseWithProductNamesURLsAndCommandsIsChinese() {
        let prose = [
            "这个仓库收集了 Apple 人机界面指南（Human Interface Guidelines）的社区中文翻译，内容涵盖 iOS、iPadOS、macOS、watchOS 和 visionOS。",
            "如果你想在本地预览，请运行 npm install --save-dev markdown-it markdown-it-anchor 然后打开 https://github.com/example/hig-zh/blob/main/README.md 。",
            "SwiftUI、UIKit、AppKit、Core Animation、Metal 等 framework 的名字保留英文原文。",
            "Pull requests welcome.",
        ]
        XCTAssertEqual(LanguageDetector.detect(prose: prose), "zh-Hans")
    }

    /// A slash in a run of Chinese is punctuation, not a path: TDesign's steps page ("随意切回/跳过") was English.
    /// Traditional Chinese is told from Simplified by the characters each writes its own way (3Blue1Brown's Taiwanese
    /// captions were labelled Simplified); a Simplified text quoting a Traditional word stays Simplified.
    func testTraditionalChineseIsToldFromSimplified() {
        XCTAssertEqual(LanguageDetector.detect("在上一節影片裡我講解了神經網路的結構，這一次我們來說說它是怎麼學習的。"), "zh-Hant")
        XCTAssertEqual(LanguageDetector.detect(prose: ["在上一節影片裡我講解了神經網路的結構，這一次我們來說說它是怎麼學習的。"]), "zh-Hant")
        XCTAssertEqual(LanguageDetector.detect("在上一节视频里我讲解了神经网络的结构，这一次我们来说说它是怎么学习的。"), "zh-Hans")
        XCTAssertEqual(LanguageDetector.detect("台湾的用户把“網路”写作繁体，我们这里说的是网络，这个问题和结构有关。"), "zh-Hans")
    }

    func testChineseWithSlashesIsChinese() {
        let prose = ["使用场景：常用于表单页，展示线性流程，且步骤支持随意切回/跳过", "使用场景：常用于表单页，展示线性流程，且不能随意切回/跳过步骤"]
        XCTAssertEqual(LanguageDetector.detect(prose: prose), "zh-Hans")
        XCTAssertEqual(LanguageDetector.detect(prose: ["See docs/guide/intro.md and user@example.org for more about this."]), "en")
    }

    func testEnglishProseQuotingChineseIsEnglish() {
        let prose = [
            "The Chinese term for a search field is 搜索栏, and a scope bar is often called 范围栏 in translations.",
            "Use a scope bar to filter among clearly defined categories of results.",
        ]
        XCTAssertEqual(LanguageDetector.detect(prose: prose), "en")
    }

    /// Hashes are no words: their letters between digits (`3e3008f66a5f…`) are full of Portuguese "e" (docker_practice's
    /// README of schema hashes made a Portuguese site); Portuguese prose with numbers is still Portuguese.
    func testLettersGluedToDigitsAreNoWords() {
        let hashes = "# Kubernetes schema provenance\n\n- upstream commit: 5e4d7a8ff7c9d783a27cf08ab2ba54a7dd8b8d03\n"
            + "- deployment-apps-v1.json: 3e3008f66a5f68cee3984485ac1892dbedc7f072b3a87064116bab294874e99e\n"
            + "- service-v1.json: f489d6102675238b913898caf6fef6f472403950fc9e5895ef718f3c4f1c4351\n"
            + "- d3b29ff1d1f202e33b9f0d3c9a2b777a4f45d5ff8210285e62e2c7bef1d09057 and 314be70ae72a72233561ed3dbeeba71e64cf84004ab611ca1727d5384bf400ed\n"
        XCTAssertEqual(LanguageDetector.detect(hashes), "en")
        XCTAssertEqual(LanguageDetector.detect("O campo de busca e a barra de escopo ajudam as pessoas a encontrar 2 ou 3 resultados em uma lista com os dados."), "pt")
    }

    func testNoProseIsTheDefault() {
        XCTAssertEqual(LanguageDetector.detect(prose: [String]()), "en")
        XCTAssertEqual(LanguageDetector.detect(prose: ["https://example.org/a/b"]), "en")
    }
}
