import { Text, View } from '@tarojs/components'
import type { BaseEventOrig, ITouchEvent } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { PageShell } from '@/components/PageShell'
import { clampOffset, dropIndex, shiftOf } from '@/lib/dragSort'
import { designToPx } from '@/lib/virtualWindow'
import { listenMouseDrag } from '@/platform/mouseDrag'
import { useScreen } from '../PagedList'
import { EmptyForm, SlotRow } from './SlotRow'
import { useFormSlots } from './useFormSlots'
import '@/components/styles/gaokao.scss'
import './sortDrag.scss'

/** Row height in design px (750 wide); the drag arithmetic needs it in real px. */
const ROW_DESIGN_PX = 128
const PAGE_ID = 'sort-drag-page'

interface Drag {
  from: number
  startY: number
  /** The held row's offset from its place, px. */
  dy: number
}

/** The finger's y; View types its touch handlers as plain events, the event is a touch one. */
const touchY = (e: BaseEventOrig) => {
  const t = e as unknown as ITouchEvent
  return (t.touches[0] ?? t.changedTouches[0])?.clientY ?? 0
}

/**
 * 拖动排序: hold a row's handle (≡) and move it; the row follows the finger (or on H5 the mouse),
 * the rows it passes step aside, and letting go moves the slot there (store.move). The handle
 * swallows the touch moves (catchMove on weapp, touch-action: none on H5), so the page does not
 * scroll under the finger while a row is held.
 */
function SortDrag() {
  const { store, slots } = useFormSlots()
  const rowPx = designToPx(ROW_DESIGN_PX, useScreen().width)
  const count = slots.length
  const [drag, setDrag] = useState<Drag>()
  const live = useRef<Drag>()
  const show = (d: Drag | undefined) => {
    live.current = d
    setDrag(d)
  }

  const begin = (from: number, y: number) => show({ from, startY: y, dy: 0 })
  const follow = (y: number) => {
    const d = live.current
    if (d) show({ ...d, dy: clampOffset(d.from, y - d.startY, rowPx, count) })
  }
  const finish = (cancelled: boolean) => {
    const d = live.current
    show(undefined)
    if (!d || cancelled) return
    const to = dropIndex(d.from, d.dy, rowPx, count)
    if (to !== d.from) store.move(d.from, to)
  }

  // The mouse listeners live as long as the page; they call the newest handlers.
  const handlers = useRef({ begin, follow, finish })
  handlers.current = { begin, follow, finish }
  useEffect(
    () =>
      listenMouseDrag(PAGE_ID, {
        start: (i, y) => handlers.current.begin(i, y),
        move: (y) => handlers.current.follow(y),
        end: (cancelled) => handlers.current.finish(cancelled)
      }),
    []
  )

  const target = drag ? dropIndex(drag.from, drag.dy, rowPx, count) : -1

  return (
    <PageShell>
      <View id={PAGE_ID} className='gk-scroll-page' data-testid='sort-drag-page' data-dragging={drag ? 'yes' : 'no'}>
        {count === 0 ? (
          <EmptyForm hint='志愿表里还没有志愿，选好院校和专业后再来排序' testId='sd-empty' />
        ) : (
          <>
            <Text className='sd-tip'>按住右侧 ≡ 上下拖动，松手后志愿移到新位置</Text>
            <View className='gk-card slot-list sd-list'>
              {slots.map((slot, i) => {
                const held = drag?.from === i
                const offset = !drag ? 0 : held ? drag.dy : shiftOf(i, drag.from, target, rowPx)
                return (
                  <SlotRow
                    key={slot.key}
                    slot={slot}
                    compact
                    className={`sd-row${held ? ' sd-row--held' : ''}`}
                    style={{ height: `${rowPx}px`, transform: `translateY(${offset}px)` }}
                    testId='sd-row'
                    actions={
                      <View
                        className='sd-handle'
                        data-testid='sd-handle'
                        data-drag-index={i}
                        catchMove
                        onTouchStart={(e) => begin(i, touchY(e))}
                        onTouchMove={(e) => follow(touchY(e))}
                        onTouchEnd={() => finish(false)}
                        onTouchCancel={() => finish(true)}
                      >
                        <Text>≡</Text>
                      </View>
                    }
                  />
                )
              })}
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(SortDrag)
