/**
 * 数据导入 (IMPORT_PATHS.imports): choose the kind, pick a CSV (or the institution list's JSON), and
 * the server imports it in the background with the same importer as `npm run import`; the job's page
 * follows its progress live, then shows the summary (added / updated / unchanged, rejected lines with
 * their numbers, unmatched institutions).
 */
import { useState, type ChangeEvent } from 'react'
import { Datagrid, FunctionField, Show, TopToolbar, useRecordContext, useRedirect } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography
} from '@mui/material'
import { IMPORT_KINDS, IMPORT_KIND_LABELS, IMPORT_MAX_BYTES, IMPORT_PATHS, type ImportJob, type ImportKind } from '../../../../types/adminImport'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const STATUS: Record<ImportJob['status'], { name: string; color: 'info' | 'success' | 'error' }> = {
  running: { name: '导入中', color: 'info' },
  done: { name: '已完成', color: 'success' },
  failed: { name: '失败', color: 'error' }
}

function Upload() {
  const consoleApi = useConsole()
  const redirect = useRedirect()
  const [kind, setKind] = useState<ImportKind>('batch_lines')
  const [file, setFile] = useState<File | null>(null)
  const tooBig = file !== null && file.size > IMPORT_MAX_BYTES
  const choose = (event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)
  return (
    <ActionDialog
      label='上传导入'
      title='导入数据文件'
      description='文件在服务器后台导入，导入期间服务照常运行；全部成功才写入，出错则不写入任何数据。'
      variant='contained'
      done='已开始导入'
      testId='import-upload'
      valid={file !== null && !tooBig}
      onOpen={() => setFile(null)}
      onConfirm={async () => {
        const text = await file!.text()
        const job = await consoleApi.call<ImportJob>('POST', IMPORT_PATHS.imports, { body: { kind, file_name: file!.name, text } })
        redirect('show', 'imports', job.id)
        return job
      }}
    >
      <TextField select label='数据类型' value={kind} onChange={(e) => setKind(e.target.value as ImportKind)} inputProps={{ 'data-testid': 'import-kind' }}>
        {IMPORT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {IMPORT_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant='outlined' component='label'>
        {file ? `已选择：${file.name}` : '选择文件（CSV，院校名单为 JSON）'}
        <input hidden type='file' accept='.csv,.json,.txt' onChange={choose} data-testid='import-file' />
      </Button>
      {tooBig ? <Alert severity='error'>文件超过 {IMPORT_MAX_BYTES / 1024 / 1024} MB</Alert> : null}
    </ActionDialog>
  )
}

const EMPTY = <EmptyState title='还没有导入记录' hint='点击“上传导入”导入一分一段、批次线、录取分数线、招生计划、院校别名或院校名单' />

export function ImportList() {
  return (
    <QueueList
      resource='imports'
      title='数据导入'
      empty={false}
      actions={
        <TopToolbar>
          <Upload />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick='show' empty={EMPTY}>
        <FunctionField label='编号' sortable={false} render={(j: ImportJob) => j.id} />
        <FunctionField label='类型' sortable={false} render={(j: ImportJob) => IMPORT_KIND_LABELS[j.kind]} />
        <FunctionField label='文件' sortable={false} render={(j: ImportJob) => j.file_name} />
        <FunctionField label='状态' sortable={false} render={(j: ImportJob) => <Chip size='small' color={STATUS[j.status].color} label={STATUS[j.status].name} />} />
        <FunctionField
          label='结果'
          sortable={false}
          render={(j: ImportJob) =>
            j.summary
              ? `新增 ${j.summary.added} · 更新 ${j.summary.updated} · 未变 ${j.summary.unchanged} · 拒绝 ${j.summary.rejected.length} 行`
              : (j.error ?? `${j.done}/${j.total}`)
          }
        />
        <FunctionField label='操作人' sortable={false} render={(j: ImportJob) => j.staff_name ?? '—'} />
        <FunctionField label='开始时间' sortable={false} render={(j: ImportJob) => time(j.created_at)} />
      </Datagrid>
    </QueueList>
  )
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card variant='outlined'>
      <CardContent>
        <Typography variant='body2' color='text.secondary'>
          {label}
        </Typography>
        <Typography variant='h4' data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  )
}

function JobDetail() {
  const job = useRecordContext<ImportJob>()
  if (!job) return null
  const s = job.summary
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid='import-job' data-status={job.status}>
      <Typography variant='h6'>
        {IMPORT_KIND_LABELS[job.kind]} · {job.file_name} <Chip size='small' color={STATUS[job.status].color} label={STATUS[job.status].name} />
      </Typography>
      {job.status === 'running' ? (
        <Box>
          <LinearProgress variant={job.total ? 'determinate' : 'indeterminate'} value={job.total ? (job.done / job.total) * 100 : 0} />
          <Typography variant='body2' sx={{ mt: 1 }}>
            已处理 {job.done} / {job.total || '…'} 组
          </Typography>
        </Box>
      ) : null}
      {job.error ? <Alert severity='error'>导入失败，未写入任何数据：{job.error}</Alert> : null}
      {s ? (
        <>
          <Grid container spacing={2}>
            <Grid size={3}>
              <Figure label='新增' value={s.added} testId='import-added' />
            </Grid>
            <Grid size={3}>
              <Figure label='更新' value={s.updated} testId='import-updated' />
            </Grid>
            <Grid size={3}>
              <Figure label='未变' value={s.unchanged} testId='import-unchanged' />
            </Grid>
            <Grid size={3}>
              <Figure label='拒绝的行' value={new Set(s.rejected.map((r) => r.line)).size} testId='import-rejected' />
            </Grid>
          </Grid>
          <Typography variant='body2' color='text.secondary'>
            共载入 {s.rows} 行{s.merged !== null ? `，合并临时院校 ${s.merged} 所` : ''}；推荐缓存已刷新。
          </Typography>
          {s.rejected.length ? (
            <Card variant='outlined'>
              <CardContent>
                <Typography variant='subtitle1'>被拒绝的行（所在组未载入{s.rejected_groups.length ? `：${s.rejected_groups.join('、')}` : ''}）</Typography>
                <Table size='small' data-testid='import-rejections'>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ width: 80 }}>行号</TableCell>
                      <TableCell>原因</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {s.rejected.map((r, i) => (
                      <TableRow key={i}>
                        <TableCell>{r.line}</TableCell>
                        <TableCell>{r.reason}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          ) : null}
          {s.unmatched.length ? (
            <Card variant='outlined'>
              <CardContent>
                <Typography variant='subtitle1'>未匹配院校库的院校（{s.unmatched_rows} 行，已保留为“未匹配院校库”）</Typography>
                <Table size='small' data-testid='import-unmatched'>
                  <TableHead>
                    <TableRow>
                      <TableCell>省份</TableCell>
                      <TableCell>院校</TableCell>
                      <TableCell>代码</TableCell>
                      <TableCell align='right'>行数</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {s.unmatched.map((u) => (
                      <TableRow key={`${u.province}-${u.code}-${u.name}`}>
                        <TableCell>{u.province}</TableCell>
                        <TableCell>{u.name}</TableCell>
                        <TableCell>{u.code}</TableCell>
                        <TableCell align='right'>{u.rows}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          ) : null}
          {s.groups.length ? (
            <Card variant='outlined'>
              <CardContent>
                <Typography variant='subtitle1'>各组结果</Typography>
                <Table size='small'>
                  <TableBody>
                    {s.groups.map((g) => (
                      <TableRow key={g.key}>
                        <TableCell>{g.key}</TableCell>
                        <TableCell>{{ added: '新增', updated: '更新', unchanged: '未变' }[g.outcome]}</TableCell>
                        <TableCell align='right'>{g.rows} 行</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          ) : null}
        </>
      ) : null}
    </Stack>
  )
}

export function ImportShow() {
  return (
    <Show
      resource='imports'
      title='导入任务'
      actions={false}
      // Live progress: asked again every second while the job runs.
      queryOptions={{ refetchInterval: (query) => ((query.state.data as ImportJob | undefined)?.status === 'running' ? 1000 : false) }}
    >
      <JobDetail />
    </Show>
  )
}
