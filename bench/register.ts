/**
 * R9 `npm run bench:register`: the day registration opens. Submissions of the real form (each
 * with its own mobile and a captcha answer solved here with altcha-lib, as the widget would) sent
 * at a fixed rate for a fixed time, open loop (a slow answer does not slow the sending), to the
 * production server on SQLite, then to two instances on one Postgres, the submissions shared
 * between them and each answer given at the instance that did not hand out its challenge. Each
 * visitor comes from an address of their own (X-Forwarded-For from a trusted local proxy). Then:
 * every submission answered 303 and stored, no registration number twice, latency percentiles.
 *
 * Uses this folder's build (`npm run build` first) and throwaway databases.
 * BENCH_RATE (200 a second), BENCH_SECONDS (30), BENCH_CAPTCHA_WORK (the captcha's work setting for
 * the run: the client solves every challenge before the load, so it only bounds that warm-up),
 * BENCH_ONLY=sqlite|postgres; BENCH_CPU_PROFILE=<folder>: each server writes a V8 CPU profile there
 * when it stops (`--cpu-prof`; open it in Chrome's DevTools).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Challenge } from 'altcha-lib'

import { solveCaptcha } from '../tests/helpers/captcha'
import { cleanupAll } from './cleanup'
import { type Child, runChild, startChild } from './process'
import { cpuMs } from './rss'
import { freePort, percentile, sleep, tempDir } from './util'

const ROOT = path.resolve(import.meta.dirname, '..')
const RATE = Number(process.env.BENCH_RATE ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const CAPTCHA_WORK = Number(process.env.BENCH_CAPTCHA_WORK ?? 1000)
const ONLY = process.env.BENCH_ONLY
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE
const ADMIN = { email: 'bench@example.com', password: 'Bench-password-123' }
const SECRET = 'bench-register-shared-secret-0123456789abcdef'

const log = (message: string) => console.log(`[bench:register] ${message}`)

type Instance = { baseURL: string; child: Child }
type Sent = { status: number; ms: number; number: string | null; error?: string }

async function startInstance(env: NodeJS.ProcessEnv, port: number, publicUrl: string): Promise<Instance> {
  const baseURL = `http://127.0.0.1:${port}`
  const profile = CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE)}`] : []
  const child = startChild('node', [...profile, '.next/production-server.mjs'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: publicUrl },
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exit()) throw new Error(`the server exited (${child.exit()}):\n${child.output().slice(-4000)}`)
    const status = await fetch(`${baseURL}/readyz`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return { baseURL, child }
    await sleep(500)
  }
  throw new Error(`${baseURL}/readyz did not answer 200 within 120 s`)
}

async function adminToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`the bench admin cannot sign in (${response.status})`)
  return body.token
}

/** What the form posts besides the person: the page's own choices and notice version. */
async function formChoices(baseURL: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${baseURL}/register`)).text()
  const first = (name: string) =>
    html.match(new RegExp(`<select id="${name}"[^>]*><option value=""[^>]*>[^<]*</option><option value="([^"]+)"`))?.[1] ?? ''
  return {
    industry: first('industry'),
    purpose: first('purpose'),
    days: html.match(/id="day-0" name="days" value="([^"]+)"/)?.[1] ?? '',
    noticeVersion: html.match(/name="noticeVersion" value="([0-9a-f]{64})"/)?.[1] ?? '',
  }
}

/** The address of the bench's visitor `index`, as a local nginx passes it on (TRUSTED_PROXIES=127.0.0.1). */
const visitorAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

/** Challenges from the instances in turn, each solved as the widget would; run in parallel. */
async function solvedCaptchas(instances: Instance[], count: number): Promise<string[]> {
  const answers: string[] = new Array<string>(count)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const from = instances[index % instances.length] as Instance
      const challenge = (await (
        await fetch(`${from.baseURL}/register/captcha`, { headers: { 'X-Forwarded-For': visitorAddress(index) } })
      ).json()) as Challenge
      answers[index] = await solveCaptcha(challenge)
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  return answers
}

