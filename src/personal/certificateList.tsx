import { View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { Certificate } from '@types-contract/personalCertificates'
import { fetchCertificates, withdrawCertificate } from '@/api/certificates'
import { errorText } from '@/api/errorText'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { previewImage } from '@/platform/previewImage'
import { toast } from '@/platform/toast'
import { CertificateCard } from './certificate/CertificateParts'
import { PagedStatus } from '@/components/PagedStatus'

const keyOf = (c: Certificate) => c.id

/**
 * 证书列表 (personal/certificateList): every certificate I sent, newest first, paged at
 * reach-bottom: kind, title, status (审核中, 已认证, 未通过), its pictures (a tap previews), the
 * entry it proves, when it was sent and reviewed, and the staff's note; 撤回申请 on a pending one.
 */
export default function CertificateList() {
  const list = usePagedList<Certificate>((page) => fetchCertificates(page, { quiet: true }), [], keyOf)
  const [busy, setBusy] = useState<number | null>(null)
  useReachBottom(() => list.loadMore())

  const withdraw = async (cert: Certificate) => {
    const { confirm } = await Taro.showModal({ title: '撤回申请', content: `确定撤回「${cert.title}」的认证申请吗？`, confirmText: '撤回' })
    if (!confirm) return
    setBusy(cert.id)
    try {
      await withdrawCertificate(cert.id, { quiet: true })
      toast('已撤回')
      void list.refresh()
    } catch (e) {
      toast(errorText(e, '撤回失败，请稍后再试'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <PageShell>
      <View className='ct-page' data-testid='cert-list'>
        {list.state.items.map((cert) => (
          <CertificateCard key={cert.id} cert={cert} busy={busy === cert.id} onPreview={previewImage} onWithdraw={() => void withdraw(cert)} />
        ))}
        <PagedStatus list={list} testId='cert-list' emptyTitle='还没有认证记录' emptyHint='在「我的证书」中提交学历认证或学籍认证' />
      </View>
    </PageShell>
  )
}
