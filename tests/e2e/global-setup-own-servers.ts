import { shareBrowser } from '../helpers/browser'
import { ensureBuild } from '../helpers/build'
import { shareDemoData } from './server'

/**
 * For the files that start servers of their own (vitest.config.ts lists them): the build, one
 * prepared demo to copy and one Chromium to connect to, but no server of the lane's.
 */
export default async function setup(): Promise<() => Promise<void>> {
  ensureBuild('e2e')
  const removeDemoData = shareDemoData()
  const closeBrowser = await shareBrowser()
  return async () => {
    await closeBrowser()
    removeDemoData()
  }
}
