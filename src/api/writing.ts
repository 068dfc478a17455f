/**
 * Writing and the study check-in (types/writing.ts WRITING_PATHS, CHECKIN_PATHS), one function
 * each, through request.ts. The editor's saves and the check-in show their own refusals (409 a
 * newer save won, 422 checked in already), so callers pass `quiet`.
 */
import type { Paginated } from '@types-contract/api'
import {
  CHECKIN_PATHS,
  WRITING_PATHS,
  type CheckedIn,
  type CheckinCreate,
  type CheckinStatus,
  type EssayDraft,
  type EssayDraftCreate,
  type EssayDraftSummary,
  type EssayDraftUpdate,
  type EssayGenre,
  type EssayPrompt,
  type EssayPromptCard
} from '@types-contract/writing'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const draftUrl = (id: number) => `${WRITING_PATHS.drafts}${id}/`

/** One page of the prompts (all genres when `genre` is undefined). */
export const fetchPrompts = (genre: EssayGenre | undefined, page: number, o: Extra = {}) =>
  request<Paginated<EssayPromptCard>>(WRITING_PATHS.prompts, { query: { genre, page }, ...o })

export const fetchPrompt = (id: number, o: Extra = {}) => request<EssayPrompt>(`${WRITING_PATHS.prompts}${id}/`, o)

/** One page of my drafts, last edited first. */
export const fetchDrafts = (page: number, o: Extra = {}) => request<Paginated<EssayDraftSummary>>(WRITING_PATHS.drafts, { query: { page }, ...o })

export const fetchDraft = (id: number, o: Extra = {}) => request<EssayDraft>(draftUrl(id), o)

export const createDraft = (input: EssayDraftCreate, o: Extra = {}) => request<EssayDraft>(WRITING_PATHS.drafts, { method: 'POST', data: input, ...o })

/** Saves on the revision the text was based on: 409 when a newer save came first. */
export const updateDraft = (id: number, input: EssayDraftUpdate, o: Extra = {}) => request<EssayDraft>(draftUrl(id), { method: 'PUT', data: input, ...o })

export const deleteDraft = (id: number, o: Extra = {}) => request<{ detail: string }>(draftUrl(id), { method: 'DELETE', ...o })

/** Today's state, the streaks and a month's check-ins ('YYYY-MM'; undefined: this month). */
export const fetchCheckin = (month: string | undefined, o: Extra = {}) => request<CheckinStatus>(CHECKIN_PATHS.checkin, { query: { month }, ...o })

/** Checks today in: 422 when checked in already. */
export const checkIn = (input: CheckinCreate, o: Extra = {}) => request<CheckedIn>(CHECKIN_PATHS.checkin, { method: 'POST', data: input, ...o })
