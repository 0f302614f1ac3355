import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The in-process Payload instance (created once per process by Payload itself). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
