import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill'

import { SCANNER_WASM_PATH } from '../pwa'
/** How often a frame is read: a badge held up is read within a few frames, and the phone stays cool. */
const FRAME_INTERVAL_MS = 150

let prepared = false

/**
 * K1: reads QR codes from the back camera into `onCode` until the returned function is called.
 * `barcode-detector`'s ponyfill (zxing-wasm), whose .wasm comes from this site, not a CDN.
 */
export async function startCamera(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  if (!prepared) {
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? SCANNER_WASM_PATH : prefix + path) },
    })
    prepared = true
  }
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
  video.srcObject = stream
  await video.play()
  const detector = new BarcodeDetector({ formats: ['qr_code'] })
  let running = true
  const read = async () => {
    if (!running) return
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      const [code] = await detector.detect(video).catch(() => [])
      if (running && code?.rawValue) onCode(code.rawValue)
    }
    window.setTimeout(() => void read(), FRAME_INTERVAL_MS)
  }
  void read()
  return () => {
    running = false
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
  }
}
