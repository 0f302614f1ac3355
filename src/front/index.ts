import { Worker } from 'node:worker_threads'

import type { Logger } from '@/operations/log'
import type { StoreChange } from '@/response-cache/store'

import type { FromFront, FrontOptions, ToFront } from './front'

export type { FrontOptions } from './front'

export type Front = {
  /** Passes a change of the response cache's store on to the front's replica. */
  mirror: (change: StoreChange) => void
  /** Resolves once the front stopped accepting and its requests in flight finished (O4). */
  drain: () => Promise<void>
}

/**
 * Starts the front thread (`threadFile`: .next/front-thread.mjs, compiled from thread.ts) and
 * resolves once it listens; rejects when it cannot (the port is taken). After that, the front
 * failing is `onFailure`: an instance without its front answers nobody.
 */
export function startFront(threadFile: URL, options: FrontOptions, logger: Logger, onFailure: (error: Error) => void): Promise<Front> {
  // Its heap holds the replica's header lists (the bodies are in shared memory) and the open
  // connections: a ceiling like the app thread's (--max-old-space-size), far above what it uses.
  const worker = new Worker(threadFile, { workerData: options, resourceLimits: { maxOldGenerationSizeMb: 128 } })
  const post = (message: ToFront) => worker.postMessage(message)
  let drained: (() => void) | null = null
  let stopping = false
  const front: Front = {
    mirror: post,
    drain: () => {
      stopping = true
      const done = new Promise<void>((resolve) => (drained = resolve))
      post({ type: 'drain' })
      return done
    },
  }
  return new Promise((resolve, reject) => {
    let listening = false
    const failed = (error: Error) => (listening ? onFailure(error) : reject(error))
    worker.on('message', (message: FromFront) => {
      if (message.type === 'listening') {
        listening = true
        resolve(front)
      } else if (message.type === 'drained') drained?.()
      else logger[message.level](message.fields, message.message)
    })
    worker.once('error', failed)
    worker.once('exit', (code) => {
      if (!stopping) failed(new Error(`the front thread stopped (exit code ${code})`))
    })
  })
}
