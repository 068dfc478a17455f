/**
 * The operator console (docs/admin.md): react-admin over the staff routes, in Chinese, signed in
 * by phone code. Each area's pages live in pages/<area>/; the menu (Menu.tsx) lists them.
 */
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { dataProvider } from './api/dataProvider'
import { authProvider, NOT_STAFF_ROUTE } from './auth/authProvider'
import { LoginPage } from './auth/LoginPage'
import { NotStaffPage } from './auth/NotStaffPage'
import { i18nProvider } from './i18n/zhHans'
import { Layout } from './Layout'
import { theme } from './theme'
import { AuditList } from './pages/audit/AuditLog'
import { CodeBatchList, CodeList } from './pages/codes/Codes'
import { Dashboard } from './pages/dashboard/Dashboard'
import { ImportList, ImportShow } from './pages/imports/Imports'
import { CouponList } from './pages/mall/Coupons'
import { GoodsList } from './pages/mall/Goods'
import { OrderList, OrderShow } from './pages/orders/Orders'
import { UserList, UserShow } from './pages/users/Users'
import { WordList } from './pages/words/Words'
import { AfterSaleList } from './pages/mall/AfterSales'
import { CouponGrantPage } from './pages/mall/CouponGrant'
import { MallOrderList } from './pages/mall/MallOrders'
import { ModerationByNumberPage } from './pages/moderation/ByNumber'
import { HeldList } from './pages/moderation/Held'
import { ReportList } from './pages/moderation/Reports'
import { PrintOrderList } from './pages/print/PrintOrders'
import { CertificateList } from './pages/reviews/Certificates'
import { FeedbackList } from './pages/reviews/Feedback'
import { WithdrawalList } from './pages/reviews/Withdrawals'

export function App() {
  return (
    <Admin
      title='运营后台'
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={Dashboard}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name='users' options={{ label: '用户' }} list={UserList} show={UserShow} recordRepresentation='username' />
      <Resource name='orders' options={{ label: '订单' }} list={OrderList} show={OrderShow} recordRepresentation='out_order_number' />
      <Resource name='print-orders' options={{ label: '打印订单' }} list={PrintOrderList} />
      <Resource name='mall-orders' options={{ label: '商城发货' }} list={MallOrderList} />
      <Resource name='mall-after-sales' options={{ label: '售后申请' }} list={AfterSaleList} />
      <Resource name='forum-reports' options={{ label: '举报处理' }} list={ReportList} />
      <Resource name='forum-held' options={{ label: '待审核内容' }} list={HeldList} />
      <Resource name='certificates' options={{ label: '认证审核' }} list={CertificateList} />
      <Resource name='withdrawals' options={{ label: '提现审核' }} list={WithdrawalList} />
      <Resource name='feedback' options={{ label: '用户反馈' }} list={FeedbackList} />
      <Resource name='goods' options={{ label: '商品与库存' }} list={GoodsList} />
      <Resource name='coupons' options={{ label: '优惠券' }} list={CouponList} />
      <Resource name='words' options={{ label: '敏感词' }} list={WordList} />
      <Resource name='code-batches' options={{ label: '激活码' }} list={CodeBatchList} />
      <Resource name='codes' options={{ label: '激活码明细' }} list={CodeList} />
      <Resource name='imports' options={{ label: '数据导入' }} list={ImportList} show={ImportShow} />
      <Resource name='audit' options={{ label: '操作日志' }} list={AuditList} />
      <CustomRoutes>
        <Route path='/coupon-grant' element={<CouponGrantPage />} />
        <Route path='/moderation' element={<ModerationByNumberPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path={NOT_STAFF_ROUTE} element={<NotStaffPage />} />
      </CustomRoutes>
    </Admin>
  )
}
