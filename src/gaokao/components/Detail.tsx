/**
 * The building blocks of the detail pages: loading the record the route names, key/value lines,
 * cards, pills, paragraphs, and the 虚假大学 recognition guide.
 * Kept in one module on purpose: the H5 build splits every module shared by a different set of
 * pages into its own async chunk (splitChunks minSize 0), and each chunk adds an entry to the
 * chunk map in the app's entry script, whose size budget is tight.
 */
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState, type ReactNode } from 'react'
import { withErrorText } from '@/api/account'
import { getFakeUniversity, getMajor } from '@/api/edu'
import { usePageLoad } from '@/components/usePageLoad'
import { decodeParam } from '@/lib/edu'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/**
 * The record the route's `id` names: `missing` when the id is not a positive integer, `failed`
 * (or the server's own message) when the call fails.
 */
export function useRecordFromRoute<T>(get: (id: number, o: { quiet: boolean }) => Promise<T>, missing: string, failed: string) {
  const id = Number(useRouter().params.id)
  return usePageLoad(async () => {
    if (!Number.isInteger(id) || id <= 0) throw new Error(missing)
    return withErrorText(get(id, { quiet: true }), failed)
  })
}

/** The major the route's `code` names (its detail and its positions). */
export function useMajorFromRoute(failed: string) {
  const code = decodeParam(useRouter().params.code) ?? ''
  return usePageLoad(async () => {
    if (!code) throw new Error('专业不存在')
    return withErrorText(getMajor(code, { quiet: true }), failed)
  })
}

/** A key/value line of a detail card; an empty value reads —. */
export function Kv({ k, v, testId }: { k: string; v: string; testId?: string }) {
  return (
    <View className='gk-kv'>
      <Text className='gk-kv__k'>{k}</Text>
      <Text className='gk-kv__v' data-testid={testId}>
        {v || '—'}
      </Text>
    </View>
  )
}

/** A titled white card; `empty` is shown instead of the children when there is nothing to show. */
export function Card({ title, testId, empty, children }: { title: string; testId?: string; empty?: string | false; children?: ReactNode }) {
  return (
    <View className='gk-card' data-testid={testId}>
      <Text className='gk-card__title'>{title}</Text>
      {empty ? <Text className='gk-empty-small'>{empty}</Text> : children}
    </View>
  )
}

export function Pills({ items, testId }: { items: readonly string[]; testId?: string }) {
  return (
    <View className='edu-pills' data-testid={testId}>
      {items.map((t) => (
        <Text key={t} className='edu-pill'>
          {t}
        </Text>
      ))}
    </View>
  )
}

export function Paragraphs({ items, testId }: { items: readonly string[]; testId?: string }) {
  return (
    <View className='gk-card' data-testid={testId}>
      {items.map((p, i) => (
        <Text key={i} className='edu-paragraph'>
          {p}
        </Text>
      ))}
    </View>
  )
}

/** The guide is the same for every entry (types/edu.ts), so one fetch serves the whole visit. */
let cachedTips: readonly string[] | undefined

/**
 * The recognition tips for the search page. The contract carries them with an entry's detail
 * only, so they are read from the detail of any listed entry (`anyId`) once.
 */
export function useFakeGuideTips(anyId: number | undefined): readonly string[] {
  const [tips, setTips] = useState(cachedTips ?? [])
  useEffect(() => {
    if (cachedTips || anyId === undefined) return
    getFakeUniversity(anyId, { quiet: true })
      .then((d) => {
        cachedTips = d.tips
        setTips(d.tips)
      })
      .catch(() => undefined)
  }, [anyId])
  return tips
}

/** 如何识别虚假大学: the recognition tips, folded until tapped when `folded` is set. */
export function FakeGuide({ tips, folded }: { tips: readonly string[]; folded?: boolean }) {
  const [open, setOpen] = useState(!folded)
  if (!tips.length) return null
  return (
    <View className='gk-card edu-guide' data-testid='fake-guide' onClick={folded ? () => setOpen((o) => !o) : undefined}>
      <View className='edu-guide__head'>
        <Text>如何识别虚假大学</Text>
        {folded ? <Text className='gk-link'>{open ? '收起' : '展开'}</Text> : null}
      </View>
      {open
        ? tips.map((t, i) => (
            <Text key={i} className='edu-guide__tip' data-testid='fake-guide-tip'>
              {i + 1}. {t}
            </Text>
          ))
        : null}
    </View>
  )
}
