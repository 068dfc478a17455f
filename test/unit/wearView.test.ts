/** The dress-up pages' rules (src/lib/wearView.ts). */
import type { Item } from '../../types/personalItems'
import { routeBySpec } from '../../src/routes'
import { buyPrompt, chosenItem, ITEM_DETAIL_PAGES, itemAction, itemKindOf, itemStatus, previewKeys, splitItems } from '../../src/lib/wearView'

const item = (key: string, over: Partial<Item> = {}): Item => ({
  kind: 'pendant',
  key,
  name: key,
  description: '',
  price: 30,
  task: null,
  obtain: '30 金币',
  owned: false,
  worn: false,
  ...over
})

test('the button: log in, take off, wear, buy, or the task', () => {
  expect(itemAction(item('a'), false)).toEqual({ label: '登录后获取', action: 'login' })
  expect(itemAction(item('a', { owned: true, worn: true }), true)).toEqual({ label: '取下', action: 'takeOff' })
  expect(itemAction(item('a', { owned: true }), true)).toEqual({ label: '佩戴', action: 'wear' })
  expect(itemAction(item('a'), true)).toEqual({ label: '购买 · 30 金币', action: 'buy' })
  expect(itemAction(item('a', { price: null, task: 'test' }), true)).toEqual({ label: '去完成任务', action: 'task' })
})

test('the status line', () => {
  expect(itemStatus(item('a', { owned: true, worn: true }))).toBe('佩戴中')
  expect(itemStatus(item('a', { owned: true }))).toBe('已拥有')
  expect(itemStatus(item('a'))).toBe('30 金币')
  expect(itemStatus(item('a', { price: null }))).toBe('任务获得')
})

test('buying asks with the price, or names the shortfall', () => {
  expect(buyPrompt({ kind: 'pendant', name: '青玉', price: 30 }, 30)).toEqual({ enough: true, title: '确认购买', content: '花费 30 金币购买挂件「青玉」？' })
  expect(buyPrompt({ kind: 'accessory', name: '锦鲤', price: 88 }, 50)).toEqual({
    enough: false,
    title: '金币不足',
    content: '饰品「锦鲤」需要 88 金币，你还差 38 金币。去任务中心赚金币吧'
  })
})

test('owned first (worn first among them), then the shop by price with task items last', () => {
  const items = [
    item('task', { price: null }),
    item('dear', { price: 300 }),
    item('mine', { owned: true }),
    item('cheap', { price: 10 }),
    item('worn', { owned: true, worn: true })
  ]
  const { owned, shop } = splitItems(items)
  expect(owned.map((i) => i.key)).toEqual(['worn', 'mine'])
  expect(shop.map((i) => i.key)).toEqual(['cheap', 'dear', 'task'])
})

test('the chosen item and the preview it makes', () => {
  const pendants = [item('a'), item('b', { owned: true, worn: true })]
  const accessories = [item('x', { kind: 'accessory' }), item('y', { kind: 'accessory', owned: true, worn: true })]
  expect(chosenItem(pendants, null)?.key).toBe('b')
  expect(chosenItem(pendants, 'a')?.key).toBe('a')
  expect(chosenItem(pendants, 'gone')?.key).toBe('b')
  expect(chosenItem([item('a'), item('c')], null)?.key).toBe('a')
  expect(previewKeys({ pendants, accessories }, 'pendant', pendants[0])).toEqual({ pendant: 'a', accessory: 'y' })
  expect(previewKeys({ pendants, accessories }, 'accessory', accessories[0])).toEqual({ pendant: 'b', accessory: 'x' })
})

test('the pages of each kind exist; a kind from a query', () => {
  for (const spec of Object.values(ITEM_DETAIL_PAGES)) expect(routeBySpec(spec).built).toBe(true)
  expect([itemKindOf('pendant'), itemKindOf('accessory'), itemKindOf('hat'), itemKindOf(undefined)]).toEqual(['pendant', 'accessory', undefined, undefined])
})
