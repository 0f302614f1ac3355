'use client'

import { useState } from 'react'

import { isCancelled } from '@/http-client'
import { browserClient } from '@/site/lib/browser-client'
import { useSiteLanguage } from '@/site/lib/use-site-language'

import { useDownloadAccess } from './DownloadAccess.client'

export const DOWNLOAD_PATH = '/api/Website/DownloadFile'

type DownloadButtonProps = { id: number | string; title: string }

/** Hands the bytes to the browser's save dialog under the server's file name. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the save in some browsers (older Safari, in-app webviews).
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * P4: downloads one file through the HTTP client (blob through POST, SPEC C1) and saves it under
 * its real UTF-8 name. A failure is said plainly next to the button; the cause goes to the log.
 */
export function DownloadButton({ id, title }: DownloadButtonProps) {
  const { siteId, token } = useDownloadAccess()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const { text } = useSiteLanguage()

  async function download() {
    if (state === 'busy') return
    setState('busy')
    try {
      const { blob, fileName } = await browserClient(token).download(DOWNLOAD_PATH, { siteId, id })
      saveBlob(blob, fileName)
      setState('idle')
    } catch (error) {
      // A newer identical request replaced this one (C4); that one reports for both.
      if (isCancelled(error)) return
      console.error(`[site] download of file ${String(id)} failed`, error)
      setState('failed')
    }
  }

  return (
    <div className="download-action">
      <button type="button" className="button download-action__button" onClick={download} aria-disabled={state === 'busy'}>
        {state === 'busy' ? text.downloading : text.download}
        <span className="visually-hidden">{title}</span>
      </button>
      <p className="download-action__status" role="status" aria-live="polite">
        {state === 'failed' ? text.downloadFailed : ''}
      </p>
    </div>
  )
}
