/** What a list shows when it has nothing to show: one sentence and why that is fine. */
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import { Box, Typography } from '@mui/material'

/** `dense`: inside a card of a detail page, where the list is one part of many. */
export function EmptyState({ title, hint, dense = false }: { title: string; hint?: string; dense?: boolean }) {
  return (
    <Box sx={{ py: dense ? 2 : 8, textAlign: 'center', color: 'text.secondary', width: '100%' }} data-testid='admin-empty'>
      <InboxOutlined sx={{ fontSize: dense ? 32 : 56, opacity: 0.4 }} />
      <Typography variant={dense ? 'body1' : 'h6'} sx={{ mt: 1 }}>
        {title}
      </Typography>
      {hint ? <Typography variant='body2'>{hint}</Typography> : null}
    </Box>
  )
}
