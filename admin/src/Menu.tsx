/** The side menu, grouped by the kind of work; every entry is a page that exists (no stubs). */
import type { ReactNode } from 'react'
import { Menu as RaMenu, useSidebarState } from 'react-admin'
import { ListSubheader } from '@mui/material'
import LocalPrintshopOutlined from '@mui/icons-material/LocalPrintshopOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined'
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import GavelOutlined from '@mui/icons-material/GavelOutlined'
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined'
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'

function Section({ title }: { title: string }) {
  const [open] = useSidebarState()
  return open ? <ListSubheader sx={{ lineHeight: '24px', bgcolor: 'transparent' }}>{title}</ListSubheader> : null
}

// Dense: the whole menu fits a 1280×800 screen.
const item = (to: string, primaryText: string, leftIcon: ReactNode) => <RaMenu.Item key={to} to={to} primaryText={primaryText} leftIcon={leftIcon} dense />

export function Menu() {
  return (
    <RaMenu>
      {item('/', '概览', <DashboardOutlined />)}
      <Section title='用户与订单' />
      {item('/users', '用户', <PeopleOutlined />)}
      {item('/orders', '订单', <ReceiptLongOutlined />)}
      {item('/code-batches', '激活码', <VpnKeyOutlined />)}
      <Section title='履约' />
      {item('/print-orders', '打印订单', <LocalPrintshopOutlined />)}
      {item('/mall-orders', '商城发货', <LocalShippingOutlined />)}
      {item('/mall-after-sales', '售后申请', <AssignmentReturnOutlined />)}
      {item('/goods', '商品与库存', <Inventory2Outlined />)}
      {item('/coupons', '优惠券', <LocalOfferOutlined />)}
      {item('/coupon-grant', '发放优惠券', <CardGiftcardOutlined />)}
      <Section title='社区' />
      {item('/forum-reports', '举报处理', <FlagOutlined />)}
      {item('/forum-held', '待审核内容', <PendingActionsOutlined />)}
      {item('/moderation', '按编号处理', <GavelOutlined />)}
      {item('/words', '敏感词', <BlockOutlined />)}
      <Section title='审核' />
      {item('/certificates', '认证审核', <WorkspacePremiumOutlined />)}
      {item('/withdrawals', '提现审核', <AccountBalanceWalletOutlined />)}
      {item('/feedback', '用户反馈', <FeedbackOutlined />)}
      <Section title='数据与记录' />
      {item('/imports', '数据导入', <UploadFileOutlined />)}
      {item('/audit', '操作日志', <HistoryOutlined />)}
    </RaMenu>
  )
}
