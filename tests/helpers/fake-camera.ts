import fs from 'node:fs'
import path from 'node:path'

import { type Browser, chromium } from 'playwright-core'
import sharp from 'sharp'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

const WIDTH = 640
const HEIGHT = 480
/** The badge's QR in the middle of the frame, as a phone held at arm's length sees it. */
const QR_SIDE = 360

/**
 * A video file Chromium's fake camera plays (`--use-file-for-fake-video-capture`): Y4M, 4:2:0,
 * every frame the given picture (a badge's QR code as the badge page shows it) in grey on white.
 */
export async function writeFakeCameraFile(picture: Buffer, file: string, frames = 2): Promise<void> {
  const qr = await sharp(picture).greyscale().resize(QR_SIDE, QR_SIDE, { kernel: 'nearest' }).raw().toBuffer()
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  const left = (WIDTH - QR_SIDE) / 2
  const top = (HEIGHT - QR_SIDE) / 2
  for (let y = 0; y < QR_SIDE; y += 1)
    for (let x = 0; x < QR_SIDE; x += 1) luma[(top + y) * WIDTH + left + x] = (qr[y * QR_SIDE + x] ?? 255) < 128 ? 16 : 235
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]))
}

/**
 * A Chromium whose camera plays this picture (the fake camera's flags are the browser's, not a
 * context's: each picture is a browser of its own). The video file is written into `dir`.
 */
export async function launchWithCamera(picture: Buffer, dir: string): Promise<Browser> {
  const video = path.join(dir, 'badge.y4m')
  await writeFakeCameraFile(picture, video)
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
}
