import Taro from '@tarojs/taro'
import { useState } from 'react'
import { errorText } from '@/api/errorText'
import { setFollow } from '@/api/people'
import { ApiError } from '@/api/request'

/**
 * Follows or unfollows a person (the busy one's id while the call runs); `done` gets the new state.
 * A refused call is the error catalogue's to show; a network failure is toasted here.
 */
export function useFollowToggle(done: (userId: number, followed: boolean) => void) {
  const [busyId, setBusyId] = useState<number | null>(null)
  const toggle = async (userId: number, followed: boolean) => {
    if (busyId !== null) return
    setBusyId(userId)
    try {
      const answer = await setFollow(userId, !followed)
      done(userId, answer.followed)
    } catch (e) {
      if (!(e instanceof ApiError)) Taro.showToast({ title: errorText(e, '操作失败，请稍后再试'), icon: 'none' }).catch(() => undefined)
    } finally {
      setBusyId(null)
    }
  }
  return { busyId, toggle: (userId: number, followed: boolean) => void toggle(userId, followed) }
}
