/**
 * The front thread's entry (src/front/front.ts): server.ts starts it as a worker thread;
 * `npm run build` compiles it to .next/front-thread.mjs beside the server.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { type FrontOptions, serveFront } from './front'

if (!parentPort) throw new Error('src/front/thread.ts runs as a worker thread: server.ts starts it')
serveFront(workerData as FrontOptions, parentPort)
