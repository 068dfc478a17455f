import { Text, View } from '@tarojs/components'
import './RetryButton.scss'

/**
 * The 重试 button of the loading and error views. Plain Taro views rather than NutUI, so the H5
 * entry bundle (which holds the chunk-error view) carries no NutUI code.
 */
export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <View className='retry-button' role='button' data-testid='retry' onClick={onClick}>
      <Text>重试</Text>
    </View>
  )
}
