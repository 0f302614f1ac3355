'use client'

import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useModal,
  useServerFunctions,
} from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { ADMIN_DATE_FORMAT, beijingDateTime, momentIn, shownAsIn, TYPED_DATE_FORMATS } from '@/locales/dates'
import { TypedDateCheck } from '../typed-date'

type ScheduleType = 'publish' | 'unpublish'
type Upcoming = { id: number | string; input: { type: ScheduleType; timezone?: string }; waitUntil: string }

const TYPE_LABELS: Record<ScheduleType, string> = { publish: '发布', unpublish: '取消发布' }

/**
 * E5: 定时发布 / 下线 for one document or global: the moment in Beijing time unless another zone
 * is chosen, typed as 2026-11-26 09:30 or picked; what is already scheduled, each cancellable.
 * Payload's schedulePublish job does the work, as the user who scheduled it.
 */
export function ScheduleDrawer({ slug, defaultType }: { slug: string; defaultType: ScheduleType }) {
  const { closeModal } = useModal()
  const {
    config: {
      admin: { timezones },
      routes,
    },
  } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [type, setType] = useState<ScheduleType>(defaultType)
  const [zone, setZone] = useState(timezones.defaultTimezone ?? 'Asia/Shanghai')
  const [moment, setMoment] = useState<Date | null>(null)
  const [saving, setSaving] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)

  const zoneLabel = (value: string) => {
    const option = timezones.supportedTimezones.find((candidate) => candidate.value === value)
    return typeof option?.label === 'string' ? option.label : value
  }

  // Bumped after each change, to read what is scheduled again.
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    let current = true
    void getUpcomingScheduledPublish({ id, collectionSlug, globalSlug }).then((jobs) => {
      if (current) setUpcoming(jobs as Upcoming[])
    })
    return () => {
      current = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug, changes])
  const refresh = () => setChanges((count) => count + 1)

  const save = async () => {
    if (!moment) {
      toast.error('请选择或输入时间，如 2026-11-26 09:30')
      return
    }
    if (moment.getTime() <= Date.now()) {
      toast.error('时间须晚于现在')
      return
    }
    setSaving(true)
    const answer = await schedulePublish({
      type,
      date: moment,
      doc: collectionSlug && id !== undefined ? { relationTo: collectionSlug, value: String(id) } : undefined,
      global: globalSlug || undefined,
      timezone: zone,
    })
    setSaving(false)
    if ((answer as { error?: unknown } | undefined)?.error) {
      toast.error('未能安排，请稍后再试')
      return
    }
    toast.success(`已安排：${zoneLabel(zone)} ${beijingDateTime(moment, zone)} ${TYPE_LABELS[type]}`)
    setMoment(null)
    refresh()
  }

  const cancel = async (job: Upcoming) => {
    const response = await fetch(`${routes.api}/scheduled-publish/${job.id}`, { method: 'DELETE', credentials: 'include' })
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      toast.error(body.errors?.[0]?.message ?? '未能取消，请稍后再试')
      return
    }
    toast.success('已取消')
    refresh()
  }

  return (
    <Drawer
      slug={slug}
      className="schedule-publish"
      gutter={false}
      Header={
        <div className="schedule-publish__drawer-header" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <h2>定时发布 / 下线：{title}</h2>
          <Button buttonStyle="secondary" size="small" onClick={() => closeModal(slug)}>
            关闭
          </Button>
        </div>
      }
    >
      <Gutter className="schedule-publish__scheduler">
        <FieldLabel label="操作" required />
        <div role="radiogroup" style={{ display: 'flex', gap: '1.5rem', margin: '0.5rem 0 1rem' }}>
          {(['publish', 'unpublish'] as const).map((option) => (
            <label key={option} style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
              <input type="radio" name={`${slug}-type`} value={option} checked={type === option} onChange={() => setType(option)} />
              {TYPE_LABELS[option]}
            </label>
          ))}
        </div>
        <FieldLabel label="时间" required />
        <TypedDateCheck>
          <DatePicker
            id="schedule-publish-time"
            pickerAppearance="dayAndTime"
            displayFormat={ADMIN_DATE_FORMAT}
            timeFormat="HH:mm"
            timeIntervals={5}
            minDate={new Date()}
            overrides={{ dateFormat: TYPED_DATE_FORMATS }}
            value={moment ? shownAsIn(zone, moment) : undefined}
            onChange={(shown) => setMoment(shown ? momentIn(zone, shown) : null)}
          />
        </TypedDateCheck>
        <div style={{ margin: '1rem 0' }}>
          <TimezonePicker
            id="schedule-publish-timezone"
            options={timezones.supportedTimezones}
            selectedTimezone={zone}
            onChange={setZone}
          />
        </div>
        <Button buttonStyle="primary" id="scheduled-publish-save" disabled={saving} onClick={() => void save()}>
          {saving ? '保存中…' : '保存'}
        </Button>
      </Gutter>
      <Gutter className="schedule-publish__upcoming">
        <h4>已安排</h4>
        {upcoming === null ? null : upcoming.length === 0 ? (
          <Banner type="info">没有已安排的发布或下线</Banner>
        ) : (
          <ul className="schedule-publish__list" style={{ listStyle: 'none', padding: 0 }}>
            {upcoming.map((job) => (
              <li key={job.id} style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginBottom: '0.5rem' }}>
                <span>
                  {TYPE_LABELS[job.input.type]} · {zoneLabel(job.input.timezone ?? zone)}{' '}
                  {beijingDateTime(new Date(job.waitUntil), job.input.timezone ?? zone)}
                </span>
                <Button buttonStyle="secondary" size="small" onClick={() => void cancel(job)}>
                  取消
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Gutter>
    </Drawer>
  )
}
