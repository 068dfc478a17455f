import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { MajorLevel } from '@types-contract/edu'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { MAJOR_LEVELS } from '@types-contract/edu'
import { decodeParam, parseLevel } from '@/lib/edu'
import { urlOf } from '@/routes'
import { MajorResults } from '../components/ContentLists'
import { SearchBar, Tabs } from '../components/Filters'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** 查专业: search the major catalogue by name or pinyin initials, 本科 or 专科. */
export default function MajorSearch() {
  const { params } = useRouter()
  const [level, setLevel] = useState<MajorLevel>(parseLevel(decodeParam(params.level)))
  const [q, setQ] = useState(decodeParam(params.q) ?? '')

  return (
    <PageShell>
      <View className='gk-page' data-testid='major-search-page'>
        <View className='gk-top'>
          <SearchBar value={q} placeholder='输入专业名称或拼音首字母，如 jsj' onSearch={setQ} testId='major-search-input' />
          <View className='edu-bar'>
            <Tabs options={MAJOR_LEVELS} value={level} onChange={setLevel} testId='major-level' />
            <Text className='gk-link' data-testid='major-browse' onClick={() => navigate(urlOf('search/composition', { level }))}>
              按门类浏览 ›
            </Text>
          </View>
        </View>
        <MajorResults
          query={{ q, level }}
          countLabel={(n) => (q.trim() ? `找到 ${n} 个${level}专业` : `共 ${n} 个${level}专业`)}
          emptyHint='换个关键词试试，或按门类浏览'
        />
      </View>
    </PageShell>
  )
}
