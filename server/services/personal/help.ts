/**
 * Help articles of 自助服务 (personal/service/selfService; types/personalHelp.ts), grouped by topic.
 *
 * They live on the server, not in the app: they describe prices and rules that change between
 * releases (a mini-program release waits for review) and they cost the app no bytes. The coin
 * figures come from the task centre's own rules (core/personalTasks.ts), so the text cannot drift
 * from what the server grants. Plain text: the app renders it as text, line breaks kept.
 */
import { SIGN_IN_RULES, TASKS } from '../../../core/personalTasks'
import type { HelpAnswer, HelpTopic } from '../../../types/personalHelp'

const oneOff = TASKS.filter((t) => t.period === 'once')
  .map((t) => `「${t.title}」${t.coins} 金币`)
  .join('、')
const daily = TASKS.filter((t) => t.period === 'daily' && t.key !== 'signin')
  .map((t) => `「${t.title}」${t.coins} 金币`)
  .join('、')

const TOPICS: readonly HelpTopic[] = [
  {
    key: 'account',
    title: '账号与登录',
    articles: [
      {
        id: 'login-ways',
        question: '可以用哪些方式登录？',
        answer: '可以用手机号和短信验证码登录；设置过密码后也可以用手机号和密码登录。在微信小程序中还可以用微信一键登录。首次登录会自动创建账号。'
      },
      {
        id: 'no-code',
        question: '收不到短信验证码怎么办？',
        answer: '请确认手机号填写正确、手机信号正常，并检查短信是否被安全软件拦截。同一手机号 60 秒内只能获取一次验证码，稍等片刻后可重新获取。仍然收不到请联系客服。'
      },
      {
        id: 'change-phone',
        question: '如何更换绑定的手机号？',
        answer: '在「我的 → 绑定手机」中点「更换手机号」，向新手机号发送验证码并验证后即可更换。新手机号不能已被其他账号使用。'
      },
      {
        id: 'delete-account',
        question: '如何注销账号？',
        answer: '在「我的 → 个人信息保护」中选择注销账号，按提示输入「确认注销」即可。注销后账号内的资料、文件和记录将被删除且无法恢复，请谨慎操作。'
      }
    ]
  },
  {
    key: 'vip',
    title: '会员与支付',
    articles: [
      {
        id: 'vip-benefits',
        question: '开通会员有什么用？',
        answer: '会员可以使用 AI 志愿填报、志愿助手等全部志愿功能。会员价格与时长以开通页面显示为准，开通后在「我的」页面可以看到会员到期日期。'
      },
      {
        id: 'vip-not-active',
        question: '支付成功但会员没有生效？',
        answer: '支付结果通常几秒内到账。请在「我的」页面下拉刷新或重新进入；若超过 10 分钟仍未生效，请在「意见反馈」中选择「会员与支付」并附上支付截图，我们会尽快处理。'
      },
      {
        id: 'activate-code',
        question: '有激活码怎么使用？',
        answer: '在会员开通页点「激活会员」，输入激活码即可开通对应时长的会员。'
      },
      {
        id: 'orders',
        question: '在哪里查看我的订单？',
        answer: '在「我的 → 我的订单」可以查看会员、打印等全部订单，点开可以看到每笔订单的详情。'
      }
    ]
  },
  {
    key: 'application',
    title: '志愿填报',
    articles: [
      {
        id: 'gaokao-info',
        question: '为什么要先填写高考信息？',
        answer: '推荐院校和录取概率按你的省份、选科、分数和位次计算。请在「填志愿 → 设置高考信息」中填写准确，修改后推荐结果会随之更新。'
      },
      {
        id: 'probability',
        question: '录取概率准确吗？',
        answer: '录取概率根据历年录取分数、位次和招生计划估算，仅供参考，不代表最终录取结果。正式填报请以省教育考试院公布的信息为准。'
      },
      {
        id: 'form',
        question: '志愿表保存在哪里？',
        answer: '加入志愿表的院校和专业保存在你的账号中，换手机登录同一账号也能看到。可以在「我的志愿表」中调整顺序或导出。'
      },
      {
        id: 'tests',
        question: '性格测试有什么用？',
        answer: '「性格测试」中的 MBTI、霍兰德（SDS）等测评可以帮助了解适合的专业方向，测评结果会用于专业推荐参考。在「我的 → 性格测试」即可进入。'
      }
    ]
  },
  {
    key: 'cloud',
    title: '云盘与打印',
    articles: [
      {
        id: 'space',
        question: '云盘空间有多大？',
        answer: '每个账号默认有 10 GB 云盘空间，可以在「空间价格」页面购买更多空间。删除的文件会先进入回收站，彻底删除后才会释放空间。'
      },
      {
        id: 'print-how',
        question: '怎样打印文件？',
        answer: '把云盘中的文件加入打印中心，设置份数、单双面等后下单支付，我们打印后寄送到你填写的收货地址，可以在「打印订单」中查看物流。'
      },
      {
        id: 'print-cancel',
        question: '打印订单可以取消吗？',
        answer: '待付款和已付款（尚未开始打印）的订单可以取消，已付款的订单会全额退款；开始打印后不能再取消。'
      }
    ]
  },
  {
    key: 'coins',
    title: '金币与任务',
    articles: [
      {
        id: 'earn',
        question: '怎样获得金币？',
        answer: `在「任务中心」完成任务即可领取金币：每日签到 ${SIGN_IN_RULES.base}-${SIGN_IN_RULES.base + SIGN_IN_RULES.maxBonus * SIGN_IN_RULES.step} 金币，连续签到奖励递增；每日任务${daily}；一次性任务${oneOff}。`
      },
      {
        id: 'streak',
        question: '连续签到断了会怎样？',
        answer: `漏签一天，连续签到天数会从 1 重新开始计算。连续签到 ${SIGN_IN_RULES.unlockStreak} 天可以解锁专属头像挂件。`
      },
      {
        id: 'spend',
        question: '金币有什么用？',
        answer: '金币可以在「我的装扮」中兑换头像挂件和饰品，佩戴后会显示在你的头像上。金币的每一笔收支都可以在「金币记录」中查看。'
      }
    ]
  }
]

export function helpAnswer(servicePhone: string): HelpAnswer {
  return { topics: [...TOPICS], service_phone: servicePhone }
}
