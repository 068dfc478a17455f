import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { errorText, refreshCore } from '@/api/account'
import { setAvatar, setNickname, upload } from '@/api/user'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { maskPhone } from '@core/phone'
import { chooseImage, readFileBytes } from '@/platform/files'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { Field } from './components/Field'
import './components/account.scss'

export const NICKNAME_MAX = 20

export function validateNickname(name: string): string | null {
  const v = name.trim()
  if (!v) return '昵称不能为空'
  if ([...v].length > NICKNAME_MAX) return `昵称最多${NICKNAME_MAX}个字`
  return null
}

function Edite() {
  const [name, setName] = useState(userStore.data.username)
  const [nameError, setNameError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [uploading, setUploading] = useState(false)

  const pickAvatar = async () => {
    setError(null)
    const image = await chooseImage()
    if (!image) return
    setUploading(true)
    try {
      const key = await upload(await readFileBytes(image.path), image.suffix, image.contentType)
      await setAvatar(key, { quiet: true })
      await refreshCore()
      Taro.showToast({ title: '头像已更新', icon: 'success' }).catch(() => undefined)
    } catch (e) {
      setError(errorText(e, '头像上传失败，请稍后再试'))
    } finally {
      setUploading(false)
    }
  }

  const save = async () => {
    setError(null)
    const err = validateNickname(name)
    setNameError(err)
    if (err) return
    setSaving(true)
    try {
      await setNickname(name.trim(), { quiet: true })
      await refreshCore()
      Taro.showToast({ title: '已保存', icon: 'success' }).catch(() => undefined)
    } catch (e) {
      setError(errorText(e, '保存失败，请稍后再试'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <PageShell>
      <View className='acct' data-testid='edite-page'>
        <View className='acct-card'>
          <View className='acct-field'>
            <View className='acct-field__row' data-testid='edite-avatar' onClick={pickAvatar}>
              <Text className='acct-field__label'>头像</Text>
              <View style={{ flex: 1 }} />
              <Text className='acct-menu__value'>{uploading ? '上传中…' : '更换'}</Text>
              <Image className='acct-avatar' src={userStore.avatar} mode='aspectFill' imgProps={{ alt: '' }} />
            </View>
          </View>
          <Field
            label='昵称'
            testId='edite-name'
            maxlength={NICKNAME_MAX}
            placeholder='请输入昵称'
            value={name}
            onInput={(v) => (setName(v), setNameError(null))}
            error={nameError}
          />
        </View>
        <View className='acct-menu' style={{ margin: 0 }}>
          <View className='acct-menu__item' onClick={() => navigate(urlOf('personal/switchIdentity'))}>
            <Text>身份</Text>
            <View className='acct-menu__value'>
              <Text>
                {userStore.identityLabel}
                {userStore.data.grade ? ` · ${userStore.data.grade}` : ''}
              </Text>
              <Text className='acct-menu__arrow'>›</Text>
            </View>
          </View>
          <View className='acct-menu__item' onClick={() => navigate(urlOf('personal/phone'))}>
            <Text>手机号</Text>
            <View className='acct-menu__value'>
              <Text>{maskPhone(userStore.data.phone_number)}</Text>
              <Text className='acct-menu__arrow'>›</Text>
            </View>
          </View>
        </View>
        {error ? (
          <Text className='acct-error' data-testid='edite-error'>
            {error}
          </Text>
        ) : null}
        <Button type='primary' block loading={saving} data-testid='edite-save' onClick={save}>
          保存
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(Edite)
