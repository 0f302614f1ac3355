import { describe, expect, it } from 'vitest'

import { SERVER_NODE_ARGS, serverProcessEnv } from '../../deploy/server-process.mjs'

describe('memory: the server process as npm start and the bench run it', () => {
  it('caps the heap and the malloc arenas; an operator’s MALLOC_ARENA_MAX wins', () => {
    expect(SERVER_NODE_ARGS).toContain('--max-old-space-size=320')
    expect(serverProcessEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' })
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_ARENA_MAX: '4' })
  })
})
