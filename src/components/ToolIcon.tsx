import { Image, View } from '@tarojs/components'
import { toolIconSrc, type ToolIconName } from '@/lib/toolIcons'

/**
 * A tool's icon: a white line drawing on a square of the theme's colour (the square's size and
 * corners come from `className`). Decorative: the tool's label beside it names it.
 */
export function ToolIcon({ name, className }: { name: ToolIconName; className: string }) {
  return (
    <View className={className} data-icon={name} aria-hidden>
      <Image className='tool-icon__img' src={toolIconSrc(name)} mode='aspectFit' imgProps={{ alt: '' }} />
    </View>
  )
}
