/**
 * Shared-space rules used by both the app (createShareSpace's form) and the server (issue 20,
 * docs/cloud.md "Shared spaces"). The link text itself is core/shareLink.ts.
 */
import { SHARE_LIMITS } from '../types/cloudShares'
import { hasControlCharacter } from './cloudFiles'

/**
 * Why `name` (already trimmed) cannot name a shared space, in Chinese; null when it can: 1 to
 * SHARE_LIMITS.nameMax characters (code points), no control character.
 */
export function shareNameProblem(name: string): string | null {
  const length = [...name].length
  if (length === 0) return '请输入共享空间名称'
  if (length > SHARE_LIMITS.nameMax) return `名称不能超过${SHARE_LIMITS.nameMax}个字`
  if (hasControlCharacter(name)) return '名称不能包含换行等控制字符'
  return null
}
