// `npm run bench:compression -- <base URL>`: what the response cache's stored copies cost per miss.
// Fetches the demo's pages from a running server (uncompressed, as the cache records them) and
// times brotli and gzip at each setting on each page, side by side: bytes and milliseconds of CPU.
import { constants, brotliCompressSync, gzipSync } from 'node:zlib'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const PAGES = ['/home', '/news?menuId=6', '/show', '/news-detail?id=35', '/en/home']
const ROUNDS = 30

const SETTINGS: [string, (body: Buffer) => Buffer][] = [
  ...[4, 5, 6, 9].map((quality): [string, (body: Buffer) => Buffer] => [
    `brotli ${quality}`,
    (body) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]),
  ...[6, 9].map((level): [string, (body: Buffer) => Buffer] => [`gzip ${level}`, (body) => gzipSync(body, { level })]),
]

console.log(`| page (HTML bytes) | ${SETTINGS.map(([name]) => name).join(' | ')} |`)
console.log(`|---|${SETTINGS.map(() => '---').join('|')}|`)
for (const page of PAGES) {
  const answer = await fetch(new URL(page, base), { headers: { 'Accept-Encoding': 'identity' } })
  if (!answer.ok) throw new Error(`${page}: ${answer.status}`)
  const body = Buffer.from(await answer.arrayBuffer())
  const cells = SETTINGS.map(([, compress]) => {
    let bytes = compress(body).length
    const started = process.cpuUsage()
    for (let round = 0; round < ROUNDS; round++) bytes = compress(body).length
    const { user, system } = process.cpuUsage(started)
    return `${bytes} B, ${((user + system) / 1000 / ROUNDS).toFixed(1)} ms`
  })
  console.log(`| ${page} (${body.length}) | ${cells.join(' | ')} |`)
}
