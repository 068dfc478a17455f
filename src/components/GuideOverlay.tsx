/**
 * The guide tips' overlay (rules: lib/guideTips.ts): the page's due sets one after another, each
 * step a card beside its element (a frame around it, the rest dimmed), 下一步 / 知道了 and 跳过 when
 * the set allows it. A finished or skipped set is stored as seen at its version (device storage,
 * kept on logout). A step whose element is not on the page is left out; a set none of whose
 * elements showed stays due for a later visit.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { dueGuides, GUIDE_SEEN_KEY, guideSteps, markGuideSeen, moveGuide, readSeenGuides, type GuideProgress, type GuideSetId } from '@/lib/guideTips'
import { storage } from '@/platform/storage'
import './GuideOverlay.scss'

interface Rect {
  top: number
  left: number
  width: number
  height: number
}

/** Waits for the element to be laid out (a page's data comes after its first render), then gives up. */
const RETRIES_MS = [0, 300, 800, 1600]

function findRect(selector: string, attempt = 0): Promise<Rect | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(selector)
      .boundingClientRect()
      .exec((res: (Rect | null)[]) => {
        const rect = res?.[0]
        if (rect && rect.width > 0) resolve(rect)
        else if (attempt + 1 < RETRIES_MS.length) setTimeout(() => void findRect(selector, attempt + 1).then(resolve), RETRIES_MS[attempt + 1])
        else resolve(null)
      })
  })
}

/**
 * A browser driven by a script (navigator.webdriver: the e2e tests, crawlers) gets no tips: an
 * overlay would cover what the script reads and taps. A person's browser never sets it.
 */
const automated = () => process.env.TARO_ENV === 'h5' && navigator.webdriver === true

function firstDue(sets: readonly GuideSetId[], over: readonly GuideSetId[]): GuideProgress | null {
  if (automated()) return null
  const [set] = dueGuides(
    sets.filter((id) => !over.includes(id)),
    readSeenGuides(storage.get(GUIDE_SEEN_KEY))
  )
  return set ? { set, step: 0 } : null
}

export function GuideOverlay({ sets }: { sets: readonly GuideSetId[] }) {
  const [progress, setProgress] = useState<GuideProgress | null>(() => firstDue(sets, []))
  const [rect, setRect] = useState<Rect | null>(null)
  // Sets ended on this visit, and whether the current set has shown a step yet.
  const [over, setOver] = useState<GuideSetId[]>([])
  const [shown, setShown] = useState(false)
  const step = progress ? guideSteps(progress.set)[progress.step] : undefined

  const end = (current: GuideProgress, seen: boolean) => {
    // A set none of whose elements was on the page is not seen: it comes back on a later visit.
    if (seen) storage.set(GUIDE_SEEN_KEY, markGuideSeen(readSeenGuides(storage.get(GUIDE_SEEN_KEY)), current.set))
    const ended = [...over, current.set.id]
    setOver(ended)
    setShown(false)
    setProgress(firstDue(sets, ended))
  }
  const move = (current: GuideProgress, how: 'next' | 'skip', seen: boolean) => {
    const next = moveGuide(current, how)
    if (next) setProgress(next)
    else end(current, seen)
  }

  useEffect(() => {
    if (!progress || !step) return
    let live = true
    setRect(null)
    void findRect(step.target).then((r) => {
      if (!live) return
      if (r) {
        setRect(r)
        setShown(true)
      } else move(progress, 'next', shown) // an element not on the page: its tip is left out
    })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- looked up once per step
  }, [step])

  // Nothing due, or the element is still being looked for.
  if (!progress || !step || !rect) return null

  const total = progress.set.elements.length
  const last = progress.step + 1 === total
  const { windowHeight } = Taro.getWindowInfo()
  // The card goes below the element when it sits in the upper half of the screen, else above.
  const below = rect.top + rect.height / 2 < windowHeight / 2
  const cardStyle = below ? { top: `${rect.top + rect.height + 12}px` } : { bottom: `${windowHeight - rect.top + 12}px` }

  return (
    <View className='guide' data-testid={`guide-${progress.set.id}`} catchMove>
      <View className='guide__frame' style={{ top: `${rect.top - 6}px`, left: `${rect.left - 6}px`, width: `${rect.width + 12}px`, height: `${rect.height + 12}px` }} />
      <View className='guide__card' style={cardStyle} role='dialog' aria-label='新功能引导'>
        <Text className='guide__text'>{step.text}</Text>
        <View className='guide__row'>
          <Text className='guide__count'>
            {progress.step + 1}/{total}
          </Text>
          {progress.set.skippable && !last ? (
            <View className='guide__skip' role='button' data-testid='guide-skip' onClick={() => move(progress, 'skip', true)}>
              <Text>跳过</Text>
            </View>
          ) : null}
          <View className='guide__next' role='button' data-testid='guide-next' onClick={() => move(progress, 'next', true)}>
            <Text>{last ? '知道了' : '下一步'}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
