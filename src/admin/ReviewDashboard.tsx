import type { Payload } from 'payload'

import { beijingDateTime } from '@/locales/dates'
import { getReviewQueue, type QueueItem, reviewsFor } from './review-queue'

function List({ title, empty, items, notePrefix = '' }: { title: string; empty: string; items: QueueItem[]; notePrefix?: string }) {
  return (
    <section style={{ flex: '1 1 18rem', minWidth: 0 }}>
      <h3 style={{ marginBottom: '0.5rem' }}>
        {title}（{items.length}）
      </h3>
      {items.length === 0 ? (
        <p style={{ opacity: 0.7 }}>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={`${item.collection}-${item.id}-${item.at}`} style={{ marginBottom: '0.5rem' }}>
              <a href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</a>
              <div style={{ fontSize: '0.85em', opacity: 0.75 }}>
                {item.collectionLabel} · {beijingDateTime(new Date(item.at))}
                {item.note ? ` · ${notePrefix}${item.note}` : ''}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** E3: the dashboard's review board: 待审核, 退回 (with the reviewer's comment), 定时任务 and 最近发布, for content staff. */
export async function ReviewDashboard({ payload, user }: { payload: Payload; user?: unknown }) {
  const queue = await getReviewQueue(payload, user)
  if (!queue) return null
  return (
    <div className="review-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 style={{ marginBottom: '1rem' }}>{reviewsFor(user) ? '审核工作台' : '我的稿件动态'}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
        <List title="待审核" empty="没有等待审核的稿件" items={queue.waiting} />
        <List title="退回修改" empty="没有被退回的稿件" items={queue.returned} notePrefix="审核意见：" />
        <List title="定时发布 / 下线" empty="没有定时任务" items={queue.scheduled} />
        <List title="最近发布" empty="最近没有发布内容" items={queue.recent} />
      </div>
    </div>
  )
}
