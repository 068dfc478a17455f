/** The essay's word count and progress (core/essayWords.ts, docs/writing.md "Word count"). */
import { essayExcerpt, essayProgress, essayWordCount } from '../../core/essayWords'

describe('essayWordCount', () => {
  test.each([
    ['', 0],
    ['   \n\t  ', 0],
    ['春眠不觉晓', 5],
    ['你好，世界！', 6],
    ['他说：“走吧。”', 8],
    ['等待……', 4],
    ['——题记', 4],
    ['《红楼梦》', 5],
    ['ChatGPT', 1],
    ['Hello world', 2],
    ['Hello, world.', 4],
    ["don't stop", 2],
    ['COVID-19 疫情', 3],
    ['3.14 是圆周率', 5],
    ['2024年', 2],
    ['１２３ 全角数字', 5],
    ['第一段\n\n  第二段', 6],
    ['𠀀字', 2],
    ['加油😀', 3],
    ['end.', 2]
  ])('%j counts %i', (text, n) => {
    expect(essayWordCount(text)).toBe(n)
  })

  test('a long essay counts each character once', () => {
    expect(essayWordCount('学'.repeat(800))).toBe(800)
    expect(essayWordCount('学习。'.repeat(100))).toBe(300)
  })
})

describe('essayProgress', () => {
  test('below, at and above the target', () => {
    expect(essayProgress(0, 800)).toEqual({ count: 0, target: 800, percent: 0, reached: false, text: '已写 0 字 / 目标 800 字', hint: '还差 800 字' })
    expect(essayProgress(523, 800)).toEqual(expect.objectContaining({ percent: 65, reached: false, hint: '还差 277 字' }))
    expect(essayProgress(799, 800).reached).toBe(false)
    expect(essayProgress(800, 800)).toEqual(expect.objectContaining({ percent: 100, reached: true, hint: '已达到目标字数' }))
    expect(essayProgress(1500, 800).percent).toBe(100)
    expect(essayProgress(5, 0).target).toBe(1)
  })
})

test('essayExcerpt folds whitespace and cuts at code points', () => {
  expect(essayExcerpt('  第一段\n\n第二段  ', 10)).toBe('第一段 第二段')
  expect(essayExcerpt('一二三四五六', 3)).toBe('一二三…')
  expect(essayExcerpt('𠀀𠀀𠀀', 2)).toBe('𠀀𠀀…')
})
