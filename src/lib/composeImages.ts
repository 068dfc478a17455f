/**
 * The composer's pictures as a list (issue 19: up to 9, progress per picture, retry, remove,
 * preview), free of Taro: each goes 'compressing' (only when over 2 MB, lib/imageCompression.ts)
 * → 'uploading' (progress 0-1) → 'done' (its upload key), or 'failed' with a Chinese reason and a
 * retry. The hook (components/useComposeImages.ts) runs the steps and applies these updates.
 */
import { FORUM_LIMITS } from '@types-contract/forum'
import type { DraftImage } from './composeDraft'
import type { ImagesReadiness } from './composeForm'

export type ImageStage = 'compressing' | 'uploading' | 'done' | 'failed'

export interface ComposeImage {
  /** Local identity in the list (not the upload key). */
  id: string
  /** What the thumbnail and the preview show: the local file, or the stored file for a restored draft. */
  preview: string
  stage: ImageStage
  /** Upload progress 0-1 while 'uploading'. */
  progress: number
  /** The upload key once 'done'. */
  key?: string
  /** The stored file's URL once 'done' (a draft keeps it: the local file may be gone when the user comes back). */
  url?: string
  /** Why it failed, in Chinese. */
  error?: string
}

/** How many more pictures may be picked, of `max` in all (the forum's 9 unless told: a certificate takes 6). */
export function slotsLeft(images: readonly ComposeImage[], max: number = FORUM_LIMITS.imagesMax): number {
  return Math.max(0, max - images.length)
}

/** The list with `id` changed by `patch` (the others as they are). */
export function patchImage(images: readonly ComposeImage[], id: string, patch: Partial<Omit<ComposeImage, 'id'>>): ComposeImage[] {
  return images.map((image) => (image.id === id ? { ...image, ...patch } : image))
}

export function removeImage(images: readonly ComposeImage[], id: string): ComposeImage[] {
  return images.filter((image) => image.id !== id)
}

/** Whether the post may go: failed pictures hold it (retry or remove), then pictures still on their way. */
export function imagesReadiness(images: readonly ComposeImage[]): ImagesReadiness {
  if (images.some((i) => i.stage === 'failed')) return 'failed'
  if (images.some((i) => i.stage !== 'done')) return 'uploading'
  return 'ready'
}

/** The upload keys to send, in the order shown. */
export function uploadedKeys(images: readonly ComposeImage[]): string[] {
  return images.filter((i) => i.stage === 'done' && i.key).map((i) => i.key!)
}

/** The finished pictures a draft keeps. */
export function draftImages(images: readonly ComposeImage[]): DraftImage[] {
  return images.filter((i) => i.stage === 'done' && i.key).map((i) => ({ key: i.key!, url: i.url ?? i.preview }))
}

/** A restored draft's pictures, already uploaded. */
export function imagesOfDraft(images: readonly DraftImage[]): ComposeImage[] {
  return images.map((i) => ({ id: `draft-${i.key}`, preview: i.url, stage: 'done', progress: 1, key: i.key, url: i.url }))
}

/** What a picture's thumbnail says over it: '压缩中', '45%', '上传失败'; '' when it is done. */
export function stageText(image: Pick<ComposeImage, 'stage' | 'progress'>): string {
  if (image.stage === 'compressing') return '压缩中'
  if (image.stage === 'uploading') return `${Math.floor(Math.min(1, Math.max(0, image.progress)) * 100)}%`
  if (image.stage === 'failed') return '上传失败'
  return ''
}
