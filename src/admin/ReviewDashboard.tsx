import type { Payload } from 'payload'

import { getReviewQueue, type QueueItem, reviewsFor } from './review-queue'

const dateTime = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'medium', timeStyle: 'short' })

function List({ title, empty, items }: { title: string; empty: string; items: QueueItem[] }) {
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
                {item.collectionLabel} · {dateTime.format(new Date(item.at))}
                {item.note ? ` · ${item.note}` : ''}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** E3: the dashboard's review board: 待审核, 定时任务 and 最近发布, for content staff. */
export async function ReviewDashboard({ payload, user }: { payload: Payload; user?: unknown }) {
  const queue = await getReviewQueue(payload, user)
  if (!queue) return null
  return (
    <div className="review-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 style={{ marginBottom: '1rem' }}>{reviewsFor(user) ? '审核工作台' : '我的稿件动态'}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
        <List title="待审核" empty="没有等待审核的稿件" items={queue.waiting} />
        <List title="定时发布 / 下线" empty="没有定时任务" items={queue.scheduled} />
        <List title="最近发布" empty="最近没有发布内容" items={queue.recent} />
      </div>
    </div>
  )
}
