/** goodsCancelOrder's forms: the cancel form, the after-sale request form and what happened (state: useGoodsCancel.ts). */
import { Input, Text, View } from '@tarojs/components'
import { SHOP_ORDER_LIMITS, SHOP_AFTER_SALE_KIND_NAMES } from '@types-contract/mallOrders'
import { ImageGrid } from '@/components/ImageUploadGrid'
import { goBackOr } from '@/components/nav'
import { shakeClass } from '@/components/useShake'
import { AFTER_SALE_KINDS, AFTER_SALE_REASONS, moneyText, OTHER_AFTER_SALE_REASON, refundLeft, SHOP_CANCEL_REASONS, shopCancelNotice } from '@/lib/mallOrderView'
import { OTHER_CANCEL_REASON } from '@/lib/printOrderView'
import { TextArea } from '@/platform/TextArea'
import { urlOf } from '@/routes'
import type { useGoodsCancel } from './useGoodsCancel'

type Page = ReturnType<typeof useGoodsCancel>

const FieldError = ({ text }: { text?: string }) => (text ? <Text className='mo-field-error'>{text}</Text> : null)

export function CancelForm({ p }: { p: Page }) {
  const order = p.order!
  return (
    <>
      <View className='mo-card'>
        <Text className='mo-card__title'>取消原因</Text>
        <View className='mo-reasons'>
          {SHOP_CANCEL_REASONS.map((r) => (
            <View key={r} className={`mo-reason${p.choice === r ? ' mo-reason--on' : ''}`} data-testid='cancel-reason' data-reason={r} onClick={() => p.setChoice(r)}>
              <View className='mo-reason__dot' />
              <Text>{r}</Text>
            </View>
          ))}
        </View>
        <TextArea
          className='mo-remark'
          value={p.note}
          maxLength={SHOP_ORDER_LIMITS.cancelReasonMax}
          placeholder={p.choice === OTHER_CANCEL_REASON ? '请填写取消原因' : '补充说明（选填）'}
          testId='cancel-note'
          onInput={p.setNote}
        />
      </View>
      <Text className='mo-notice' data-testid='cancel-notice'>
        {shopCancelNotice(order)}
      </Text>
      {p.cancelError ? (
        <Text className='mo-error' data-testid='cancel-error'>
          {p.cancelError}
        </Text>
      ) : null}
      <View className={`mo-btn${p.busy ? ' mo-btn--off' : ''}`} data-testid='cancel-submit' onClick={p.busy ? undefined : p.cancel}>
        {p.busy ? '正在取消…' : '确认取消订单'}
      </View>
    </>
  )
}

export function AfterSaleForm({ p }: { p: Page }) {
  const order = p.order!
  const { form, change, images, afterSale } = p
  const { errors } = afterSale
  return (
    <>
      <View className={`mo-card${shakeClass(afterSale.shaking)}`}>
        <Text className='mo-card__title'>售后类型</Text>
        <View className='mo-chips'>
          {AFTER_SALE_KINDS.map((k) => (
            <Text key={k} className={`mo-chip${form.kind === k ? ' mo-chip--on' : ''}`} data-testid='after-sale-kind' data-kind={k} onClick={() => change({ kind: k })}>
              {SHOP_AFTER_SALE_KIND_NAMES[k]}
            </Text>
          ))}
        </View>
        <FieldError text={errors.kind} />
        <Text className='mo-card__title'>售后原因</Text>
        <View className='mo-chips'>
          {AFTER_SALE_REASONS.map((r) => (
            <Text
              key={r}
              className={`mo-chip${form.reason === r ? ' mo-chip--on' : ''}`}
              data-testid='after-sale-reason'
              data-reason={r}
              onClick={() => change({ reason: r })}
            >
              {r}
            </Text>
          ))}
        </View>
        <FieldError text={errors.reason} />
      </View>
      <View className='mo-card'>
        <Text className='mo-card__title'>退款金额</Text>
        <View className='mo-amount'>
          <Text>¥</Text>
          <Input
            className='mo-amount__input'
            data-testid='after-sale-amount'
            type='digit'
            value={form.amount}
            placeholder={`最多 ${moneyText(refundLeft(order)).slice(1)}，不填即全部`}
            placeholderStyle='color:#bbb'
            onInput={(e) => change({ amount: e.detail.value })}
          />
        </View>
        <FieldError text={errors.amount} />
        <Text className='mo-card__title'>问题描述</Text>
        <TextArea
          className='mo-remark'
          value={form.description}
          maxLength={SHOP_ORDER_LIMITS.afterSaleDescriptionMax}
          placeholder={form.reason === OTHER_AFTER_SALE_REASON ? '请描述遇到的问题' : '补充描述，有助于商家更快处理（选填）'}
          testId='after-sale-description'
          onInput={(v) => change({ description: v })}
        />
        <FieldError text={errors.description} />
        <Text className='mo-card__title'>{`上传凭证（最多 ${SHOP_ORDER_LIMITS.afterSaleImagesMax} 张）`}</Text>
        <ImageGrid
          images={images.list}
          max={SHOP_ORDER_LIMITS.afterSaleImagesMax}
          onPick={images.pick}
          onRetry={images.retry}
          onRemove={images.remove}
          onPreview={images.preview}
        />
        <FieldError text={errors.images} />
      </View>
      <Text className='mo-notice'>
        {form.kind === 'return_refund' ? '商家同意后请按商家提供的地址寄回商品，退款原路退回' : '商家同意后退款原路退回，一般 1-3 个工作日到账'}
      </Text>
      {afterSale.serverError ? (
        <Text className='mo-error' data-testid='after-sale-error'>
          {afterSale.serverError}
        </Text>
      ) : null}
      <View className={`mo-btn${afterSale.busy ? ' mo-btn--off' : ''}`} data-testid='after-sale-submit' onClick={p.askAfterSale}>
        {afterSale.busy ? '正在提交…' : '提交申请'}
      </View>
    </>
  )
}

/** After cancelling or asking, or when the state leaves nothing to do here: how it stands. */
export function Outcome({ p }: { p: Page }) {
  const order = p.order!
  const text = p.done
    ? order.status === 'cancelled'
      ? order.refunded_fen > 0
        ? `订单已取消，已退款 ${moneyText(order.refunded_fen)}，原路退回`
        : '订单已取消'
      : '售后申请已提交，商家处理后会通过消息通知你'
    : p.cancelError || '当前订单状态不能取消或申请售后'
  return (
    <>
      <Text className={p.done ? 'mo-notice' : 'mo-error'} data-testid='cancel-outcome'>
        {text}
      </Text>
      <View className='mo-btn mo-btn--plain' data-testid='cancel-back' onClick={() => goBackOr(urlOf('bookMall/goodsOrderList'))}>
        返回
      </View>
    </>
  )
}
