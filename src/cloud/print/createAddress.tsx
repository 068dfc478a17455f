import { Input, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState, type ReactNode } from 'react'
import { ADDRESS_LIMITS } from '@types-contract/addresses'
import { LoadView } from '@/components/LoadView'
import { goBackOr } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { useFormSubmit } from '@/components/useFormSubmit'
import { shakeClass } from '@/components/useShake'
import { usePageLoad } from '@/components/usePageLoad'
import {
  addressErrorsOf,
  addressFormOf,
  checkAddressForm,
  divisionsText,
  emptyAddressForm,
  type AddressErrors,
  type AddressField,
  type AddressForm
} from '@/lib/addressForm'
import { TextArea } from '@/platform/TextArea'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { addressStore } from '@/stores/address'
import { DivisionPicker } from './components/addressDivisionPicker'
import './components/address.scss'

/** A labelled line of the form with its message underneath. */
function Field({ label, field, errors, top, children }: { label: string; field: AddressField; errors: AddressErrors; top?: boolean; children: ReactNode }) {
  return (
    <>
      <View className={`ad-field${top ? ' ad-field--top' : ''}`}>
        <Text className='ad-label'>{label}</Text>
        {children}
      </View>
      {errors[field] ? (
        <Text className='ad-error' data-testid={`address-${field}-error`}>
          {errors[field]}
        </Text>
      ) : null}
    </>
  )
}

/**
 * 收货地址 (print/createAddress; ?id= edits; ?select=1 from an order: the saved address becomes
 * the current one): 收货人, 手机号, 所在地区 (the division picker), 详细地址, 设为默认. The server's
 * checks run here first with its messages (lib/addressForm.ts); whatever the server still refuses
 * is shown and the form keeps everything typed.
 */
export default function CreateAddress() {
  const { params } = useRouter()
  const editId = params.id ? Number(params.id) : undefined
  const select = params.select === '1'
  const [form, setForm] = useState<AddressForm>(() => emptyAddressForm())
  // Whatever the server refuses is shown and everything typed stays; the user fixes it or tries again.
  const { errors, setErrors, serverError, busy, submit, shaking } = useFormSubmit<AddressField>({
    fieldsOf: addressErrorsOf,
    text: '保存失败，请稍后再试',
    alwaysLine: true
  })
  const [picking, setPicking] = useState(false)

  // Editing: the address from the list (there is no single-address call); a new one is the default when it is the first.
  const page = usePageLoad(async () => {
    const items = addressStore.loaded ? addressStore.items : await addressStore.load().catch(() => addressStore.items)
    if (editId === undefined) return emptyAddressForm(items.length === 0)
    const found = items.find((a) => a.id === editId)
    if (!found) throw new Error('地址不存在')
    return addressFormOf(found)
  })
  useEffect(() => {
    if (page.data) setForm(page.data)
  }, [page.data])
  useEffect(() => {
    if (editId !== undefined) Taro.setNavigationBarTitle({ title: '编辑收货地址' }).catch(() => undefined)
  }, [editId])

  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K], field?: AddressField) => {
    setForm((f) => ({ ...f, [key]: value }))
    if (field) setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const save = () =>
    submit(checkAddressForm(form), async (value) => {
      const saved = await addressStore.save(value, editId)
      if (select) addressStore.choose(saved.id)
      toast('已保存')
      goBackOr(urlOf('print/addressList'))
    })

  const region = divisionsText(form.divisions)
  return (
    <PageShell>
      <LoadView state={page.state} onRetry={page.reload} />
      {page.state.phase === 'done' ? (
        <View className={`ad-page${shakeClass(shaking)}`} data-testid='address-form'>
          <View className='ad-card'>
            <Field label='收货人' field='name' errors={errors}>
              <Input
                className='ad-input'
                data-testid='address-name'
                value={form.name}
                maxlength={ADDRESS_LIMITS.nameMaxLength}
                placeholder='收货人姓名'
                placeholderStyle='color:#bbb'
                onInput={(e) => set('name', e.detail.value, 'name')}
              />
            </Field>
            <Field label='手机号' field='mobile' errors={errors}>
              <Input
                className='ad-input'
                data-testid='address-mobile'
                type='number'
                value={form.mobile}
                maxlength={11}
                placeholder='收货人手机号'
                placeholderStyle='color:#bbb'
                onInput={(e) => set('mobile', e.detail.value, 'mobile')}
              />
            </Field>
            <Field label='所在地区' field='district_code' errors={errors}>
              <Text className={`ad-region${region ? '' : ' ad-region--empty'}`} data-testid='address-region' onClick={() => setPicking(true)}>
                {region || '省、市、区'}
              </Text>
              <Text className='ad-arrow'>›</Text>
            </Field>
            <Field label='详细地址' field='detail' errors={errors} top>
              <TextArea
                className='ad-input ad-input--area'
                value={form.detail}
                maxLength={ADDRESS_LIMITS.detailMaxLength}
                placeholder='街道、楼牌号等'
                testId='address-detail'
                onInput={(v) => set('detail', v, 'detail')}
              />
            </Field>
            <View className='ad-switch' data-testid='address-is-default' data-on={String(form.is_default)} onClick={() => set('is_default', !form.is_default)}>
              <Text>设为默认地址</Text>
              <View className={`ad-toggle${form.is_default ? ' ad-toggle--on' : ''}`} />
            </View>
          </View>
          {serverError ? (
            <Text className='ad-error ad-error--banner' data-testid='address-server-error'>
              {serverError}
            </Text>
          ) : null}
        </View>
      ) : null}
      {page.state.phase === 'done' ? (
        <View className='ad-foot'>
          <View className={`ad-btn${busy ? ' ad-btn--off' : ''}`} data-testid='address-save' onClick={busy ? undefined : save}>
            {busy ? '保存中…' : '保存'}
          </View>
        </View>
      ) : null}
      {picking ? (
        <DivisionPicker
          value={form.divisions}
          onClose={() => setPicking(false)}
          onPick={(divisions) => {
            setPicking(false)
            set('divisions', divisions, 'district_code')
          }}
        />
      ) : null}
    </PageShell>
  )
}
