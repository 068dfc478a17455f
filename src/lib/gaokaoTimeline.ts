/**
 * The year of a gaokao candidate as the 2025志愿填报 service page (application/applicationService)
 * shows it: the exam days of the province (province facts) and the usual windows of what follows.
 * Only the exam days come from a table; the later windows are the usual ones and every province
 * publishes its own, so they carry 以各省教育考试院公布为准. Pure (no Taro import).
 */
import { DEFAULT_EXAM, factsOf } from '@core/provinceFacts'

export const PROVINCE_NOTICE = '以各省教育考试院公布为准'

export interface TimelineItem {
  title: string
  /** The date or window in words. */
  when: string
  note: string
}

/** 'MM-DD' → '6月7日'. */
function dayLabel(mmdd: string): string {
  return `${Number(mmdd.slice(0, 2))}月${Number(mmdd.slice(3, 5))}日`
}

/** The exam days of a province in `year` ('2027年6月7日至6月10日'), as in the province facts. */
export function examDaysLabel(province: string | null, year: number): string {
  const facts = province ? factsOf(province) : undefined
  const start = facts?.exam_start ?? DEFAULT_EXAM.start
  const end = facts?.exam_end ?? DEFAULT_EXAM.end
  return `${year}年${dayLabel(start)}至${dayLabel(end)}`
}

export function gaokaoTimeline(province: string | null, year: number): TimelineItem[] {
  const known = !!province && !!factsOf(province)
  return [
    {
      title: '高考',
      when: examDaysLabel(province, year),
      note: known ? `按${province}往年考试日程，当年安排${PROVINCE_NOTICE}` : `各省多在 6 月 7 日至 10 日，${PROVINCE_NOTICE}`
    },
    { title: '成绩公布', when: '一般在 6 月下旬', note: PROVINCE_NOTICE },
    { title: '志愿填报', when: '一般在 6 月下旬至 7 月上旬，分批次进行', note: PROVINCE_NOTICE },
    { title: '录取', when: '7 月至 8 月，先提前批、再本科批和专科批', note: PROVINCE_NOTICE }
  ]
}
