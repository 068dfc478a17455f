/**
 * The passages of the product spec (../shared/SPEC.md, which a clone of the repository does not have)
 * that the route, error-catalogue, brand and payment tests check the code against, copied word for
 * word with their section headings ('…' marks what is left out). When the spec changes, copy the
 * changed passage here: the tests then say what no longer follows it.
 */

export const SPEC = `
## 1. What the product does and for whom
…
- Brand variants carry a per-brand config (app id, app name, support phone, default avatar). Brand ids: bdgaokao, bidai, bdmini, {product}, jiashu, suyinbao, verdeprint. Two of them have no membership plans. A bilibili-hosted theme exists.

## 2. Screens and routes

Hash router. Entry route / is the forum tab.

### Tabs (bottom bar, in order)
| Index | Route | Label |
|---|---|---|
| 0 | pages/tabbar/forum | home |
| 1 | pages/tabbar/databank | shared space |
| 2 | pages/tabbar/application | fill in applications / volunteer (pull-to-refresh) |
| 3 | pages/tabbar/newStudy | study |
| 4 | pages/tabbar/personal | mine |

Selected colour blue, unselected grey. Tab bar height 64px. Also pages/tabbar/print and pages/tabbar/xkuPage exist.

### Other pages (plain paths with query parameters; parameters mostly not shown)
- Web views: pages/webview/pc, pages/webview/index, pages/webview/index_without_nav (receive an encoded optionData or redirect_params); pages/return/index (payment return, takes redirectTo); pages/vip/index (title AI volunteer filling); pages/other/wxMediaPlatform; market/connect/redirectToyishu.
- Study: study/flowList/flowList, studyL2/studyL2, studyL3/studyL3, checkin/checkin, video/index, video/videoDetail, write/index; xkw/filePreview, bookDetail, subTopicPapers, xkwSearchDetail, payment (title: buy download rights), paymentCheck, securityCode.
- Forum: forum/questionRanks/index, questionFilterPage/questionFilterDetail, welcome, searchTopic/searchTopic, tag/tag, processes/questionFeedback, processesDetail, voteDetail, questionDetail.
- Mall: bookMall/productDetails, shoppingCart, commentList, addComment, goodsPreview, goodsOrder (title: awaiting payment; query shop_order_id and payStatus, or transferParams with selectedGoods, order_all, optional orderInfo), goodsOrderList, goodsCancelOrder, goodsExpress, couponList.
- Live: live/liveList, liveDetail, liveItem (query liveId), liveUniv.
- Cloud: cloud/priceTable, localUpload, cloudLibrary, cloudTransferList, cloudTranshList, previewByImage (query fileInfo as JSON), resourcePreview, adream-file-progress; print/addressList, createAddress (title: shipping address), cloudPrintSetting, cloudPrintList (print centre), cloudPrintMerge, cloudPrintPreview, cloudPrintOrder (awaiting payment; in a web view with transferParams selectedFiles, order_all, navigatorType, optional print_order_id), printOrderList, cancelOrder, cloudPrintPicture, webViewFileUpload, webViewImageUpload, cloudPrintGroup, expressInfo (title: logistics info), lockPrintOrder; share/createShareSpace, shareSpaceDetail, shareSpaceList, shareSearchDetail, shareFileList.
- Personal: personal/message (query type), postTopic, postVote, taskcenter/index, coinRecord, wear, pendantDetail, medal/index, medalDetail, accessoryDetail, badgeReceiveList, blackList, follow/follow, about, phone, loginWithPhone, changePhone, certificate/index, addEducation, certificateList, eduCertificate, studyNativeCertificate, favorites, settings/policy, settings/infoProtect, service/serviceProvider, service/selfService, feedback, activateVIP, edite, peopleInfo, quicklogin/quicklogin, topicRecord, switchIdentity, walletRecord, order/orderList.
- Gaokao: gaokao/oneone/index, oneoneDetail; university/detail, prof_detail, around, inAround, fakeUniversity, fakeDetail, contrast, compare, subjectassessment, scoreRecord/scoreRecord, addRecord, list/index (title: search universities), functionary, functionaryDetails, functionaryAllList; search/index, composition, result, detail, position, onescoreoneline (title: score-rank table); tests for Kolb, PSTR, MBTI, SDS (each an intro, a quiz and a result page, plus test/index); rank/wonderful, university, profession, rankSelect, rankList; application/index (title: fill volunteers), applicationHelper, applicationTable, professionSelector, setting (title: set gaokao info), strongBasePlan, vipAgreement, invite, inviteList, applicationService (2025 volunteer filling), applicationSchool (2025 international undergraduate); components/sortForms/sortForms, sortDrag, schoolFirst/schoolDetails, professionFirst/professionDetails; news/newsDetail, newsList; scoreLine/scoreLine; share/shareSpace; gaokao/application/vipGroupBuying (group-buy page).
- System pages: choose-location, open-location.
- Pull-to-refresh on: application, print, studyL2, processes details, medal index, certificate index, newsList, invite.
- On web a floating button labelled 'App内打开' tries the app deep link (for one brand {address}) and after 500 ms falls back to the official site.
- Page loading: a loading view appears after 200 ms and the load times out at 60000 ms. Preloading: the databank and print tabs preload the cloud package; application preloads gaokao and market; personal preloads personal.
- Web file preview is unsupported: shows '暂不支持预览 / 请前往APP使用预览/下载功能'.

## 3. Entities and their fields
…
**Membership plan**: year, price, code, optional save. Codes v2001, v2002, v2003 = 1, 2, 3 years at 168, 298, 398. Another brand: v1001, v1002, v1003 at 399, 499, 599 with save 0, 200, 400.

## 4. States and transitions
…
- Payment flow: user picks wxpay or alipay (none chosen: warn and default to wxpay on the native path, reject on web paths); loading indicator; order created; provider pay step runs. On membership success: if a group-buy flag is set, wait 2 s, create a VIP group task, go to the group-buy page; else if a group task id is given, wait 2 s and join it; else show success dialog, refresh membership data and switch to the home tab after 600 ms. Mobile-web pay redirects to the pay URL with a return address, or submits a generated form for alipay. Print, live, shop and study-resource orders reload or redirect to their own pages after 600 ms; the study-resource flow refreshes xkw_vip_info. Group join failure shows a dialog with the server's detail text then goes to the group-buy page.

## 5. Validation rules
…
- Pay methods only wxpay or alipay; otherwise '支付方式选择错误' or '请选择支付方式'; missing method '没有选择支付方式'.

## 8. The error catalogue

| Status | Behaviour |
|---|---|
| 400 | hide loading; toast detail text if present |
| 401 | hide loading, stop pull-down refresh, log out (unless bilibili theme); quiet for code token_not_valid or if already on phone login page; else toast '请先登录...' and start one-press login |
| 403 | dialog '没有权限 / 请稍后再试' |
| 404 | toast '暂无数据' |
| 422 | hide loading only |
| 429 | dialog '请求过于频繁 / 歇一会吧' |
| 500 | dialog '请求失败 / 服务器内部错误，请联系我们' |
| other | dialog '未知错误，请联系我们'; network failures ignored |

Other messages: index stat BAD_PARAMS gives please complete gaokao info and go to setting; add to print queue failed; already added to print queue with a go-to-print-center prompt; file does not exist; open file failed; image preview failed please re-download; file save failed; rename failed try later; download failed try later; save failed try later; select image failed; phone number invalid; payment failed; get payment method failed; course parameter error; please log in first; preview engine init failed, restart the app; cache deleted, tap again; authorize storage access via system settings. Payment: WeChat code -8 gives '未安装微信'; other failures '购买失败' or '支付失败'. Success dialogs: '开通成功', '购买成功', '支付成功！'. Group join failure shows server detail then goes to the group page. Chunk load timeout or failure: 'Loading chunk ... failed' (missing, error or timeout). Unsupported-upload message 'current upload count is full'.

## 9. Business constants and limits
…
- Token cookie 7 days. Post-payment delays: 2000 ms before group actions, 600 ms before redirects. Print add debounce 1000 ms. Open-in-app fallback 500 ms. Reconnect re-init 500 ms. Print pay factor 100. Alipay QR frame 210x210 px. WeChat error -12006 ignored.
`

/** The text of "## <n>. ..." up to the next "## " heading. */
export function specSection(n: number): string {
  const start = SPEC.indexOf(`\n## ${n}.`)
  const end = SPEC.indexOf('\n## ', start + 1)
  return SPEC.slice(start, end === -1 ? undefined : end)
}
