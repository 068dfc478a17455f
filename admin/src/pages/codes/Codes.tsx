/**
 * 激活码 (types/adminCodes.ts): make a batch of membership codes for a plan (the codes are shown once,
 * for copying and as a file: the server keeps only their hashes), the batches with how many were
 * redeemed and their CSV, and every code with its state (by its last 4 characters).
 */
import { useState } from 'react'
import { Datagrid, FunctionField, List, SelectInput, TextInput, TopToolbar, useNotify } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Link } from 'react-router-dom'
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material'
import {
  ADMIN_CODE_LIMITS,
  ADMIN_CODE_PATHS,
  ADMIN_CODE_STATES,
  ADMIN_CODE_STATE_NAMES,
  type AdminCode,
  type AdminCodeBatch,
  type AdminCodeBatchRow
} from '../../../../types/adminCodes'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { download } from '../../components/download'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const PLAN = /^v\d{4}$/

/** The new batch's codes, once: copy them or save them as a file now. */
function MadeCodes({ batch, onClose }: { batch: AdminCodeBatch; onClose: () => void }) {
  const text = batch.codes.join('\n')
  const notify = useNotify()
  return (
    <Alert severity='success' onClose={onClose} sx={{ mb: 2 }} data-testid='codes-made'>
      <Box sx={{ mb: 1 }}>
        批次 {batch.batch}（{batch.plan}）已生成 {batch.codes.length} 个激活码。激活码只显示这一次，请立即复制或下载。
      </Box>
      <TextField value={text} multiline maxRows={8} fullWidth InputProps={{ readOnly: true, sx: { fontFamily: 'monospace', bgcolor: 'white' } }} />
      <Stack direction='row' spacing={1} sx={{ mt: 1 }}>
        <Button size='small' variant='contained' onClick={() => navigator.clipboard.writeText(text).then(() => notify('已复制', { type: 'info' }))}>
          复制全部
        </Button>
        <Button size='small' onClick={() => download(`激活码-${batch.batch}.txt`, text, 'text/plain;charset=utf-8')}>
          下载 TXT
        </Button>
      </Stack>
    </Alert>
  )
}

function MakeBatch({ onMade }: { onMade: (batch: AdminCodeBatch) => void }) {
  const consoleApi = useConsole()
  const [plan, setPlan] = useState('')
  const [count, setCount] = useState('10')
  const [note, setNote] = useState('')
  const n = Number(count)
  const ok = PLAN.test(plan) && Number.isInteger(n) && n >= 1 && n <= ADMIN_CODE_LIMITS.countMax
  return (
    <ActionDialog
      label='生成激活码'
      variant='contained'
      done='已生成'
      testId='codes-make'
      valid={ok}
      onConfirm={async () => onMade(await consoleApi.call<AdminCodeBatch>('POST', ADMIN_CODE_PATHS.codes, { body: { plan, count: n, ...(note ? { note } : {}) } }))}
    >
      <TextField
        label='会员套餐代码'
        placeholder='如 v2001'
        value={plan}
        onChange={(e) => setPlan(e.target.value.trim())}
        error={plan !== '' && !PLAN.test(plan)}
        helperText='本品牌的会员套餐，如 v2001（一年）'
      />
      <TextField
        label='数量'
        value={count}
        onChange={(e) => setCount(e.target.value.trim())}
        error={!ok && count !== ''}
        helperText={`1–${ADMIN_CODE_LIMITS.countMax} 个`}
        inputProps={{ inputMode: 'numeric' }}
      />
      <TextField
        label='用途（选填）'
        value={note}
        onChange={(e) => setNote(e.target.value)}
        inputProps={{ maxLength: ADMIN_CODE_LIMITS.noteMax }}
        placeholder='如 某中学团购'
      />
    </ActionDialog>
  )
}

function CsvButton({ batch }: { batch: string }) {
  const consoleApi = useConsole()
  const notify = useNotify()
  return (
    <Button
      size='small'
      onClick={() =>
        consoleApi
          .call<string>('GET', ADMIN_CODE_PATHS.csv(batch), { as: 'text' })
          .then((csv) => download(`激活码-${batch}.csv`, csv))
          .catch((error: Error) => notify(error.message, { type: 'error' }))
      }
    >
      导出 CSV
    </Button>
  )
}

const BATCHES_EMPTY = <EmptyState title='还没有激活码批次' hint='点击“生成激活码”生成第一批' />

export function CodeBatchList() {
  const [made, setMade] = useState<AdminCodeBatch | null>(null)
  return (
    <>
      {made ? <MadeCodes batch={made} onClose={() => setMade(null)} /> : null}
      <QueueList
        resource='code-batches'
        title='激活码'
        empty={false}
        actions={
          <TopToolbar>
            <Button component={Link} to='/codes'>
              查看全部激活码
            </Button>
            <MakeBatch onMade={setMade} />
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={BATCHES_EMPTY}>
          <FunctionField
            label='批次'
            sortable={false}
            render={(b: AdminCodeBatchRow) => <Link to={`/codes?filter=${encodeURIComponent(JSON.stringify({ batch: b.id }))}`}>{b.id}</Link>}
          />
          <FunctionField label='套餐' sortable={false} render={(b: AdminCodeBatchRow) => b.plan} />
          <FunctionField label='用途' sortable={false} render={(b: AdminCodeBatchRow) => b.note || '—'} />
          <FunctionField label='已兑换 / 总数' sortable={false} render={(b: AdminCodeBatchRow) => `${b.redeemed} / ${b.count}`} />
          <FunctionField label='生成时间' sortable={false} render={(b: AdminCodeBatchRow) => time(b.created_at)} />
          <FunctionField label='' sortable={false} render={(b: AdminCodeBatchRow) => <CsvButton batch={b.id} />} />
        </Datagrid>
      </QueueList>
    </>
  )
}

const CODES_EMPTY = <EmptyState title='没有符合条件的激活码' />
const codeFilters = [
  <TextInput key='batch' source='batch' label='批次' alwaysOn helperText={false} />,
  <TextInput key='plan' source='plan' label='套餐' alwaysOn helperText={false} />,
  <SelectInput key='state' source='state' label='状态' choices={ADMIN_CODE_STATES.map((id) => ({ id, name: ADMIN_CODE_STATE_NAMES[id] }))} alwaysOn emptyText='全部' />
]

export function CodeList() {
  return (
    <List perPage={25} resource='codes' title='激活码明细' filters={codeFilters} exporter={false} actions={false} empty={CODES_EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={CODES_EMPTY}>
        <FunctionField label='激活码' sortable={false} render={(c: AdminCode) => (c.hint ? `····-····-····-${c.hint}` : '（旧版生成）')} />
        <FunctionField label='套餐' sortable={false} render={(c: AdminCode) => c.plan} />
        <FunctionField label='批次' sortable={false} render={(c: AdminCode) => c.batch ?? '—'} />
        <FunctionField
          label='状态'
          sortable={false}
          render={(c: AdminCode) => <Chip size='small' color={c.state === 'redeemed' ? 'default' : 'success'} label={ADMIN_CODE_STATE_NAMES[c.state]} />}
        />
        <FunctionField label='兑换人' sortable={false} render={(c: AdminCode) => (c.redeemed_by ? `${c.redeemed_by_name ?? ''}（#${c.redeemed_by}）` : '—')} />
        <FunctionField label='兑换时间' sortable={false} render={(c: AdminCode) => time(c.redeemed_at)} />
        <FunctionField label='生成时间' sortable={false} render={(c: AdminCode) => time(c.created_at)} />
      </Datagrid>
    </List>
  )
}
