/**
 * The catalogue of pendants (avatar frames) and accessories (name tags), issue 22. Each item is
 * either sold for coins (price) or unlocked by a task (task: its reward also grants the item; the
 * sign-in's at a streak of core/personalTasks.ts SIGN_IN_RULES.unlockStreak days). Keys are stored
 * in user_items and users.worn_*: never rename one. How a pendant is drawn: core/pendantFrames.ts
 * (a unit test holds that every pendant has a frame and every accessory a look).
 */
import type { ItemKind, ItemSource } from '../types/personalItems'
import type { TaskKey } from '../types/personalTasks'

export interface CatalogueItem {
  kind: ItemKind
  key: string
  name: string
  description: string
  /** Coins it costs; null when only a task unlocks it. */
  price: number | null
  /** The task that unlocks it; null when it is sold. */
  task: TaskKey | null
}

/** An accessory's tag colours. */
export interface AccessoryLook {
  background: string
  color: string
}

type Entry = Omit<CatalogueItem, 'kind'>

const sold = (key: string, name: string, description: string, price: number): Entry => ({ key, name, description, price, task: null })
const unlocked = (key: string, name: string, description: string, task: TaskKey): Entry => ({ key, name, description, price: null, task })

export const PENDANTS: readonly CatalogueItem[] = [
  unlocked('sprout', '新芽', '完成第一次性格测试，认识更好的自己', 'test'),
  unlocked('week', '七日之约', '连续签到 7 天，坚持的样子最好看', 'signin'),
  sold('jade', '青玉', '温润如玉，沉稳备考', 30),
  sold('sunrise', '朝阳', '每一天都是新的起点', 80),
  sold('sakura', '樱花', '樱花开时，金榜题名', 150),
  sold('gold', '金榜题名', '闪耀的金色边框，预祝高考顺利', 300),
  sold('galaxy', '星河', '志存高远，目标是星辰大海', 600)
].map((e) => ({ kind: 'pendant' as const, ...e }))

export const ACCESSORIES: readonly CatalogueItem[] = [
  unlocked('planner', '目标明确', '完善高考信息，志愿规划心中有数', 'gaokao_info'),
  unlocked('popular', '人气王', '成功邀请一位好友加入', 'invite'),
  sold('scholar', '学霸', '认真学习的你值得这枚名牌', 50),
  sold('koi', '锦鲤', '好运连连，逢考必过', 88),
  sold('comeback', '逆袭', '一分一分追上来', 120),
  sold('ashore', '上岸', '理想院校，稳稳上岸', 200),
  sold('top', '985预定', '目标名校，提前预定', 300)
].map((e) => ({ kind: 'accessory' as const, ...e }))

/** How each accessory's tag looks beside the name. */
export const ACCESSORY_LOOKS: Readonly<Record<string, AccessoryLook>> = {
  planner: { background: '#e3f2fd', color: '#1565c0' },
  popular: { background: '#fff3e0', color: '#e65100' },
  scholar: { background: '#e8f5e9', color: '#2e7d32' },
  koi: { background: '#ffebee', color: '#c62828' },
  comeback: { background: '#ede7f6', color: '#4527a0' },
  ashore: { background: '#e0f7fa', color: '#00838f' },
  top: { background: '#fff8e1', color: '#ff6f00' }
}

const BY_KIND: Record<ItemKind, readonly CatalogueItem[]> = { pendant: PENDANTS, accessory: ACCESSORIES }

/** The item of that kind and key; undefined when the catalogue has none. */
export const itemOf = (kind: ItemKind, key: string): CatalogueItem | undefined => BY_KIND[kind].find((item) => item.key === key)

export const itemsOf = (kind: ItemKind): readonly CatalogueItem[] => BY_KIND[kind]

/** The items a task's reward unlocks (the sign-in's: at the unlock streak). */
export const itemsUnlockedBy = (task: TaskKey): CatalogueItem[] => [...PENDANTS, ...ACCESSORIES].filter((item) => item.task === task)

/** Where an item owned came from. */
export const sourceOf = (item: Pick<CatalogueItem, 'price'>): ItemSource => (item.price === null ? 'task' : 'coins')
