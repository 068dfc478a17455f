import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/components/nav'
import { PRINT_ADD_TEXTS } from '@/lib/printView'
import { urlOf } from '@/routes'
import { printQueueStore as store } from '@/stores/printQueue'
import './print.scss'

/**
 * 文件已在打印队列中 with 去打印中心 (print/cloudPrintList) and 知道了, while an add found its files
 * queued already (stores/printQueue.ts alreadyQueued). Each page with the 打印 action renders it:
 * Taro.showModal cannot be used, its buttons take four characters at most.
 */
export const PrintAddDialog = observer(function PrintAddDialog() {
  if (!store.alreadyQueued) return null
  return (
    <View className='pc-mask' catchMove onClick={() => store.closeAlready()}>
      <View className='pc-dialog' data-testid='print-already' onClick={(e) => e.stopPropagation()}>
        <Text className='pc-dialog__text'>{PRINT_ADD_TEXTS.already}</Text>
        <View className='pc-dialog__buttons'>
          <View className='pc-dialog__btn' data-testid='print-already-close' onClick={() => store.closeAlready()}>
            <Text>知道了</Text>
          </View>
          <View
            className='pc-dialog__btn pc-dialog__btn--main'
            data-testid='print-already-centre'
            onClick={() => {
              store.closeAlready()
              navigate(urlOf('print/cloudPrintList'))
            }}
          >
            <Text>{PRINT_ADD_TEXTS.goToCentre}</Text>
          </View>
        </View>
      </View>
    </View>
  )
})
