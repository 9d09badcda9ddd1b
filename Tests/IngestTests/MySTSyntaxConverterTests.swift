import Diagnostics
import FileIO
import Foundation
import Ingest
import XCTest

/// MyST Markdown (Sphinx, Jupyter Book) as CommonMark, line for line.
final class MySTSyntaxConverterTests: XCTestCase {
    func testDirectivesTargetsAndRolesBecomeMarkdown() {
        let source = """
            ---
            myst:
              substitutions:
                key: |
                  ```{note}
                  stays in front matter
                  ```
            ---
            (intro-target)=
            # Intro

            ```{note}
            Directives are fenced.
            ```

            ::::{admonition} Keep it short
            :class: tip

            :::{versionadded} 0.9
            Nested.
            :::
            ::::

            ```{code-block} python
            :linenos:
            print("{note}")
            ```

            ```{toctree}
            :maxdepth: 2
            install
            Usage <guide/usage>
            *
            ```

            ```{eval-rst}
            .. note:: RST
            ```

            :::{tab-item} macOS
            Use Homebrew.
            :::

            ```{image} img/fish.png
            :alt: A fish
            ```

            See {doc}`the guide <guide/usage>`, {ref}`intro-target`, {py:class}`~pkg.Thing` and `{ref}`code``.

            ```{myst-admonitions} note, tip
            ```

            :class: A list of classes.
            :name: A target.

            `term`
            : The definition.

            ```python
            ```{note} in plain code
            ```
            """
        // Admonitions quoted and titled (nested ones nested; the title below the options, so the text follows it),
        // options gone, code a fence, the toctree links, what shows nothing on a page empty lines, a tab's title and
        // a project's own directive bold, the image with its alt text, roles as links, text and code, field and
        // definition lists a line per field with the names bold; the front matter and plain code as written.
        XCTAssertEqual(MySTSyntaxConverter.markdown(source), """
            ---
            myst:
              substitutions:
                key: |
                  ```{note}
                  stays in front matter
                  ```
            ---
            <a id="intro-target"></a>
            # Intro

            > [!note] **Note**\\
            > Directives are fenced.


            >
            > [!admonition] **Keep it short**
            >
            > > [!versionadded] **New in version 0.9**\\
            > > Nested.
            >


            ```python

            print("{note}")
            ```



            - [install](<install>)
            - [Usage](<guide/usage>)







            **macOS**
            Use Homebrew.




            ![A fish](<img/fish.png>)

            See [the guide](<guide/usage>), intro-target, `pkg.Thing` and `{ref}`code``.

            **note, tip**


            **class:** A list of classes.\\
            **name:** A target.

            **`term`**\\
            The definition.

            ```python
            ```{note} in plain code
            ```
            """)
        // R Markdown's and Quarto's chunks are code, not directives MyST knows.
        XCTAssertEqual(MySTSyntaxConverter.markdown("```{r}\n:x <- 1\n```\n"), "```r\n:x <- 1\n```\n")
        XCTAssertEqual(MySTSyntaxConverter.markdown("```{r setup, include=FALSE}\nx <- 1\n```\n"), "```{r setup, include=FALSE}\nx <- 1\n```\n")
    }
}
