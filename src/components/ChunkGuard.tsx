import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { watchChunks, type EnsureChunk } from '../lib/chunkWatch'
import { LOAD_TIMEOUT_MS, LOADING_DELAY_MS } from '../lib/constants'
import { createLoadTracker, type LoadSnapshot } from '../lib/loadState'
import { RetryButton } from './RetryButton'
import './ChunkGuard.scss'

declare const __webpack_require__: { e?: EnsureChunk }

/**
 * H5 only: while a page's code chunk downloads, shows 加载中 after 200 ms and a timeout with 重试
 * after 60 s; a chunk that fails or passes webpack's chunkLoadTimeout (120 s) shows
 * 'Loading chunk … failed' with 重试, never a blank page. 重试 reloads the current hash route.
 */
export function ChunkGuard() {
  const [state, setState] = useState<LoadSnapshot>({ phase: 'idle' })

  useEffect(() => {
    const ensure = __webpack_require__.e
    if (!ensure) return undefined
    const tracker = createLoadTracker({ delayMs: LOADING_DELAY_MS, timeoutMs: LOAD_TIMEOUT_MS, onChange: setState })
    __webpack_require__.e = watchChunks(ensure, tracker)
    return () => {
      __webpack_require__.e = ensure
      tracker.dispose()
    }
  }, [])

  if (state.phase !== 'loading' && state.phase !== 'timeout' && state.phase !== 'failed') return null
  return (
    <View className='chunk-guard' data-testid={`chunk-${state.phase}`}>
      {state.phase === 'loading' ? (
        <Text>加载中…</Text>
      ) : (
        <>
          <Text className='chunk-guard__message'>{state.phase === 'timeout' ? '加载超时，请检查网络' : (state.error ?? 'Loading chunk failed')}</Text>
          <RetryButton onClick={() => window.location.reload()} />
        </>
      )}
    </View>
  )
}
