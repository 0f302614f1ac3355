import type { DownloadItem } from '@/content-source'
import { formatDate } from '@/site/pages/shared/format'

import { DownloadAccessProvider } from './DownloadAccess.client'
import { DownloadButton } from './DownloadButton.client'
import { fileTypeLabel, formatFileSize } from './file-type'

type DownloadListProps = { files: readonly DownloadItem[]; siteId: string; token: string | undefined }

/**
 * P4: the menu's files: a table on wide screens, one card per file on phones (CSS only). The site
 * id and token reach the page once, through the provider, not once per file.
 */
export function DownloadList({ files, siteId, token }: DownloadListProps) {
  return (
    <DownloadAccessProvider siteId={siteId} token={token}>
      <table className="downloads">
        <caption className="visually-hidden">可下载的文件</caption>
        <thead>
          <tr>
            <th scope="col">文件名称</th>
            <th scope="col">类型</th>
            <th scope="col">大小</th>
            <th scope="col">更新日期</th>
            <th scope="col">
              <span className="visually-hidden">操作</span>
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
                <td className="downloads__type" data-label="类型">
                  <span className="downloads__badge">{fileTypeLabel(file.fileName, file.mimeType)}</span>
                </td>
                <td className="downloads__size" data-label="大小">
                  {formatFileSize(file.fileSize)}
                </td>
                <td className="downloads__date" data-label="更新日期">
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
