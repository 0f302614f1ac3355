import type { DownloadItem } from '@/content-source'
import { getSiteLanguage } from '@/site/lib/locale'
import { formatDate } from '@/site/pages/shared/format'

import { DownloadAccessProvider } from './DownloadAccess.client'
import { DownloadButton } from './DownloadButton.client'
import { fileTypeLabel, formatFileSize } from './file-type'

type DownloadListProps = { files: readonly DownloadItem[]; siteId: string; token: string | undefined }

/**
 * P4: the menu's files: a table on wide screens, one card per file on phones (CSS only). The site
 * id and token reach the page once, through the provider, not once per file.
 */
export async function DownloadList({ files, siteId, token }: DownloadListProps) {
  const { locale, text } = await getSiteLanguage()
  return (
    <DownloadAccessProvider siteId={siteId} token={token}>
      <table className="downloads">
        <caption className="visually-hidden">{text.files}</caption>
        <thead>
          <tr>
            <th scope="col">{text.fileName}</th>
            <th scope="col">{text.fileType}</th>
            <th scope="col">{text.fileSize}</th>
            <th scope="col">{text.fileDate}</th>
            <th scope="col">
              <span className="visually-hidden">{text.fileAction}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => {
            const date = formatDate(file.updatedAt)
            return (
              <tr key={String(file.id)} className="downloads__row">
                <th scope="row" className="downloads__title">
                  {file.title}
                </th>
                <td className="downloads__type" data-label={text.fileType}>
                  <span className="downloads__badge">{fileTypeLabel(file.fileName, file.mimeType, locale)}</span>
                </td>
                <td className="downloads__size" data-label={text.fileSize}>
                  {formatFileSize(file.fileSize)}
                </td>
                <td className="downloads__date" data-label={text.fileDate}>
                  {date && <time dateTime={file.updatedAt}>{date}</time>}
                </td>
                <td className="downloads__action">
                  <DownloadButton id={file.id} title={file.title} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </DownloadAccessProvider>
  )
}
