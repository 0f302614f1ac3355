/**
 * The app's cache hits (W2, W3): /home against a bare Node server sending the same answer, and a
 * page asked with a random unknown parameter on every request against the same page asked plainly.
 */
import fs from 'node:fs'
import path from 'node:path'

import { type CapturedAnswer, difference, wireBytes } from './capture'
import { sideBySide, type SideBySide, type TurnSettings } from './load'
import { startChild } from './process'
import { BROWSER_ENCODING, freePort, getRaw, sleep } from './util'
import { type AnswerCheck, wrkCheck, writeScript } from './wrk'

export type Server = { baseURL: string; pid: number }

export type HitComparison = SideBySide & {
  /** Bytes on the wire of one answer (head and body) from each side. */
  firstWireBytes: number
  secondWireBytes: number
  /** A separate run counting the cache's answers (X-Cache; nginx's X-Cache-Status at the edge) and statuses outside 2xx. */
  check: AnswerCheck
}

/** The bare server (bench/bare-server.mjs) answering with `answer`, checked to send the same bytes and headers. */
async function startBareServer(answer: CapturedAnswer, dir: string): Promise<Server & { stop: () => Promise<void> }> {
  const bodyFile = path.join(dir, 'bare-body')
  const answerFile = path.join(dir, 'bare-answer.json')
  fs.writeFileSync(bodyFile, answer.body)
  fs.writeFileSync(answerFile, JSON.stringify({ status: answer.status, headers: answer.headers, bodyFile }))
  const port = await freePort()
  const child = startChild('node', [path.join(import.meta.dirname, 'bare-server.mjs'), answerFile, String(port)])
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const response = await getRaw(`${baseURL}/`, BROWSER_ENCODING).catch(() => null)
    if (response) {
      const wrong = difference(answer, response)
      if (wrong === null) return { baseURL, pid: child.pid, stop: child.stop }
      await child.stop()
      throw new Error(`the bare server does not send the captured answer: ${wrong}`)
    }
    if (child.exit() || Date.now() > deadline) {
      await child.stop()
      throw new Error(`the bare server did not start (${child.exit() ?? 'no answer in 10 s'}):\n${child.output()}`)
    }
    await sleep(100)
  }
}

/**
 * W2: the app's cached `answer` against a bare Node server sending the same bytes, both pinned by
 * the caller to one core with wrk (settings.wrkCpu) on another.
 */
export async function hitsAgainstBareServer(
  app: Server,
  answer: CapturedAnswer,
  settings: TurnSettings & { checkSeconds: number },
  dir: string,
  pin: (pid: number) => Promise<void>,
  log: (line: string) => void,
): Promise<HitComparison> {
  const bare = await startBareServer(answer, dir)
  try {
    await pin(bare.pid)
    const route = new URL(answer.url)
    const appURL = `${app.baseURL}${route.pathname}${route.search}`
    const result = await sideBySide(
      { label: 'app', url: appURL, pids: [app.pid] },
      { label: 'bare Node', url: `${bare.baseURL}/`, pids: [bare.pid] },
      settings,
      log,
    )
    const bareWire = await getRaw(`${bare.baseURL}/`, BROWSER_ENCODING)
    const check = await checkAnswers(
      appURL,
      writeScript(dir, 'hits-check', { path: `${route.pathname}${route.search}`, bust: false, count: true }),
      settings,
    )
    return { ...result, firstWireBytes: answer.wireBytes, secondWireBytes: wireBytes(bareWire), check }
  } finally {
    await bare.stop()
  }
}

/**
 * W3: `page` with `r=<random>` added to every request (each URL new to the cache) against `page`
 * as it is, both through the same Lua call per request, on the same server.
 */
export async function cacheBusting(
  app: Server,
  page: string,
  settings: TurnSettings & { checkSeconds: number },
  dir: string,
  log: (line: string) => void,
): Promise<HitComparison> {
  const url = `${app.baseURL}${page}`
  const busted = {
    label: 'random parameter',
    url,
    pids: [app.pid],
    script: writeScript(dir, 'bust', { path: page, bust: true, count: false }),
  }
  const plain = { label: 'plain hit', url, pids: [app.pid], script: writeScript(dir, 'plain', { path: page, bust: false, count: false }) }
  const result = await sideBySide(busted, plain, settings, log)
  const check = await checkAnswers(url, writeScript(dir, 'bust-check', { path: page, bust: true, count: true }), settings)
  const sample = await getRaw(`${url}${page.includes('?') ? '&' : '?'}r=${Date.now()}`, BROWSER_ENCODING)
  return { ...result, firstWireBytes: wireBytes(sample), secondWireBytes: wireBytes(await getRaw(url, BROWSER_ENCODING)), check }
}

function checkAnswers(url: string, script: string, settings: TurnSettings & { checkSeconds: number }): Promise<AnswerCheck> {
  return wrkCheck(url, {
    seconds: settings.checkSeconds,
    connections: settings.connections,
    threads: settings.threads,
    script,
    cpu: settings.wrkCpu,
  })
}
