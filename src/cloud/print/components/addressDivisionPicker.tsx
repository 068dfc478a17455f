import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Division } from '@types-contract/addresses'
import { fetchDivisions } from '@/api/addresses'
import { errorText } from '@/api/errorText'
import { RetryButton } from '@/components/RetryButton'
import type { DivisionPick } from '@/lib/addressForm'
import '@/cloud/components/cloud.scss'
import './address.scss'

const LEVELS = ['省份', '城市', '区县']

/** Each level's answer, by its parent ('' for the provinces): the data does not change while the app runs. */
const cache = new Map<string, Division[]>()

async function childrenOf(parent: string | undefined): Promise<Division[]> {
  const key = parent ?? ''
  const known = cache.get(key)
  if (known) return known
  const { items } = await fetchDivisions(parent, { quiet: true })
  cache.set(key, items)
  return items
}

interface Props {
  value: readonly DivisionPick[]
  onPick: (divisions: DivisionPick[]) => void
  onClose: () => void
}

/**
 * 所在地区: province, city, district, each level loaded from the server when its parent is
 * chosen (the app carries no division data). The pick ends at a district, or at a city that has
 * none (东莞市). The levels chosen so far are tabs: tapping one chooses that level again.
 */
export function DivisionPicker({ value, onPick, onClose }: Props) {
  const [path, setPath] = useState<DivisionPick[]>([...value])
  const [level, setLevel] = useState(Math.max(0, value.length - 1))
  const [items, setItems] = useState<Division[] | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [round, setRound] = useState(0)
  const parent = level === 0 ? undefined : path[level - 1].code

  useEffect(() => {
    let live = true
    setItems(null)
    setError('')
    childrenOf(parent).then(
      (list) => live && setItems(list),
      (e: unknown) => live && setError(errorText(e, '地区加载失败，请稍后再试'))
    )
    return () => {
      live = false
    }
  }, [parent, round])

  const choose = async (d: Division) => {
    if (busy) return
    const next = [...path.slice(0, level), { code: d.code, name: d.name }]
    if (level === LEVELS.length - 1) return onPick(next)
    setBusy(true)
    try {
      const children = await childrenOf(d.code)
      if (children.length === 0) return onPick(next)
      setPath(next)
      setLevel(level + 1)
    } catch (e) {
      setError(errorText(e, '地区加载失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const chosen = path[level]?.code
  return (
    <View className='cl-mask' onClick={onClose} catchMove>
      <View className='cl-picker' data-testid='division-picker' onClick={(e) => e.stopPropagation()}>
        <View className='cl-picker__head'>
          <Text>所在地区</Text>
        </View>
        <View className='ad-levels'>
          {LEVELS.slice(0, level + 1).map((name, i) => (
            <Text key={name} className={`ad-level${i === level ? ' ad-level--on' : ''}`} data-testid='division-level' onClick={() => setLevel(i)}>
              {i < level ? path[i].name : (path[i]?.name ?? `请选择${name}`)}
            </Text>
          ))}
        </View>
        <View className='cl-picker__body' data-testid='division-list' data-level={level} data-ready={String(items !== null)}>
          {error ? (
            <View className='ad-division__hint'>
              <Text>{error}</Text>
              <RetryButton onClick={() => setRound((r) => r + 1)} />
            </View>
          ) : items === null ? (
            <View className='ad-division__hint'>加载中…</View>
          ) : (
            items.map((d) => (
              <View
                key={d.code}
                className={`ad-division${d.code === chosen ? ' ad-division--on' : ''}`}
                data-testid='division'
                data-name={d.name}
                onClick={() => void choose(d)}
              >
                <Text>{d.name}</Text>
                {d.code === chosen ? <Text>✓</Text> : null}
              </View>
            ))
          )}
        </View>
      </View>
    </View>
  )
}
