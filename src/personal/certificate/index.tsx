import { Text, View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { EntryRow, KindRow } from './CertificateParts'
import { useCertificateIndex } from './useCertificateIndex'

/**
 * 我的证书 (personal/certificate/index): 学历认证 and 学籍认证 with my latest certificate's state,
 * my education entries with their verification (已认证, 审核中, 未通过 with why, 未认证) and 去认证 /
 * 删除 on each, 添加教育经历, and 认证记录 (every certificate sent). Pull-to-refresh; read again when
 * coming back from a form.
 */
export default function CertificateIndex() {
  const c = useCertificateIndex()
  const data = c.page.data
  return (
    <PageShell>
      <View className='ct-page' data-testid='cert-index' data-loaded={String(data !== undefined)}>
        {data ? (
          <>
            <View className='ct-card' data-testid='cert-kinds'>
              <View className='ct-card__head'>
                <Text className='ct-card__title'>身份认证</Text>
                <Text className='ct-card__link' data-testid='cert-records' onClick={() => navigate(urlOf('personal/certificateList'))}>
                  认证记录 ›
                </Text>
              </View>
              {data.kinds.map((k) => (
                <KindRow key={k.kind} kind={k.kind} latest={k.latest} onOpen={() => c.openKind(k)} />
              ))}
            </View>
            <View className='ct-card' data-testid='edu-entries'>
              <View className='ct-card__head'>
                <Text className='ct-card__title'>教育经历</Text>
              </View>
              {data.education.length === 0 ? <Text className='ct-card__empty'>还没有教育经历，添加后可以申请认证</Text> : null}
              {data.education.map((item) => (
                <EntryRow key={item.entry.id} item={item} busy={c.busy === item.entry.id} onVerify={() => c.verify(item.entry)} onDelete={() => c.remove(item)} />
              ))}
            </View>
          </>
        ) : (
          <LoadView state={c.page.state} onRetry={c.page.reload} />
        )}
      </View>
      {data ? (
        <View className='ct-foot'>
          <View className='ct-btn' data-testid='edu-add' onClick={c.add}>
            添加教育经历
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
