import { Text } from '@tarojs/components'
import { CivilPositionList } from '../components/ContentLists'

/** Every civil-service position, whatever the major. */
export default function AllCivilPositions() {
  return <CivilPositionList testId='civil-all-page' header={<Text className='gk-card__title'>全部考公岗位</Text>} />
}
