import { Input, Text, View } from '@tarojs/components'
import { XKW_LIMITS } from '@types-contract/xkw'
import type { VipView } from '@/lib/xkwView'

/**
 * The study-material library's parts that its home tab (pages/tabbar/xkuPage, main package) and
 * its pages in the study package (study/components/xkwParts.tsx) both show: the search box and the
 * membership card. `block` names the page stylesheet's classes, each drawn by a mixin of
 * components/styles/_xkw.scss; `testId` prefixes the parts' test ids.
 */

interface SearchBoxProps {
  block: 'xu-search' | 'xk-search'
  testId: 'xku-search' | 'xkw-search'
  value: string
  onInput: (text: string) => void
  onSearch: () => void
}

export function XkwSearchBox({ block, testId, value, onInput, onSearch }: SearchBoxProps) {
  return (
    <View className={block}>
      <Input
        className={`${block}__input`}
        data-testid={`${testId}-input`}
        value={value}
        confirmType='search'
        placeholder='搜索试卷、课件、教案'
        placeholderStyle='color:#b0b0b0'
        maxlength={XKW_LIMITS.queryMax}
        onInput={(e) => onInput(e.detail.value)}
        onConfirm={onSearch}
      />
      <Text className={`${block}__go`} data-testid={`${testId}-submit`} onClick={onSearch}>
        搜索
      </Text>
    </View>
  )
}

interface VipCardProps {
  block: 'xu-vip' | 'xk-vip'
  testId: 'xku-vip' | 'xkw-vip'
  view: VipView
  onAction: () => void
}

/** The membership card: its title and line, and 开通 / 续费 (`view`: lib/xkwView.ts xkwVipView). */
export function XkwVipCard({ block, testId, view, onAction }: VipCardProps) {
  return (
    <View className={`${block}${view.active ? ` ${block}--on` : ''}`} data-testid={testId}>
      <View className={`${block}__body`}>
        <Text className={`${block}__title`}>{view.title}</Text>
        <Text className={`${block}__line`}>{view.line}</Text>
      </View>
      <Text className={`${block}__btn`} data-testid={`${testId}-action`} onClick={onAction}>
        {view.action}
      </Text>
    </View>
  )
}
