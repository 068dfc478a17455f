/**
 * The building blocks of the application content pages (强基计划, 会员服务协议, 志愿服务, 国际本科,
 * 志愿助手, 邀请有礼): a titled card, paragraphs, facts with footnoted sources, a timeline of steps
 * and a grid of tool entries. One module on purpose: the H5 build gives every module shared by a
 * different set of pages its own chunk, and each chunk costs an entry in the entry script's chunk
 * map.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { navigate } from '@/components/nav'
import { footnotes, refLabel, type SourcedFact } from '@/lib/sources'
import { urlOf } from '@/routes'
import '@/components/styles/gaokao.scss'
import './content.scss'

interface CardProps {
  title: string
  /** Right of the title (a count, a link). */
  extra?: ReactNode
  testId?: string
  children: ReactNode
}

export function Card({ title, extra, testId, children }: CardProps) {
  return (
    <View className='gk-card ac-card' data-testid={testId}>
      <View className='ac-card__head'>
        <Text className='gk-card__title'>{title}</Text>
        {extra}
      </View>
      {children}
    </View>
  )
}

/** The page's opening banner. */
export function Hero({ title, text }: { title: string; text: string }) {
  return (
    <View className='gk-hero'>
      <Text className='gk-hero__name'>{title}</Text>
      <Text className='gk-hero__meta'>{text}</Text>
    </View>
  )
}

/** A paragraph of running text; `strong` ones stand out (the terms a reader must not miss). */
export function Para({ text, strong }: { text: string; strong?: boolean }) {
  return <Text className={`ac-para${strong ? ' ac-para--strong' : ''}`}>{text}</Text>
}

/** The reference marks after a fact, and 待核 when it was not checked against its source. */
function Refs({ refs, unverified }: { refs: readonly number[]; unverified?: boolean }) {
  return (
    <>
      <Text className='ac-ref'>{refLabel(refs)}</Text>
      {unverified ? <Text className='ac-check'>待核</Text> : null}
    </>
  )
}

/** The numbered sources under a card. */
export function Footnotes({ sources }: { sources: readonly string[] }) {
  return (
    <View className='ac-footnotes'>
      {sources.map((s, i) => (
        <Text key={s} className='ac-footnote'>
          [{i + 1}] {s}
        </Text>
      ))}
    </View>
  )
}

/** Facts (with an optional bold lead-in) and their sources as footnotes. */
export function FactList({ facts }: { facts: readonly (SourcedFact & { title?: string })[] }) {
  const { sources, refs } = footnotes(facts)
  return (
    <>
      {facts.map((f, i) => (
        <Text key={f.text} className='ac-para'>
          {f.title ? <Text className='ac-para--strong'>{f.title}：</Text> : null}
          {f.text}
          <Refs refs={refs[i]} unverified={f.unverified} />
        </Text>
      ))}
      <Footnotes sources={sources} />
    </>
  )
}

export interface Step {
  title: string
  when: string
  text?: string
  /** Reference marks into the card's footnotes. */
  refs?: readonly number[]
  unverified?: boolean
  note?: string
}

/** Steps in order down a line: what, when, and a note each. */
export function Steps({ steps, testId }: { steps: readonly Step[]; testId?: string }) {
  return (
    <View className='ac-steps' data-testid={testId}>
      {steps.map((s, i) => (
        <View key={s.title} className='ac-step' data-testid={testId ? `${testId}-item` : undefined}>
          <View className='ac-step__rail'>
            <Text className='ac-step__dot'>{i + 1}</Text>
            {i < steps.length - 1 ? <View className='ac-step__line' /> : null}
          </View>
          <View className='ac-step__body'>
            <View className='ac-step__head'>
              <Text className='ac-step__title'>{s.title}</Text>
              <Text className='ac-step__when'>{s.when}</Text>
            </View>
            {s.text ? (
              <Text className='ac-step__text'>
                {s.text}
                {s.refs ? <Refs refs={s.refs} unverified={s.unverified} /> : null}
              </Text>
            ) : null}
            {s.note ? <Text className='ac-footnote'>{s.note}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  )
}

export interface Entry {
  spec: string
  icon: string
  label: string
  note: string
  testId: string
}

/** Tool entries two to a row; a tap opens the route (through the login guard). */
export function EntryGrid({ entries }: { entries: readonly Entry[] }) {
  return (
    <View className='ac-entries'>
      {entries.map((e) => (
        <View key={e.spec} className='ac-entry' data-testid={e.testId} onClick={() => navigate(urlOf(e.spec))}>
          <Text className='ac-entry__icon'>{e.icon}</Text>
          <View className='ac-entry__body'>
            <Text className='ac-entry__label'>{e.label}</Text>
            <Text className='ac-entry__note'>{e.note}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
