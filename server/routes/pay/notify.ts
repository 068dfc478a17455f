/**
 * POST /api/pay/notify/<provider>/: provider notifications, unsigned by our scheme (each is
 * verified by its provider's own signature over the raw body) and answered in the provider's format.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PAY_PATHS, type PayProviderName } from '../../../types/payments'
import { NotifyBody, NotifyParams, NotifyReply } from '../../../types/schemas/payments'
import { rel } from '../../lib/paths'

export const notifyRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    rel(PAY_PATHS.notify(':provider' as PayProviderName)),
    { config: { signature: false }, schema: { params: NotifyParams, body: NotifyBody, response: NotifyReply } },
    async (request, reply) => {
      const answer = await api.payments.receiveNotification(request.params.provider, { headers: request.headers, rawBody: request.rawBody })
      if (!answer) return reply.code(404).send({ detail: '支付方式未启用', code: 'not_found' })
      return reply.code(answer.status).header('content-type', answer.contentType).send(answer.body)
    }
  )
}
