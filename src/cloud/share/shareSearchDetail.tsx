import { Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { searchShareFiles } from '@/api/cloudShares'
import { PageShell } from '@/components/PageShell'
import { PrintAddDialog } from '@/components/print/PrintAddDialog'
import { useCursorList } from '@/components/useCursorList'
import { SearchBox } from '../components/CloudParts'
import { downloadShareFile, openShareFile, printShareFile } from '../components/shareFiles'
import { ListStates, ShareFileRow } from '../components/shareParts'
import '../components/share.scss'

/**
 * 共享搜索 (?share_id= to search one share; else every share I own or joined): files and folders
 * whose name contains the text, by name, each with the share it is in. Folders open shareFileList,
 * files open or download as in the share (禁止下载 refused unless it is mine). The owner's ⋯ of
 * an item is on the share's own page.
 */
export default function ShareSearchDetail() {
  const { params } = useRouter()
  const shareId = Number(params.share_id) > 0 ? Number(params.share_id) : undefined
  const [query, setQuery] = useState('')
  const results = useCursorList((cursor) => searchShareFiles(query, shareId, cursor, { quiet: true }), [query, shareId], {
    keyOf: (h) => `${h.share_id}.${h.id}`,
    enabled: query !== ''
  })
  useReachBottom(() => results.loadMore())
  return (
    <PageShell>
      <View className='cl-page' data-testid='share-search-page'>
        <View className='sp-search'>
          <SearchBox
            placeholder={shareId ? '搜索这个共享空间' : '搜索我的共享空间'}
            focus
            testIds={{ input: 'share-search-input', go: 'share-search-go' }}
            onSearch={(text) => setQuery(text.trim())}
          />
        </View>
        {query ? (
          <View className='sp-section sp-section--top'>
            <ListStates list={results} testId='share-search-results' empty={`没有找到“${query}”`}>
              {results.state.items.map((hit) => (
                <ShareFileRow
                  key={`${hit.share_id}.${hit.id}`}
                  file={hit}
                  role={hit.role}
                  where={shareId ? undefined : hit.share_name}
                  onOpen={() => openShareFile(hit)}
                  onDownload={() => downloadShareFile(hit, hit.role)}
                  onPrint={() => printShareFile(hit, hit.role)}
                />
              ))}
            </ListStates>
          </View>
        ) : (
          <View className='cl-end sp-empty'>
            <Text>输入文件名，搜索{shareId ? '这个共享空间' : '你创建和加入的共享空间'}</Text>
          </View>
        )}
        <PrintAddDialog />
      </View>
    </PageShell>
  )
}
