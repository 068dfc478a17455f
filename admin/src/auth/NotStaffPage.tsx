/** Where a signed-in account that is not staff lands (GET ADMIN_PATHS.me answered 403). */
import { Box, Button, Card, CardContent, Typography } from '@mui/material'
import { useLogout } from 'react-admin'

export function NotStaffPage() {
  const logout = useLogout()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 440 }} data-testid='admin-not-staff'>
        <CardContent>
          <Typography variant='h5' component='h1' gutterBottom>
            此账号不是工作人员
          </Typography>
          <Typography color='text.secondary' paragraph>
            运营后台只对工作人员开放。如需开通，请联系管理员授予工作人员权限。
          </Typography>
          <Button variant='contained' onClick={() => logout()}>
            换个账号登录
          </Button>
        </CardContent>
      </Card>
    </Box>
  )
}
