/**
 * The application calls (types/application.ts APPLICATION_PATHS, INVITE_PATHS), one function
 * each, all through request.ts. The gaokao info comes from the user store unless given.
 */
import type { Paginated } from '@types-contract/api'
import {
  APPLICATION_PATHS,
  INVITE_PATHS,
  type AiFillBody,
  type AiFillResponse,
  type ApplicationForm,
  type ApplicationFormList,
  type ApplicationFormBody,
  type GaokaoInfoParams,
  type GaokaoInfoQuery,
  type IndexStat,
  type InvitedUser,
  type RecommendQuery,
  type RecommendResponse
} from '@types-contract/application'
import type { UpdateUserBody, UserCore } from '@types-contract/user'
import { userStore } from '../stores'
import { batchChoice } from '../stores/recommendation'
import { request, type RequestOptions } from './request'
import { getUserDataByKey, updateUser } from './user'

type Extra = Pick<RequestOptions, 'quiet'>

/**
 * The user's gaokao info as the calls send it; unset fields go out empty so the server answers
 * BAD_PARAMS ('请先完善高考信息') by the same rule as the app. With the 本科/专科 list the user
 * switched to for this info (stores/recommendation batchChoice); without one the server picks.
 */
export function infoParams(user: Pick<UserCore, 'province' | 'apply_year' | 'liberal_science' | 'subjects' | 'score' | 'rank'> = userStore.data): GaokaoInfoParams {
  const info: GaokaoInfoParams = {
    province: user.province ?? '',
    apply_year: user.apply_year ?? 0,
    ...(user.liberal_science ? { liberal_science: user.liberal_science } : {}),
    subjects: [...user.subjects],
    score: user.score ?? -1,
    rank: user.rank.value ?? 0
  }
  const batch_level = batchChoice.levelFor(info)
  return batch_level ? { ...info, batch_level } : info
}

/** GaokaoInfoParams in a query string (subjects comma-separated). */
export function infoQuery(info: GaokaoInfoParams): GaokaoInfoQuery {
  const { subjects, liberal_science, ...rest } = info
  return { ...rest, ...(liberal_science ? { liberal_science } : {}), ...(subjects?.length ? { subjects: subjects.join(',') } : {}) }
}

/**
 * Saves the gaokao info (POST update) and applies the answer to the user store, then the
 * province's gk_mode (serverConfig), which the form's apply mode follows.
 */
export async function saveGaokaoInfo(
  info: Pick<UpdateUserBody, 'province' | 'apply_year' | 'liberal_science' | 'subjects' | 'score' | 'rank'>,
  o: Extra = {}
): Promise<void> {
  userStore.applyCore(await updateUser(info, o))
  const { serverConfig } = await getUserDataByKey(['serverConfig'], o)
  if (serverConfig) userStore.patch({ serverConfig })
}

export function getIndexStat(info: GaokaoInfoParams = infoParams(), isIndexStat = true, o: Extra = {}): Promise<IndexStat> {
  return request<IndexStat>(APPLICATION_PATHS.indexStat, { method: 'POST', data: { ...info, is_index_stat: isIndexStat }, ...o })
}

export function getRecommendations(query: Omit<RecommendQuery, keyof GaokaoInfoQuery>, info: GaokaoInfoParams = infoParams(), o: Extra = {}): Promise<RecommendResponse> {
  return request<RecommendResponse>(APPLICATION_PATHS.recommend, { query: { ...infoQuery(info), ...query }, ...o })
}

export function aiFill(body: Omit<AiFillBody, keyof GaokaoInfoParams>, info: GaokaoInfoParams = infoParams(), o: Extra = {}): Promise<AiFillResponse> {
  return request<AiFillResponse>(APPLICATION_PATHS.aiFill, { method: 'POST', data: { ...info, ...body }, ...o })
}

/** getApplicationForm (spec §7): the user's saved forms, newest first. */
export function getApplicationForms(o: Extra = {}): Promise<ApplicationFormList> {
  return request<ApplicationFormList>(APPLICATION_PATHS.forms, o)
}

export function saveApplicationForm(body: ApplicationFormBody, o: Extra = {}): Promise<ApplicationForm> {
  return request<ApplicationForm>(APPLICATION_PATHS.formSave, { method: 'POST', data: body, ...o })
}

export async function deleteApplicationForm(id: number, o: Extra = {}): Promise<void> {
  await request<unknown>(APPLICATION_PATHS.formDelete, { method: 'POST', data: { id }, ...o })
}

export function getInvitedUsers(page = 1, o: Extra = {}): Promise<Paginated<InvitedUser>> {
  return request<Paginated<InvitedUser>>(INVITE_PATHS.list, { query: { page }, ...o })
}

export async function bindInviter(code: string, o: Extra = {}): Promise<void> {
  await request<unknown>(INVITE_PATHS.bind, { method: 'POST', data: { code }, ...o })
}
