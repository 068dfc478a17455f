import { Text, View } from '@tarojs/components'
import { navigate } from '@/components/nav'
import { ToolIcon } from '@/components/ToolIcon'
import type { ToolIconName } from '@/lib/toolIcons'
import { urlOf } from '@/routes'

/** A tool of a tab: spec path (src/routes.ts), icon, label, note, test id. */
export type TabTool = [spec: string, icon: ToolIconName, label: string, note: string, testId: string]

/**
 * A tab's tools, two to a row (tabs.scss `tab-tools`, `tab-tool`): each its icon, label and note,
 * opening its page (填志愿's and 学习's tools).
 */
export function TabTools({ tools }: { tools: readonly TabTool[] }) {
  const rows = Array.from({ length: Math.ceil(tools.length / 2) }, (_, r) => tools.slice(r * 2, r * 2 + 2))
  return (
    <>
      {rows.map((row) => (
        <View key={row[0][0]} className='tab-tools'>
          {row.map(([spec, icon, label, note, testId]) => (
            <View key={spec} className='tab-tool' data-testid={testId} onClick={() => navigate(urlOf(spec))}>
              <ToolIcon name={icon} className='tab-tool__icon' />
              <Text className='tab-tool__title'>{label}</Text>
              <Text className='tab-tool__text'>{note}</Text>
            </View>
          ))}
        </View>
      ))}
    </>
  )
}
