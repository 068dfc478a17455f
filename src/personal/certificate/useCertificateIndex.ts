import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { CertificateOverview, EducationVerification } from '@types-contract/personalCertificates'
import { EDUCATION_MAX, type EducationEntry } from '@types-contract/user'
import { deleteEducation, fetchCertificateOverview } from '@/api/certificates'
import { errorText, withErrorText } from '@/api/errorText'
import type { PageLoad } from '@/components/usePageLoad'
import { navigate } from '@/components/nav'
import { KIND_PAGES, kindForEntry, kindTarget } from '@/lib/certificateView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { useReloadingPage } from '../components/useReloadingPage'

export interface CertificateIndex {
  page: PageLoad<CertificateOverview>
  /** The entry being deleted. */
  busy: number | null
  openKind: (kind: CertificateOverview['kinds'][number]) => void
  verify: (entry: EducationEntry) => void
  remove: (item: EducationVerification) => void
  add: () => void
}

/**
 * 我的证书's state and moves: the overview (read again on return and on pull-to-refresh), a kind's
 * row (its form, or the records while one waits), 去认证 on an entry (the kind that verifies it,
 * with the entry chosen), 删除 after asking, 添加教育经历 (refused at the limit).
 */
export function useCertificateIndex(): CertificateIndex {
  const page = useReloadingPage(() => withErrorText(fetchCertificateOverview({ quiet: true }), '证书加载失败'))
  const [busy, setBusy] = useState<number | null>(null)

  const remove = async ({ entry, state }: EducationVerification) => {
    const verified = state === 'approved' ? '，它的认证也将不再显示在这里' : ''
    const { confirm } = await Taro.showModal({
      title: '删除教育经历',
      content: `确定删除「${entry.school}」吗${verified}？`,
      confirmText: '删除',
      confirmColor: '#f5222d'
    })
    if (!confirm) return
    setBusy(entry.id)
    try {
      await deleteEducation(entry.id, { quiet: true })
      toast('已删除')
      await page.reload()
    } catch (e) {
      toast(errorText(e, '删除失败，请稍后再试'))
    } finally {
      setBusy(null)
    }
  }

  return {
    page,
    busy,
    openKind: ({ kind, latest }) => navigate(urlOf(kindTarget(kind, latest))),
    verify: (entry) => navigate(urlOf(KIND_PAGES[kindForEntry(entry)], { entry_id: entry.id })),
    remove: (item) => void remove(item),
    add: () => ((page.data?.education.length ?? 0) >= EDUCATION_MAX ? toast(`最多添加 ${EDUCATION_MAX} 条教育经历`) : navigate(urlOf('personal/addEducation')))
  }
}
