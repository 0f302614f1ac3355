import type { OfflineKit, ScanVia } from '../contract'
import type { DoorOutcome } from '../outcomes'

/**
 * K3: what a check-in device keeps in IndexedDB, and all it keeps: the offline kit (public key,
 * void badge numbers, numbers admitted today) and the scans made offline until they are sent
 * (id, code, time, answer, gate and device ids). A code holds a registration number, visit days and a signature:
 * no name, company or mobile, so a lost phone gives away no one's personal data in bulk.
 */
export type QueuedScan = {
  scanId: string
  code: string
  via: ScanVia
  scannedAt: string
  outcome: DoorOutcome
  gate: number
  device: number
}

/** The kit as fetched (with its ETag), and the numbers this device admitted since. */
export type StoredKit = { kit: OfflineKit; etag: string | null; admittedHere: string[] }

const DB_NAME = 'checkin'
const KIT = 'kit'
// The kit's record; the one under the key 'kit', of the earlier uncompact format, is left unread.
const KIT_KEY = 'kit-v2'
const QUEUE = 'queue'

let opened: Promise<IDBDatabase> | undefined

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(KIT)
      request.result.createObjectStore(QUEUE, { keyPath: 'scanId' })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(new Error('IndexedDB could not be opened', { cause: request.error }))
  })
  return opened
}

async function run<T>(store: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database()
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(store, mode)
    const request = work(transaction.objectStore(store))
    transaction.oncomplete = () => resolve(request.result)
    transaction.onerror = () => reject(new Error(`IndexedDB ${store} failed`, { cause: transaction.error }))
  })
}

export const readKit = () => run<StoredKit | undefined>(KIT, 'readonly', (store) => store.get(KIT_KEY))
export const saveKit = (stored: StoredKit) => run(KIT, 'readwrite', (store) => store.put(stored, KIT_KEY))
export const queueScan = (scan: QueuedScan) => run(QUEUE, 'readwrite', (store) => store.put(scan))
export const queuedScans = () => run<QueuedScan[]>(QUEUE, 'readonly', (store) => store.getAll())

export async function forgetScans(scanIds: readonly string[]): Promise<void> {
  const db = await database()
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(QUEUE, 'readwrite')
    for (const id of scanIds) transaction.objectStore(QUEUE).delete(id)
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(new Error('IndexedDB queue failed', { cause: transaction.error }))
  })
}
