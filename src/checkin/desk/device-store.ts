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

/**
 * A scanning phone's IndexedDB (the door's and the booths'): its kit under one key, and the scans
 * made offline, by scan id, until they are sent.
 */
export function createDeviceStore<Kit, Scan extends { scanId: string }>(name: string, kitKey: string) {
  const KIT = 'kit'
  const QUEUE = 'queue'
  let opened: Promise<IDBDatabase> | undefined

  function database(): Promise<IDBDatabase> {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1)
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

  return {
    readKit: () => run<Kit | undefined>(KIT, 'readonly', (store) => store.get(kitKey)),
    saveKit: (kit: Kit) => run(KIT, 'readwrite', (store) => store.put(kit, kitKey)),
    queueScan: (scan: Scan) => run(QUEUE, 'readwrite', (store) => store.put(scan)),
    queuedScans: () => run<Scan[]>(QUEUE, 'readonly', (store) => store.getAll()),
    forgetScans: async (scanIds: readonly string[]): Promise<void> => {
      const db = await database()
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(QUEUE, 'readwrite')
        for (const id of scanIds) transaction.objectStore(QUEUE).delete(id)
        transaction.oncomplete = () => resolve()
        transaction.onerror = () => reject(new Error('IndexedDB queue failed', { cause: transaction.error }))
      })
    },
  }
}

// The kit's record; the one under the key 'kit', of the earlier uncompact format, is left unread.
export const { readKit, saveKit, queueScan, queuedScans, forgetScans } = createDeviceStore<StoredKit, QueuedScan>('checkin', 'kit-v2')
