'use client'

import { Button, ConfirmationModal, toast, useConfig, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'

type Props = { collectionSlug: string; docId: string; versionId: string; versionDate: string; label: string }

/** E2: 恢复并发布, with a dialog that says the site changes at once. */
export function RestoreAndPublishButton({ collectionSlug, docId, versionId, versionDate, label }: Props) {
  const { openModal } = useModal()
  const router = useRouter()
  const {
    config: { routes },
  } = useConfig()
  const modalSlug = `restore-and-publish-${versionId}`

  const restoreAndPublish = async () => {
    const response = await fetch(`${routes.api}/${collectionSlug}/versions/${versionId}?publish=true`, {
      method: 'POST',
      credentials: 'include',
    })
    const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
    if (!response.ok) {
      toast.error(body.errors?.[0]?.message ?? '恢复并发布失败，请稍后再试')
      return
    }
    toast.success(`已恢复并发布 ${versionDate} 的版本`)
    router.push(`${routes.admin}/collections/${collectionSlug}/${docId}`)
  }

  return (
    <>
      <Button buttonStyle="secondary" size="small" className="restore-and-publish" onClick={() => openModal(modalSlug)}>
        恢复并发布
      </Button>
      <ConfirmationModal
        modalSlug={modalSlug}
        heading="确认恢复并发布"
        body={`将把此${label}恢复到 ${versionDate}（北京时间）时的内容并立即发布，替换网站上的当前版本。`}
        confirmLabel="恢复并发布"
        confirmingLabel="发布中…"
        onConfirm={restoreAndPublish}
      />
    </>
  )
}
