/**
 * IDOR (issue 29): user A owns one of each resource, made through the API; user B calls every
 * operation of the OpenAPI document whose path takes an id, with A's ids of the matching kind, and
 * never gets A's data nor changes it (403 or 404, as the area answers another user's id); A's
 * things read the same afterwards. The id-taking operations come from the document's path
 * parameters and ROUTES tells how to feed each one: an operation it does not know fails the test,
 * so no area can add an id-taking route without IDOR coverage. Ids in bodies (a form, a queue
 * item, an address, a cart line…) are BODY_CASES. Messages take no id (read and consumed by type),
 * and posts are public. IDOR_REPORT names a JSON file for the figures.
 */
import fs from 'fs'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { APPLICATION_PATHS } from '../../types/application'
import { CLOUD_PATHS } from '../../types/cloud'
import { CLOUD_UPLOAD_PATHS } from '../../types/cloudUploads'
import { MALL_CART_PATHS } from '../../types/mallCart'
import { CERTIFICATE_PATHS } from '../../types/personalCertificates'
import { WALLET_PATHS } from '../../types/personalWallet'
import { PRINT_PATHS } from '../../types/print'
import { USER_PATHS } from '../../types/user'
import { WRITING_PATHS } from '../../types/writing'
import { CLOUD_SHARE_PATHS } from '../../types/cloudShares'
import { EDU_PATHS } from '../../types/edu'
import { operationsOf, requestsFor, type Operation } from '../support/fuzzRequests'
import { signedInject } from './helpers'
import { appWithMembers, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'
import { mallOrderClient } from './support/mallOrders'
import { pdfBytes, printClient, storedFile } from './support/print'
import { printOrderClient } from './support/printOrders'

const { t, a, b, c, staff } = appWithMembers('1392920000', { env: { LOG_LEVEL: 'silent', RATE_LIMITS: 'off' } })
const print = printClient(() => t)
const printOrders = printOrderClient(() => t)
const mall = mallOrderClient(() => t)
const forum = forumClient(() => t)

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const send = (method: Method, url: string, who?: Member, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: who ? { authorization: `Bearer ${who.access}` } : {} })

/** A's things, one of each kind, by the kind's name. */
const KINDS = [
  'scoreRecord',
  'file',
  'trashed',
  'upload',
  'queueItem',
  'printGroup',
  'share',
  'shareMember',
  'address',
  'printOrder',
  'certificate',
  'educationEntry',
  'specialReward',
  'withdrawal',
  'cartLine',
  'mallOrder',
  'mallOrderItem',
  'draft',
  'question',
  'user',
  'applicationForm'
] as const
type Kind = (typeof KINDS)[number]
const owned = {} as Record<Kind, number>

/**
 * How B's call on each id-taking operation is fed and judged:
 * - owned: each path parameter is A's id of that kind; B gets 403 or 404, never 2xx;
 * - public: a thing anyone may read (or a catalogue key): B is answered, without a 5xx;
 * - self: B acts on B's own relation to A's public thing (a like, a follow, a ballot): allowed;
 * - capability: the path is a signed URL's; without its signature B is refused (4xx);
 * - staff: a console route: B, not staff, gets 403 with A's ids.
 */
type Rule =
  | { owned: Record<string, Kind>; body?: object }
  | { public: string; params?: Record<string, Kind> }
  | { self: string; params?: Record<string, Kind> }
  | { capability: string }
  | { staff: Record<string, Kind> }

const PUBLIC_CATALOGUE = 'the school’s catalogue: the same for everyone'
const FORUM_PUBLIC = 'a published post, answer, vote or circle: the forum is public'
const SELF = 'B’s own state about a public thing'
const file = { id: 'file' } as const
const share = { id: 'share' } as const
const shareEntry = { id: 'share', entry_id: 'file' } as const
const printOrder = { id: 'printOrder' } as const
const mallOrder = { id: 'mallOrder' } as const

