'use client'

import { Banner, Button, useAuth, useConfig, useDocumentInfo, useForm, useFormModified } from '@payloadcms/ui'
import type { ClientField } from 'payload'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { beijingDateTime } from '@/locales/dates'
import { forgetUnsaved, keepUnsaved, parseUnsaved, textsOf, unsavedKey, type UnsavedWork } from './unsaved'

/** How often an open document asks who holds its lock. */
const POLL_MS = 5_000
/** After the first change, when Payload has taken the lock for this editor. */
const AFTER_CHANGE_MS = 1_500

type Holder = { id: number | string; email?: string; name?: string | null }
type Lock = { user?: { value?: Holder | number | string } | null; updatedAt?: string }

/** Kept work written by another tab shows here too. */
function subscribeToStorage(changed: () => void): () => void {
  window.addEventListener('storage', changed)
  return () => window.removeEventListener('storage', changed)
}

const nameOf = (holder: Holder) => (holder.name ? `${holder.name}（${holder.email ?? holder.id}）` : (holder.email ?? `#${holder.id}`))

/** The labels of named fields, for the kept texts. */
function fieldLabels(fields: ClientField[] = []): Map<string, string> {
  const labels = new Map<string, string>()
  for (const field of fields) {
    if ('name' in field && typeof field.label === 'string') labels.set(field.name, field.label)
    // Rows and collapsibles keep their fields' data at the top level; named groups nest it.
    if ('fields' in field && Array.isArray(field.fields) && !('name' in field)) {
      for (const [name, label] of fieldLabels(field.fields)) labels.set(name, label)
    }
  }
  return labels
}

/**
 * E7: two people on one document. Payload's lock dialog names the other person (their name and
 * e-mail) and says since when, in Beijing time; whoever is taken over is told within seconds
 * (Payload tells them only at their next keystroke), and what they had not saved is kept in
 * their browser and offered again, to copy, the next time they open the document.
 */
export function LockWatch() {
  const { id, collectionSlug, globalSlug, docConfig, lastUpdateTime } = useDocumentInfo()
  const { user } = useAuth()
  const { getData } = useForm()
  // Payload takes the lock at the first change: asked then too, the lock is known to be ours from
  // the start, not only from the next round (a take-over before it would go unnoticed).
  const modified = useFormModified()
  const {
    config: { routes },
  } = useConfig()
  const entity = collectionSlug ?? globalSlug ?? ''
  const heldByMe = useRef(false)
  const [takenOver, setTakenOver] = useState<UnsavedWork | null>(null)
  const [showKept, setShowKept] = useState(false)
  const keptText = useSyncExternalStore(
    subscribeToStorage,
    () => window.localStorage.getItem(unsavedKey(entity, id)),
    () => null,
  )
  const kept = useMemo(() => parseUnsaved(keptText), [keptText])

  // Payload's lock dialog writes its time in American English; it is the lock's time, which we know.
  useEffect(() => {
    if (!lastUpdateTime) return
    const chinese = `${beijingDateTime(new Date(lastUpdateTime))}（北京时间）`
    const write = () => {
      const time = document.querySelector('.document-locked__content p:last-of-type strong')
      if (time && time.textContent !== chinese) time.textContent = chinese
    }
    write()
    const observer = new MutationObserver(write)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [lastUpdateTime])

  useEffect(() => {
    if (!entity || (collectionSlug && id === undefined) || !user) return
    const where = collectionSlug
      ? `where[and][0][document.relationTo][equals]=${encodeURIComponent(collectionSlug)}&where[and][1][document.value][equals]=${encodeURIComponent(String(id))}`
      : `where[globalSlug][equals]=${encodeURIComponent(entity)}`
    const labels = fieldLabels(docConfig?.fields)
    const check = async () => {
      if (document.visibilityState !== 'visible') return
      const response = await fetch(`${routes.api}/payload-locked-documents?${where}&depth=1&limit=1&sort=-updatedAt`, {
        credentials: 'include',
      }).catch(() => null)
      if (!response?.ok) return
      const [lock] = ((await response.json()) as { docs?: Lock[] }).docs ?? []
      const holder = lock?.user?.value
      const holderId = typeof holder === 'object' ? holder.id : holder
      if (holderId === undefined) return
      if (holderId === user.id) {
        heldByMe.current = true
        return
      }
      if (!heldByMe.current) return
      heldByMe.current = false
      const work: UnsavedWork = {
        savedAt: new Date().toISOString(),
        takenBy: typeof holder === 'object' ? nameOf(holder) : `#${holderId}`,
        texts: textsOf(getData()).map(({ label, text }) => ({ label: labels.get(label) ?? label, text })),
      }
      keepUnsaved(entity, id, work)
      setTakenOver({ ...work, savedAt: lock?.updatedAt ?? work.savedAt })
    }
    void check()
    const timer = setInterval(() => void check(), POLL_MS)
    const afterChange = modified ? setTimeout(() => void check(), AFTER_CHANGE_MS) : undefined
    return () => {
      clearInterval(timer)
      clearTimeout(afterChange)
    }
  }, [entity, collectionSlug, id, user, routes.api, getData, docConfig, modified])

  const work = takenOver ?? (kept && showKept ? kept : null)
  return (
    <>
      {takenOver ? (
        <div
          className="lock-taken-over"
          role="alert"
          style={{ position: 'fixed', inset: 'auto 1rem 1rem auto', zIndex: 100, maxWidth: '32rem' }}
        >
          <Banner type="error">
            {takenOver.takenBy} 于 {beijingDateTime(new Date(takenOver.savedAt))}
            （北京时间）接管了此文档的编辑，您已不能保存。您尚未保存的内容已存入此浏览器，下次打开此文档时仍可找回；也可以现在复制：
          </Banner>
        </div>
      ) : null}
      {kept && !takenOver ? (
        <div className="lock-kept-work" style={{ marginRight: '1rem' }}>
          <Button buttonStyle="secondary" size="small" onClick={() => setShowKept(!showKept)}>
            {showKept ? '收起未保存的内容' : `找回 ${beijingDateTime(new Date(kept.savedAt))} 未保存的内容`}
          </Button>
        </div>
      ) : null}
      {work ? (
        <div
          className="lock-unsaved-texts"
          style={{
            position: 'fixed',
            inset: takenOver ? 'auto 1rem 9rem auto' : 'auto 1rem 1rem auto',
            zIndex: 100,
            width: '32rem',
            maxHeight: '50vh',
            overflow: 'auto',
            background: 'var(--theme-elevation-0)',
            border: '1px solid var(--theme-elevation-150)',
            padding: '1rem',
          }}
        >
          {work.texts.length === 0 ? <p>没有未保存的文字。</p> : null}
          {work.texts.map(({ label, text }) => (
            <label key={label} style={{ display: 'grid', gap: '0.25rem', marginBottom: '0.75rem' }}>
              {label}
              <textarea readOnly value={text} rows={Math.min(8, text.split('\n').length + 1)} />
            </label>
          ))}
          {!takenOver ? (
            <Button
              buttonStyle="secondary"
              size="small"
              onClick={() => {
                forgetUnsaved(entity, id)
                setShowKept(false)
              }}
            >
              不再需要，删除
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
