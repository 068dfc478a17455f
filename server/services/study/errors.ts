/** The study family's 404s, one sentence each. */
import { ApiError } from '../../errors'

export const courseNotFound = () => new ApiError(404, 'not_found', '课程不存在')
export const lessonNotFound = () => new ApiError(404, 'not_found', '课时不存在')