const ROUTES: Record<string, Rule> = {
  'PUT /api/storage/put/{key}': { capability: 'a presigned upload URL (GET /api/storage/presign/)' },
  'GET /api/storage/file/{key}': { public: 'an uploaded image (avatar, post picture): public by its unguessable key' },
  'GET /api/storage/thumb/{key}': { public: 'the thumbnail of an uploaded image, as above' },
  'PUT /api/storage/cloud/{object}': { capability: 'a cloud upload part URL, signed per upload' },
  'GET /api/storage/cloud/{object}': { capability: 'a cloud download URL, signed per file and expiry' },
  'PUT /api/storage/cloud/{object}/parts/{part}': { capability: 'a cloud upload part URL, signed per upload' },
  'GET /api/edu/university/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/university/{id}/admission/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/university/{id}/plans/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/profession/{code}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/rank/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/news/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/fake-university/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/civil-position/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/oneone/{id}/': { public: PUBLIC_CATALOGUE },
  'PUT /api/user/score-record/{id}/': { owned: { id: 'scoreRecord' }, body: { exam_name: 'B改的', exam_date: '2025-03-15', total: 1, subjects: [] } },
  'DELETE /api/user/score-record/{id}/': { owned: { id: 'scoreRecord' } },
  'POST /api/pay/notify/{provider}/': { capability: 'a payment provider’s notification, checked by the provider’s signature' },
  'GET /api/pay/sandbox/{no}/': { capability: 'the sandbox’s confirm page, signed per order (t=)' },
  'POST /api/pay/sandbox/{no}/': { capability: 'the sandbox’s confirm page, signed per order (t=)' },
  'GET /api/forum/posts/{id}/': { public: FORUM_PUBLIC, params: { id: 'question' } },
  'GET /api/forum/posts/{id}/answers/': { public: FORUM_PUBLIC, params: { id: 'question' } },
  'POST /api/forum/posts/{id}/answers/': { self: 'B answers A’s public question', params: { id: 'question' } },
  'GET /api/forum/answers/{id}/replies/': { public: FORUM_PUBLIC },
  'PUT /api/forum/posts/{id}/like/': { self: SELF, params: { id: 'question' } },
  'DELETE /api/forum/posts/{id}/like/': { self: SELF, params: { id: 'question' } },
  'PUT /api/forum/posts/{id}/favorite/': { self: SELF, params: { id: 'question' } },
  'DELETE /api/forum/posts/{id}/favorite/': { self: SELF, params: { id: 'question' } },
  'GET /api/forum/people/{id}/': { public: 'a public profile', params: { id: 'user' } },
  'GET /api/forum/people/{id}/posts/': { public: 'a public profile', params: { id: 'user' } },
  'GET /api/forum/people/{id}/followers/': { public: 'a public profile', params: { id: 'user' } },
  'GET /api/forum/people/{id}/following/': { public: 'a public profile', params: { id: 'user' } },
  'PUT /api/forum/people/{id}/follow/': { self: SELF, params: { id: 'user' } },
  'DELETE /api/forum/people/{id}/follow/': { self: SELF, params: { id: 'user' } },
  'PUT /api/forum/people/{id}/block/': { self: SELF, params: { id: 'user' } },
  'DELETE /api/forum/people/{id}/block/': { self: SELF, params: { id: 'user' } },
  'GET /api/forum/votes/{id}/': { public: FORUM_PUBLIC },
  'GET /api/forum/votes/{id}/results/': { public: FORUM_PUBLIC },
  'POST /api/forum/votes/{id}/ballot/': { self: SELF },
  'GET /api/forum/circles/{circle}/': { public: FORUM_PUBLIC },
  'GET /api/forum/circles/{circle}/posts/': { public: FORUM_PUBLIC },
  'PUT /api/forum/circles/{circle}/join/': { self: SELF },
  'DELETE /api/forum/circles/{circle}/join/': { self: SELF },
  'GET /api/forum/progress/{id}/': { public: 'the progress notes of a public question', params: { id: 'question' } },
  'POST /api/forum/progress/{id}/': { owned: { id: 'question' }, body: { body: '已经解决了' } },
  'PUT /api/forum/progress/{id}/solved/': { owned: { id: 'question' }, body: { solved: true } },
  'POST /api/cloud/entries/{id}/rename/': { owned: file, body: { name: 'B改的名字.pdf' } },
  'POST /api/cloud/entries/{id}/move/': { owned: file, body: { parent_id: null } },
  'DELETE /api/cloud/entries/{id}/': { owned: file },
  'GET /api/cloud/entries/{id}/download/': { owned: file },
  'POST /api/cloud/trash/{id}/restore/': { owned: { id: 'trashed' } },
  'DELETE /api/cloud/trash/{id}/': { owned: { id: 'trashed' } },
  'GET /api/cloud/uploads/{id}/': { owned: { id: 'upload' } },
  'DELETE /api/cloud/uploads/{id}/': { owned: { id: 'upload' } },
  'POST /api/cloud/uploads/{id}/parts/{part}/': { owned: { id: 'upload' } },
  'POST /api/cloud/uploads/{id}/complete/': { owned: { id: 'upload' } },
  'PATCH /api/cloud/print/queue/{id}/': { owned: { id: 'queueItem' } },
  'DELETE /api/cloud/print/queue/{id}/': { owned: { id: 'queueItem' } },
  'GET /api/cloud/print/queue/{id}/preview/': { owned: { id: 'queueItem' } },
  'PATCH /api/cloud/print/groups/{id}/': { owned: { id: 'printGroup' }, body: { name: 'B的分组' } },
  'DELETE /api/cloud/print/groups/{id}/': { owned: { id: 'printGroup' } },
  // Its cover is open to whoever holds the link's code (share-restrictions.test.ts); without it, 404.
  'GET /api/cloud/shares/{id}/': { owned: share },
  'DELETE /api/cloud/shares/{id}/': { owned: share },
  'GET /api/cloud/shares/{id}/members/': { owned: share },
  'DELETE /api/cloud/shares/{id}/members/{user_id}/': { owned: { id: 'share', user_id: 'shareMember' } },
  'POST /api/cloud/shares/{id}/leave/': { owned: share },
  'POST /api/cloud/shares/{id}/items/': { owned: share },
  'PUT /api/cloud/shares/{id}/items/{entry_id}/': { owned: shareEntry, body: { forbid_download: false, forbid_print: false } },
  'DELETE /api/cloud/shares/{id}/items/{entry_id}/': { owned: shareEntry },
  'POST /api/cloud/shares/{id}/ban/': { owned: share },
  'POST /api/cloud/shares/{id}/unban/': { owned: share },
  'POST /api/cloud/shares/{id}/code/': { owned: share },
  'GET /api/cloud/shares/{id}/files/': { owned: share },
  'GET /api/cloud/shares/{id}/files/{entry_id}/': { owned: shareEntry },
  'GET /api/cloud/shares/{id}/files/{entry_id}/download/': { owned: shareEntry },
  'PATCH /api/cloud/addresses/{id}/': { owned: { id: 'address' }, body: { name: '李四' } },
  'DELETE /api/cloud/addresses/{id}/': { owned: { id: 'address' } },
  'POST /api/cloud/addresses/{id}/default/': { owned: { id: 'address' } },
  'GET /api/cloud/print/orders/{id}/': { owned: printOrder },
  'POST /api/cloud/print/orders/{id}/cancel/': { owned: printOrder, body: { reason: '不想要了' } },
  'POST /api/cloud/print/orders/{id}/accept/': { owned: printOrder },
  'POST /api/cloud/print/orders/{id}/address/': { owned: printOrder },
  'GET /api/cloud/print/orders/{id}/tracking/': { owned: printOrder },
  'POST /api/admin/print/orders/{id}/printing/': { staff: printOrder },
  'POST /api/admin/print/orders/{id}/shipped/': { staff: printOrder },
  'POST /api/user/tasks/{key}/claim/': { self: 'B’s own task, by its catalogue key' },
  'GET /api/user/accessories/{kind}/{key}/': { public: PUBLIC_CATALOGUE },
  'POST /api/user/accessories/{kind}/{key}/buy/': { self: 'B buys from the catalogue' },
  'POST /api/user/accessories/{kind}/{key}/wear/': { self: 'B wears B’s own item' },
  'DELETE /api/user/accessories/{kind}/{key}/wear/': { self: 'B takes off B’s own item' },
  'GET /api/user/medals/{key}/': { public: PUBLIC_CATALOGUE },
  'GET /api/user/certificates/{id}/': { owned: { id: 'certificate' } },
  'DELETE /api/user/certificates/{id}/': { owned: { id: 'certificate' } },
  'DELETE /api/user/edu/entries/{id}/': { owned: { id: 'educationEntry' } },
  'POST /api/user/special-reward/{id}/claim/': { owned: { id: 'specialReward' } },
  'GET /api/user/require-cash-withdraw-wx/{id}/': { owned: { id: 'withdrawal' } },
  'PUT /api/user/collections/univ/{id}/': { self: SELF },
  'DELETE /api/user/collections/univ/{id}/': { self: SELF },
  'PUT /api/user/collections/prof/{code}/': { self: SELF },
  'DELETE /api/user/collections/prof/{code}/': { self: SELF },
  'GET /api/mall/goods/{id}/': { public: 'the shop’s goods' },
  'GET /api/mall/goods/{id}/comments/': { public: 'the shop’s goods' },
  'GET /api/mall/comments/item/{order_item_id}/': { owned: { order_item_id: 'mallOrderItem' } },
  'PATCH /api/mall/cart/{id}/': { owned: { id: 'cartLine' }, body: { quantity: 3 } },
  'DELETE /api/mall/cart/{id}/': { owned: { id: 'cartLine' } },
  'GET /api/mall/orders/{id}/': { owned: mallOrder },
  'POST /api/mall/orders/{id}/cancel/': { owned: mallOrder, body: { reason: '不想要了' } },
  'POST /api/mall/orders/{id}/receive/': { owned: mallOrder },
  'GET /api/mall/orders/{id}/tracking/': { owned: mallOrder },
  'POST /api/mall/orders/{id}/after-sale/': { owned: mallOrder, body: { kind: 'refund', reason: '不想要了', description: '', images: [] } },
  'GET /api/edu/study/courses/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/study/lessons/{id}/': { public: PUBLIC_CATALOGUE },
  'PUT /api/edu/study/lessons/{id}/progress/': { self: 'B’s own progress in a public lesson' },
  'GET /api/edu/writing/prompts/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/edu/writing/drafts/{id}/': { owned: { id: 'draft' } },
  'PUT /api/edu/writing/drafts/{id}/': { owned: { id: 'draft' }, body: { title: 'B改的', body: '', revision: 1 } },
  'DELETE /api/edu/writing/drafts/{id}/': { owned: { id: 'draft' } },
  'GET /api/cloud/study-resource/materials/{id}/': { public: PUBLIC_CATALOGUE },
  'GET /api/cloud/study-resource/materials/{id}/preview/': { public: PUBLIC_CATALOGUE },
  'GET /api/cloud/study-resource/topics/{id}/': { public: PUBLIC_CATALOGUE },
  'POST /api/cloud/study-resource/materials/{id}/download/': { self: 'B’s own download right to a catalogue material' },
  'GET /api/edu/live/sessions/{id}/': { public: 'a live class of the school' },
  'GET /api/edu/live/sessions/{id}/room/': { self: 'B’s own ticket to a live class' },
  'GET /api/edu/live/{id}/messages/': { self: 'B’s own ticket to a live class' },
  'POST /api/admin/forum/reports/{id}/dismiss/': { staff: { id: 'question' } },
  'POST /api/admin/forum/posts/{id}/hide/': { staff: { id: 'question' } },
  'POST /api/admin/forum/replies/{id}/hide/': { staff: { id: 'question' } },
  'POST /api/admin/forum/posts/{id}/restore/': { staff: { id: 'question' } },
  'POST /api/admin/forum/replies/{id}/restore/': { staff: { id: 'question' } },
  'POST /api/admin/forum/posts/{id}/release/': { staff: { id: 'question' } },
  'POST /api/admin/forum/replies/{id}/release/': { staff: { id: 'question' } },
  'PUT /api/admin/forum/users/{id}/mute/': { staff: { id: 'user' } },
  'DELETE /api/admin/forum/users/{id}/mute/': { staff: { id: 'user' } },
  'POST /api/admin/certificates/{id}/review/': { staff: { id: 'certificate' } },
  'POST /api/admin/withdrawals/{id}/paid/': { staff: { id: 'withdrawal' } },
  'POST /api/admin/withdrawals/{id}/reject/': { staff: { id: 'withdrawal' } },
  'POST /api/admin/feedback/{id}/reply/': { staff: { id: 'user' } },
  'POST /api/admin/mall/orders/{id}/ship/': { staff: mallOrder },
  'POST /api/admin/mall/after-sales/{id}/decide/': { staff: mallOrder },
  'GET /api/admin/users/{id}/': { staff: { id: 'user' } },
  'POST /api/admin/users/{id}/vip/': { staff: { id: 'user' } },
  'POST /api/admin/users/{id}/mute/': { staff: { id: 'user' } },
  'POST /api/admin/users/{id}/unmute/': { staff: { id: 'user' } },
  'POST /api/admin/users/{id}/staff/': { staff: { id: 'user' } },
  'GET /api/admin/orders/{id}/': { staff: mallOrder },
  'POST /api/admin/orders/{id}/refund/': { staff: mallOrder },
  'GET /api/admin/codes/{batch}/csv/': { staff: {} },
  'PATCH /api/admin/mall/goods/{id}/': { staff: {} },
  'PATCH /api/admin/mall/skus/{id}/': { staff: {} },
  'GET /api/admin/imports/{id}/': { staff: {} },
  'DELETE /api/admin/words/{word}/': { staff: {} }
}

