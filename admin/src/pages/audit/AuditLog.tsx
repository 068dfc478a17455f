/**
 * 操作日志 (ADMIN_PATHS.audit): every staff action, newest first, read-only (no route edits it).
 * A row opens to the changed fields, before and after.
 */
import { Datagrid, FunctionField, TextInput, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { AuditEntry } from '../../../../types/admin'
import { EmptyState } from '../../components/EmptyState'
import { time } from '../../components/format'

const EMPTY = <EmptyState title='还没有操作记录' hint='工作人员的每一次操作都会记录在这里' />

const filters = [
  <TextInput key='entity' source='entity' label='对象类型' alwaysOn helperText={false} />,
  <TextInput key='entity_id' source='entity_id' label='对象编号' alwaysOn helperText={false} />,
  <TextInput key='staff_id' source='staff_id' label='操作人编号' alwaysOn helperText={false} />
]

const show = (value: unknown): string => (value === undefined ? '—' : value === null ? '（空）' : typeof value === 'string' ? value : JSON.stringify(value))

/** The changed fields side by side; a route without a loader has only the request (after). */
function Changes() {
  const entry = useRecordContext<AuditEntry>()
  if (!entry) return null
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
  if (!keys.length) return <Typography sx={{ px: 2, pb: 2 }}>没有记录字段变化</Typography>
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Table size='small' data-testid='audit-changes'>
        <TableHead>
          <TableRow>
            <TableCell>字段</TableCell>
            <TableCell>之前</TableCell>
            <TableCell>之后</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key}>
              <TableCell>{key}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>{show(entry.before?.[key])}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{show(entry.after?.[key])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

export function AuditList() {
  return (
    <QueueList resource='audit' title='操作日志' filters={filters} empty={EMPTY} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick='expand' expand={<Changes />} empty={EMPTY}>
        <FunctionField label='时间' sortable={false} render={(e: AuditEntry) => time(e.created_at)} />
        <FunctionField label='操作人' sortable={false} render={(e: AuditEntry) => (e.staff_id ? `${e.staff_name ?? ''}（#${e.staff_id}）` : '—')} />
        <FunctionField label='操作' sortable={false} render={(e: AuditEntry) => <code>{e.action}</code>} />
        <FunctionField label='对象' sortable={false} render={(e: AuditEntry) => (e.entity ? `${e.entity} #${e.entity_id ?? ''}` : '—')} />
        <FunctionField label='原因' sortable={false} render={(e: AuditEntry) => e.reason || '—'} />
        <FunctionField label='变化' sortable={false} render={(e: AuditEntry) => `${Object.keys({ ...e.before, ...e.after }).length} 项`} />
      </Datagrid>
    </QueueList>
  )
}
