/**
 * The network's state (docs/runtime.md, reconnect): on H5 the browser's online/offline events and
 * navigator.onLine; on the mini-program Taro.onNetworkStatusChange and getNetworkType.
 */
import Taro from '@tarojs/taro'

/** Whether the device is online now (true when unknown). */
export async function isOnline(): Promise<boolean> {
  if (process.env.TARO_ENV === 'h5') return navigator.onLine !== false
  try {
    const { networkType } = await Taro.getNetworkType()
    return networkType !== 'none'
  } catch {
    return true
  }
}

/** Calls `listener` with each change of the network's state (connected or not). */
export function onNetworkChange(listener: (connected: boolean) => void): void {
  if (process.env.TARO_ENV === 'h5') {
    window.addEventListener('online', () => listener(true))
    window.addEventListener('offline', () => listener(false))
    return
  }
  Taro.onNetworkStatusChange((res) => listener(res.isConnected))
}
