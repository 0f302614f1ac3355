import type { DeskAnswer } from './door-client'

type Tone = [frequency: number, seconds: number]

/** K1: each answer sounds different, so the staff know it without looking: a bright double beep lets in. */
const TONES: Record<DeskAnswer['outcome'], Tone[]> = {
  admitted: [
    [880, 0.1],
    [1320, 0.16],
  ],
  already: [
    [660, 0.18],
    [0, 0.06],
    [660, 0.18],
  ],
  forged: [
    [200, 0.18],
    [0, 0.06],
    [200, 0.18],
    [0, 0.06],
    [200, 0.18],
  ],
  revoked: [[160, 0.6]],
  notToday: [
    [520, 0.14],
    [390, 0.3],
  ],
  unverifiable: [[300, 0.3]],
  signedOut: [[300, 0.3]],
  problem: [[300, 0.3]],
}
const VIBRATIONS: Record<DeskAnswer['outcome'], number[]> = {
  admitted: [60],
  already: [150, 80, 150],
  forged: [300, 100, 300, 100, 300],
  revoked: [600],
  notToday: [150, 80, 300],
  unverifiable: [300],
  signedOut: [300],
  problem: [300],
}

let context: AudioContext | undefined

/** Plays the answer's tones (the first call must follow a tap or key press: browsers allow sound only then). */
export function soundFor(outcome: DeskAnswer['outcome']): void {
  navigator.vibrate?.(VIBRATIONS[outcome])
  try {
    context ??= new AudioContext()
    let at = context.currentTime
    for (const [frequency, seconds] of TONES[outcome]) {
      if (frequency > 0) {
        const oscillator = context.createOscillator()
        const gain = context.createGain()
        oscillator.type = outcome === 'admitted' ? 'sine' : 'square'
        oscillator.frequency.value = frequency
        gain.gain.setValueAtTime(0.25, at)
        gain.gain.exponentialRampToValueAtTime(0.001, at + seconds)
        oscillator.connect(gain).connect(context.destination)
        oscillator.start(at)
        oscillator.stop(at + seconds)
      }
      at += seconds
    }
  } catch {
    // No audio on this device: the colour and the words still say it.
  }
}
