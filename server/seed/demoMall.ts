/**
 * The demo mall (示例数据, issue 23): the catalogue of demoMallCatalogue.ts (43 goods, is_demo)
 * with their SKUs, stock and units sold, their pictures drawn by demoMallImages.ts, and a few
 * comments by the demo forum's members (is_demo, no order item) so pages show ratings.
 *
 * - Pictures are `files` rows of the demo shop account (图书商城, is_demo, no phone: nobody logs
 *   in as it) written through the same FileStore as uploads, so they are served and thumbnailed
 *   like any other. Without a store (tests of the seed alone) the goods have no pictures.
 * - Stock, sold and comments come from a seeded PRNG: the same shop on every install. Runs once:
 *   nothing is written when goods exist.
 * - Every description ends by saying it is 示例数据, as the app's 示例数据 tag does.
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import { ratingBand } from '../../core/mallGoods'
import type { MallCategory } from '../../types/mall'
import type { Database } from '../db/open'
import { files, goodsComments, mallGoods, mallSkus, users } from '../db/schema'
import type { FileStore } from '../storage/local'
import { DEMO_LABEL, seedAreaOnce } from './demo'
import { DEMO_CATALOGUE, type DemoGoods } from './demoMallCatalogue'
import { mallPictureSvg, renderMallPicture } from './demoMallImages'
import { hash, prng } from './sampleOneScore'

export const DEMO_SHOP_NAME = '图书商城'
/** Pictures of each good: the cover and a second view. */
const VIEWS = 2
/** Of the demo comments, about this share carry a buyer's picture. */
const PICTURED_SHARE = 0.15
const DAY_MS = 86_400_000

type Random = () => number
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]

const GOOD_WORDS: Record<MallCategory, readonly string[]> = {
  exam: [
    '真题按考点排好了，刷起来很有针对性，解析也写得清楚。',
    '纸张不错不反光，答案详解比老师讲的还细，二轮复习全靠它。',
    '印刷清晰，题目齐全，做完一轮感觉选择题稳了很多。',
    '压轴题给了好几种解法，思路一下打开了。'
  ],
  application: [
    '讲得很透，终于搞懂了平行志愿和位次法，家长也能看明白。',
    '内容实用，案例很多，填报前翻了好几遍。',
    '老师很耐心，方案分了冲稳保三档，心里有底了。',
    '专业介绍很详细，选专业时少纠结了很多。'
  ],
  tutoring: [
    '小开本方便带，课间就能翻，知识点整理得很全。',
    '例题经典，讲解由浅入深，适合自己复习。',
    '排版舒服，重点标得很清楚，推荐给了同桌。',
    '每天背一页，坚持下来效果很明显。'
  ],
  stationery: ['书写很顺滑，不断墨，考试用着放心。', '质量很好，已经回购了。', '颜色好看，用起来手感不错，性价比高。', '同学看到都问链接，一起拼单买的。'],
  gift: ['做工扎实，颜值高，放在书桌上很舒服。', '用了一周，效果比预期好，学习时更专注了。', '包装很用心，送给备考的表弟，他很喜欢。', '宿舍用刚刚好，室友也想要。']
}
/** Said of any good, so a good's comments differ from each other. */
const ANY_GOOD_WORDS = ['物流很快，包装完好，下次还来。', '和图片一样，质量对得起价格。', '客服回复及时，购物体验不错。']
const MEDIUM_WORDS = ['整体还行，就是有几页印刷有点淡。', '东西不错，物流慢了两天。', '内容可以，价格再便宜点就好了。']
const BAD_WORDS = ['收到时封面有折痕，联系客服处理中。', '和描述有点出入，不太满意。']

/** 5 stars most often, then 4, now and then 3, rarely 2 or 1. */
function ratingOf(random: Random): number {
  const x = random()
  return x < 0.62 ? 5 : x < 0.86 ? 4 : x < 0.95 ? 3 : x < 0.98 ? 2 : 1
}

/** The words of a good's comments by rating, none said twice while the band's words last. */
function commentTexts(random: Random, category: MallCategory, ratings: readonly number[]): string[] {
  const pools = { good: [...GOOD_WORDS[category], ...ANY_GOOD_WORDS], medium: MEDIUM_WORDS, bad: BAD_WORDS }
  const next = { good: Math.floor(random() * pools.good.length), medium: Math.floor(random() * pools.medium.length), bad: Math.floor(random() * pools.bad.length) }
  return ratings.map((rating) => {
    const band = ratingBand(rating)
    return pools[band][next[band]++ % pools[band].length]
  })
}

