/**
 * GET recommend (one band's units, paged) and POST aiFill (a generated form). Who sees what:
 * core/permissions.ts accessTo with the caller's VIP state (services/recommend.ts applicantOf).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { APPLICATION_PATHS, RECOMMEND_PREVIEW_LIMIT } from '../../../types/application'
import { NoQuery } from '../../../types/schema'
import { AiFillBody, AiFillResponse, RecommendQuery, RecommendResponse } from '../../../types/schemas/application'
import { accessTo, type Feature } from '../../../core/permissions'
import { testCategories } from '../../../core/personalityMajors'
import { INSTITUTION_TAGS } from '../../../types/gaokao'
import { aiFill, maskChoices } from '../../domain/aiFill'
import { parseTagList } from '../../domain/institutionTags'
import { fieldError } from '../../errors'
import { pageWindow, type PageQuery } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { applicantOf, filterUnits, indexStat, infoOfBody, infoOfQuery, regionsOf, resolveContext, scoreProvince } from '../../services/recommend'

/**
 * The OpenAPI extension naming the VIP feature (core/permissions.ts) an operation previews to a
 * non-VIP: there is no VIP door, a non-VIP gets the same status and less of the answer. The access
 * matrix (test/reliability/accessMatrix.ts) reads it.
 */
export const VIP_FEATURE_EXTENSION = 'x-vip-feature'
const vipFeature = (feature: Feature) => ({ [VIP_FEATURE_EXTENSION]: feature })

const recommendSchema = { querystring: RecommendQuery, response: { 200: RecommendResponse }, ...vipFeature('recommendation') }
const aiFillSchema = { querystring: NoQuery, body: AiFillBody, response: { 200: AiFillResponse }, ...vipFeature('aiVolunteerFilling') }

export const recommendRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const now = () => api.accounts.clock()

  api.get(rel(APPLICATION_PATHS.recommend), { schema: recommendSchema }, async (request) => {
    const query = request.query
    // Validation has filled in the paging defaults (the answer repeats them).
    const paging = query as PageQuery
    const regions = regionsOf(query.regions)
    const tags = parseTagList(query.tags)
    if ('unknown' in tags) throw fieldError('tags', `院校标签应为：${INSTITUTION_TAGS.join('、')}，多个用逗号分隔（未知：${tags.unknown}）`)
    const info = infoOfQuery(query)
    const applicant = await applicantOf(api.database.db, userIdOf(request), now())
    const ctx = await resolveContext(api.database, info)
    const scored = await scoreProvince(api.database, ctx)
    const units = filterUnits(scored.bands[query.band], { q: query.q, regions, major: query.major, tags: tags.tags })
    // Permission v1 'recommendation': a non-VIP sees the first RECOMMEND_PREVIEW_LIMIT of the band.
    const visible = accessTo('recommendation', { loggedIn: true, vip: applicant.vip }) === 'full' ? units.length : Math.min(units.length, RECOMMEND_PREVIEW_LIMIT)
    const { limit, offset } = pageWindow(paging)
    return {
      stat: indexStat(ctx, scored, true),
      band: query.band,
      count: visible,
      page: paging.page,
      page_size: paging.page_size,
      results: offset < visible ? units.slice(offset, Math.min(offset + limit, visible)) : [],
      locked: units.length - visible,
      test_categories: testCategories(applicant.mbti, applicant.interest)
    }
  })

  api.post(rel(APPLICATION_PATHS.aiFill), { schema: aiFillSchema }, async (request) => {
    const body = request.body
    const { rush, stable, safe } = body.ratio
    if (rush + stable + safe !== 100) throw fieldError('ratio', `冲、稳、保的比例之和应为 100（现为 ${rush + stable + safe}）`)
    const applicant = await applicantOf(api.database.db, userIdOf(request), now())
    const ctx = await resolveContext(api.database, infoOfBody(body))
    const scored = await scoreProvince(api.database, ctx)
    const plan = aiFill([...scored.bands.rush, ...scored.bands.stable, ...scored.bands.safe], {
      slots: ctx.slots,
      ratio: body.ratio,
      regions: body.regions,
      categories: body.categories,
      mbti: applicant.mbti,
      interest: applicant.interest
    })
    // Permission v1 'aiVolunteerFilling': only a VIP gets the names; the rest a masked preview.
    const unlocked = accessTo('aiVolunteerFilling', { loggedIn: true, vip: applicant.vip }) === 'full'
    return {
      stat: indexStat(ctx, scored, true),
      unlocked,
      ratio: { rush, stable, safe },
      filled: plan.filled,
      choices: unlocked ? plan.choices : maskChoices(plan.choices),
      preferences: plan.preferences
    }
  })
}
