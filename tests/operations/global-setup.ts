import { ensureBuild } from '../helpers/build'

/** The operations tests run real production servers: the build must be there and current. */
export default function setup(): void {
  ensureBuild('operations')
}
