import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { AccessoryTag } from '@/components/AccessoryTag'
import { AvatarFrame } from '@/components/AvatarFrame'
import { FeedCard } from '@/components/forum/FeedCard'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { followLabel, nameOf } from '@/lib/peopleView'
import { urlOf } from '@/routes'
import { configStore, userStore } from '@/stores'
import { openListedPost } from './components/openListedPost'
import { avatarSrc, ListStatus, SmallButton } from './components/PeopleParts'
import { usePeopleInfo } from './components/usePeopleInfo'
import './components/people.scss'

/**
 * 个人主页 (?user_id=; one's own without it): name, avatar, identity, medals, follows, followers and
 * posts; 关注 / 已关注 and ··· (拉黑, 解除拉黑) on someone else's page; their posts newest first.
 * State in usePeopleInfo; parts in components/PeopleParts.tsx.
 */
function PeopleInfoPage() {
  const { params } = useRouter()
  const requested = Number(params.user_id)
  const userId = Number.isInteger(requested) && requested > 0 ? requested : userStore.data.user_id
  const p = usePeopleInfo(userId)
  const person = p.person
  const followsOf = (tab: 'following' | 'followers') => navigate(urlOf('personal/follow/follow', { tab, user_id: userId }))
  return (
    <PageShell>
      <View className='pp-page' data-testid='people-page'>
        <LoadView state={p.load.state} onRetry={p.load.reload} />
        {person ? (
          <>
            <View className='pp-hero'>
              <AvatarFrame pendant={person.pendant}>
                <Image className='pp-hero__avatar' src={avatarSrc(person.avatar_url)} mode='aspectFill' imgProps={{ alt: '' }} />
              </AvatarFrame>
              <View className='pp-hero__name'>
                <Text data-testid='people-name'>{nameOf(person)}</Text>
                <AccessoryTag accessory={person.accessory} />
                {person.medals.slice(0, 3).map((medal) => (
                  <Text key={medal} className='pp-medal'>
                    {medal}
                  </Text>
                ))}
                {person.is_demo ? <Text className='pp-demo'>示例数据</Text> : null}
              </View>
              <Text className='pp-hero__sub'>{person.identity_label}</Text>
              <View className='pp-stats'>
                <View className='pp-stats__item' data-testid='people-following' onClick={() => followsOf('following')}>
                  <Text className='pp-stats__num'>{person.following_num}</Text>
                  <Text className='pp-stats__label'>关注</Text>
                </View>
                <View className='pp-stats__item' data-testid='people-followers' onClick={() => followsOf('followers')}>
                  <Text className='pp-stats__num' data-testid='people-follower-num'>
                    {person.follower_num}
                  </Text>
                  <Text className='pp-stats__label'>粉丝</Text>
                </View>
                <View className='pp-stats__item'>
                  <Text className='pp-stats__num'>{person.post_count}</Text>
                  <Text className='pp-stats__label'>帖子</Text>
                </View>
              </View>
              {person.is_me ? null : (
                <View className='pp-hero__actions'>
                  {person.blocked ? (
                    <SmallButton label='已拉黑' primary={false} testId='people-blocked' onClick={p.more} />
                  ) : (
                    <SmallButton label={followLabel(person)} primary={!person.followed} busy={p.busy} testId='people-follow' onClick={p.toggleFollow} />
                  )}
                  <SmallButton label='···' primary={false} testId='people-more' onClick={p.more} />
                </View>
              )}
            </View>
            <Text className='pp-section'>{person.is_me ? '我的帖子' : 'TA 的帖子'}</Text>
            {person.blocked ? (
              <View className='pp-blocked-note' data-testid='people-blocked-note'>
                <Text>你已拉黑该用户，TA 的帖子不再向你显示</Text>
              </View>
            ) : (
              <View className='pp-posts' data-testid='people-posts'>
                {p.posts.state.items.map((post) => (
                  <FeedCard key={post.id} post={post} qaTags={configStore.qaTagConfig} now={Date.now()} onOpen={() => openListedPost(post)} />
                ))}
                <ListStatus list={p.posts} testId='people-posts' emptyTitle='还没有发过帖子' />
              </View>
            )}
          </>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(PeopleInfoPage)