/** Ids in bodies: B names A's thing where the body takes an id of B's own. */
const BODY_CASES: { name: string; method: Method; url: string; body: () => object }[] = [
  { name: 'delete A’s application form', method: 'POST', url: APPLICATION_PATHS.formDelete, body: () => ({ id: owned.applicationForm }) },
  { name: 'save over A’s application form', method: 'POST', url: APPLICATION_PATHS.formSave, body: () => ({ ...FORM, id: owned.applicationForm, name: 'B改的' }) },
  { name: 'queue A’s file for printing', method: 'POST', url: PRINT_PATHS.queue, body: () => ({ file_id_list: [owned.file] }) },
  { name: 'group A’s queue items', method: 'POST', url: PRINT_PATHS.groups, body: () => ({ item_ids: [owned.queueItem, owned.queueItem + 1] }) },
  { name: 'a print order of A’s queue item', method: 'POST', url: PRINT_PATHS.orders, body: () => ({ item_ids: [owned.queueItem], address_id: owned.address }) },
  { name: 'share A’s file', method: 'POST', url: CLOUD_SHARE_PATHS.shares, body: () => ({ name: 'B的共享', entry_ids: [owned.file] }) },
  { name: 'remove A’s cart line', method: 'POST', url: MALL_CART_PATHS.cartRemove, body: () => ({ ids: [owned.cartLine] }) },
  {
    name: 'a certificate on A’s education entry',
    method: 'POST',
    url: CERTIFICATE_PATHS.certificates,
    body: () => ({ kind: 'education', title: '毕业证书', images: [imageKey], education_entry_id: owned.educationEntry })
  }
]

