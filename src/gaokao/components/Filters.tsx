/**
 * The filter controls of the content pages: search box, filter chip, tabs, and the province
 * options.
 * Kept in one module on purpose: the H5 build splits every module shared by a different set of
 * pages into its own async chunk (splitChunks minSize 0), and each chunk adds an entry to the
 * chunk map in the app's entry script, whose size budget is tight.
 */
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { getUniversityFilters } from '@/api/gaokao'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

interface ChipProps {
  /** Shown while nothing is chosen ('省份'). */
  label: string
  value?: string
  onClick: () => void
  testId: string
}

/** A filter chip that opens an OptionSheet; shows the chosen value, highlighted. */
export function FilterChip({ label, value, onClick, testId }: ChipProps) {
  return (
    <View className={`gk-chip${value ? ' gk-chip--on' : ''}`} data-testid={testId} onClick={onClick}>
      <Text>{value || label}</Text>
      <Text className='gk-chip__arrow'>▼</Text>
    </View>
  )
}

interface TabsProps<V extends string> {
  options: readonly V[]
  value: V
  onChange: (value: V) => void
  testId: string
  labels?: Partial<Record<V, string>>
}

/** A row of equal tabs with an underline (本科/专科, 大学/专业). */
export function Tabs<V extends string>({ options, value, onChange, testId, labels }: TabsProps<V>) {
  return (
    <View className='edu-tabs' data-testid={testId}>
      {options.map((o) => (
        <View key={o} className={`edu-tabs__tab${o === value ? ' edu-tabs__tab--on' : ''}`} data-testid={`${testId}-${o}`} onClick={() => o !== value && onChange(o)}>
          <Text>{labels?.[o] ?? o}</Text>
        </View>
      ))}
    </View>
  )
}

/** Typing settles into a search this long after the last keystroke. */
const DEBOUNCE_MS = 300

interface SearchBarProps {
  /** The text the page searches for now (the box starts with it). */
  value: string
  placeholder: string
  /** The settled text: 300 ms after the last keystroke, at once on 搜索/回车 or ×. */
  onSearch: (text: string) => void
  testId: string
}

/** The round search box of the gaokao pages, debounced. */
export function SearchBar({ value, placeholder, onSearch, testId }: SearchBarProps) {
  const [text, setText] = useState(value)
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch
  const settled = useRef(value)

  useEffect(() => {
    if (text === settled.current) return undefined
    const timer = setTimeout(() => {
      settled.current = text
      onSearchRef.current(text)
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const now = (next: string) => {
    setText(next)
    settled.current = next
    onSearchRef.current(next)
  }

  return (
    <View className='gk-search'>
      <View className='gk-search__icon' />
      <Input
        className='gk-search__input'
        data-testid={testId}
        value={text}
        confirmType='search'
        placeholder={placeholder}
        placeholderStyle='color:#aaa'
        onInput={(e) => setText(e.detail.value)}
        onConfirm={(e) => now(e.detail.value)}
      />
      {text ? (
        <Text className='gk-search__clear' onClick={() => now('')}>
          ×
        </Text>
      ) : null}
    </View>
  )
}

/**
 * Province names for the province filters, taken from the institution filters the server
 * already publishes (all 31 provinces hold institutions), so the app keeps no list of its own.
 * Empty until they arrive, and on failure (the filter then offers only 全部).
 */
export function useProvinces(): string[] {
  const [provinces, setProvinces] = useState<string[]>([])
  useEffect(() => {
    getUniversityFilters({ quiet: true })
      .then((f) => setProvinces(f.provinces.map((p) => p.value)))
      .catch(() => undefined)
  }, [])
  return provinces
}
