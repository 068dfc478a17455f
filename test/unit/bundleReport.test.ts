import { breakdownTable, entryBreakdown, groupOf } from '../../scripts/lib/bundleReport'

describe('bundle report of the H5 entry route', () => {
  it('groups modules by package or app folder', () => {
    expect(groupOf('./node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom')
    expect(groupOf('./node_modules/@tarojs/components/dist/x.js')).toBe('@tarojs/components')
    expect(groupOf('./node_modules/history/index.js + 1 modules (concatenated)/node_modules/history/index.js')).toBe('history')
    expect(groupOf('./src/app.config.ts + 4 modules (concatenated)')).toBe('src/app.config.ts')
    expect(groupOf('./src/stores/user.ts')).toBe('src/stores')
    expect(groupOf('./core/chinaTime.ts')).toBe('core')
    expect(groupOf('./octet-stream;base64,AAEAAA')).toBe('data: URL (inlined file)')
  })

  it('adds up the leaves of the entry files only, biggest first, with their share', () => {
    const report = [
      {
        label: 'js/app.1.js',
        groups: [
          { label: 'a', path: './node_modules/mobx/dist/mobx.esm.js', parsedSize: 70, gzipSize: 20 },
          { label: 'b', path: './src/stores/user.ts', parsedSize: 10, gzipSize: 4 }
        ]
      },
      { label: 'js/9.2.js', groups: [{ label: 'c', path: './node_modules/mobx/dist/x.js', parsedSize: 5, gzipSize: 2 }] },
      { label: 'js/other.3.js', groups: [{ label: 'd', path: './node_modules/react-dom/x.js', parsedSize: 100, gzipSize: 50 }] }
    ]
    const rows = entryBreakdown(report, ['js/app.1.js', 'js/9.2.js'])
    expect(rows).toEqual([
      { name: 'mobx', parsed: 75, gzip: 22 },
      { name: 'src/stores', parsed: 10, gzip: 4 }
    ])
    expect(breakdownTable(rows, 26).split('\n')[2]).toBe('| mobx | 75 | 22 | 84.6 % |')
  })
})
