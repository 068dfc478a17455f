/** An action that needs a reason (or a note) typed by the staff member; `required` makes it compulsory. */
import { useState } from 'react'
import { TextField, type ButtonProps } from '@mui/material'
import { ActionDialog } from './ActionDialog'

export function ReasonDialog(props: {
  label: string
  title?: string
  fieldLabel?: string
  required?: boolean
  maxLength?: number
  description?: string
  done: string
  color?: ButtonProps['color']
  variant?: ButtonProps['variant']
  testId?: string
  onConfirm: (reason: string) => Promise<unknown>
}) {
  const [reason, setReason] = useState('')
  const { fieldLabel = '原因', required = false, maxLength = 200, onConfirm, ...rest } = props
  return (
    <ActionDialog {...rest} onOpen={() => setReason('')} valid={!required || reason.trim() !== ''} onConfirm={() => onConfirm(reason.trim())}>
      <TextField
        label={required ? `${fieldLabel}（必填）` : `${fieldLabel}（选填）`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        inputProps={{ maxLength, 'data-testid': props.testId ? `${props.testId}-reason` : undefined }}
        helperText={`${reason.length}/${maxLength}`}
        fullWidth
        autoFocus
      />
    </ActionDialog>
  )
}
