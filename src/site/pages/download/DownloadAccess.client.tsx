'use client'

import { createContext, type ReactNode, use, useMemo } from 'react'

type DownloadAccess = { siteId: string; token: string | undefined }

const DownloadAccessContext = createContext<DownloadAccess | null>(null)

/**
 * The site id and the public bearer every download button sends, given once for the whole list:
 * as a prop of each button they were written into the page once per file.
 */
export function DownloadAccessProvider({ siteId, token, children }: DownloadAccess & { children: ReactNode }) {
  const access = useMemo(() => ({ siteId, token }), [siteId, token])
  return <DownloadAccessContext value={access}>{children}</DownloadAccessContext>
}

export function useDownloadAccess(): DownloadAccess {
  const access = use(DownloadAccessContext)
  if (!access) throw new Error('a download button is rendered outside DownloadAccessProvider')
  return access
}
