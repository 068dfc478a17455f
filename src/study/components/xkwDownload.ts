/**
 * The library's download, as bookDetail and paymentCheck start it: the server checks the right and
 * saves the file into the cloud library. Past the day's downloads it asks for the SMS code
 * (securityCode); a refusal (no right, 云空间不足) is shown as the server wrote it; success offers
 * the cloud library.
 */
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { XkwDownloadResult } from '@types-contract/xkw'
import { errorText } from '@/api/errorText'
import { ApiError } from '@/api/request'
import { downloadMaterial } from '@/api/xkw'
import { navigate } from '@/components/nav'
import { needsSecurityCode } from '@/lib/xkwView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

/** After a download: the result, with 去查看 opening the cloud library. */
export async function showSaved(result: XkwDownloadResult): Promise<void> {
  const { confirm } = await Taro.showModal({
    title: '已保存到云文库',
    content: `「${result.entry.name}」${result.spent ? '，已使用 1 次会员下载' : ''}`,
    confirmText: '去查看',
    cancelText: '知道了'
  })
  if (confirm) navigate(urlOf('cloud/cloudLibrary'))
}

export function useXkwDownload(afterDownload?: (result: XkwDownloadResult) => void) {
  const [busy, setBusy] = useState(false)

  const download = async (materialId: number) => {
    if (busy) return
    setBusy(true)
    Taro.showLoading({ title: '正在保存', mask: true })
    try {
      const result = await downloadMaterial(materialId)
      Taro.hideLoading()
      if (result.xkw_vip_info) userStore.patch({ xkw_vip_info: result.xkw_vip_info })
      afterDownload?.(result)
      await showSaved(result)
    } catch (e) {
      Taro.hideLoading()
      if (e instanceof ApiError && needsSecurityCode(e.body)) navigate(urlOf('xkw/securityCode', { material_id: materialId }))
      else await Taro.showModal({ title: '无法下载', content: errorText(e, '下载失败，请稍后再试'), showCancel: false })
    } finally {
      setBusy(false)
    }
  }

  return { busy, download }
}
