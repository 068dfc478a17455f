import { Text, View } from '@tarojs/components'
import { lettermarkOf } from '@/lib/lettermark'
import './InstitutionMark.scss'

/**
 * An institution's mark beside its name (search results, the detail's header): its lettermark,
 * since the data has no logos (lib/lettermark.ts). Decorative: the name next to it says it.
 */
export function InstitutionMark({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const { text, color } = lettermarkOf(name)
  return (
    <View className={`inst-mark inst-mark--${size}`} style={{ background: color }} data-testid='institution-mark' aria-hidden>
      <Text>{text}</Text>
    </View>
  )
}
