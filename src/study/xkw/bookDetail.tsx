import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { fetchMaterial } from '@/api/xkw'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { useReloadOnShowAndPull } from '@/components/useReloadOnShowAndPull'
import { loginUrlFor } from '@/lib/loginGuard'
import { materialButtons, materialMeta, materialStats, xkwPriceText, type MaterialAction } from '@/lib/xkwView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { useXkwDownload } from '../components/xkwDownload'
import { DemoTag } from '../components/xkwParts'
import '../components/xkw.scss'

/**
 * 资料详情 (xkw/bookDetail?id=): the material (title, facts, price, summary, its topic), the first
 * pages as thumbnails (→ filePreview), and the buttons the caller's rights allow
 * (lib/xkwView.ts materialButtons): 下载到云文库 with what it spends, or 购买 / 开通会员 (→ payment)
 * with why not, or 登录后下载. Read again when shown again (back from paying).
 */
function BookDetail() {
  const id = Number(useRouter().params.id)
  const load = usePageLoad(() => fetchMaterial(id))
  useReloadOnShowAndPull(load.reload)
  const { busy, download } = useXkwDownload(() => void load.reload())
  const m = load.data
  const buttons = m ? materialButtons(m, userStore.data.xkw_vip_info) : null

  const act = (action: MaterialAction) => {
    if (action === 'login') navigate(loginUrlFor(urlOf('xkw/bookDetail', { id })))
    else if (action === 'download') void download(id)
    else if (action === 'buy') navigate(urlOf('xkw/payment', { material_id: id }))
    else navigate(urlOf('xkw/payment', { plan: 'xkw_year' }))
  }

  return (
    <PageShell>
      <View className='xk-page' data-testid='xkw-detail' data-id={String(id)}>
        <LoadView state={load.state} onRetry={load.reload} />
        {m && buttons ? (
          <>
            <View className='xk-card xk-detail-head'>
              <Text className='xk-title'>{m.title}</Text>
              <Text className='xk-muted'>{materialMeta(m)}</Text>
              <Text className='xk-muted'>{materialStats(m)}</Text>
              <View className='xk-item__foot'>
                <Text className={`xk-price${m.price_fen === 0 ? ' xk-price--free' : ''}`} data-testid='xkw-detail-price'>
                  {xkwPriceText(m.price_fen)}
                </Text>
                {m.is_demo ? <DemoTag /> : null}
              </View>
            </View>
            <View className='xk-card'>
              <Text className='xk-card__title'>资料预览</Text>
              <View className='xk-thumbs' data-testid='xkw-thumbs' onClick={() => navigate(urlOf('xkw/filePreview', { id }))}>
                {m.preview.map((image) => (
                  <Image key={image.thumb_url} className='xk-thumb' src={image.thumb_url} mode='aspectFill' imgProps={{ alt: '' }} />
                ))}
              </View>
              <Text className='xk-muted'>{m.preview.length > 0 ? `点击查看前 ${m.preview.length} 页` : '该资料暂无预览'}</Text>
            </View>
            <View className='xk-card'>
              <Text className='xk-card__title'>资料简介</Text>
              <Text className='xk-muted'>{m.summary}</Text>
              {m.topic ? (
                <Text className='xk-muted' onClick={() => navigate(urlOf('xkw/subTopicPapers', { id: m.topic!.id }))}>
                  所属专题：{m.topic.title} ›
                </Text>
              ) : null}
            </View>
            <View className='xk-card xk-bar'>
              <Text className='xk-muted' data-testid='xkw-rights-note'>
                {buttons.note}
              </Text>
              <View className='xk-btns'>
                {buttons.secondary ? (
                  <Text className='xk-btn xk-btn--ghost' data-testid={`xkw-action-${buttons.secondary.action}`} onClick={() => act(buttons.secondary!.action)}>
                    {buttons.secondary.label}
                  </Text>
                ) : null}
                <Text
                  className={`xk-btn${busy ? ' xk-btn--disabled' : ''}`}
                  data-testid={`xkw-action-${buttons.primary.action}`}
                  onClick={() => act(buttons.primary.action)}
                >
                  {busy ? '正在保存…' : buttons.primary.label}
                </Text>
              </View>
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(BookDetail)
