import type { Endpoint } from 'payload'
import { accessOperation, Forbidden, headersWithCors } from 'payload'

/**
 * X5, X18: Payload's `/api/access` answers every caller with every collection, global and field
 * and what the caller may do with each: the whole content model, users included. Only the
 * admin's own accounts (`users`, the admin's user collection) need it, to draw the admin;
 * visitors and exhibitor accounts (whose portal never asks for it) get 403 and nothing else.
 * Payload gives this endpoint no access rule, but a root endpoint of the same path is found
 * before its own.
 */
export const staffOnlyAccessEndpoint: Endpoint = {
  path: '/access',
  method: 'get',
  handler: async (req) => {
    if (req.user?.collection !== req.payload.config.admin.user) throw new Forbidden(req.t)
    return Response.json(await accessOperation({ req }), { headers: headersWithCors({ headers: new Headers(), req }) })
  },
}
