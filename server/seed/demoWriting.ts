/**
 * Demo essay prompts (示例数据, issue 24, docs/writing.md): eight prompts of our own, across 议论文,
 * 记叙文 and 材料作文, each asking for 800 words as the gaokao does. Every prompt ends by saying it
 * is 示例数据, as the app's tag does. Runs once: nothing is written when prompts exist.
 */
import { count } from 'drizzle-orm'
import type { EssayGenre } from '../../types/writing'
import type { Database } from '../db/open'
import { essayPrompts } from '../db/schema'
import { DEMO_LABEL } from './demo'

interface DemoPrompt {
  title: string
  genre: EssayGenre
  body: string
}

const RULES = '要求：选准角度，确定立意，明确文体，自拟标题；不要套作，不得抄袭；不得泄露个人信息；不少于800字。'

export const DEMO_PROMPTS: readonly DemoPrompt[] = [
  {
    title: '慢下来的力量',
    genre: 'argument',
    body: '有人说，这是一个追求速度的时代：外卖半小时送达，视频倍速播放，知识用三分钟“速成”。也有人说，真正重要的东西，往往需要慢慢来。\n请以“慢下来的力量”为题，写一篇议论文，谈谈你的思考。'
  },
  {
    title: '答案与问题',
    genre: 'argument',
    body: '一位老师在毕业赠言里写道：“学校教会你们很多答案，但愿你们离开时带走的是更多的问题。”\n这句话引发了你怎样的联想与思考？请写一篇议论文。'
  },
  {
    title: '灯',
    genre: 'narrative',
    body: '楼道里的声控灯、书桌上的台灯、回家路上的一盏路灯……总有一些灯，照亮过你的某段路。\n请以“灯”为题，写一篇记叙文，叙述你的经历，表达真情实感。'
  },
  {
    title: '那一次，我听见了自己',
    genre: 'narrative',
    body: '在热闹的人群中，在安静的深夜里，在一次失败或一次坚持之后，我们有时会忽然听见内心的声音。\n请以“那一次，我听见了自己”为题，写一篇记叙文。'
  },
  {
    title: '身边的“小发明”',
    genre: 'narrative',
    body: '奶奶用旧毛衣改成的暖水袋套，同桌用橡皮筋做的书立，小区门卫自制的快递架……生活里处处有不起眼的“小发明”。\n请选取一个你身边的“小发明”及其背后的人，写一篇记叙文。'
  },
  {
    title: '村里的新图书角',
    genre: 'material',
    body: '阅读下面的材料，根据要求写作。\n某村把闲置的老粮仓改造成图书角。开放第一个月，来的人寥寥无几；后来，几位返乡大学生在这里办起了周末故事会和手机课堂，老人们学会了视频通话，孩子们放学后也常来看书。如今，图书角成了村里最热闹的地方。\n这则材料引发了你怎样的思考？'
  },
  {
    title: '一道题的三种解法',
    genre: 'material',
    body: '阅读下面的材料，根据要求写作。\n数学课上，老师请三位同学讲同一道题。第一位用了最常规的方法，步骤完整；第二位找到了一条巧妙的捷径；第三位的方法绕了远路，却发现了题目背后一个更一般的规律。老师说：“三种解法，我都想给满分。”\n读了这则材料，你有什么感悟？'
  },
  {
    title: '修表匠的手艺',
    genre: 'material',
    body: '阅读下面的材料，根据要求写作。\n街角的修表铺开了三十年。有人劝老师傅改卖智能手表，他笑着说：“表会换，手艺不会。”后来，他的徒弟把修表的过程拍成短视频，吸引了许多年轻人专程来学。\n请结合材料，谈谈你对“传承”与“变化”的认识。'
  }
]

/** Writes the demo prompts on a database without prompts; the number written, or null when there were some. */
export async function seedDemoWriting(database: Database, now = Date.now()): Promise<{ prompts: number } | null> {
  const [{ n }] = await database.db.select({ n: count() }).from(essayPrompts)
  if (n > 0) return null
  await database.db.insert(essayPrompts).values(
    DEMO_PROMPTS.map((prompt, index) => ({
      title: prompt.title,
      genre: prompt.genre,
      body: `${prompt.body}\n${RULES}\n（${DEMO_LABEL}）`,
      targetWords: 800,
      isDemo: true,
      // The list shows them in this order (weight first).
      weight: DEMO_PROMPTS.length - index,
      createdAt: new Date(now)
    }))
  )
  return { prompts: DEMO_PROMPTS.length }
}
