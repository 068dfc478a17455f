/** dayjs with the Chinese locale: import dayjs from here, never from 'dayjs' directly. */
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

dayjs.locale('zh-cn')

export default dayjs