const descriptionOf = (goods: DemoGoods) => [...goods.body, `本商品为${DEMO_LABEL}，仅供演示，下单不会发货。`].join('\n')

/** Draws and stores each good's pictures (and the comments' buyer pictures); the keys by good index. */
async function storePictures(store: FileStore, ownerId: number, database: Database, jobs: { index: number; view: number; seed: string }[]) {
  const pictures = await Promise.all(
    jobs.map(async (job) => {
      const bytes = await renderMallPicture(mallPictureSvg(DEMO_CATALOGUE[job.index].art, job.view, job.seed))
      const key = store.newKey('jpg')
      await store.write(key, bytes)
      return { ...job, key, size: bytes.length }
    })
  )
  if (pictures.length > 0) await database.db.insert(files).values(pictures.map((p) => ({ key: p.key, ownerId, suffix: 'jpg', size: p.size, status: 'done' })))
  return pictures
}

/** Seeds the demo mall once; null when goods exist already. */
export async function seedDemoMall(
  database: Database,
  store: FileStore | undefined,
  now = Date.now()
): Promise<{ goods: number; skus: number; pictures: number; comments: number; ms: number } | null> {
  const db = database.db
  return seedAreaOnce(db, mallGoods, async () => {
    const random = prng(hash('demo-mall'))

    const [shop] = await db.insert(users).values({ username: DEMO_SHOP_NAME, isDemo: true }).returning({ id: users.id })
    const members = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isDemo, true), isNull(users.phone), ne(users.id, shop.id)))
    ).map((m) => m.id)

    // Which comments each good gets, decided before drawing so their pictures are drawn with the goods'.
    const plans = DEMO_CATALOGUE.map((goods, index) => {
      const comments =
        members.length === 0 ? [] : Array.from({ length: Math.floor(random() * 7) }, () => ({ rating: ratingOf(random), pictured: random() < PICTURED_SHARE }))
      return { goods, index, comments }
    })
    const jobs = plans.flatMap(({ index, comments }) => [
      ...Array.from({ length: VIEWS }, (_, view) => ({ index, view, seed: `demo-mall-${index}` })),
      ...comments.flatMap((c, k) => (c.pictured ? [{ index, view: VIEWS + k, seed: `demo-mall-${index}-comment-${k}` }] : []))
    ])
    const pictures = store ? await storePictures(store, shop.id, database, jobs) : []
    const keyOf = (index: number, view: number) => pictures.find((p) => p.index === index && p.view === view)?.key

    let skuCount = 0
    let commentCount = 0
    await db.transaction(async (tx) => {
      // Inserted last to first: within a weight the storefront lists newest first, so in the catalogue's order.
      for (const { goods, index, comments } of [...plans].reverse()) {
        const imageKeys = Array.from({ length: VIEWS }, (_, view) => keyOf(index, view)).filter((k): k is string => k !== undefined)
        const [row] = await tx
          .insert(mallGoods)
          .values({
            category: goods.category,
            title: goods.title,
            subtitle: goods.subtitle,
            description: descriptionOf(goods),
            imageKeys,
            isDemo: true,
            weight: goods.weight ?? 0,
            createdAt: new Date(now - index * 60_000)
          })
          .returning({ id: mallGoods.id })
        await tx.insert(mallSkus).values(
          goods.skus.map((s, position) => ({
            goodsId: row.id,
            name: s.name,
            priceFen: s.price,
            originalPriceFen: s.original,
            stock: s.stock ?? 20 + Math.floor(random() * 480),
            sold: Math.floor(random() ** 2 * 3000) + (goods.weight ?? 0) * 10,
            position
          }))
        )
        skuCount += goods.skus.length
        if (comments.length === 0) continue
        // Different buyers for one good's comments.
        const firstBuyer = Math.floor(random() * members.length)
        const texts = commentTexts(
          random,
          goods.category,
          comments.map((c) => c.rating)
        )
        await tx.insert(goodsComments).values(
          comments.map((c, k) => {
            const key = c.pictured ? keyOf(index, VIEWS + k) : undefined
            return {
              goodsId: row.id,
              orderItemId: null,
              userId: members[(firstBuyer + k) % members.length],
              skuName: pick(random, goods.skus).name,
              rating: c.rating,
              content: texts[k],
              imageKeys: key ? [key] : [],
              isDemo: true,
              createdAt: new Date(now - Math.floor(random() * 60 * DAY_MS))
            }
          })
        )
        commentCount += comments.length
      }
    })
    return { goods: DEMO_CATALOGUE.length, skus: skuCount, pictures: pictures.length, comments: commentCount }
  })
}
