import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './EmptyState.scss'

interface Props {
  title: string
  hint?: string
  testId?: string
  children?: ReactNode
}

/** The shared empty-list view. */
export function EmptyState({ title, hint, testId, children }: Props) {
  return (
    <View className='empty-state' data-testid={testId}>
      <View className='empty-state__icon' />
      <Text className='empty-state__title'>{title}</Text>
      {hint && <Text className='empty-state__hint'>{hint}</Text>}
      {children}
    </View>
  )
}
