import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SERVER_NODE_ARGS } from '../../deploy/server-process.mjs'

const UNIT = path.resolve(import.meta.dirname, '../../deploy/exhibition-site@.service')
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze'
const text = fs.readFileSync(UNIT, 'utf8')

/** The values of one setting in the unit file, in order (a setting may be given several times). */
const values = (name: string) => [...text.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1] ?? '')

const megabytes = (value: string) => {
  const match = /^(\d+)([KMG])$/.exec(value)
  if (!match) throw new Error(`not a size: ${value}`)
  return Number(match[1]) * { K: 1 / 1024, M: 1, G: 1024 }[match[2] as 'K' | 'M' | 'G']
}

/** systemd-analyze on a copy of the unit instantiated for port 3000: what it says on stderr. */
function analyze(unitText: string, ...command: string[]): { stdout: string; stderr: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-unit-'))
  fs.writeFileSync(path.join(dir, 'exhibition-site@.service'), unitText)
  const result = spawnSync(SYSTEMD_ANALYZE, [...command, path.join(dir, 'exhibition-site@3000.service')], { encoding: 'utf8' })
  fs.rmSync(dir, { recursive: true, force: true })
  return { stdout: result.stdout, stderr: result.stderr }
}

describe('X10 the deployment guide’s systemd unit (deploy/exhibition-site@.service)', () => {
  it('X10 restarts the server after any exit, caps its memory above its heap, reads the env file, and runs the built server directly as npm start does', () => {
    expect(values('Restart')).toEqual(['always'])
    expect(values('RestartSec')).toEqual(['1'])
    expect(values('StartLimitIntervalSec')).toEqual(['0'])
    expect(values('EnvironmentFile')).toEqual(['/etc/exhibition-site.env'])
    expect(values('User')).toEqual(['exhibition'])
    expect(values('ExecStart')).toEqual([`/usr/bin/node ${SERVER_NODE_ARGS.join(' ')} .next/production-server.mjs`])
    expect(values('Environment').join(' ')).toContain('MALLOC_ARENA_MAX=2')
    const heap = Number(/--max-old-space-size=(\d+)/.exec(SERVER_NODE_ARGS.join(' '))?.[1])
    const [memoryMax = '0'] = values('MemoryMax')
    expect(megabytes(memoryMax)).toBeGreaterThanOrEqual(2 * heap)
  })

  it('X12 hardening: no new privileges, a private /tmp, a read-only system but for the data folder, and no umask that would hide uploads from nginx', () => {
    for (const setting of ['NoNewPrivileges', 'PrivateTmp', 'ProtectHome', 'PrivateDevices'])
      expect(values(setting), setting).toEqual(['true'])
    expect(values('ProtectSystem')).toEqual(['strict'])
    expect(values('ReadWritePaths')).toContain('/var/lib/exhibition-site')
    expect(values('UMask')).toEqual([])
    // V8 writes the machine code it compiles: this one would stop the server.
    expect(values('MemoryDenyWriteExecute')).toEqual([])
  })

  it('X10 systemd-analyze verify accepts every line of it (and does complain about a broken copy)', () => {
    expect(analyze(text, 'verify').stderr).toBe('')
    const broken = text.replace('Restart=always', 'Restart=sometimes').replace(/^MemoryMax=.*$/m, 'MemoryMax=lots')
    const complaints = analyze(broken, 'verify').stderr
    expect(complaints).toContain('Failed to parse service restart specifier')
    expect(complaints).toContain("Invalid memory limit 'lots'")
  })

  it('X12 systemd-analyze security rates its exposure OK or better', () => {
    const { stdout } = analyze(text, 'security', '--offline=true', '--no-pager')
    expect(stdout).toMatch(/Overall exposure level for exhibition-site@3000\.service: \d+\.\d+ (?:OK|SAFE|PERFECT)/)
  })
})
