import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The QR reader of `barcode-detector` (zxing-wasm, the version it pins), as the package ships it. */
const READER = path.join(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')

let reader: Promise<Buffer> | undefined

/** K1: the camera's QR reader, served by this site (no CDN): WebAssembly the check-in page compiles. */
export async function GET(): Promise<Response> {
  reader ??= readFile(READER)
  const body = await reader
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'application/wasm', 'Cache-Control': 'public, max-age=86400' },
  })
}
