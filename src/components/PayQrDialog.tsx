import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { fenToYuanString } from '@core/payments/plans'
import { QR_FRAME_PX, qrMatrix } from '../payments/qr'
import { payQrStore } from '../payments/qrStore'
import './PayQrDialog.scss'

/** The QR modules as one SVG (crisp at any pixel ratio), quiet zone included. */
function QrSvg({ content }: { content: string }) {
  const svg = useMemo(() => {
    const m = qrMatrix(content)
    if (!m) return null
    const n = m.length
    const quiet = 2
    let path = ''
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (m[y][x]) path += `M${x + quiet} ${y + quiet}h1v1h-1z`
    const size = n + quiet * 2
    return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`)}`
  }, [content])
  if (!svg) return <Text className='pay-qr__fallback'>{content}</Text>
  return <img className='pay-qr__img' src={svg} alt='支付二维码' width={QR_FRAME_PX} height={QR_FRAME_PX} data-testid='pay-qr-img' />
}

/**
 * Desktop payment (src/payments/desktop.ts): the QR code in a 210×210 frame, the amount, and
 * 取消; the flow polls the order and closes it when paid. Rendered by the pages that pay.
 */
export const PayQrDialog = observer(function PayQrDialog() {
  const prompt = payQrStore.prompt
  if (!prompt) return null
  const app = prompt.method === 'alipay' ? '支付宝' : '微信'
  return (
    <View className='pay-qr' data-testid='pay-qr'>
      <View className='pay-qr__box'>
        <Text className='pay-qr__title'>{`请使用${app}扫码支付`}</Text>
        <Text className='pay-qr__subject'>{prompt.subject}</Text>
        <Text className='pay-qr__amount'>{`¥${fenToYuanString(prompt.totalFee)}`}</Text>
        <View className='pay-qr__frame' style={{ width: `${QR_FRAME_PX}px`, height: `${QR_FRAME_PX}px` }} data-testid='pay-qr-frame' data-content={prompt.content}>
          <QrSvg content={prompt.content} />
        </View>
        <Text className='pay-qr__status' data-testid='pay-qr-status'>
          {payQrStore.paid ? '支付成功' : '支付完成前请不要关闭此窗口'}
        </Text>
        {prompt.sandboxUrl && (
          <a className='pay-qr__sandbox' href={prompt.sandboxUrl} target='_blank' rel='noreferrer' data-testid='pay-qr-sandbox'>
            本地测试：在新窗口打开模拟支付页
          </a>
        )}
        <View className='pay-qr__close' data-testid='pay-qr-close' onClick={() => payQrStore.close()}>
          取消支付
        </View>
      </View>
    </View>
  )
})
