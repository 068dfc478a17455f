/**
 * The two filtered content lists used by more than one page: majors (专业搜索, a 专业类's
 * majors) and civil-service positions (for a major, all).
 * Kept in one module on purpose: the H5 build splits every module shared by a different set of
 * pages into its own async chunk (splitChunks minSize 0), and each chunk adds an entry to the
 * chunk map in the app's entry script, whose size budget is tight.
 */
import { Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import type { CivilPosition, MajorSearchQuery, MajorSummary, PositionExam } from '@types-contract/edu'
import { searchCivilPositions, searchMajors } from '@/api/edu'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { CIVIL_EXAMS, civilMajorsLabel, civilMeta, majorMeta, pagedQuery } from '@/lib/edu'
import { placeLabel, sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { FilterChip, useProvinces } from './Filters'
import { PagedScrollList } from './PagedList'
import { OptionSheet } from '@/components/OptionSheet'
import { usePagedList } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

const MAJOR_ROW_DESIGN_PX = 140
const majorKey = (m: MajorSummary) => m.code

interface MajorResultsProps {
  query: Omit<MajorSearchQuery, 'page' | 'page_size'>
  /** Line above the rows: receives the total once page 1 has answered. */
  countLabel: (count: number) => string
  emptyHint: string
}

/** Majors matching a query (专业搜索, a 专业类's majors), paginated and windowed; a row opens its detail. */
export function MajorResults({ query, countLabel, emptyHint }: MajorResultsProps) {
  const list = usePagedList((page) => searchMajors(pagedQuery(query, page), { quiet: true }), [query.q, query.level, query.category, query.subcategory], majorKey)
  return (
    <>
      <Text className='gk-count edu-count' data-testid='major-count'>
        {list.state.loaded ? countLabel(list.state.count) : '正在搜索…'}
      </Text>
      <PagedScrollList
        list={list}
        rowDesignPx={MAJOR_ROW_DESIGN_PX}
        keyOf={majorKey}
        rowTestId='major-result'
        testId='major-list'
        emptyTitle='没有找到相关专业'
        emptyHint={emptyHint}
        source={sourceLabel(list.last?.source ?? undefined)}
        onRowClick={(m) => navigate(urlOf('search/detail', { code: m.code }))}
        renderRow={(m) => (
          <>
            <View className='gk-row__head'>
              <Text className='gk-row__name'>{m.name}</Text>
              <Text className='gk-tag gk-tag--muted'>{m.level}</Text>
            </View>
            <Text className='gk-row__meta'>{majorMeta(m)}</Text>
          </>
        )}
      />
    </>
  )
}

const CIVIL_ROW_DESIGN_PX = 216
const positionKey = (p: CivilPosition) => p.id

type SheetKind = 'exam' | 'province'

interface CivilPositionListProps {
  /** Only positions open to this major (by name); all positions when absent. */
  major?: string
  /** Above the filters (what the list is about, a way to the other list). */
  header: ReactNode
  testId: string
}

/** Civil-service positions (考公岗位) with exam and province filters, paginated and windowed. */
export function CivilPositionList({ major, header, testId }: CivilPositionListProps) {
  const [exam, setExam] = useState<PositionExam>()
  const [province, setProvince] = useState<string>()
  const [sheet, setSheet] = useState<SheetKind>()
  const provinces = useProvinces()
  const list = usePagedList((page) => searchCivilPositions(pagedQuery({ major, exam, province }, page), { quiet: true }), [major, exam, province], positionKey)

  const pick = (kind: SheetKind, value: string) => {
    setSheet(undefined)
    if (kind === 'exam') setExam((value || undefined) as PositionExam | undefined)
    else setProvince(value || undefined)
  }

  return (
    <PageShell>
      <View className='gk-page' data-testid={testId}>
        <View className='gk-top'>
          {header}
          <View className='edu-bar'>
            <View className='gk-chips'>
              <FilterChip label='考试类型' value={exam} testId='civil-filter-exam' onClick={() => setSheet('exam')} />
              <FilterChip label='省份' value={province} testId='civil-filter-province' onClick={() => setSheet('province')} />
            </View>
            <Text className='gk-count' data-testid='civil-count'>
              {list.state.loaded ? `共 ${list.state.count} 个岗位` : '正在查询…'}
            </Text>
          </View>
        </View>
        <PagedScrollList
          list={list}
          rowDesignPx={CIVIL_ROW_DESIGN_PX}
          keyOf={positionKey}
          rowTestId='civil-result'
          testId='civil-list'
          emptyTitle='暂无符合条件的岗位'
          emptyHint='换个考试类型或省份试试'
          source={sourceLabel(list.last?.source ?? undefined)}
          onRowClick={(p) => navigate(urlOf('university/functionaryDetails', { id: p.id }))}
          renderRow={(p) => (
            <>
              <Text className='gk-row__name'>{p.title}</Text>
              <Text className='gk-row__note'>
                {p.department} · {placeLabel(p.province, p.city)}
              </Text>
              <Text className='gk-row__meta'>{civilMeta(p)}</Text>
              <Text className='gk-row__meta'>专业：{civilMajorsLabel(p.majors)}</Text>
            </>
          )}
        />
        {sheet ? (
          <OptionSheet
            title={sheet === 'exam' ? '选择考试类型' : '选择省份'}
            options={[{ value: '', label: '全部' }, ...(sheet === 'exam' ? CIVIL_EXAMS : provinces).map((v) => ({ value: v, label: v }))]}
            value={(sheet === 'exam' ? exam : province) ?? ''}
            onPick={(v) => pick(sheet, v)}
            onClose={() => setSheet(undefined)}
            testId={`civil-sheet-${sheet}`}
          />
        ) : null}
      </View>
    </PageShell>
  )
}
