/** Sign in by phone code, as in the app: 获取验证码, then the six digits from the SMS. */
import { useEffect, useState, type FormEvent } from 'react'
import { useLogin, useNotify } from 'react-admin'
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material'
import { sendCode } from './authProvider'

const PHONE = /^1\d{10}$/
const RESEND_SECONDS = 60

export function LoginPage() {
  const login = useLogin()
  const notify = useNotify()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [wait, setWait] = useState(0)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait(wait - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const send = async () => {
    if (!PHONE.test(phone)) return notify('请输入 11 位手机号', { type: 'warning' })
    try {
      await sendCode(phone)
      setWait(RESEND_SECONDS)
      notify('验证码已发送', { type: 'info' })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!PHONE.test(phone) || !/^\d{4,6}$/.test(code)) return notify('请输入手机号和验证码', { type: 'warning' })
    setBusy(true)
    try {
      await login({ phone, code })
    } catch (error) {
      notify((error as Error).message || '登录失败', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 400 }} component='form' onSubmit={submit} data-testid='admin-login'>
        <CardContent>
          <Stack spacing={2.5}>
            <Box>
              <Typography variant='h5' component='h1'>
                运营后台
              </Typography>
              <Typography variant='body2' color='text.secondary'>
                工作人员使用手机号验证码登录
              </Typography>
            </Box>
            <TextField
              label='手机号'
              value={phone}
              onChange={(e) => setPhone(e.target.value.trim())}
              inputProps={{ inputMode: 'numeric', maxLength: 11, 'data-testid': 'admin-login-phone' }}
              autoFocus
              fullWidth
            />
            <Stack direction='row' spacing={1}>
              <TextField
                label='验证码'
                value={code}
                onChange={(e) => setCode(e.target.value.trim())}
                inputProps={{ inputMode: 'numeric', maxLength: 6, 'data-testid': 'admin-login-code' }}
                fullWidth
              />
              <Button variant='outlined' onClick={send} disabled={wait > 0} sx={{ flexShrink: 0, width: 128 }} data-testid='admin-login-send'>
                {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
              </Button>
            </Stack>
            <Button type='submit' variant='contained' size='large' disabled={busy} data-testid='admin-login-submit'>
              登录
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
