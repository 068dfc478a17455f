/** The 31 provincial-level divisions of the mainland, short names, in the usual order. */
export const PROVINCES = [
  '北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江',
  '安徽', '福建', '江西', '山东', '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆',
  '四川', '贵州', '云南', '西藏', '陕西', '甘肃', '青海', '宁夏', '新疆'
] as const

export type Province = (typeof PROVINCES)[number]

export function isProvince(value: string): value is Province {
  return (PROVINCES as readonly string[]).includes(value)
}
