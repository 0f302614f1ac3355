import { createHttpClient, type HttpClient } from '@/http-client'

const clients = new Map<string, HttpClient>()

/**
 * The browser's content-API client (same origin), one per token, so that identical concurrent
 * requests from different islands cancel each other as C4 intends.
 */
export function browserClient(token: string | undefined): HttpClient {
  const key = token ?? ''
  let client = clients.get(key)
  if (!client) {
    client = createHttpClient({ baseURL: '', token })
    clients.set(key, client)
  }
  return client
}
