import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { GeoPoint, NearbyInstitution } from '@types-contract/edu'
import { INSTITUTION_LEVELS, type InstitutionLevel } from '@types-contract/gaokao'
import { getAround } from '@/api/gaokao'
import { navigate } from '@/components/nav'
import { placeLabel, sourceLabel } from '@core/gaokao'
import { AROUND_RADII, DEFAULT_RADIUS_KM, distanceLabel } from '@/lib/place'
import { urlOf } from '@/routes'
import { PagedScrollList } from '../PagedList'
import { usePagedList } from '@/components/usePagedList'
import { Choices, optionsOf } from './Choices'
import './lines.scss'

const ROW_DESIGN_PX = 150
const PAGE_SIZE = 20
const keyOf = (u: NearbyInstitution) => u.id

interface Props {
  point: GeoPoint
  /** The institution the list is around (inAround): marked 本校. */
  currentId?: number
  testId: string
}

/**
 * Institutions within a radius of a point, nearest first (the server sorts by distance to each
 * institution's city centre), with radius and level filters. Fills the rest of a `gk-page`.
 */
export function NearbyList({ point, currentId, testId }: Props) {
  const [radius, setRadius] = useState(DEFAULT_RADIUS_KM)
  const [level, setLevel] = useState<InstitutionLevel>()
  const list = usePagedList(
    (page) => getAround({ lat: point.lat, lng: point.lng, radius_km: radius, level, page, page_size: PAGE_SIZE }, { quiet: true }),
    [point.lat, point.lng, radius, level],
    keyOf
  )
  return (
    <>
      <View className='gk-top nb-filters'>
        <Choices
          choices={[
            {
              id: `${testId}-radius`,
              title: '选择范围',
              display: `${radius} km 内`,
              value: String(radius),
              options: optionsOf(AROUND_RADII, ' km 内'),
              onPick: (v) => setRadius(Number(v))
            },
            {
              id: `${testId}-level`,
              title: '选择层次',
              display: level ?? '全部层次',
              value: level ?? '',
              options: [{ value: '', label: '全部层次' }, ...optionsOf(INSTITUTION_LEVELS)],
              onPick: (v) => setLevel((v || undefined) as InstitutionLevel | undefined)
            }
          ]}
        />
        <Text className='gk-count' data-testid={`${testId}-count`}>
          {list.state.loaded ? `${radius} km 内共 ${list.state.count} 所院校，按距离排序` : '正在查找…'}
        </Text>
      </View>
      <PagedScrollList
        list={list}
        rowDesignPx={ROW_DESIGN_PX}
        keyOf={keyOf}
        rowTestId={`${testId}-row`}
        testId={testId}
        emptyTitle={`${radius} km 内没有找到院校`}
        emptyHint='扩大范围试试'
        source={sourceLabel(list.last?.source)}
        onRowClick={(u) => navigate(urlOf('university/detail', { id: u.id }))}
        renderRow={(u) => (
          <>
            <View className='gk-row__head'>
              <Text className='gk-row__name'>{u.name}</Text>
              {u.id === currentId ? <Text className='gk-tag'>本校</Text> : null}
              {u.tags.map((t) => (
                <Text key={t} className='gk-tag'>
                  {t}
                </Text>
              ))}
              <Text className='nb-distance' data-testid={`${testId}-distance`}>
                {distanceLabel(u.distance_km)}
              </Text>
            </View>
            <Text className='gk-row__meta'>
              {placeLabel(u.province, u.city)} · {u.level} · {u.type}
            </Text>
          </>
        )}
      />
    </>
  )
}