const ENTRY = { school_id: 11, id: 1, profession_group_code: '01', institution_name: '院校11', major_name: '专业1', band: 'stable', probability: 0.62 }
const FORM = { name: '我的志愿表', province: '宁夏', year: 2026, mode: 'group', track: '物理类', entries: [ENTRY], order: ['g01|s11'] }
let imageKey = ''

/** A's things, as A reads them: must read the same after B's calls. */
async function snapshotOfA(): Promise<Record<string, unknown>> {
  const reads: Record<string, string> = {
    scoreRecords: EDU_PATHS.scoreRecords,
    files: CLOUD_PATHS.entries,
    trash: CLOUD_PATHS.trash,
    quota: CLOUD_PATHS.quota,
    upload: `${CLOUD_UPLOAD_PATHS.uploads}${owned.upload}/`,
    queue: PRINT_PATHS.queue,
    share: `${CLOUD_SHARE_PATHS.shares}${owned.share}/`,
    members: `${CLOUD_SHARE_PATHS.shares}${owned.share}/members/`,
    shareFiles: `${CLOUD_SHARE_PATHS.shares}${owned.share}/files/`,
    addresses: '/api/cloud/addresses/',
    printOrder: `${PRINT_PATHS.orders}${owned.printOrder}/`,
    certificate: `${CERTIFICATE_PATHS.certificates}${owned.certificate}/`,
    rewards: WALLET_PATHS.specialRewards,
    withdrawal: `${WALLET_PATHS.withdrawals}${owned.withdrawal}/`,
    cart: MALL_CART_PATHS.cart,
    mallOrder: `/api/mall/orders/${owned.mallOrder}/`,
    draft: `${WRITING_PATHS.drafts}${owned.draft}/`,
    progress: `/api/forum/progress/${owned.question}/`,
    forms: APPLICATION_PATHS.forms
  }
  const snapshot: Record<string, unknown> = {}
  for (const [name, url] of Object.entries(reads)) {
    const res = await send('GET', url, a)
    snapshot[name] = { status: res.statusCode, body: withoutUrls(JSON.parse(res.body)) }
  }
  return snapshot
}

