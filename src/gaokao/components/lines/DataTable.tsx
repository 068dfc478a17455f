import { Text, View } from '@tarojs/components'
import './lines.scss'

export interface Column<T> {
  title: string
  cell: (row: T) => string
  /** Relative width (flex-grow), 1 by default. */
  flex?: number
  /** Left-aligned text column (names); figures are centred. */
  text?: boolean
}

interface Props<T> {
  columns: Column<T>[]
  rows: readonly T[]
  keyOf: (row: T, index: number) => string
  onRowClick?: (row: T) => void
  testId: string
  rowTestId: string
}

/**
 * A small table of figures (lines, plans): a header and one row per item, every cell a string the
 * page's lib shaped. Not windowed: these tables hold tens of rows, not thousands.
 */
export function DataTable<T>({ columns, rows, keyOf, onRowClick, testId, rowTestId }: Props<T>) {
  const cellClass = (c: Column<T>) => `ln-cell${c.text ? ' ln-cell--text' : ''}`
  return (
    <View className='ln-table' data-testid={testId}>
      <View className='ln-row ln-row--head'>
        {columns.map((c) => (
          <Text key={c.title} className={cellClass(c)} style={{ flex: c.flex ?? 1 }}>
            {c.title}
          </Text>
        ))}
      </View>
      {rows.map((row, i) => (
        <View
          key={keyOf(row, i)}
          className={`ln-row${onRowClick ? ' ln-row--link' : ''}`}
          data-testid={rowTestId}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
        >
          {columns.map((c) => (
            <Text key={c.title} className={cellClass(c)} style={{ flex: c.flex ?? 1 }}>
              {c.cell(row)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}
