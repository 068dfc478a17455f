import Taro from '@tarojs/taro'
import { useCallback, useRef, useState } from 'react'
import { FORUM_LIMITS } from '@types-contract/forum'
import { MAX_UPLOAD_BYTES } from '@types-contract/user'
import { errorText } from '@/api/errorText'
import { uploadImage, uploadedFileUrl } from '@/api/compose'
import { patchImage, removeImage, slotsLeft, type ComposeImage } from '@/lib/composeImages'
import { compressionQuality, keepsCompressed } from '@/lib/imageCompression'
import { compressImage } from '@/platform/compressImage'
import { chooseImages, readFileBytes, type ChosenImage } from '@/platform/files'
import { previewImage } from '@/platform/previewImage'

export interface ComposeImages {
  list: ComposeImage[]
  /** Opens the album for the slots left (up to `max` in all). */
  pick: () => void
  retry: (id: string) => void
  remove: (id: string) => void
  preview: (id: string) => void
  /** Puts a restored draft's pictures (already uploaded) in place of the list. */
  restore: (images: ComposeImage[]) => void
}

/** A picked file and, once made, what is sent (the file itself, or its compressed copy). */
interface Source {
  picked: ChosenImage
  sent?: ChosenImage
}

class TooLarge extends Error {}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)

/**
 * The composer's pictures: each is compressed when over 2 MB (lib/imageCompression.ts, through
 * platform/compressImage.ts), uploaded the presigned way with its progress, and kept with its
 * upload key; a failed one keeps its reason and is retried from the step that failed (a
 * compressed copy is not made twice). Removing one mid-way drops whatever its upload answers.
 */
export function useComposeImages(max: number = FORUM_LIMITS.imagesMax): ComposeImages {
  const [list, setList] = useState<ComposeImage[]>([])
  const listRef = useRef(list)
  listRef.current = list
  const sources = useRef(new Map<string, Source>())
  const counter = useRef(0)

  // A picture removed meanwhile is no longer in the list: its late updates change nothing.
  const update = useCallback((id: string, patch: Partial<Omit<ComposeImage, 'id'>>) => setList((l) => patchImage(l, id, patch)), [])

  const run = useCallback(
    async (id: string) => {
      const source = sources.current.get(id)
      if (!source) return
      try {
        if (!source.sent) {
          const quality = compressionQuality(source.picked.size)
          if (quality === null) {
            source.sent = source.picked
          } else {
            update(id, { stage: 'compressing', progress: 0, error: undefined })
            const compressed = await compressImage(source.picked, quality)
            source.sent = keepsCompressed(source.picked.size, compressed.size) ? compressed : source.picked
          }
        }
        const file = source.sent
        if (file.size > MAX_UPLOAD_BYTES) throw new TooLarge()
        update(id, { stage: 'uploading', progress: 0, error: undefined })
        const key = await uploadImage(await readFileBytes(file.path), file.suffix, file.contentType, (progress) => update(id, { progress }))
        update(id, { stage: 'done', progress: 1, key, url: uploadedFileUrl(key) })
      } catch (e) {
        const reason = e instanceof TooLarge ? `图片超过 ${MAX_MB} MB，请换一张` : errorText(e, '上传失败，请重试')
        update(id, { stage: 'failed', error: reason })
      }
    },
    [update]
  )

  const pick = async () => {
    const left = slotsLeft(listRef.current, max)
    if (left === 0) {
      Taro.showToast({ title: `最多 ${max} 张图片`, icon: 'none' }).catch(() => undefined)
      return
    }
    const chosen = await chooseImages(left)
    const room = slotsLeft(listRef.current, max)
    const added: ComposeImage[] = chosen.slice(0, room).map((picked) => {
      counter.current += 1
      const id = `img-${Date.now()}-${counter.current}`
      sources.current.set(id, { picked })
      return { id, preview: picked.path, stage: compressionQuality(picked.size) === null ? 'uploading' : 'compressing', progress: 0 }
    })
    if (chosen.length > room) Taro.showToast({ title: `最多 ${max} 张，多出的没有加入`, icon: 'none' }).catch(() => undefined)
    if (added.length === 0) return
    setList((l) => [...l, ...added])
    for (const image of added) void run(image.id)
  }

  return {
    list,
    pick: () => void pick(),
    retry: (id) => void run(id),
    remove: (id) => {
      sources.current.delete(id)
      setList((l) => removeImage(l, id))
    },
    preview: (id) => {
      const urls = listRef.current.map((i) => i.preview)
      const current = listRef.current.find((i) => i.id === id)
      if (current) previewImage(urls, current.preview)
    },
    restore: (images) => {
      sources.current.clear()
      setList(images)
    }
  }
}
