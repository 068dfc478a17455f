import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import { applicationFormStore as form } from '@/stores/applicationForm'
import '@/components/styles/application.scss'

/** The bar under the choosing pages: slots used of the province's count, and 查看志愿表. */
export const FormBar = observer(function FormBar() {
  const open = () => {
    const shown = form.show()
    if (!shown.ok) Taro.showToast({ title: shown.toast, icon: 'none' })
    else navigate(urlOf('application/applicationTable'))
  }
  return (
    <View className='app-bottom'>
      <Text className='app-bottom__text' data-testid='form-count'>
        {`已选 ${form.units.length}${form.slots ? ` / ${form.slots}` : ''} 个志愿`}
      </Text>
      <View className='gk-btn' data-testid='open-form' onClick={open}>
        查看志愿表
      </View>
    </View>
  )
})
