import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/PageShell'
import { BRAND } from '@/env'
import '../components/account.scss'

const SECTIONS: [string, string[]][] = [
  [
    '一、协议的适用',
    [
      '本协议是你与{app}运营方之间关于使用{app}（含小程序与网页版，下称“本应用”）的约定。注册或登录即表示你已阅读并同意本协议和下方的隐私政策。',
      '本应用提供高考志愿填报参考、院校与专业查询、学习社区、云文库与打印、商城等服务。志愿推荐、录取概率等结果仅供参考，请以各省教育考试院和高校公布的信息为准。'
    ]
  ],
  [
    '二、账号',
    [
      '你可以使用手机号验证码、密码或微信登录。请妥善保管手机与验证码，不要将验证码告诉他人。',
      '你应当对账号下的行为负责；发现账号被他人使用，请及时更换手机号或联系客服。'
    ]
  ],
  [
    '三、使用规范',
    ['请遵守法律法规和社区规范，不发布违法、侵权、骚扰、广告或与高考升学无关的不良内容。', '上传到云文库、共享空间的文件应当由你本人享有权利或已获授权。']
  ],
  ['四、会员与付费服务', ['会员和付费服务的内容、价格与有效期以购买页面展示为准。已开通的会员服务在有效期内生效。']],
  [
    '五、隐私政策：我们收集的信息',
    [
      '账号信息：手机号（用于登录和验证）、昵称、头像；你主动填写的年级、身份、省份、选科、分数与位次（用于志愿推荐）。',
      '使用信息：为保障安全和排查故障，我们会记录设备标识、应用版本、请求时间等必要日志。',
      '我们不会收集与服务无关的信息，也不会在你不知情时读取通讯录、位置等敏感权限；需要时会单独征得你的同意。'
    ]
  ],
  [
    '六、隐私政策：信息的使用与共享',
    [
      '你的信息仅用于提供和改进本应用的服务。除法律法规要求或你明确同意外，我们不会向第三方出售或提供你的个人信息。',
      '短信验证码由短信服务商代为发送，微信登录由微信校验你的身份；这些服务商只获得完成该项服务所必需的信息。',
      '其他用户只能看到你的公开资料（昵称、头像、身份、关注与粉丝数），你的手机号会被部分隐藏。'
    ]
  ],
  [
    '七、你的权利',
    [
      '你可以在“编辑资料”中修改昵称和头像，在“切换身份”中修改年级，在“绑定手机”中更换手机号。',
      '你可以在“个人信息保护”中注销账号。注销后账号及其数据将被删除且无法恢复。',
      '退出登录后，本设备上保存的登录状态、上传下载记录、收货地址、缓存和志愿表等数据会被清除。'
    ]
  ],
  ['八、联系我们', ['如对本协议或你的个人信息有任何疑问，请拨打客服电话 {phone}。']]
]

export default function Policy() {
  const fill = (t: string) => t.replace(/\{app\}/g, BRAND.appName).replace(/\{phone\}/g, BRAND.supportPhone)
  return (
    <PageShell>
      <View className='acct' data-testid='policy-page'>
        <View className='acct-hero'>
          <Text className='acct-hero__title'>用户协议与隐私政策</Text>
          <Text className='acct-hero__text'>更新日期：2025年11月</Text>
        </View>
        <View className='acct-card'>
          {SECTIONS.map(([title, paragraphs]) => (
            <View key={title}>
              <Text className='acct-doc__h'>{title}</Text>
              {paragraphs.map((p) => (
                <Text key={p} className='acct-doc__p'>
                  {fill(p)}
                </Text>
              ))}
            </View>
          ))}
        </View>
      </View>
    </PageShell>
  )
}
