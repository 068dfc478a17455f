import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { CloudShareDetail, CloudShareFile, ShareRole } from '@types-contract/cloudShares'
import { PrintAddDialog } from '@/components/print/PrintAddDialog'
import { RetryButton } from '@/components/RetryButton'
import { BannedBadge } from '@/components/shares/ShareRow'
import type { CursorList } from '@/components/useCursorList'
import { entryMeta } from '@/lib/cloudView'
import { downloadRefused, fileMarks, shareBanner, shareMeta } from '@/lib/shareView'
import { ActionSheet, FileIcon, MoreButton } from './CloudParts'
import type { ShareFileActions } from './shareFiles'
import '@/components/shares/shares.scss'
import './cloud.scss'
import './share.scss'

/** A share's card: its name, owner, members and items, 已封禁; and what the caller can do at once. */
export function ShareHeader({
  share,
  onCopy,
  onMembers,
  onSearch,
  onMenu
}: {
  share: CloudShareDetail
  onCopy?: () => void
  onMembers?: () => void
  onSearch?: () => void
  onMenu?: () => void
}) {
  return (
    <View className='sp-head' data-testid='share-head' data-role={share.role}>
      <View className='sp-head__top'>
        <View className='sp-head__text'>
          <Text className='sp-head__name' data-testid='share-name'>
            {share.name}
          </Text>
          <View className='sp-head__owner'>
            {share.owner.avatar_url ? (
              <Image className='sp-head__avatar' src={share.owner.avatar_url} mode='aspectFill' imgProps={{ alt: '' }} />
            ) : (
              <View className='sp-head__avatar' />
            )}
            <Text data-testid='share-owner'>{share.role === 'owner' ? '我创建的' : `${share.owner.username || '同学'} 创建`}</Text>
          </View>
          <Text className='sp-head__meta' data-testid='share-meta'>
            {shareMeta(share)}
          </Text>
        </View>
        {share.banned ? <BannedBadge /> : null}
      </View>
      {onCopy || onMembers || onSearch || onMenu ? (
        <View className='sp-head__actions'>
          {onCopy ? (
            <View className='sp-action sp-action--main' data-testid='share-copy' onClick={onCopy}>
              <Text>复制口令</Text>
            </View>
          ) : null}
          {onMembers ? (
            <View className='sp-action' data-testid='share-members' onClick={onMembers}>
              <Text>成员 {share.member_count}</Text>
            </View>
          ) : null}
          {onSearch ? (
            <View className='sp-action' data-testid='share-search' onClick={onSearch}>
              <Text>搜索</Text>
            </View>
          ) : null}
          {onMenu ? (
            <View className='sp-action' data-testid='share-menu' onClick={onMenu}>
              <Text>{share.role === 'owner' ? '管理' : '更多'}</Text>
            </View>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}

/** Why the share cannot be used as usual (banned), or nothing. */
export function ShareBanner({ share }: { share: CloudShareDetail }) {
  const text = shareBanner(share)
  return text ? (
    <View className='sp-banner' data-testid='share-banner'>
      <Text>{text}</Text>
    </View>
  ) : null
}

interface FileRowProps {
  file: CloudShareFile
  role: ShareRole
  /** The share's name under the file's (search results). */
  where?: string
  onOpen: () => void
  onDownload: () => void
  onPrint: () => void
  onMore?: () => void
}

/** A file or folder of a share: icon, name, size and day, its marks (禁止下载, 禁止打印), 下载, 打印, and ⋯ for the owner's item actions. */
export function ShareFileRow({ file, role, where, onOpen, onDownload, onPrint, onMore }: FileRowProps) {
  const refused = downloadRefused(file, role)
  const printOff = file.forbid_print && role !== 'owner'
  return (
    <View className='cl-row' data-testid='share-file' data-id={file.id} data-name={file.name} data-forbid-download={String(file.forbid_download)} onClick={onOpen}>
      <FileIcon entry={file} />
      <View className='cl-row__text'>
        <Text className='cl-row__name'>{file.name}</Text>
        <View className='sp-file__meta'>
          <Text className='cl-row__meta'>{where ? `${where} · ${entryMeta(file)}` : entryMeta(file)}</Text>
          {fileMarks(file).map((mark) => (
            <Text key={mark} className='sp-mark' data-testid='share-file-mark'>
              {mark}
            </Text>
          ))}
        </View>
      </View>
      {file.is_folder ? null : (
        <View
          className={`sp-file__download${refused ? ' sp-file__download--off' : ''}`}
          data-testid='share-file-download'
          onClick={(e) => {
            e.stopPropagation()
            onDownload()
          }}
        >
          <Text>下载</Text>
        </View>
      )}
      {file.is_folder ? null : (
        <View
          className={`sp-file__download${printOff ? ' sp-file__download--off' : ''}`}
          data-testid='share-file-print'
          onClick={(e) => {
            e.stopPropagation()
            onPrint()
          }}
        >
          <Text>打印</Text>
        </View>
      )}
      {onMore ? <MoreButton testId='share-file-more' onMore={onMore} /> : null}
    </View>
  )
}

/** A share's files (its own page, a folder in it), each row doing what `actions` says for `role`. */
export function ShareFiles({ list, role, actions, empty }: { list: CursorList<CloudShareFile>; role: ShareRole; actions: ShareFileActions; empty: string }) {
  return (
    <ListStates list={list} testId='share-files' empty={empty}>
      {list.state.items.map((file) => (
        <ShareFileRow
          key={file.id}
          file={file}
          role={role}
          onOpen={() => actions.open(file)}
          onDownload={() => actions.download(file)}
          onPrint={() => actions.print(file)}
          onMore={actions.moreOf(file)}
        />
      ))}
    </ListStates>
  )
}

/** The owner's sheet of one file's item actions, while it is open; and the 去打印中心 dialog of 打印. */
export function ShareFileSheet({ actions }: { actions: ShareFileActions }) {
  return (
    <>
      {actions.menu ? (
        <ActionSheet title={actions.menu.file.name} testId='share-file-sheet' items={actions.menu.items} onPick={actions.pick} onClose={actions.close} />
      ) : null}
      <PrintAddDialog />
    </>
  )
}

/** A cursor list's states around its rows: loading, the error with 重试, empty, more / the end. */
export function ListStates<T>({ list, empty, testId, children }: { list: CursorList<T>; empty: string; testId: string; children: ReactNode }) {
  const { phase } = list
  if (phase === 'loading') return <View className='cl-end'>加载中…</View>
  if (phase === 'error') {
    return (
      <View className='cl-end' data-testid={`${testId}-error`}>
        <Text>{list.state.error}</Text>
        <RetryButton onClick={list.retry} />
      </View>
    )
  }
  if (phase === 'empty') {
    return (
      <View className='cl-end sp-empty' data-testid={`${testId}-empty`}>
        <Text>{empty}</Text>
      </View>
    )
  }
  return (
    <View data-testid={testId}>
      {children}
      {phase === 'more' ? (
        <View className='cl-end' onClick={list.loadMore}>
          <Text>加载更多</Text>
        </View>
      ) : phase === 'loadingMore' ? (
        <View className='cl-end'>加载中…</View>
      ) : phase === 'moreError' ? (
        <View className='cl-end'>
          <Text>{list.state.error}</Text>
          <RetryButton onClick={list.retry} />
        </View>
      ) : (
        <View className='cl-end'>
          <Text>没有更多了</Text>
        </View>
      )}
    </View>
  )
}
