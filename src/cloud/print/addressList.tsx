import { View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { ADDRESS_LIMITS, type Address } from '@types-contract/addresses'
import { errorText, withErrorText } from '@/api/errorText'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { goBackOr, navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { addressStore } from '@/stores/address'
import { AddressCard } from './components/addressParts'
import './components/address.scss'

/**
 * 地址管理 (print/addressList): my addresses, the default first; 设为默认, 编辑, 删除 (asked first;
 * deleting the default hands it to the most recently updated other address). Opened from an order
 * with ?select=1 it chooses: tapping an address remembers it as the current address and goes back.
 */
function AddressList() {
  const { params } = useRouter()
  const selecting = params.select === '1'
  const load = usePageLoad(() => withErrorText(addressStore.load(), '地址加载失败'))
  const [busy, setBusy] = useState<number | null>(null)

  // Back from the form: the list again.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void load.reload()
    shown.current = true
  })

  const act = async (id: number, call: () => Promise<void>, done: string, failed: string) => {
    setBusy(id)
    try {
      await call()
      toast(done)
    } catch (e) {
      toast(errorText(e, failed))
    } finally {
      setBusy(null)
    }
  }

  const remove = async (a: Address) => {
    const { confirm } = await Taro.showModal({ title: '删除地址', content: `确定删除「${a.name} ${a.mobile}」的地址吗？`, confirmText: '删除', confirmColor: '#f5222d' })
    if (confirm) await act(a.id, () => addressStore.remove(a.id), '已删除', '删除失败，请稍后再试')
  }

  const tap = (a: Address) => {
    if (!selecting) return
    addressStore.choose(a.id)
    goBackOr(urlOf('print/printOrderList'))
  }

  const items = addressStore.items
  const full = items.length >= ADDRESS_LIMITS.maxPerUser
  // A new address made while choosing is the chosen one (outlined here; a tap takes it back to the order).
  const form = (id?: number) => navigate(urlOf('print/createAddress', id !== undefined ? { id } : selecting ? { select: 1 } : undefined))
  return (
    <PageShell>
      <View className='ad-page' data-testid='address-list' data-selecting={String(selecting)}>
        {addressStore.loaded ? null : <LoadView state={load.state} onRetry={load.reload} />}
        {addressStore.loaded && items.length === 0 ? <EmptyState testId='address-empty' title='还没有收货地址' hint='添加一个地址，打印件会寄到这里' /> : null}
        {items.map((a) => (
          <AddressCard
            key={a.id}
            address={a}
            chosen={selecting && addressStore.current?.id === a.id}
            busy={busy === a.id}
            onTap={() => tap(a)}
            onDefault={() => void (a.is_default ? undefined : act(a.id, () => addressStore.makeDefault(a.id), '已设为默认地址', '设置失败，请稍后再试'))}
            onEdit={() => form(a.id)}
            onDelete={() => void remove(a)}
          />
        ))}
      </View>
      <View className='ad-foot'>
        <View
          className={`ad-btn${full ? ' ad-btn--off' : ''}`}
          data-testid='address-add'
          onClick={() => (full ? toast(`最多保存 ${ADDRESS_LIMITS.maxPerUser} 个收货地址，请先删除不用的地址`) : form())}
        >
          新增收货地址
        </View>
      </View>
    </PageShell>
  )
}

export default observer(AddressList)
