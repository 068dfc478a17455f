import { Text, View } from '@tarojs/components'
import type { CloudQuota } from '@types-contract/cloud'
import type { CloudSharePage } from '@types-contract/cloudShares'
import { TextArea } from '@/platform/TextArea'
import { ShareRow } from './ShareRow'
import { SpaceMeter } from './SpaceMeter'
import './shares.scss'

const ENTRIES: [label: string, icon: string, spec: string, testId: string][] = [
  ['我的文库', '文', 'cloud/cloudLibrary', 'databank-library'],
  ['传输列表', '传', 'cloud/cloudTransferList', 'databank-transfers'],
  ['回收站', '收', 'cloud/cloudTranshList', 'databank-trash'],
  ['扩容', '+', 'cloud/priceTable', 'databank-expand']
]

/** 我的云空间: used of max, the bar, and the ways into the library. */
export function SpaceCard({ quota, onOpen }: { quota: CloudQuota; onOpen: (spec: string) => void }) {
  return (
    <View className='db-card db-card--lift' data-testid='databank-space'>
      <View className='db-card__title'>
        <Text>我的云空间</Text>
        <Text className='db-card__link' onClick={() => onOpen('cloud/priceTable')}>
          扩容 ›
        </Text>
      </View>
      <SpaceMeter quota={quota} block='db-space' testId='databank-space' />
      <View className='db-grid'>
        {ENTRIES.map(([label, icon, spec, testId]) => (
          <View key={spec} className='db-grid__item' data-testid={testId} onClick={() => onOpen(spec)}>
            <View className='db-grid__icon'>
              <Text>{icon}</Text>
            </View>
            <Text>{label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export interface PasteBox {
  text: string
  hint: string
  tone?: 'ok' | 'error'
  ready: boolean
  onInput: (value: string) => void
  join: () => void
}

/** 加入共享空间: the pasted link text, what was recognised in it, 加入; and 创建共享空间. */
export function JoinCard({ paste, onCreate, onSearch }: { paste: PasteBox; onCreate: () => void; onSearch: () => void }) {
  return (
    <View className='db-card' data-testid='databank-join'>
      <View className='db-card__title'>
        <Text>加入共享空间</Text>
        <Text className='db-card__link' data-testid='databank-search' onClick={onSearch}>
          搜索共享文件 ›
        </Text>
      </View>
      <View className='db-join__box'>
        <TextArea
          className='db-join__input'
          testId='databank-paste'
          value={paste.text}
          maxLength={500}
          placeholder='在这里粘贴同学发来的共享口令'
          onInput={paste.onInput}
        />
      </View>
      <Text className={`db-join__hint${paste.tone ? ` db-join__hint--${paste.tone}` : ''}`} data-testid='databank-paste-hint'>
        {paste.hint}
      </Text>
      <View className='db-buttons'>
        <View className='db-btn db-btn--plain' data-testid='databank-create' onClick={onCreate}>
          <Text>创建共享空间</Text>
        </View>
        <View className={`db-btn${paste.ready ? '' : ' db-btn--off'}`} data-testid='databank-join-button' role='button' aria-disabled={!paste.ready} onClick={paste.join}>
          <Text>加入</Text>
        </View>
      </View>
    </View>
  )
}

/** 我创建的 / 我加入的: the first few, 全部 for the rest, or what to do when there is none. */
export function ShareSection({
  title,
  page,
  empty,
  testId,
  onAll,
  onOpen
}: {
  title: string
  page: CloudSharePage
  empty: string
  testId: string
  onAll: () => void
  onOpen: (id: number) => void
}) {
  return (
    <View className='db-section' data-testid={testId}>
      <View className='db-section__head'>
        <Text>{title}</Text>
        {page.next_cursor ? (
          <Text className='db-card__link' onClick={onAll}>
            全部 ›
          </Text>
        ) : null}
      </View>
      {page.results.length === 0 ? (
        <Text className='db-section__empty'>{empty}</Text>
      ) : (
        page.results.map((share) => <ShareRow key={share.id} share={share} onOpen={() => onOpen(share.id)} />)
      )}
    </View>
  )
}

/** Logged out: what the tab is for, and 登录. */
export function LoginCard({ onLogin }: { onLogin: () => void }) {
  return (
    <View className='db-card db-card--lift' data-testid='databank-login'>
      <View className='db-card__title'>
        <Text>登录后使用共享空间</Text>
      </View>
      <Text className='db-join__hint'>把试卷、笔记和错题扫描存到云空间，分享给同学，随时打印。</Text>
      <View className='db-buttons'>
        <View className='db-btn' data-testid='databank-login-button' onClick={onLogin}>
          <Text>登录 / 注册</Text>
        </View>
      </View>
    </View>
  )
}