async function run(label: string, env: NodeJS.ProcessEnv, instanceCount: number): Promise<string> {
  const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()))
  const publicUrl = `http://127.0.0.1:${ports[0]}`
  log(`${label}: preparing the database (scripts/prepare.ts)…`)
  await runChild('prepare', 'npx', ['tsx', 'scripts/prepare.ts'], { cwd: ROOT, env: { ...env, PUBLIC_URL: publicUrl } })
  const instances: Instance[] = []
  try {
    for (const port of ports) instances.push(await startInstance(env, port, publicUrl))
    const [first] = instances as [Instance]
    const token = await adminToken(first.baseURL)
    const settings = await fetch(`${first.baseURL}/api/globals/registration-settings?locale=zh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ captchaWork: CAPTCHA_WORK, opensAt: null, closesAt: null, capPerDay: null }),
    })
    if (settings.status !== 200) throw new Error(`the settings could not be saved (${settings.status})`)
    const choices = await formChoices(first.baseURL)
    const total = RATE * SECONDS
    const run = `${process.pid}${Date.now() % 100_000}`
    log(`${label}: solving ${total} captcha challenges (work ${CAPTCHA_WORK}) before the load…`)
    const solvingStarted = Date.now()
    const captchas = await solvedCaptchas(instances, total)
    log(
      `${label}: solved in ${Math.round((Date.now() - solvingStarted) / 1000)} s; sending ${RATE}/s for ${SECONDS} s to ${instanceCount} instance(s)…`,
    )

    const company = `压测单位-${run}`
    const serverPids = instances.map((instance) => instance.child.pid)
    const cpuBefore = cpuMs(serverPids)
    const started = performance.now()
    const results: Promise<Sent>[] = []
    for (let index = 0; index < total; index += 1) {
      const due = started + (index * 1000) / RATE
      const wait = due - performance.now()
      if (wait > 1) await sleep(wait)
      // The answer goes to the instance that did not hand out its challenge (with two).
      const target = instances[(index + 1) % instances.length] as Instance
      const body = new URLSearchParams({
        name: `压测${index}`,
        mobile: `18${String(index).padStart(9, '0')}`,
        company,
        ...choices,
        noticeConsent: 'yes',
        altcha: captchas[index] ?? '',
      })
      const sentAt = performance.now()
      results.push(
        fetch(`${target.baseURL}/register/submit`, {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitorAddress(index) },
        })
          .then(async (response) => {
            await response.arrayBuffer()
            const number = response.headers.get('location')?.match(/badge\/([^?]+)\?/)?.[1] ?? null
            return { status: response.status, ms: performance.now() - sentAt, number }
          })
          .catch((error: unknown) => {
            const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
            return { status: 0, ms: performance.now() - sentAt, number: null, error: cause?.code ?? cause?.message ?? String(error) }
          }),
      )
    }
    const sent = await Promise.all(results)
    const wall = (performance.now() - started) / 1000
    // What one submission costs the server(s), whatever the machine gave them: CPU time over the answered.
    const serverCpuMs = cpuMs(serverPids) - cpuBefore
    const latencies = sent.map((one) => one.ms).sort((a, b) => a - b)
    const statuses = new Map<number, number>()
    for (const one of sent) statuses.set(one.status, (statuses.get(one.status) ?? 0) + 1)
    const answeredNumbers = sent.flatMap((one) => (one.number ? [one.number] : []))
    const errors = new Map<string, number>()
    for (const one of sent) if (one.error) errors.set(one.error, (errors.get(one.error) ?? 0) + 1)

    const stored = await fetch(
      `${first.baseURL}/api/registrations?limit=${total + 100}&depth=0&select[registrationNumber]=true&where[company][equals]=${encodeURIComponent(company)}`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const storedNumbers = ((await stored.json()) as { docs: { registrationNumber: string }[] }).docs.map((doc) => doc.registrationNumber)
    const lost = answeredNumbers.filter((number) => !storedNumbers.includes(number)).length
    const line = [
      `${label}: ${total} submissions at ${RATE}/s over ${wall.toFixed(1)} s`,
      `answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}${errors.size ? ` (no answer: ${[...errors].map(([error, count]) => `${error}×${count}`).join(', ')})` : ''}`,
      `stored ${storedNumbers.length}, distinct numbers ${new Set(storedNumbers).size}, answered but not stored ${lost}`,
      `server CPU ${(serverCpuMs / 1000).toFixed(1)} s, ${(serverCpuMs / Math.max(1, answeredNumbers.length)).toFixed(1)} ms per registration`,
      `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    ].join('; ')
    log(line)
    return line
  } finally {
    for (const instance of instances) await instance.child.stop()
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, '.next/production-server.mjs'))) throw new Error('no build: run `npm run build` first')
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    PAYLOAD_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    IMAGE_WARMUP: 'off',
    LOG_LEVEL: 'warn',
    // As behind a local nginx: each visitor has an address of their own, and the per-address limits apply to it.
    TRUSTED_PROXIES: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  for (const name of ['MEDIA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'SMTP_HOST', 'SMTP_FROM']) delete base[name]
  const lines: string[] = []
  if (ONLY !== 'postgres') {
    const dataDir = tempDir('expo-bench-register-')
    lines.push(await run('SQLite, one instance', { ...base, DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'site.db')}` }, 1))
  }
  if (ONLY !== 'sqlite') {
    const server = process.env.TEST_DATABASE_URL ?? execFileSync('scripts/postgres-test-server.sh', { cwd: ROOT, encoding: 'utf8' }).trim()
    const name = `bench_register_${process.pid}`
    execFileSync('psql', [server, '-qc', `create database ${name}`])
    try {
      const url = new URL(server)
      url.pathname = `/${name}`
      const dataDir = tempDir('expo-bench-register-pg-')
      lines.push(await run('Postgres, two instances', { ...base, DATA_DIR: dataDir, DATABASE_URL: url.toString() }, 2))
    } finally {
      execFileSync('psql', [server, '-qc', `drop database if exists ${name} with (force)`])
    }
  }
  console.log(`\n${lines.join('\n')}`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
