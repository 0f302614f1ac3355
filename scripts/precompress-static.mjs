#!/usr/bin/env node
// Writes a .gz and a .br beside each compressible file of Next's build output under
// .next/static, at the highest levels, once per build: nginx serves them as they are
// (gzip_static, brotli_static in deploy/nginx.conf.template) instead of compressing on each
// request or not at all. A file whose compressed copies are already there is skipped, so
// `npm start` runs this every time. `npm run build` runs it after `next build`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.next/static')
/** Text formats; pictures and fonts in the build are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|html|xml|map|wasm)$/

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

const ENCODINGS = [
  { suffix: '.gz', compress: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
  {
    suffix: '.br',
    compress: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
  },
]

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield file
  }
}

// A copy carries its file's mtime (below), give or take the millisecond that setting it may lose.
const isCurrent = (copy, source) => (fs.statSync(copy, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity) >= source.mtimeMs - 1

/** Both copies of one file; a copy no smaller than the file is not kept (nginx then sends the file). */
async function precompress(file) {
  const source = fs.statSync(file)
  const missing = ENCODINGS.filter(({ suffix }) => !isCurrent(`${file}${suffix}`, source))
  if (missing.length === 0) return 0
  const data = fs.readFileSync(file)
  for (const { suffix, compress } of missing) {
    const compressed = await compress(data)
    if (compressed.length >= data.length) continue
    // Written aside and renamed: nginx never reads a half-written copy. Same mtime as the file,
    // so that both answers carry the file's Last-Modified.
    const partial = `${file}${suffix}.partial`
    fs.writeFileSync(partial, compressed, { mode: 0o644 })
    fs.utimesSync(partial, source.atimeMs / 1000, source.mtimeMs / 1000)
    fs.renameSync(partial, `${file}${suffix}`)
  }
  return 1
}

if (!fs.existsSync(STATIC_DIR)) {
  console.error(`✖ ${STATIC_DIR} does not exist: run next build first.`)
  process.exit(1)
}
const files = [...filesUnder(STATIC_DIR)]
// zlib works on libuv's thread pool: a few files at a time keep its threads busy.
let written = 0
for (let index = 0; index < files.length; index += 4) {
  const done = await Promise.all(files.slice(index, index + 4).map(precompress))
  written += done.reduce((sum, count) => sum + count, 0)
}
if (written > 0) console.log(`› Precompressed ${written} of ${files.length} static files (.gz, .br) for nginx.`)
