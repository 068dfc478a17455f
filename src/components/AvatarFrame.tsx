import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { frameOf } from '@core/pendantFrames'
import './AvatarFrame.scss'

/**
 * An avatar in the pendant its owner wears (core/pendantFrames.ts): a ring drawn in CSS behind the
 * avatar, sized with it, and the pendant's mark at the lower right; the avatar alone when they wear
 * none (or one this app does not know). On the forum's first screen, so it stays this small.
 */
export function AvatarFrame({ pendant, children }: { pendant: string | null | undefined; children: ReactNode }) {
  const frame = frameOf(pendant)
  if (!frame) return <>{children}</>
  return (
    <View className='avatar-frame' data-testid='avatar-frame' data-pendant={pendant ?? ''}>
      <View className='avatar-frame__ring' style={{ background: `linear-gradient(135deg, ${frame.inner}, ${frame.outer} 55%, ${frame.inner})` }} />
      {children}
      {frame.mark ? (
        <Text className='avatar-frame__mark' style={{ background: frame.inner }}>
          {frame.mark}
        </Text>
      ) : null}
    </View>
  )
}
