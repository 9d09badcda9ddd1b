// The starter site `concord init` writes: original text written for Concord, free to reuse.
// Kept in the executable so an installed or copied `concord` can start a site anywhere;
// InitCommandTests builds it and requires no warnings.

/// The files of a new site, by path relative to the folder `concord init` fills.
enum StarterSite {
    static let files: [(path: String, text: String)] = [
        (".gitignore", #"""
# Concord build output, and the products it keeps between builds
/_site/
/.concord-cache/
"""#),
        ("Content/concord.yml", #"""
# Concord site settings. Every key is optional; remove any you don't need.
# Concord recognises each file in this folder from its text: talk captions (JSON), talk prose,
# guideline pages (Markdown or plain text) and their translations.

# The site's name, shown in the header and the page titles. Default: Concord
title: My Design Library

# Interface languages; the first is the default. Default: [en, zh-Hans]
languages: [en, zh-Hans]

# Where the site will be published, for canonical links and sitemap.xml. Default: none
# baseURL: https://example.org/docs/

# Lines matching these regular expressions are dropped before reading. Default: none
# strip:
#   - '^Copyright '

# Per-file settings, keyed by the path inside this folder. They only refine what Concord works out.
# documents:
#   guidelines/empty-states.md:
#     designSystem: My Company      # shown as the page's design system
#   guidelines/empty-states.zh-Hans.md:
#     translationOf: empty-states   # the id of the page this translates
"""#),
        ("Content/guidelines/empty-states.md", #"""
---
title: Empty states
source: https://example.org/guidelines/empty-states
---

# Empty states

An empty state is what a screen shows when it has no content yet. It tells people what belongs here and how to add it.

## Best practices

Explain what will appear. A short sentence such as "Your saved searches appear here" tells people what the screen is for.

Offer one clear action. A single button that creates the first item is easier to follow than several choices.

Keep the tone warm and the words few. An empty state is not an error, so avoid alarming colors and icons.

## No results

When a search finds nothing, repeat what was searched for and suggest a next step, such as checking the spelling or widening the scope.

## Cleared content

When people have finished everything, such as reading every message, treat the empty screen as a small success.
"""#),
        ("Content/guidelines/empty-states.zh-Hans.md", #"""
---
title: 空状态
translationOf: empty-states
---

# 空状态

空状态是界面在还没有内容时显示的样子。它告诉用户这里会出现什么，以及如何添加内容。

## 最佳实践

说明将会出现的内容。像“你保存的搜索会显示在这里”这样的一句话，就能让用户明白这个界面的用途。

提供一个明确的操作。一个用来创建第一项内容的按钮，比多个选项更容易理解。

语气亲切，文字简短。空状态不是错误，因此避免使用令人紧张的颜色和图标。

## 无结果

当搜索没有找到任何内容时，复述用户搜索的内容，并建议下一步，例如检查拼写或扩大搜索范围。

## 内容已清空

当用户完成了所有事项（例如读完了每一条消息）时，把空白界面当作一次小小的成功。
"""#),
        ("Content/talks/designing-empty-states.json", #"""
{
 "id": "starter-101",
 "language": "eng",
 "source": "https://example.org/talks/designing-empty-states",
 "segments": [
  {
   "start": 4.0,
   "text": "Hello, and welcome."
  },
  {
   "start": 6.0,
   "text": "I'm Ada, and I design tools for people who write documentation."
  },
  {
   "start": 10.5,
   "text": "Today I want to talk about empty states:"
  },
  {
   "start": 13.0,
   "text": "the screens people see before there is anything to see."
  },
  {
   "start": 17.0,
   "text": "An empty state is often the very first impression"
  },
  {
   "start": 20.0,
   "text": "that your product makes."
  },
  {
   "start": 22.5,
   "text": "A blank list says nothing."
  },
  {
   "start": 24.5,
   "text": "A good empty state explains what will appear here"
  },
  {
   "start": 28.0,
   "text": "and offers one clear action to get started."
  },
  {
   "start": 32.0,
   "text": "Let's look at three kinds of empty states."
  },
  {
   "start": 35.5,
   "text": "The first kind appears the first time someone opens a screen."
  },
  {
   "start": 40.0,
   "text": "Here, tell people what the screen is for,"
  },
  {
   "start": 43.0,
   "text": "and give them a button that creates their first item."
  },
  {
   "start": 47.0,
   "text": "The second kind appears when a search finds no results."
  },
  {
   "start": 51.5,
   "text": "Say what was searched for,"
  },
  {
   "start": 53.5,
   "text": "and suggest a way forward, such as checking the spelling"
  },
  {
   "start": 57.5,
   "text": "or searching all categories instead of one."
  },
  {
   "start": 61.0,
   "text": "The third kind appears after people clear everything themselves,"
  },
  {
   "start": 65.5,
   "text": "like an inbox with no unread messages."
  },
  {
   "start": 69.0,
   "text": "That is a moment of success, so celebrate it quietly."
  },
  {
   "start": 73.5,
   "text": "Finally, keep the words short and the tone warm."
  },
  {
   "start": 78.0,
   "text": "An empty state is not an error message."
  },
  {
   "start": 81.0,
   "text": "Thank you for watching."
  }
 ]
}
"""#),
        ("Content/talks/designing-empty-states.md", #"""
# Designing empty states

Hello, and welcome. I'm Ada, and I design tools for people who write documentation.

Today I want to talk about empty states: the screens people see before there is anything to see. An empty state is often the very first impression that your product makes.

A blank list says nothing. A good empty state explains what will appear here and offers one clear action to get started.

Let's look at three kinds of empty states. The first kind appears the first time someone opens a screen. Here, tell people what the screen is for, and give them a button that creates their first item.

The second kind appears when a search finds no results. Say what was searched for, and suggest a way forward, such as checking the spelling or searching all categories instead of one.

The third kind appears after people clear everything themselves, like an inbox with no unread messages. That is a moment of success, so celebrate it quietly.

Finally, keep the words short and the tone warm. An empty state is not an error message. Thank you for watching.
"""#),
        ("README.md", #"""
# My Design Library

A documentation site made with Concord: talks, the guidelines they teach, and
their translations, aligned and cross-referenced, with search that works offline.

Everything the site is made from lives in `Content/`:

| file | what it is |
|---|---|
| `talks/designing-empty-states.json` | a talk's captions: `id`, `language`, `segments` of `{start, text}` |
| `talks/designing-empty-states.md` | the same talk as edited prose; each paragraph is placed at its moment in the talk |
| `guidelines/empty-states.md` | a guideline page in Markdown |
| `guidelines/empty-states.zh-Hans.md` | its Simplified Chinese translation, aligned paragraph by paragraph |
| `concord.yml` | optional settings, each explained in a comment |

Add your own files beside them, in any folders: Concord works out what each one is from its text.

## Next steps

```sh
concord build     # writes the site to _site/; open _site/index.html, no server needed
concord serve     # previews at http://127.0.0.1:8000/ and rebuilds as you edit Content/
concord check     # builds without writing, then checks every internal link and anchor
```

`concord help` lists every command and option.
"""#),
    ]
}
