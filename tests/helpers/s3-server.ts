import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from '../e2e/server'

const READY_TIMEOUT_MS = 30_000

export type S3Server = {
  endpoint: string
  bucket: string
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>
  /** An object's bytes read over the S3 API, or null when the bucket has no such key. */
  readObject(key: string): Promise<Buffer | null>
  /** The keys under a prefix, read over the S3 API (ListObjectsV2). */
  listKeys(prefix: string): Promise<string[]>
  stop(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver) in a child process on a free port of 127.0.0.1, storing
 * into a temporary folder, with one empty bucket. It checks request signatures with its fixed
 * key pair. A child, not in-process: the tests block their own event loop while scripts run.
 */
export async function startS3Server(bucket: string, prefix: string): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-s3-'))
  const bin = path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js')
  const child = spawn('node', [bin, '--silent', '-d', directory, '-a', '127.0.0.1', '-p', '0', '--configure-bucket', bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`s3rver did not start within ${READY_TIMEOUT_MS / 1000} s:\n${output}`)),
      READY_TIMEOUT_MS,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output)
      if (listening?.[1]) {
        clearTimeout(timer)
        resolve(Number(listening[1]))
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`s3rver exited with code ${code ?? '–'}:\n${output}`))
    })
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const endpoint = `http://127.0.0.1:${port}`
  // Anonymous reads: s3rver grants them, so the checks do not go through the code under test.
  const readObject = async (key: string) => {
    const response = await fetch(`${endpoint}/${bucket}/${key}`)
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`GET ${key} from s3rver answered HTTP ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }
  const listKeys = async (keyPrefix: string) => {
    const response = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000&prefix=${encodeURIComponent(keyPrefix)}`)
    if (!response.ok) throw new Error(`listing ${keyPrefix} from s3rver answered HTTP ${response.status}`)
    return [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '')
  }
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: prefix,
    },
    readObject,
    listKeys,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
