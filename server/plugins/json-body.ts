/**
 * JSON bodies: parsed with Fastify's own safe parser (prototype-poisoning checks), while the exact
 * text is kept on request.rawBody because the request signature covers the body as sent.
 */
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body exactly as received ('' when there is none or it is not JSON). */
    rawBody: string
  }
}

export function installJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.decorateRequest('rawBody', '')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string
    // An empty body is "no body"; the route's schema decides whether one was required.
    if (request.rawBody === '') return done(null, undefined)
    parseJson(request, request.rawBody, done)
  })
}
