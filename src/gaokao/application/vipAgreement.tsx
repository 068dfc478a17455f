import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { BRAND } from '@/env'
import { paragraphText, VIP_AGREEMENT_UPDATED, vipAgreementSections } from '@/lib/vipAgreement'
import { urlOf } from '@/routes'
import { Card, Hero, Para } from './parts/Content'

export default function VipAgreement() {
  const sections = vipAgreementSections(BRAND)
  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='vip-agreement-page'>
        <Hero title='会员服务协议' text={`${BRAND.appName} · 更新日期：${VIP_AGREEMENT_UPDATED}`} />
        {sections.map((s) => (
          <Card key={s.title} title={s.title} testId='vip-agreement-section'>
            {s.paragraphs.map((p) => (
              <Para key={paragraphText(p)} text={paragraphText(p)} strong={typeof p !== 'string'} />
            ))}
            {s.link ? (
              <Text className='gk-link ac-para' data-testid='vip-agreement-policy' onClick={() => navigate(urlOf(s.link!.spec))}>
                {s.link.label} ›
              </Text>
            ) : null}
          </Card>
        ))}
      </View>
    </PageShell>
  )
}
