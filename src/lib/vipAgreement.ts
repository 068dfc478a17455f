/**
 * 会员服务协议 (application/vipAgreement): our own membership terms, filled in with the brand's
 * name, service phone and plans. Pure (no Taro import).
 *
 * Refunds follow 《中华人民共和国消费者权益保护法》第二十五条: goods bought online may be returned
 * within seven days without reason, except (among others) digital goods delivered online, which a
 * membership is once opened; the terms say so before purchase and keep the refunds the law and
 * fairness still require (service not delivered, double charge, failed group buy).
 */
import type { VipPlan } from '../../brands/plans'

/** A paragraph; `strong` ones are the terms shown in bold (退款规则, 仅供参考). */
export type Paragraph = string | { text: string; strong: true }

export interface AgreementSection {
  title: string
  paragraphs: Paragraph[]
  /** A link to another page of the app under the section. */
  link?: { label: string; spec: string }
}

export interface AgreementBrand {
  appName: string
  supportPhone: string
  vipPlans: readonly VipPlan[]
}

export const VIP_AGREEMENT_UPDATED = '2026年11月'
export const POLICY_SPEC = 'personal/settings/policy'

export function paragraphText(p: Paragraph): string {
  return typeof p === 'string' ? p : p.text
}

/** '1 年 168 元、2 年 298 元、3 年 398 元'. */
export function planTerms(plans: readonly VipPlan[]): string {
  return [...plans]
    .sort((a, b) => a.year - b.year)
    .map((p) => `${p.year} 年 ${p.price} 元`)
    .join('、')
}

export function vipAgreementSections(brand: AgreementBrand): AgreementSection[] {
  const app = brand.appName
  const plans = brand.vipPlans.length
    ? `会员按套餐计时，目前提供：${planTerms(brand.vipPlans)}。价格以购买页面展示为准，如有调整不影响已开通的会员。`
    : `${app}当前未开放会员购买；如日后开放，套餐与价格以购买页面展示为准。`
  return [
    {
      title: '一、协议的范围',
      paragraphs: [
        `本协议是你与${app}运营方（下称“我们”）之间关于会员服务的约定，是《用户协议与隐私政策》的补充；两者不一致时，会员相关事项以本协议为准。`,
        '开通会员前请仔细阅读本协议，特别是以粗体标出的退款规则和“数据仅供参考”条款。你点击开通并完成支付，即表示你已阅读并同意本协议。未成年人应在监护人陪同和同意下开通。'
      ]
    },
    {
      title: '二、会员服务的内容',
      paragraphs: [
        'AI 志愿填报：根据你填写的省份、选科、分数与位次，一键生成冲、稳、保搭配的志愿表草稿，并可继续调整和保存。',
        '完整推荐：查看智能推荐中的全部院校与专业（组），以及录取概率、历年录取位次等分析；非会员只能预览部分结果。',
        '数据功能：历年分数线、招生计划、就业与薪酬等数据分析，等位分、志愿表检查等志愿助手工具。',
        '具体功能以开通时页面展示为准。我们会持续更新数据和功能，因政策变化、数据来源调整等原因，个别功能可能调整或下线，我们会提前在应用内公告。'
      ]
    },
    {
      title: '三、会员期限',
      paragraphs: [
        plans,
        '会员自支付成功时起生效，到期日在“我的”页面显示。在有效期内续费的，期限顺延。会员期限届满后自动失效，我们不会自动续费或自动扣款。',
        '会员权益仅限开通账号本人使用，不得出借、转让或出售账号。'
      ]
    },
    {
      title: '四、支付与退款',
      paragraphs: [
        '支持微信支付和支付宝，以支付页面为准。支付成功后会员即时开通。',
        {
          text: '会员属于在线提供的数字化服务，开通后即交付。依据《中华人民共和国消费者权益保护法》第二十五条，开通后不适用七日无理由退货，请在购买前确认。',
          strong: true
        },
        '以下情形可以申请退款，我们核实后原路退回：重复支付或多扣款项的，全额退回多付部分；因我们的原因导致会员功能在较长时间内无法使用的，按未使用的期限折算退款；参加拼团未能成团的，按拼团页面规则退款。',
        `申请退款或对扣款有疑问，请拨打客服电话 ${brand.supportPhone}，我们会在 7 个工作日内答复。`
      ]
    },
    {
      title: '五、数据仅供参考',
      paragraphs: [
        { text: '志愿推荐、录取概率、等位分等结果由历年公开数据和模型计算得出，仅供参考，不构成录取承诺，也不代表任何高校或招生考试机构的意见。', strong: true },
        '招生计划、分数线、选科要求和填报规则请以各省教育考试院和高校当年公布的信息为准。志愿表请由你本人在官方志愿填报系统中确认提交，我们不代为填报。'
      ]
    },
    {
      title: '六、个人信息',
      paragraphs: ['为提供会员服务，我们会使用你填写的高考信息和会员订单信息。个人信息的收集、使用和保护规则见《用户协议与隐私政策》。'],
      link: { label: '查看《用户协议与隐私政策》', spec: POLICY_SPEC }
    },
    {
      title: '七、协议的变更与联系',
      paragraphs: ['本协议变更时，我们会在应用内公告；变更不减少你已开通会员的权益。', `如对本协议有任何疑问，请拨打客服电话 ${brand.supportPhone}。`]
    }
  ]
}
