import { ensureBuild } from '../helpers/build'
import { shareDemoData } from '../e2e/server'

/**
 * The operations tests run real production servers: the build must be there and current. Their
 * plain demo data folders are copies of one (tests/e2e/server.ts).
 */
export default function setup(): () => void {
  ensureBuild('operations')
  return shareDemoData()
}
