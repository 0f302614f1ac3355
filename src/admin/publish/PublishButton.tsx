'use client'

import { getTranslation } from '@payloadcms/translations'
import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { traverseForLocalizedFields } from '@payloadcms/ui/shared'
import { formatAdminURL } from 'payload/shared'

import { ScheduleDrawer } from './ScheduleDrawer'

/**
 * E2, E5: 发布 as Payload's, with its own 定时发布 / 下线 drawer. Payload's drawer shows its
 * dates as "11月 26, 2026 12:50 上午", reads typed dates loosely ("2026年11月26日 01:30" became
 * 1 January), lists time zones in English and pre-selects 取消发布 for a document that was never
 * published; this one does none of that.
 */
export function PublishButton() {
  const {
    id,
    collectionSlug,
    globalSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const { code: localeCode } = useLocale()
  const { isModalOpen, toggleModal } = useModal()
  const { i18n, t } = useTranslation()

  const drawerSlug = `schedule-publish-${id ?? globalSlug}`
  const hasNewerVersions = unpublishedVersionCount > 0
  const canPublish = hasPublishPermission && (modified || hasNewerVersions || !hasPublishedDoc) && uploadStatus !== 'uploading'
  const canSchedule = Boolean(hasPublishPermission && (globalSlug || (collectionSlug && id)) && !modified)
  const entity = collectionSlug ? getEntityConfig({ collectionSlug }) : getEntityConfig({ globalSlug })
  // Publishing one language only means something where some fields have a text per language.
  const activeLocale =
    config.localization && traverseForLocalizedFields(entity?.fields ?? [])
      ? config.localization.locales.find((locale) => locale.code === localeCode)
      : undefined

  const publish = async (onlyLocale?: string) => {
    if (uploadStatus === 'uploading') return
    const params = new URLSearchParams({
      depth: '0',
      locale: onlyLocale ?? localeCode,
      ...(onlyLocale ? { publishSpecificLocale: onlyLocale } : {}),
    })
    const path: `/${string}` = globalSlug ? `/globals/${globalSlug}?${params}` : `/${collectionSlug}${id ? `/${id}` : ''}?${params}`
    const result = await submit({ action: formatAdminURL({ apiRoute: config.routes.api, path }), overrides: { _status: 'published' } })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }

  if (!hasPublishPermission) return null
  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        type="button"
        SubMenuPopupContent={({ close }) => (
          <PopupList.ButtonGroup>
            {canSchedule ? (
              <PopupList.Button id="schedule-publish" onClick={() => [toggleModal(drawerSlug), close()]}>
                定时发布 / 下线
              </PopupList.Button>
            ) : null}
            {activeLocale ? (
              <PopupList.Button id="publish-locale" onClick={() => [void publish(activeLocale.code), close()]}>
                {t('version:publishIn', { locale: getTranslation(activeLocale.label, i18n) })}
              </PopupList.Button>
            ) : null}
          </PopupList.ButtonGroup>
        )}
      >
        {t('version:publishChanges')}
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) ? (
        <ScheduleDrawer slug={drawerSlug} defaultType={hasPublishedDoc && !hasNewerVersions ? 'unpublish' : 'publish'} />
      ) : null}
    </>
  )
}
