/** Journey: a member adds a PDF from a chat to the print centre, checks out and reaches wx.requestPayment. */
import { urlOf } from '../../../src/routes'
import { captureRequestPayment, describeScenario, element, loginAs, onPage } from './support'

/** The smallest PDF with one empty A4 page. */
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'

describeScenario('WeChat DevTools: a print order', (s) => {
  test('打印中心 → 从聊天选择 PDF → 去结算 → 支付 → requestPayment', async () => {
    await loginAs(s, '13700000105')
    const path = (await s.mp.evaluate((pdf: string) => {
      const wxApi = (
        globalThis as unknown as { wx: { env: { USER_DATA_PATH: string }; getFileSystemManager(): { writeFileSync(p: string, d: string, e: string): void } } }
      ).wx
      const file = `${wxApi.env.USER_DATA_PATH}/automator-print.pdf`
      wxApi.getFileSystemManager().writeFileSync(file, pdf, 'utf8')
      return file
    }, PDF)) as string
    await s.mp.mockWxMethod('chooseMessageFile', {
      errMsg: 'chooseMessageFile:ok',
      tempFiles: [{ path, name: 'automator-print.pdf', size: PDF.length, type: 'file', time: 0 }]
    })
    const paid = await captureRequestPayment(s.mp)
    await s.mp.reLaunch(urlOf('print/cloudPrintList'))
    const page = await onPage(s.mp, 'cloud/print/cloudPrintList')
    await (await element(page, '.cl-source', '聊天')).tap()
    await element(page, '.pc-check')
    await (await element(page, '.pc-bar__go')).tap()
    const order = await onPage(s.mp, 'cloud/print/cloudPrintOrder')
    await (await element(order, '.po-bar__btn')).tap()
    const args = await paid()
    expect(Object.keys(args)).toEqual(expect.arrayContaining(['timeStamp', 'nonceStr', 'package', 'signType', 'paySign']))
  }, 180_000)
})
