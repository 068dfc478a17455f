import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { EmptyForm, SlotRow } from './SlotRow'
import { useFormSlots } from './useFormSlots'
import '@/components/styles/gaokao.scss'
import './sortForms.scss'

/** 志愿排序: each slot moves up, down or to the top; 拖动排序 for longer moves. */
function SortForms() {
  const { store, slots } = useFormSlots()
  const last = slots.length - 1

  const remove = async (key: string, name: string) => {
    const { confirm } = await Taro.showModal({ title: '删除志愿', content: `确定从志愿表中删除“${name}”吗？` })
    if (confirm) store.removeUnit(key)
  }

  const button = (label: string, testId: string, enabled: boolean, run: () => void) => (
    <Text className={`sf-move${enabled ? '' : ' sf-move--off'}`} data-testid={testId} onClick={enabled ? run : undefined}>
      {label}
    </Text>
  )

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='sort-forms-page'>
        {slots.length === 0 ? (
          <EmptyForm hint='志愿表里还没有志愿，选好院校和专业后再来排序' testId='sf-empty' />
        ) : (
          <>
            <View className='sf-tip'>
              <Text>平行志愿按顺序投档，越靠前越先检索</Text>
              <Text className='gk-link' data-testid='sf-drag' onClick={() => navigate(urlOf('components/sortForms/sortDrag'))}>
                拖动排序 ›
              </Text>
            </View>
            <View className='gk-card slot-list'>
              {slots.map((slot, i) => (
                <SlotRow
                  key={slot.key}
                  slot={slot}
                  actions={
                    <View className='sf-actions'>
                      {button('↑', 'sf-up', i > 0, () => store.move(i, i - 1))}
                      {button('↓', 'sf-down', i < last, () => store.move(i, i + 1))}
                      {button('置顶', 'sf-top', i > 0, () => store.move(i, 0))}
                      <Text className='sf-remove' data-testid='sf-remove' onClick={() => remove(slot.key, slot.school)}>
                        删除
                      </Text>
                    </View>
                  }
                />
              ))}
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(SortForms)
