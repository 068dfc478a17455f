/** Journey: a member uploads a file from a chat (wx.chooseMessageFile) to the cloud library. */
import { urlOf } from '../../../src/routes'
import { describeScenario, element, loginAs, onPage } from './support'

describeScenario('WeChat DevTools: an upload', (s) => {
  test('本地上传 → 从聊天选择 → the task completes', async () => {
    await loginAs(s, '13700000104')
    // A real file in the mini-program's user data folder stands for the one picked in a chat.
    const path = (await s.mp.evaluate(() => {
      const wxApi = (
        globalThis as unknown as { wx: { env: { USER_DATA_PATH: string }; getFileSystemManager(): { writeFileSync(p: string, d: string, e: string): void } } }
      ).wx
      const file = `${wxApi.env.USER_DATA_PATH}/automator-note.txt`
      wxApi.getFileSystemManager().writeFileSync(file, '微信开发者工具场景的上传文件', 'utf8')
      return file
    })) as string
    await s.mp.mockWxMethod('chooseMessageFile', { errMsg: 'chooseMessageFile:ok', tempFiles: [{ path, name: 'automator-note.txt', size: 42, type: 'file', time: 0 }] })
    await s.mp.reLaunch(urlOf('cloud/localUpload'))
    const page = await onPage(s.mp, 'cloud/localUpload')
    await (await element(page, '.cl-source', '聊天')).tap()
    const task = await element(page, '.cl-task', 'automator-note.txt')
    expect(await task.text()).toContain('automator-note.txt')
    await element(page, '.cl-task', '完成')
  }, 120_000)
})
