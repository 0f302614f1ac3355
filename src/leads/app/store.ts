import type { ScanVia } from '@/checkin/contract'

import type { LeadsKit } from '../contract'

/**
 * L3: what a booth's phone keeps in IndexedDB, and all it keeps: the kit (public key, void badge
 * numbers, the questions) and the scans made offline until sent (id, code, how read, time). A code
 * holds a registration number and a signature, no name: a lost phone gives away no visitor's details.
 */
export type QueuedLeadScan = { scanId: string; code: string; via: ScanVia; scannedAt: string }

const DB_NAME = 'leads'
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

export const readKit = () => run<LeadsKit | undefined>(KIT, 'readonly', (store) => store.get('kit'))
export const saveKit = (kit: LeadsKit) => run(KIT, 'readwrite', (store) => store.put(kit, 'kit'))
export const queueScan = (scan: QueuedLeadScan) => run(QUEUE, 'readwrite', (store) => store.put(scan))
export const queuedScans = () => run<QueuedLeadScan[]>(QUEUE, 'readonly', (store) => store.getAll())

export async function forgetScans(scanIds: readonly string[]): Promise<void> {
  const db = await database()
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(QUEUE, 'readwrite')
    for (const id of scanIds) transaction.objectStore(QUEUE).delete(id)
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(new Error('IndexedDB queue failed', { cause: transaction.error }))
  })
}
