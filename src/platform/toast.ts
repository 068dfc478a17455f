/** A short text toast (no icon), for code outside a page that has something to tell the user. */
import Taro from '@tarojs/taro'

export function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/** Takes a toast still showing away (a dialog that follows it should not sit under it). */
export function hideToast(): void {
  Taro.hideToast()
}
