/**
 * One staff action behind a button: the button opens a dialog with the action's fields (none, for a
 * plain confirmation), 确定 runs it, and the list refreshes. Failures show the server's `detail`
 * in the notification and leave the dialog open with what was typed.
 */
import { useState, type ReactNode } from 'react'
import { useNotify, useRefresh } from 'react-admin'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type ButtonProps } from '@mui/material'

export interface ActionDialogProps {
  /** The button's text and, unless `title` is given, the dialog's title. */
  label: string
  title?: string
  /** Shown above the fields. */
  description?: ReactNode
  /** The form's fields; the state they edit is the caller's. */
  children?: ReactNode
  /** Runs the action; a rejection keeps the dialog open. */
  onConfirm: () => Promise<unknown>
  /** The notification once done. */
  done: string
  /** 确定 stays disabled until the fields are valid. */
  valid?: boolean
  confirmLabel?: string
  color?: ButtonProps['color']
  variant?: ButtonProps['variant']
  testId?: string
  /** Called when the dialog opens (to reset its fields). */
  onOpen?: () => void
}

export function ActionDialog({
  label,
  title,
  description,
  children,
  onConfirm,
  done,
  valid = true,
  confirmLabel = '确定',
  color = 'primary',
  variant = 'outlined',
  testId,
  onOpen
}: ActionDialogProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const notify = useNotify()
  const refresh = useRefresh()

  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      notify(done, { type: 'success' })
      setOpen(false)
      refresh()
    } catch (error) {
      notify((error as Error).message || '操作失败', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        size='small'
        color={color}
        variant={variant}
        data-testid={testId}
        onClick={(event) => {
          // Rows open their detail on click: the button's click is the button's alone.
          event.stopPropagation()
          onOpen?.()
          setOpen(true)
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} onClick={(event) => event.stopPropagation()} maxWidth='sm' fullWidth>
        <DialogTitle>{title ?? label}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {description}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            取消
          </Button>
          <Button variant='contained' color={color} onClick={confirm} disabled={busy || !valid} data-testid={testId ? `${testId}-confirm` : undefined}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