/** Signed URLs are made afresh on each read: not A's data. */
function withoutUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUrls)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/url$|expires/.test(key))
        .map(([key, v]) => [key, withoutUrls(v)])
    )
  return value
}

/** B's request on the operation: the path filled in, a valid query and body (fixed seed) unless the table gives one. */
function requestOf(op: Operation, params: Record<string, string | number>, body?: object) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => String(params[name] ?? 1))
  const [generated] = fc.sample(
    requestsFor({ ...op, path, pathParams: [] }).filter((r) => r.kind === 'valid'),
    { seed: 29, numRuns: 1 }
  )
  const url = new URL(generated.url, 'http://localhost')
  const json = generated.contentType === 'application/json' ? generated.body?.toString('utf8') : undefined
  return { url: url.pathname + url.search, payload: body ?? (json ? (JSON.parse(json) as object) : undefined) }
}

beforeAll(async () => {
  owned.user = a.id
  owned.scoreRecord = ok<{ id: number }>(
    await send('POST', EDU_PATHS.scoreRecords, a, { exam_name: '高三一模', exam_date: '2025-03-15', total: 612.5, subjects: [], rank: 1234 }),
    201
  ).id
  owned.file = await storedFile(t, a, '讲义.pdf', await pdfBytes(2))
  const trashed = await storedFile(t, a, '旧讲义.pdf', await pdfBytes(1))
  owned.trashed = ok<{ id: number }>(await send('DELETE', `${CLOUD_PATHS.entries}${trashed}/`, a)).id
  const grant = ok<{ upload: { id: number } }>(await send('POST', CLOUD_UPLOAD_PATHS.uploads, a, { name: '上传中.pdf', size: 1000, md5: 'a'.repeat(32) }), 201)
  owned.upload = grant.upload.id
  const queued = await printOrders.queuedPdfs(a, 1, 2)
  owned.queueItem = (await print.queued(a, [owned.file])).added[0].id
  owned.printGroup = ok<{ id: number }>(await send('POST', PRINT_PATHS.groups, a, { item_ids: queued }), 201).id
  owned.share = (await print.share(a, [owned.file], { forbid_download: true }, c)).share.id
  owned.shareMember = c.id
  owned.address = (await printOrders.address(a)).id
  owned.printOrder = (await printOrders.submitted(a)).id
  const presign = ok<{ url: string; key: string }>(await send('GET', `${USER_PATHS.presign}?suffix=png&method=PUT`, a))
  await t.app.inject({ method: 'PUT', url: presign.url, payload: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } })
  imageKey = presign.key
  owned.educationEntry = ok<{ id: number }>(
    await send('POST', CERTIFICATE_PATHS.educationEntries, a, { school: '浙江大学', stage: 'college', start_year: 2019, end_year: 2023 }),
    201
  ).id
  owned.certificate = ok<{ id: number }>(await send('POST', CERTIFICATE_PATHS.certificates, a, { kind: 'education', title: '毕业证书', images: [imageKey] }), 201).id
  const reward = async (fen: number) =>
    ok<{ id: number }>(await send('POST', WALLET_PATHS.staffSpecialRewards, staff, { user_id: a.id, title: '高考加油奖', amount_fen: fen }), 201)
  const funded = await reward(5000)
  ok(await send('POST', `${WALLET_PATHS.specialRewards}${funded.id}/claim/`, a))
  owned.specialReward = (await reward(500)).id
  owned.withdrawal = ok<{ id: number }>(await send('POST', WALLET_PATHS.withdrawals, a, { amount_fen: 2000 }), 201).id
  owned.cartLine = ok<{ line: { id: number } }>(await send('POST', MALL_CART_PATHS.cart, a, { sku_id: await mall.sku(), quantity: 1 }), 201).line.id
  owned.mallOrder = (await mall.submitted(a)).id
  owned.mallOrderItem = (await mall.received(a, staff)).items[0].id
  owned.draft = ok<{ id: number }>(await send('POST', WRITING_PATHS.drafts, a, { title: '题', body: '第一版' }), 201).id
  owned.question = (await forum.ask(a)).id
  owned.applicationForm = ok<{ id: number }>(await send('POST', APPLICATION_PATHS.formSave, a, FORM)).id
})

