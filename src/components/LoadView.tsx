import { Text, View } from '@tarojs/components'
import type { LoadSnapshot } from '../lib/loadState'
import { RetryButton } from './RetryButton'
import './LoadView.scss'

interface Props {
  state: LoadSnapshot
  onRetry: () => void
}

/**
 * What a loading page shows: nothing for the first 200 ms, then 加载中, after 60 s a timeout
 * with 重试, on failure the error with 重试. Renders nothing once loaded.
 */
export function LoadView({ state, onRetry }: Props) {
  if (state.phase === 'loading') {
    return (
      <View className='load-view' data-testid='load-loading'>
        <Text>加载中…</Text>
      </View>
    )
  }
  if (state.phase === 'timeout' || state.phase === 'failed') {
    return (
      <View className='load-view' data-testid={`load-${state.phase}`}>
        <Text>{state.phase === 'timeout' ? '加载超时，请检查网络' : (state.error ?? '加载失败')}</Text>
        <RetryButton onClick={onRetry} />
      </View>
    )
  }
  return null
}
