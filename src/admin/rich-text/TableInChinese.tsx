'use client'

import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import { useEffect } from 'react'

import { tableWordInChinese } from './table-words'

/** Where the table UI writes its texts: the cell menu, the toolbar and slash menus, the create-table drawer. */
const TABLE_UI = '.table-action-menu-dropdown, .slash-menu-popup, .toolbar-popup__dropdown-items, .drawer'

/**
 * Rewrites the table UI's English texts under `root`, element by element: the menu writes some
 * labels in several text nodes ("Insert ", "2 rows", " above"), which become one (the first holds
 * the Chinese, the others are emptied, so that React still finds its nodes). The document being
 * edited is never touched.
 */
function translate(root: Element): void {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.closest('[contenteditable="true"]')) continue
    const texts = [...element.childNodes].filter((node): node is Text => node.nodeType === Node.TEXT_NODE)
    const chinese = tableWordInChinese(
      texts
        .map((node) => node.data)
        .join('')
        .trim(),
    )
    if (!chinese || !texts[0]) continue
    texts.forEach((node, index) => (node.data = index === 0 ? chinese : ''))
  }
}

/**
 * E9: Lexical's table feature has no translations: its texts are rewritten in Chinese as they
 * appear (they are portaled to the page's body, outside the editor).
 */
function TableInChinesePlugin() {
  useEffect(() => {
    const run = () => document.querySelectorAll(TABLE_UI).forEach(translate)
    run()
    // Typing in the editor changes nothing of the table UI: those changes are not looked at.
    const inEditor = (record: MutationRecord) =>
      (record.target instanceof Element ? record.target : record.target.parentElement)?.closest('[contenteditable="true"]')
    const observer = new MutationObserver((records) => {
      if (!records.every(inEditor)) run()
    })
    observer.observe(document.body, { childList: true, characterData: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return null
}

export const TableInChineseClient = createClientFeature({ plugins: [{ Component: TableInChinesePlugin, position: 'normal' }] })
