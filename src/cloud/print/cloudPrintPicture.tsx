import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { isPrintPicture, sidePrice } from '@core/printFees'
import { PageShell } from '@/components/PageShell'
import { goBackOr, navigate } from '@/components/nav'
import { moneyText } from '@/lib/printOrderView'
import { urlOf } from '@/routes'
import { printQueueStore as store } from '@/stores/printQueue'
import { QueueBar, QueueFile, QueueLoad } from './components/queueParts'
import { useQueueLoad } from './components/queueLoad'
import './components/queue.scss'

/**
 * 照片打印 (print/cloudPrintPicture): photo prints. 添加照片 uploads pictures that are queued on
 * 6寸照片纸 in colour (webViewImageUpload?paper=photo6); the pictures in the queue are listed with
 * their settings and fees (a tap opens a picture's settings); 去打印中心 to order them.
 */
function CloudPrintPicture() {
  const { page, ready } = useQueueLoad()
  const pictures = store.queue ? store.queue.items.filter((i) => isPrintPicture(i.extension)) : []
  const photoFen = store.prices ? sidePrice(store.prices, 'photo6', 'color', 'single') : null
  return (
    <PageShell>
      <View className='pq-page pq-page--bar' data-testid='print-picture-page'>
        <QueueLoad page={page} ready={ready} missing={null}>
          <View className='pq-card'>
            <Text className='pq-card__title'>6 寸照片冲印</Text>
            <Text className='pq-card__hint' data-testid='picture-price'>
              {photoFen === null ? '高清相纸彩色打印，快递到家' : `高清相纸彩色打印，${moneyText(photoFen)}/张，快递到家`}
            </Text>
          </View>
          <View className='pq-card' data-testid='picture-list'>
            <Text className='pq-card__title'>队列中的图片（{pictures.length}）</Text>
            {pictures.length === 0 ? (
              <Text className='pq-empty-line' data-testid='picture-empty'>
                还没有图片，点「添加照片」从手机里选择
              </Text>
            ) : (
              pictures.map((item) => (
                <QueueFile key={item.id} item={item} testId='picture-item' onClick={() => navigate(urlOf('print/cloudPrintSetting', { id: item.id }))}>
                  <Text className='pq-file__fee'>{moneyText(item.fee.fee_fen)}</Text>
                </QueueFile>
              ))
            )}
          </View>
          <QueueBar
            buttons={[
              { label: '去打印中心', testId: 'picture-centre', onClick: () => goBackOr(urlOf('print/cloudPrintList')) },
              { label: '添加照片', testId: 'picture-add', onClick: () => navigate(urlOf('print/webViewImageUpload', { paper: 'photo6' })) }
            ]}
          />
        </QueueLoad>
      </View>
    </PageShell>
  )
}

export default observer(CloudPrintPicture)
