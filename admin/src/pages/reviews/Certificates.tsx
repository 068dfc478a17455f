/**
 * 认证审核 (CERTIFICATE_PATHS.staffCertificates): a user's 学历 / 学籍 certificate with its images;
 * 通过 verifies the education entry and awards the medal, 驳回 needs a note the user reads. Final.
 */
import { Datagrid, FunctionField, SelectInput, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Chip, Stack } from '@mui/material'
import { CERTIFICATE_KIND_LABELS, CERTIFICATE_STATUSES, EDUCATION_STAGE_LABELS, type StaffCertificate } from '../../../../types/personalCertificates'
import { EmptyState } from '../../components/EmptyState'
import { Images } from '../../components/Images'
import { ReasonDialog } from '../../components/ReasonDialog'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const EMPTY = <EmptyState title='没有这个状态的认证申请' />

const RESOURCE = 'certificates'
const STATUS_NAMES: Record<(typeof CERTIFICATE_STATUSES)[number], string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' }
const filters = [
  <SelectInput key='status' source='status' label='状态' choices={CERTIFICATE_STATUSES.map((id) => ({ id, name: STATUS_NAMES[id] }))} alwaysOn emptyText='全部' />
]

function Review() {
  const cert = useRecordContext<StaffCertificate>()
  const consoleApi = useConsole()
  if (!cert || cert.status !== 'pending') return null
  return (
    <Stack direction='row' spacing={1} justifyContent='flex-end'>
      <ReasonDialog
        label='通过'
        title='通过认证'
        fieldLabel='备注'
        variant='contained'
        done='已通过，用户获得认证勋章'
        testId={`cert-approve-${cert.id}`}
        onConfirm={(note) => consoleApi.act(RESOURCE, cert.id, 'review', { decision: 'approve', ...(note ? { note } : {}) })}
      />
      <ReasonDialog
        label='驳回'
        title='驳回认证'
        fieldLabel='驳回理由（用户可见）'
        required
        maxLength={1000}
        color='error'
        done='已驳回'
        testId={`cert-reject-${cert.id}`}
        onConfirm={(note) => consoleApi.act(RESOURCE, cert.id, 'review', { decision: 'reject', note })}
      />
    </Stack>
  )
}

export function CertificateList() {
  return (
    <QueueList resource={RESOURCE} title='认证审核' filters={filters} filterDefaultValues={{ status: 'pending' }} empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <FunctionField label='用户' sortable={false} render={(c: StaffCertificate) => `${c.user.username}（#${c.user.user_id}）`} />
        <FunctionField label='类型' sortable={false} render={(c: StaffCertificate) => CERTIFICATE_KIND_LABELS[c.kind]} />
        <FunctionField label='标题' sortable={false} render={(c: StaffCertificate) => c.title || '—'} />
        <FunctionField
          label='对应学历'
          sortable={false}
          render={(c: StaffCertificate) =>
            c.education ? `${c.education.school} · ${EDUCATION_STAGE_LABELS[c.education.stage]} · ${c.education.start_year}–${c.education.end_year ?? '至今'}` : '未指定'
          }
        />
        <FunctionField label='材料' sortable={false} render={(c: StaffCertificate) => <Images images={c.images} />} />
        <FunctionField
          label='状态'
          sortable={false}
          render={(c: StaffCertificate) => <Chip size='small' label={STATUS_NAMES[c.status]} color={c.status === 'pending' ? 'warning' : 'default'} />}
        />
        <FunctionField label='提交时间' sortable={false} render={(c: StaffCertificate) => time(c.created_at)} />
        <FunctionField label='审核备注' sortable={false} render={(c: StaffCertificate) => c.review_note || '—'} />
        <Review />
      </Datagrid>
    </QueueList>
  )
}