interface Outcome {
  route: string
  rule: 'owned' | 'public' | 'self' | 'capability' | 'staff' | 'body'
  status: number
  problem: string | null
}
const outcomes: Outcome[] = []

test('every id-taking operation of the document is in the table, and the table names no operation that is gone', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  const taking = operationsOf(doc)
    .filter((op) => op.pathParams.length > 0)
    .map((op) => `${op.method} ${op.path}`)
  expect({ unknown: taking.filter((route) => !ROUTES[route]), gone: Object.keys(ROUTES).filter((route) => !taking.includes(route)) }).toEqual({ unknown: [], gone: [] })
  // Every owned parameter names a kind A has one of.
  for (const rule of Object.values(ROUTES))
    for (const kind of Object.values('owned' in rule ? rule.owned : 'staff' in rule ? rule.staff : 'params' in rule ? (rule.params ?? {}) : {}))
      expect(KINDS).toContain(kind)
})

test('user B, with A’s ids, never reads nor changes A’s things (403 or 404); A reads them the same afterwards', async () => {
  const before = await snapshotOfA()
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  for (const op of operationsOf(doc).filter((o) => o.pathParams.length > 0)) {
    const route = `${op.method} ${op.path}`
    const rule = ROUTES[route]
    if (!rule) continue
    const kinds: Record<string, Kind> = 'owned' in rule ? rule.owned : 'staff' in rule ? rule.staff : 'params' in rule ? (rule.params ?? {}) : {}
    const params = Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, owned[kind]]))
    const request = requestOf(op, params, 'owned' in rule ? rule.body : undefined)
    const res = await send(op.method, request.url, b, request.payload)
    const status = res.statusCode
    const kind = 'owned' in rule ? 'owned' : 'public' in rule ? 'public' : 'self' in rule ? 'self' : 'capability' in rule ? 'capability' : 'staff'
    let problem: string | null = status >= 500 ? `${status}` : null
    if (kind === 'owned' && status !== 403 && status !== 404) problem = `B got ${status}, not 403 or 404: ${res.body.slice(0, 200)}`
    if (kind === 'capability' && (status < 400 || status === 401)) problem = `B got ${status} without the URL’s signature`
    if (kind === 'staff' && status !== 403) problem = `B, not staff, got ${status}`
    outcomes.push({ route, rule: kind, status, problem: problem && `${problem} (${request.url})` })
  }
  for (const c of BODY_CASES) {
    const res = await send(c.method, c.url, b, c.body())
    // Refused in the area's way: 403, 404, or the field that names A's id (400, 422).
    const refused = res.statusCode >= 400 && res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 429
    outcomes.push({
      route: `${c.method} ${c.url} (${c.name})`,
      rule: 'body',
      status: res.statusCode,
      problem: refused ? null : `B got ${res.statusCode}: ${res.body.slice(0, 200)}`
    })
  }
  if (process.env.IDOR_REPORT) fs.writeFileSync(process.env.IDOR_REPORT, JSON.stringify({ kinds: KINDS.length, outcomes }, null, 1))
  expect(outcomes.filter((o) => o.problem).map((o) => `${o.route}: ${o.problem}`)).toEqual([])
  expect(await snapshotOfA()).toEqual(before)
})
