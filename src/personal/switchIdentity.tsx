import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { COLLEGE_GRADES, HIGH_SCHOOL_GRADES, type Grade } from '@types-contract/user'
import { errorText, refreshCore } from '@/api/account'
import { switchIdentity, updateUser } from '@/api/user'
import { PageShell } from '@/components/PageShell'
import { goBackOr } from '@/components/nav'
import { IDENTITY_LABELS, identityOf } from '@core/identity'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import './components/account.scss'

/**
 * Identity follows the grade: 大学/研究生 grades make a 大学生, the others a 高中生. Choosing a
 * grade of the other kind switches identity (/api/user/switch-identity/); a grade of the same
 * kind is a plain profile update.
 */
function SwitchIdentity() {
  const [grade, setGrade] = useState<Grade | null>(userStore.data.grade)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const current = userStore.data.identity
  const next = grade ? identityOf(grade) : current

  const save = async () => {
    if (!grade) return setError('请选择年级')
    setError(null)
    setBusy(true)
    try {
      if (next !== current) await switchIdentity(grade, { quiet: true })
      else await updateUser({ grade }, { quiet: true })
      await refreshCore()
      Taro.showToast({ title: next !== current ? `已切换为${IDENTITY_LABELS[next]}` : '已保存', icon: 'success' }).catch(() => undefined)
      setTimeout(() => goBackOr(urlOf('pages/tabbar/personal')), 600)
    } catch (e) {
      setError(errorText(e, '保存失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const group = (title: string, grades: readonly Grade[]) => (
    <View className='acct-card'>
      <Text className='acct-card__title'>{title}</Text>
      <View className='acct-chips'>
        {grades.map((g) => (
          <Text key={g} className={`acct-chip${g === grade ? ' acct-chip--on' : ''}`} data-testid={`grade-${g}`} onClick={() => (setGrade(g), setError(null))}>
            {g}
          </Text>
        ))}
      </View>
    </View>
  )

  return (
    <PageShell>
      <View className='acct' data-testid='switch-identity-page'>
        <View className='acct-hero'>
          <Text className='acct-hero__title' data-testid='identity-current'>
            当前身份：{IDENTITY_LABELS[current]}
            {userStore.data.grade ? `（${userStore.data.grade}）` : ''}
          </Text>
          <Text className='acct-hero__text'>身份由年级决定：选择大学或研究生年级即为大学生，选择初中、高中或复读年级即为高中生。切换身份就是选择另一类年级。</Text>
        </View>
        {group('高中生', HIGH_SCHOOL_GRADES)}
        {group('大学生', COLLEGE_GRADES)}
        {error ? <Text className='acct-error'>{error}</Text> : null}
        <Button type='primary' block loading={busy} data-testid='identity-save' onClick={save}>
          {grade && next !== current ? `切换为${IDENTITY_LABELS[next]}` : '保存'}
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(SwitchIdentity)
