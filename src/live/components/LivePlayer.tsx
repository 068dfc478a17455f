import { Text, Video, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { LiveRoom } from '@types-contract/live'

type Stream = NonNullable<LiveRoom['stream']>

/**
 * H5: a <video> element. An HLS stream plays natively where the browser can (Safari, iOS), else
 * through hls.js, loaded here with import() so only the live pages fetch it (and the mini-program
 * build, where this branch is dead, never carries it). The placeholder MP4 plays looped.
 */
function BrowserPlayer({ stream }: { stream: Stream }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    const video = ref.current
    if (!video) return
    let hls: { destroy: () => void } | null = null
    let cancelled = false
    if (stream.kind === 'hls' && !video.canPlayType('application/vnd.apple.mpegurl')) {
      if (process.env.TARO_ENV === 'h5') {
        import(/* webpackChunkName: "hls" */ 'hls.js')
          .then(({ default: Hls }) => {
            if (cancelled) return
            if (!Hls.isSupported()) return setError('当前浏览器无法播放直播，请换用其他浏览器')
            const player = new Hls()
            player.loadSource(stream.url)
            player.attachMedia(video)
            hls = player
          })
          .catch(() => setError('播放器加载失败，请刷新重试'))
      }
    } else video.src = stream.url
    return () => {
      cancelled = true
      hls?.destroy()
    }
  }, [stream.url, stream.kind])
  return (
    <View className='lv-player' data-testid='live-player' data-kind={stream.kind}>
      <video ref={ref} className='lv-player__video' controls autoPlay muted playsInline loop={stream.kind === 'mp4'} data-testid='live-video' />
      {error ? <Text className='lv-player__note'>{error}</Text> : null}
    </View>
  )
}

/** The room's player; without a stream (not started yet) a note in its place. */
export function LivePlayer({ stream, note }: { stream: Stream | null; note: string }) {
  if (!stream) {
    return (
      <View className='lv-player lv-player--empty' data-testid='live-player-empty'>
        <Text className='lv-player__note'>{note}</Text>
      </View>
    )
  }
  if (process.env.TARO_ENV === 'h5') return <BrowserPlayer stream={stream} />
  return (
    <View className='lv-player' data-testid='live-player'>
      <Video className='lv-player__video' src={stream.url} autoplay loop={stream.kind === 'mp4'} isLive={stream.kind === 'hls'} />
    </View>
  )
}
