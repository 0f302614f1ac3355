import type { OfflineKit } from '../contract'
import type { DoorOutcome } from '../outcomes'

/**
 * K3: what a check-in device keeps in IndexedDB, and all it keeps: the offline kit (public key,
 * void badge numbers, numbers admitted today) and the scans made offline until they are sent
 * (id, code, time, answer, gate and device ids). A code holds a registration number, visit days and a signature:
 * no name, company or mobile, so a lost phone gives away no one's personal data in bulk.
 */
export type QueuedScan = { scanId: string; code: string; scannedAt: string; outcome: DoorOutcome; gate: number; device: number }

const DB_NAME = 'checkin'
const KIT = 'kit'
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

export const readKit = () => run<OfflineKit | undefined>(KIT, 'readonly', (store) => store.get('kit'))
export const saveKit = (kit: OfflineKit) => run(KIT, 'readwrite', (store) => store.put(kit, 'kit'))
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
