import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { FORM_NAME_MAX } from '@types-contract/application'
import { checkFormName } from '@/lib/formView'
import '@/components/styles/gaokao.scss'
import './NameSheet.scss'

interface Props {
  title: string
  initial: string
  /** Resolves with the error to show, or undefined when done (the caller closes the sheet). */
  onSubmit: (name: string) => Promise<string | undefined>
  onClose: () => void
}

/**
 * A bottom sheet asking for a name. Taro.showModal's editable content exists on weapp only, so
 * both platforms use this.
 */
export function NameSheet({ title, initial, onSubmit, onClose }: Props) {
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const checked = checkFormName(value)
    if (!checked.ok) return setError(checked.error)
    setBusy(true)
    setError(await onSubmit(checked.name))
    setBusy(false)
  }

  return (
    <View className='gk-mask' onClick={busy ? undefined : onClose} catchMove>
      <View className='gk-sheet' data-testid='name-sheet' onClick={(e) => e.stopPropagation()}>
        <View className='gk-sheet__title'>
          <Text>{title}</Text>
        </View>
        <Input
          className='sf-name-input'
          data-testid='name-input'
          value={value}
          maxlength={FORM_NAME_MAX}
          focus
          placeholder='志愿表名称'
          onInput={(e) => (setValue(e.detail.value), setError(undefined))}
          onConfirm={submit}
        />
        {error ? (
          <Text className='sf-name-error' data-testid='name-error'>
            {error}
          </Text>
        ) : null}
        <View className='gk-actions sf-name-actions'>
          <View className='gk-btn gk-btn--ghost' data-testid='name-cancel' onClick={busy ? undefined : onClose}>
            取消
          </View>
          <View className={`gk-btn${busy ? ' gk-btn--disabled' : ''}`} data-testid='name-submit' onClick={busy ? undefined : submit}>
            {busy ? '保存中…' : '保存'}
          </View>
        </View>
      </View>
    </View>
  )
}
