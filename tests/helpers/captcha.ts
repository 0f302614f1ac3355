import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** R4: what the ALTCHA widget puts in the form for a challenge: base64 of `{ challenge, solution }`, solved here. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the captcha challenge was not solved in time')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** R4: a challenge from a running server's /register/captcha, solved as the widget would. */
export async function solvedCaptchaFrom(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/register/captcha`)
  if (response.status !== 200) throw new Error(`GET /register/captcha answered ${response.status}`)
  return solveCaptcha((await response.json()) as Challenge)
}
