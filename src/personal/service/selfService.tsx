import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { withErrorText } from '@/api/errorText'
import { fetchHelp } from '@/api/help'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { configStore } from '@/stores'
import { ContactCard, TopicCard } from './ServiceParts'

/**
 * 自助服务: 联系客服 and 意见反馈 first, then the help articles by topic (账号与登录, 会员与支付, 志愿填报,
 * 云盘与打印, 金币与任务; served by the server, types/personalHelp.ts), each question opening its
 * answer. The support phone is the server's (SERVICE_PHONE); until it answers, the brand's.
 */
function SelfServicePage() {
  const help = usePageLoad(() => withErrorText(fetchHelp({ quiet: true }), '帮助内容加载失败'))
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <PageShell>
      <View className='sv-page' data-testid='self-service-page'>
        <ContactCard phone={help.data?.service_phone || configStore.servicePhone} />
        <LoadView state={help.state} onRetry={help.reload} />
        {help.data?.topics.map((topic) => (
          <TopicCard key={topic.key} topic={topic} open={open} onToggle={toggle} />
        ))}
      </View>
    </PageShell>
  )
}

export default observer(SelfServicePage)
