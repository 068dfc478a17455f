import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { navigate } from '@/components/nav'
import { decodeParam } from '@/lib/edu'
import { urlOf } from '@/routes'
import { CivilPositionList } from '../components/ContentLists'

/** 考公岗位 open to one major (?major=专业名称), with a way to every position. */
export default function MajorCivilPositions() {
  const { params } = useRouter()
  const major = decodeParam(params.major)
  return (
    <CivilPositionList
      major={major}
      testId='civil-major-page'
      header={
        <View className='edu-bar'>
          <Text className='gk-card__title' data-testid='civil-major'>
            {major ? `「${major}」可报岗位` : '全部岗位'}
          </Text>
          <Text className='gk-link' data-testid='civil-all-link' onClick={() => navigate(urlOf('university/functionaryAllList'))}>
            全部岗位 ›
          </Text>
        </View>
      }
    />
  )
}
