/**
 * The parts of 自助服务 and 服务提供方 (personal/service/*): the contact card (联系客服 calls the support
 * phone: the mini-program's dialer, on H5 a tel: link, which is what Taro.makePhoneCall opens there;
 * the number is shown too, for a desktop browser), and a help topic with its expandable questions.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { HelpTopic } from '@types-contract/personalHelp'
import { SERVICE_HOURS } from '@types-contract/personalHelp'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import './service.scss'

export const callSupport = (phone: string) => Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)

/** 联系客服 (the phone and its hours) and 意见反馈, side by side. */
export function ContactCard({ phone }: { phone: string }) {
  return (
    <View className='sv-contact'>
      <View className='sv-contact__item' data-testid='service-call' role='button' onClick={() => void callSupport(phone)}>
        <Text className='sv-contact__icon'>☎</Text>
        <Text className='sv-contact__title'>联系客服</Text>
        <Text className='sv-contact__text' data-testid='service-phone'>
          {phone}
        </Text>
        <Text className='sv-contact__text'>{SERVICE_HOURS}</Text>
      </View>
      <View className='sv-contact__item' data-testid='service-feedback' role='button' onClick={() => navigate(urlOf('personal/feedback'))}>
        <Text className='sv-contact__icon'>✎</Text>
        <Text className='sv-contact__title'>意见反馈</Text>
        <Text className='sv-contact__text'>问题与建议</Text>
        <Text className='sv-contact__text'>客服回复会通知你</Text>
      </View>
    </View>
  )
}

/** A topic's questions; a tap shows or hides the answer. */
export function TopicCard({ topic, open, onToggle }: { topic: HelpTopic; open: ReadonlySet<string>; onToggle: (id: string) => void }) {
  return (
    <View className='sv-topic' data-testid='help-topic' data-key={topic.key}>
      <Text className='sv-topic__title'>{topic.title}</Text>
      {topic.articles.map((article) => {
        const shown = open.has(article.id)
        return (
          <View key={article.id} className='sv-article' data-testid='help-article' data-id={article.id}>
            <View className='sv-article__q' role='button' aria-expanded={shown} onClick={() => onToggle(article.id)}>
              <Text className='sv-article__text'>{article.question}</Text>
              <Text className={`sv-article__arrow${shown ? ' sv-article__arrow--open' : ''}`}>›</Text>
            </View>
            {shown ? (
              <Text className='sv-article__a' data-testid='help-answer'>
                {article.answer}
              </Text>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}
