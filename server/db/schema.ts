/**
 * The one database schema (drizzle pg-core), used for both PGlite and PostgreSQL.
 * Change it, then run `npm run db:generate` to add a migration under server/db/migrations.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  check,
  type AnyPgColumn
} from 'drizzle-orm/pg-core'
import type { SavedEntry } from '../../types/application'
import type { PrintOrderAddress, PrintOrderItem, PrintSettings } from '../../types/print'
import type { Subject, XkwVipInfo } from '../../types/user'

/** The user's account, profile and gaokao info (types/user.ts UserCore/UserExtra). */
export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').unique(),
  username: text('username'),
  /** Bumped to revoke every access token issued before (logout, phone rebind, deletion). */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A finished upload of this user (files.key), served at /api/storage/file/<key>. */
  avatarKey: text('avatar_key'),
  /** An external avatar URL (e.g. from another platform); avatarKey wins when both are set. */
  avatarUrl: text('avatar_url'),
  role: text('role').notNull().default('student'),
  grade: text('grade'),
  isStaff: boolean('is_staff').notNull().default(false),
  province: text('province'),
  applyYear: integer('apply_year'),
  liberalScience: text('liberal_science'),
  /** Always stored in SUBJECTS order. */
  subjects: jsonb('subjects')
    .$type<Subject[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  score: doublePrecision('score'),
  rank: integer('rank'),
  enrollUpdateAt: bigint('enroll_update_time_stamp', { mode: 'number' }),
  numCoins: integer('num_coins').notNull().default(0),
  followerNum: integer('follower_num').notNull().default(0),
  followingNum: integer('following_num').notNull().default(0),
  /** Wallet balance in fen. */
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  usedCloudSpace: bigint('used_cloud_space', { mode: 'number' }).notNull().default(0),
  maxCloudSpace: bigint('max_cloud_space', { mode: 'number' }).notNull().default(10737418240),
  mbtiResult: text('mbti_result'),
  customTheme: text('custom_theme'),
  vipPrice: integer('vip_price'),
  vipDateStart: timestamp('vip_date_start', { withTimezone: true }),
  vipDateEnd: timestamp('vip_date_end', { withTimezone: true }),
  xkwVipInfo: jsonb('xkw_vip_info').$type<XkwVipInfo>(),
  wxOpenid: text('wx_openid').unique(),
  wxUnionid: text('wx_unionid').unique(),
  /** jscode2session's session_key: server-side only, never in a response. */
  wxSessionKey: text('wx_session_key'),
  /** scrypt$N$r$p$salt$hash (base64), or null when no password was set. */
  passwordHash: text('password_hash'),
  collections: jsonb('collections')
    .$type<{ univ: number[]; prof: string[] }>()
    .notNull()
    .default(sql`'{"univ":[],"prof":[]}'::jsonb`),
  searchHistory: jsonb('search_history')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  inviteCode: text('invite_code').unique(),
  invitedCount: integer('invited_count').notNull().default(0),
  /** Who invited this user (application/invite): bound once, never to oneself. */
  invitedBy: bigint('invited_by', { mode: 'number' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  /** The labelled demo account (示例数据). */
  isDemo: boolean('is_demo').notNull().default(false),
  /** Staff muted this user in the forum until then: no posting, answering or voting (403). */
  forumMutedUntil: timestamp('forum_muted_until', { withTimezone: true }),
  /** The pendant (avatar frame) worn, a key of core/personalItems.ts PENDANTS the user owns; null: none. */
  wornPendant: text('worn_pendant'),
  /** The accessory (name tag) worn, a key of ACCESSORIES the user owns; null: none. */
  wornAccessory: text('worn_accessory')
})

/** The current SMS code of a phone and purpose (a new one replaces it). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    /** HMAC-SHA256 of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [unique('sms_codes_phone_purpose_unique').on(t.phone, t.purpose)]
)

/** One row per code sent, for the per-phone rate limits (kept for a day). */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull()
  },
  (t) => [index('sms_sends_phone_sent_at_idx').on(t.phone, t.sentAt)]
)

export const educationEntries = pgTable(
  'education_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    school: text('school').notNull(),
    stage: text('stage').notNull(),
    startYear: integer('start_year').notNull(),
    endYear: integer('end_year')
  },
  (t) => [index('education_entries_user_idx').on(t.userId)]
)

/** Uploads through presigned URLs: 'pending' until the PUT arrives, then 'done'. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suffix: text('suffix').notNull(),
    size: bigint('size', { mode: 'number' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('files_owner_idx').on(t.ownerId)]
)

/** Small server-wide facts, e.g. `demo_seeded`. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull()
})

/** Where a gaokao data row came from (types/gaokao.ts DataSource). */
export interface SourceJson {
  kind: 'official' | 'sample' | 'imported'
  label: string
  year: number | null
}

/**
 * Regular higher-education institutions (issue 5), imported from the ministry's 2025 list by
 * server/seed/importInstitutions.ts. `code` is the ten-digit 学校标识码 (digits 3-4: province).
 */
export const institutions = pgTable(
  'institutions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    /** 本科 or 专科 */
    level: text('level').notNull(),
    /** 主管部门 */
    department: text('department').notNull(),
    remark: text('remark').notNull().default(''),
    /** InstitutionType, derived from the name at import (server/domain/institutionType.ts). */
    type: text('type').notNull().default('其他'),
    /** City centre (types/edu.ts GeoPoint) for around/inAround; null when the city is not in the table. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** InstitutionTag[]: 民办 / 中外合作 from the remark; 985/211/双一流 only from other imports. */
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 'beijingdaxue' */
    pinyinFull: text('pinyin_full').notNull(),
    /** 'bjdx' */
    pinyinInitials: text('pinyin_initials').notNull(),
    source: jsonb('source').$type<SourceJson>().notNull(),
    /**
     * false for a provisional record (未匹配院校库, issue 26): imported lines or plans named an
     * institution the ministry's list does not hold. Its `code` is `U|<province>|c<provincial code>` or
     * `U|<province>|n<name>`; province and city are unknown (''). Search and lists show listed ones only.
     */
    listed: boolean('listed').notNull().default(true)
  },
  (t) => [index('institutions_province_idx').on(t.province), index('institutions_name_idx').on(t.name)]
)

/**
 * Names that stand for an institution of the list (issue 26): a user's own mapping, imported with
 * `npm run import -- --aliases file.csv`. The shipped ones (short and former names, campuses) are
 * code: server/domain/institutionAliases.ts. `province` '' applies everywhere, else in that
 * province's data only (师大 means 湖南师范大学 in 湖南's).
 */
export const institutionAliases = pgTable(
  'institution_aliases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alias: text('alias').notNull(),
    province: text('province').notNull().default(''),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    source: text('source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [unique('institution_aliases_unique').on(t.alias, t.province)]
)

/** One row of a 一分一段 table (province, year, track): score → count, cumulative. */
export const oneScoreLines = pgTable(
  'one_score_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    province: text('province').notNull(),
    year: integer('year').notNull(),
    track: text('track').notNull(),
    score: integer('score').notNull(),
    count: integer('count').notNull(),
    cumulative: integer('cumulative').notNull(),
    source: jsonb('source').$type<SourceJson>().notNull()
  },
  (t) => [unique('one_score_lines_table_score_unique').on(t.province, t.year, t.track, t.score)]
)

/*
 * Gaokao content (issue 5, second slice; types/edu.ts). Every row names its DataSource:
 * sample rows (示例数据) come from the demo seed, imported rows from the CSV importers.
 * Institutions are referenced by id when the importer matched the name, else null (kept by name).
 */

/** 批次控制线: one line per province, year, track and batch. */
export const batchLines = pgTable(
  'batch_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    province: text('province').notNull(),
    year: integer('year').notNull(),
    track: text('track').notNull(),
    batch: text('batch').notNull(),
    score: integer('score').notNull(),
    rank: integer('rank'),
    source: jsonb('source').$type<SourceJson>().notNull()
  },
  (t) => [unique('batch_lines_unique').on(t.province, t.year, t.track, t.batch)]
)

/** Admission lines of institutions, 院校专业组 and majors in a province (types/edu.ts AdmissionLine). */
export const admissionLines = pgTable(
  'admission_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id, { onDelete: 'set null' }),
    institutionName: text('institution_name').notNull(),
    /** The province's own 院校代号 as the data gives it ('' when it does not): one history per code. */
    institutionCode: text('institution_code').notNull().default(''),
    province: text('province').notNull(),
    year: integer('year').notNull(),
    track: text('track').notNull(),
    batch: text('batch').notNull().default(''),
    /** 'institution' | 'group' | 'major' */
    kind: text('kind').notNull(),
    groupCode: text('group_code').notNull().default(''),
    majorCode: text('major_code').notNull().default(''),
    majorName: text('major_name').notNull().default(''),
    minScore: integer('min_score').notNull(),
    minRank: integer('min_rank'),
    avgScore: doublePrecision('avg_score'),
    planCount: integer('plan_count'),
    source: jsonb('source').$type<SourceJson>().notNull()
  },
  (t) => [index('admission_lines_table_idx').on(t.province, t.year, t.track), index('admission_lines_institution_idx').on(t.institutionId, t.province)]
)

/** Enrollment plans (招生计划) per province, year, track, institution, group and major. */
export const enrollmentPlans = pgTable(
  'enrollment_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id, { onDelete: 'set null' }),
    institutionName: text('institution_name').notNull(),
    /** The province's own 院校代号 ('' when the data does not give it). */
    institutionCode: text('institution_code').notNull().default(''),
    province: text('province').notNull(),
    year: integer('year').notNull(),
    track: text('track').notNull(),
    batch: text('batch').notNull().default(''),
    groupCode: text('group_code').notNull().default(''),
    majorCode: text('major_code').notNull().default(''),
    majorName: text('major_name').notNull(),
    subjectRequirement: text('subject_requirement').notNull().default('不限'),
    planCount: integer('plan_count').notNull(),
    duration: integer('duration'),
    tuition: integer('tuition'),
    source: jsonb('source').$type<SourceJson>().notNull()
  },
  (t) => [index('enrollment_plans_table_idx').on(t.province, t.year, t.track), index('enrollment_plans_institution_idx').on(t.institutionId, t.province)]
)

/** The major catalogue (本科/专科 专业目录) with employment facts where imported. */
export const majors = pgTable(
  'majors',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: text('level').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    duration: integer('duration'),
    degree: text('degree').notNull().default(''),
    description: text('description').notNull().default(''),
    courses: jsonb('courses')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** types/edu.ts MajorEmployment, or null when not imported. */
    employment: jsonb('employment').$type<{ employment_rate: number | null; average_salary: number | null; directions: string[]; positions: string[] }>(),
    pinyinInitials: text('pinyin_initials').notNull().default(''),
    source: jsonb('source').$type<SourceJson>().notNull()
  },
  (t) => [index('majors_name_idx').on(t.name)]
)

export const rankingLists = pgTable('ranking_lists', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  publisher: text('publisher').notNull(),
  year: integer('year').notNull(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull().default(''),
  description: text('description').notNull().default(''),
  source: jsonb('source').$type<SourceJson>().notNull()
})

export const rankingEntries = pgTable(
  'ranking_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => rankingLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    province: text('province').notNull().default(''),
    score: doublePrecision('score')
  },
  (t) => [unique('ranking_entries_position_unique').on(t.listId, t.position)]
)

export const news = pgTable(
  'news',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    category: text('category').notNull(),
    province: text('province'),
    coverUrl: text('cover_url'),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    source: jsonb('source').$type<SourceJson>().notNull()
  },
  (t) => [index('news_published_idx').on(t.publishedAt)]
)

/** Unaccredited institutions (虚假大学), as published lists name them. */
export const fakeInstitutions = pgTable('fake_institutions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
  province: text('province').notNull(),
  city: text('city').notNull().default(''),
  note: text('note').notNull().default(''),
  source: jsonb('source').$type<SourceJson>().notNull()
})

export const subjectAssessments = pgTable(
  'subject_assessments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    disciplineCode: text('discipline_code').notNull(),
    disciplineName: text('discipline_name').notNull(),
    category: text('category').notNull(),
    grade: text('grade').notNull(),
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id, { onDelete: 'set null' }),
    institutionName: text('institution_name').notNull(),
    source: jsonb('source').$type<SourceJson>().notNull()
  },
  (t) => [index('subject_assessments_institution_idx').on(t.institutionId), index('subject_assessments_discipline_idx').on(t.disciplineCode)]
)

export const civilPositions = pgTable('civil_positions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  department: text('department').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull().default(''),
  exam: text('exam').notNull(),
  year: integer('year').notNull(),
  education: text('education').notNull(),
  majors: jsonb('majors')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  count: integer('count').notNull(),
  requirements: jsonb('requirements')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  source: jsonb('source').$type<SourceJson>().notNull()
})

export const consultServices = pgTable('consult_services', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  expertName: text('expert_name').notNull(),
  expertTitle: text('expert_title').notNull(),
  /** Yuan. */
  price: doublePrecision('price').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  tags: jsonb('tags')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  summary: text('summary').notNull(),
  paragraphs: jsonb('paragraphs')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`)
})

/** The user's mock-exam scores (university/scoreRecord). */
export const scoreRecords = pgTable(
  'score_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examName: text('exam_name').notNull(),
    /** 'YYYY-MM-DD' */
    examDate: text('exam_date').notNull(),
    total: doublePrecision('total').notNull(),
    subjects: jsonb('subjects').$type<{ subject: string; score: number }[]>().notNull(),
    rank: integer('rank'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('score_records_user_idx').on(t.userId, t.examDate)]
)

/** Saved application forms (填志愿, issue 6): several per user, kept across logout. */
export const applicationForms = pgTable(
  'application_forms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    province: text('province').notNull(),
    year: integer('year').notNull(),
    mode: text('mode').notNull(),
    track: text('track').notNull(),
    /** types/application.ts SavedEntry[] */
    entries: jsonb('entries').$type<SavedEntry[]>().notNull(),
    /** Slot keys in the user's order. */
    slotOrder: jsonb('slot_order').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('application_forms_user_idx').on(t.userId)]
)

/**
 * Personality and aptitude test results (issue 7, types/personalityTests.ts): the latest result of
 * each test per user (a retake replaces it), scored by the server from the stored answers.
 */
export const personalityTestResults = pgTable(
  'personality_test_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** types/personalityTests.ts TestId */
    test: text('test').notNull(),
    /** Option index per question, the bank's order. */
    answers: jsonb('answers').$type<number[]>().notNull(),
    type: text('type').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [unique('personality_test_results_user_test').on(t.userId, t.test)]
)

/**
 * Payment orders of every order type (issue 8, docs/payments.md, types/payments.ts). Amounts are
 * integer fen. A row outlives its user (user_id set null on account deletion): it is a financial
 * record. `status` moves pending → paid once (the conditional update that grants), and paid →
 * refunded when refunds reach the amount.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outOrderNumber: text('out_order_number').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The registered order type (server/payments/orderTypes.ts), e.g. 'vip'. */
    kind: text('kind').notNull(),
    /** What was bought, as the order type priced it (VIP: the plan code). */
    item: text('item').notNull(),
    subject: text('subject').notNull(),
    totalFee: integer('total_fee').notNull(),
    /** 'sandbox' | 'wxpay' | 'alipay' | 'apple' */
    provider: text('provider').notNull(),
    /** 'wxpay' | 'alipay' (what the user chose; the sandbox imitates it). */
    method: text('method').notNull(),
    tradeType: text('trade_type').notNull(),
    status: text('status').notNull().default('pending'),
    /** The order fields the order type keeps (print_order_id, live_order_option, ...). */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    returnUrl: text('return_url'),
    /** The provider's id of the payment (transaction_id, trade_no); unique per provider. */
    providerTradeNo: text('provider_trade_no'),
    /** WeChat JSAPI/APP prepay_id, kept so /wxpay/sign/ can sign the pay call again. */
    prepayId: text('prepay_id'),
    /** What fulfilment did (VIP: the span added), so a refund can take it back. */
    grant: jsonb('grant').$type<Record<string, unknown>>(),
    refundedFee: integer('refunded_fee').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true })
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    unique('payment_orders_provider_trade_no').on(t.provider, t.providerTradeNo),
    // The unneeded-payment sweep (server/payments/unneeded.ts) reads only these, every minute.
    index('payment_orders_refund_due_idx')
      .on(t.id)
      .where(sql`${t.status} = 'paid' and (${t.grant} ->> 'refund') is not null`)
  ]
)

/** Refunds: written 'pending' with the business change, sent to the provider afterwards (retried by the sweep). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outRefundNo: text('out_refund_no').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => paymentOrders.id),
    amount: integer('amount').notNull(),
    /** 'group_discount' | 'group_failed' | 'group_left' | 'staff' (the operator console) */
    reason: text('reason').notNull(),
    /** A staff refund: who asked for it and why (admin_audit has the full record). */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** 'pending' | 'succeeded' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true })
  },
  (t) => [index('payment_refunds_status_idx').on(t.status), index('payment_refunds_order_idx').on(t.orderId)]
)

/** Membership group-buy (拼团, task_type 'VIP'): rules in core/payments/groupBuy.ts. */
export const groupTasks = pgTable(
  'group_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskType: text('task_type').notNull(),
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    size: integer('size').notNull(),
    /** 'open' | 'filled' | 'failed' | 'cancelled' */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true })
  },
  (t) => [index('group_tasks_status_idx').on(t.status, t.expiresAt)]
)

/** A member of a group and the paid order that backs the place (one group per order). */
export const groupMembers = pgTable(
  'group_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => groupTasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull()
  },
  (t) => [unique('group_members_task_user').on(t.taskId, t.userId)]
)

/** Membership activation codes (personal/activateVIP): only a SHA-256 of the code is stored. */
export const activationCodes = pgTable('activation_codes', {
  codeHash: text('code_hash').primaryKey(),
  /** The VIP plan code whose span the code grants (v2001 …). */
  plan: text('plan').notNull(),
  /** Who made it and why (the CLI's --note), for the records. */
  note: text('note').notNull().default(''),
  /** The batch it was made in (the console lists and exports codes by batch); null for CLI-made codes. */
  batch: text('batch'),
  /** The code's last 4 characters, so staff can tell codes apart without the code being stored. */
  hint: text('hint'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  redeemedBy: bigint('redeemed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true })
})

/*
 * The forum (issue 19, types/forum.ts): posts (questions and topics), their answers and replies
 * (one level of nesting), likes. Text is stored exactly as typed; the app escapes it on render.
 */

/**
 * A question or a topic. `status`: 'published' shows in feeds; 'held' (a sensitive word matched)
 * shows only to its author until staff decide; 'hidden' (taken down by staff) shows to nobody.
 * like_count and answer_count (published top-level answers) are kept in the row, updated in the
 * transaction that changes them, so a feed page reads no aggregate.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** types/forum.ts PostKind */
    kind: text('kind').notNull(),
    /** types/forum.ts ForumLevel */
    level: text('level').notNull(),
    /** A key of the level's tab config (never 'recommend'). */
    tab: text('tab').notNull(),
    /** '' for a topic. */
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** Keys of the author's uploaded images (files.key), in order. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Words without '#'. */
    hashtags: jsonb('hashtags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A key of the QA-tag config, or null. */
    qaTag: text('qa_tag'),
    /** A vote (kind 'vote'): several options may be chosen. Null for other kinds. */
    voteMultiple: boolean('vote_multiple'),
    /** A vote's deadline: ballots after it are refused (409). Null for other kinds. */
    voteDeadline: timestamp('vote_deadline', { withTimezone: true }),
    status: text('status').notNull().default('published'),
    likeCount: integer('like_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    /** How many users keep it (forum_favorites), changed in the same transaction. */
    favoriteCount: integer('favorite_count').notNull().default(0),
    /** The circle the post was written in, or null (circles: forum_circles). */
    circleId: bigint('circle_id', { mode: 'number' }).references((): AnyPgColumn => forumCircles.id, { onDelete: 'set null' }),
    /** A question its author marked solved (进展反馈), or null while open. */
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    /** Written by the demo seed (示例数据). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    // A circle's feed, newest first.
    index('forum_posts_circle_feed_idx').on(t.circleId, t.status, t.id.desc().nullsFirst()),
    // The rank lists 回答最多 / 获赞最多 and the question filter's 最热 (services/forum/ranks.ts,
    // questionFilter.ts): the top rows of a level's questions without sorting them all. The last
    // expression is hot.ts's heat, written the same way so the planner matches it.
    index('forum_posts_rank_answers_idx').on(t.level, t.kind, t.status, t.answerCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('forum_posts_rank_likes_idx').on(t.level, t.kind, t.status, t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('forum_posts_rank_heat_idx').on(t.level, t.kind, t.status, sql`(${t.likeCount} + 2 * ${t.answerCount}) desc`, t.id.desc().nullsFirst()),
    // The feed's keyset scans: a level's 'recommend' tab, and one tab of a level (newest id first).
    index('forum_posts_feed_idx').on(t.level, t.status, t.id.desc().nullsFirst()),
    index('forum_posts_tab_feed_idx').on(t.level, t.tab, t.status, t.id.desc().nullsFirst()),
    // An author's posts: their own held posts in the feed, and the posting rate limit.
    index('forum_posts_author_idx').on(t.authorId, t.id.desc().nullsFirst()),
    // The hot list: a level's posts of the last days.
    index('forum_posts_level_created_idx').on(t.level, t.createdAt),
    index('forum_posts_hashtags_idx').using('gin', t.hashtags)
  ]
)

/** An answer to a question (a comment on a topic) when parent_id is null, else a reply to such an answer. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** The top-level answer this replies to; null for a top-level answer (one level of nesting). */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => forumReplies.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** As forum_posts.status. */
    status: text('status').notNull().default('published'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    // A post's answers oldest first (parent_id null), and an answer's replies.
    index('forum_replies_post_idx').on(t.postId, t.parentId, t.id),
    index('forum_replies_parent_idx').on(t.parentId, t.id),
    // The answering rate limit.
    index('forum_replies_author_idx').on(t.authorId, t.createdAt)
  ]
)

/** One like of a post by a user. */
export const forumLikes = pgTable(
  'forum_likes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'forum_likes_pk', columns: [t.postId, t.userId] }), index('forum_likes_user_idx').on(t.userId, t.postId)]
)

/** A vote's options (a post of kind 'vote'), in order, with their running count. */
export const forumVoteOptions = pgTable(
  'forum_vote_options',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    voteCount: integer('vote_count').notNull().default(0)
  },
  (t) => [unique('forum_vote_options_position_unique').on(t.postId, t.position)]
)

/** One user's ballot on a vote: one row per user and vote (the primary key makes a second ballot impossible). */
export const forumBallots = pgTable(
  'forum_ballots',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** forum_vote_options ids chosen (one unless the vote is multiple). */
    optionIds: jsonb('option_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'forum_ballots_pk', columns: [t.postId, t.userId] }), index('forum_ballots_user_idx').on(t.userId, t.createdAt)]
)

/** follower follows followee. */
export const forumFollows = pgTable(
  'forum_follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: bigint('followee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'forum_follows_pk', columns: [t.followerId, t.followeeId] }), index('forum_follows_followee_idx').on(t.followeeId, t.createdAt)]
)

/** blocker blocked blocked: the blocked user's posts vanish for the blocker; the blocked user cannot reply to or message the blocker. */
export const forumBlocks = pgTable(
  'forum_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'forum_blocks_pk', columns: [t.blockerId, t.blockedId] }), index('forum_blocks_blocked_idx').on(t.blockedId)]
)

/**
 * A user's messages (personal/message by type): 'replies' (an answer or reply to them), 'likes',
 * 'follows', 'system'. Unread until consumed; cleaning deletes a type's messages.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Who did it (null for system messages). */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' }).references(() => forumPosts.id, { onDelete: 'cascade' }),
    replyId: bigint('reply_id', { mode: 'number' }).references(() => forumReplies.id, { onDelete: 'cascade' }),
    /** The text shown (a reply's first words, a system notice). */
    text: text('text').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('messages_user_type_idx').on(t.userId, t.type, t.id.desc().nullsFirst()),
    index('messages_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`)
  ]
)

/** A report of a post or a reply, for staff (is_staff). */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** The reported reply, or null when the post itself is reported. */
    replyId: bigint('reply_id', { mode: 'number' }).references(() => forumReplies.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** 'open' until staff act on it, then 'resolved'. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('forum_reports_status_idx').on(t.status, t.id), unique('forum_reports_once_unique').on(t.reporterId, t.postId, t.replyId)]
)

/** A medal a user earned (rules: server/services/forum/medals.ts), shown beside names on posts. */
export const userMedals = pgTable(
  'user_medals',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medal: text('medal').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'user_medals_pk', columns: [t.userId, t.medal] })]
)

/** A circle: a curated group of a level (written by the demo seed and, later, by staff) with its own feed. */
export const forumCircles = pgTable(
  'forum_circles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable key for links (e.g. 'gaokao-2027'). */
    slug: text('slug').notNull().unique(),
    /** types/forum.ts ForumLevel */
    level: text('level').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Changes in the same transaction as forum_circle_members. */
    memberCount: integer('member_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('forum_circles_level_idx').on(t.level, t.id)]
)

/** A user's membership of a circle. */
export const forumCircleMembers = pgTable(
  'forum_circle_members',
  {
    circleId: bigint('circle_id', { mode: 'number' })
      .notNull()
      .references(() => forumCircles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'forum_circle_members_pk', columns: [t.circleId, t.userId] }), index('forum_circle_members_user_idx').on(t.userId, t.circleId)]
)

/** A progress note (进展) its author adds to a question: how it turned out, oldest first. */
export const forumProgress = pgTable(
  'forum_progress',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** As forum_posts.status (a note with a sensitive word is held). */
    status: text('status').notNull().default('published'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('forum_progress_post_idx').on(t.postId, t.id)]
)

/** A post a user keeps (收藏), listed on personal/favorites newest first. */
export const forumFavorites = pgTable(
  'forum_favorites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    unique('forum_favorites_once_unique').on(t.userId, t.postId),
    // The list's keyset: a user's favourites, newest first.
    index('forum_favorites_user_idx').on(t.userId, t.id.desc().nullsFirst())
  ]
)

/**
 * A user's cloud library (issue 20, docs/cloud.md): files and folders in one table, a tree by
 * parent_id (null: the root). Folders have size 0, md5 and storage_key null, extension ''.
 * Trash: deleting an entry stamps trashed_at on it and on its live descendants, and trashed_via
 * names the entry whose deletion trashed the row (itself for the entry the trash lists); restoring
 * that entry clears every row with its trashed_via. Live siblings have distinct names (the unique
 * index below; services/cloud/names.ts).
 */
export const cloudEntries = pgTable(
  'cloud_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => cloudEntries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isFolder: boolean('is_folder').notNull(),
    /** Bytes; 0 for a folder. */
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Lower-case hex md5 of the bytes; null for a folder. */
    md5: text('md5'),
    /** Where the storage keeps the bytes (the upload slice fills it); null for a folder. */
    storageKey: text('storage_key'),
    /** core/cloudFiles.ts extensionOf(name); '' for a folder. */
    extension: text('extension').notNull().default(''),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashedVia: bigint('trashed_via', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [
    // Live siblings have distinct names (the root's parent reads as 0).
    uniqueIndex('cloud_entries_live_name_unique')
      .on(t.ownerId, sql`coalesce(${t.parentId}, 0)`, t.name)
      .where(sql`trashed_at is null`),
    // A folder's listing, folders first then files, each keyset by (sort key, id), both directions.
    index('cloud_entries_list_name_idx')
      .on(t.ownerId, t.parentId, t.isFolder, t.name, t.id)
      .where(sql`trashed_at is null`),
    index('cloud_entries_list_time_idx')
      .on(t.ownerId, t.parentId, t.isFolder, t.updatedAt, t.id)
      .where(sql`trashed_at is null`),
    index('cloud_entries_list_size_idx')
      .on(t.ownerId, t.parentId, t.isFolder, t.size, t.id)
      .where(sql`trashed_at is null`),
    // The trash: the entries deleted themselves (trashed_via = id), newest first.
    index('cloud_entries_trash_idx')
      .on(t.ownerId, t.trashedAt.desc(), t.id.desc())
      .where(sql`trashed_via = id`),
    // Restoring: the rows one deletion trashed.
    index('cloud_entries_trashed_via_idx')
      .on(t.trashedVia)
      .where(sql`trashed_via is not null`),
    // Name search within an owner (contains, case-insensitive): trigram-free, so a scan of the owner's live rows.
    index('cloud_entries_owner_live_idx')
      .on(t.ownerId, t.id)
      .where(sql`trashed_at is null`),
    // 秒传 and the upload slice: a user's files by md5.
    index('cloud_entries_owner_md5_idx')
      .on(t.ownerId, t.md5)
      .where(sql`md5 is not null`)
  ]
)

/**
 * Cloud uploads in progress (issue 20, docs/cloud.md): a grant reserves `size` bytes of the
 * owner's space until it completes, is cancelled or expires. The bytes go to `storage_key` in one
 * PUT (part_count 1) or in parts of `part_size` (files over 20 MB); `multipart_id` is the S3
 * multipart upload's id (null for the local store, which keeps parts beside the key).
 */
export const cloudUploads = pgTable(
  'cloud_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The folder the file goes to; null: the root (also when the folder is gone by completion). */
    parentId: bigint('parent_id', { mode: 'number' }).references(() => cloudEntries.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The md5 the client declared (lower-case hex); checked against the bytes on completion. */
    md5: text('md5').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    partSize: bigint('part_size', { mode: 'number' }).notNull(),
    partCount: integer('part_count').notNull(),
    multipartId: text('multipart_id'),
    /** open | complete | cancelled */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull()
  },
  // The space an owner's open grants reserve.
  (t) => [
    index('cloud_uploads_owner_open_idx')
      .on(t.ownerId, t.expiresAt)
      .where(sql`status = 'open'`)
  ]
)

/**
 * Shared spaces (issue 20): an owner shares entries of their library with members who join by
 * the link code. A banned share (`banned_at`) takes no new members and shows its members nothing.
 */
export const cloudShares = pgTable(
  'cloud_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The link code of the share link text (core/shareLink.ts). */
    code: text('code').notNull(),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [index('cloud_shares_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc())]
)

/** The owner's entries (files or folders, with what they hold) a share shows, with its rights. */
export const cloudShareItems = pgTable(
  'cloud_share_items',
  {
    shareId: bigint('share_id', { mode: 'number' })
      .notNull()
      .references(() => cloudShares.id, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => cloudEntries.id, { onDelete: 'cascade' }),
    forbidDownload: boolean('forbid_download').notNull().default(false),
    forbidPrint: boolean('forbid_print').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'cloud_share_items_pk', columns: [t.shareId, t.entryId] }), index('cloud_share_items_entry_idx').on(t.entryId)]
)

/** Who joined a share (the owner is not a member row). */
export const cloudShareMembers = pgTable(
  'cloud_share_members',
  {
    shareId: bigint('share_id', { mode: 'number' })
      .notNull()
      .references(() => cloudShares.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'cloud_share_members_pk', columns: [t.shareId, t.userId] }), index('cloud_share_members_user_idx').on(t.userId, t.joinedAt.desc())]
)

/** Shipping addresses (types/addresses.ts); names derived from district_code. At most one default per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    districtCode: text('district_code').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.updatedAt.desc()),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`is_default`)
  ]
)

/** Merged print groups (types/print.ts PrintGroup): their files print and bind as one document. */
export const printGroups = pgTable(
  'print_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<PrintSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('print_groups_user_idx').on(t.userId)]
)

/** The print queue: a library or share file with its settings, until an order of it is paid. */
export const printQueueItems = pgTable(
  'print_queue_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => cloudEntries.id, { onDelete: 'cascade' }),
    shareId: bigint('share_id', { mode: 'number' }).references(() => cloudShares.id, { onDelete: 'cascade' }),
    pageCount: integer('page_count').notNull(),
    settings: jsonb('settings').$type<PrintSettings>().notNull(),
    groupId: bigint('group_id', { mode: 'number' }).references(() => printGroups.id, { onDelete: 'set null' }),
    /** Place in its group (0 when ungrouped). */
    groupPosition: integer('group_position').notNull().default(0),
    /** The submitted, unpaid order holding the file (no FK: print_orders is declared below). */
    lockedByOrder: bigint('locked_by_order', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('print_queue_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()), uniqueIndex('print_queue_user_entry').on(t.userId, t.entryId)]
)

/** Print orders (types/print.ts PrintOrder); core/printOrders.ts holds the status transitions. */
export const printOrders = pgTable(
  'print_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    /** The files as submitted. */
    items: jsonb('items').$type<PrintOrderItem[]>().notNull(),
    /** The queue items the order locks (they leave the queue when it is paid). */
    queueItemIds: jsonb('queue_item_ids').$type<number[]>().notNull(),
    address: jsonb('address').$type<PrintOrderAddress>().notNull(),
    remark: text('remark').notNull().default(''),
    printFeeFen: integer('print_fee_fen').notNull(),
    deliveryFeeFen: integer('delivery_fee_fen').notNull(),
    totalFen: integer('total_fen').notNull(),
    /** The payment order that paid it (payment_orders.id). */
    paymentOrderId: bigint('payment_order_id', { mode: 'number' }).references(() => paymentOrders.id, { onDelete: 'set null' }),
    refundedFen: integer('refunded_fen').notNull().default(0),
    cancelReason: text('cancel_reason'),
    expressCompany: text('express_company'),
    trackingNo: text('tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    printingAt: timestamp('printing_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true })
  },
  (t) => [index('print_orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()), index('print_orders_status_idx').on(t.status, t.createdAt.desc())]
)

/**
 * Every change of a user's coins (issue 22, docs/personal.md): tasks, sign-in, pendants bought.
 * users.num_coins changes in the same transaction and never goes below 0. A grant carries a
 * grant_key (e.g. 'signin:20781', 'task:post:20781', 'task:gaokao_info'): unique per user, so a
 * task is granted once per period however many requests race.
 */
export const coinChanges = pgTable(
  'coin_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive: earned; negative: spent. */
    delta: integer('delta').notNull(),
    /** What for (types/personalTasks.ts COIN_REASONS). */
    reason: text('reason').notNull(),
    /** Unique per user when set: the once-per-period key of a grant. */
    grantKey: text('grant_key'),
    /** users.num_coins after this change. */
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('coin_changes_user_idx').on(t.userId, t.id.desc()),
    uniqueIndex('coin_changes_grant_unique')
      .on(t.userId, t.grantKey)
      .where(sql`grant_key is not null`)
  ]
)

/** A daily sign-in (China calendar day, core/chinaTime.ts chinaDay): one row per user and day. */
export const signIns = pgTable(
  'sign_ins',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    /** Consecutive days ending on this one (1 on a first day or after a gap). */
    streak: integer('streak').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'sign_ins_pk', columns: [t.userId, t.day] })]
)

/** A pendant or accessory a user owns (catalogue: core/personalItems.ts), bought with coins or earned by a task. */
export const userItems = pgTable(
  'user_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pendant' | 'accessory' */
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    /** 'coins' | 'task' */
    source: text('source').notNull(),
    obtainedAt: timestamp('obtained_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'user_items_pk', columns: [t.userId, t.kind, t.itemKey] })]
)

/**
 * A certificate a user sends for staff review (personal/certificate): an education (学历) or
 * student-status (学籍) proof with images, optionally tied to an education entry.
 * status: 'pending' → 'approved' | 'rejected' (with a note); a rejected one may be sent again as a new row.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** types/personalCertificates.ts CERTIFICATE_KINDS */
    kind: text('kind').notNull(),
    educationEntryId: bigint('education_entry_id', { mode: 'number' }).references(() => educationEntries.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Finished uploads of the user (files.key). */
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('certificates_user_idx').on(t.userId, t.id.desc()), index('certificates_status_idx').on(t.status, t.id)]
)

/**
 * Every change of a user's wallet balance in fen (walletRecord): invitation rewards, special
 * rewards, withdrawals and their returns. users.balance changes in the same transaction and never
 * goes below 0; grant_key makes a reward once-only as in coin_changes.
 */
export const walletRecords = pgTable(
  'wallet_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaFen: bigint('delta_fen', { mode: 'number' }).notNull(),
    /** types/personalWallet.ts WALLET_REASONS */
    reason: text('reason').notNull(),
    grantKey: text('grant_key'),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    /** The withdrawal or special reward it belongs to, when any. */
    refId: bigint('ref_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('wallet_records_user_idx').on(t.userId, t.id.desc()),
    uniqueIndex('wallet_records_grant_unique')
      .on(t.userId, t.grantKey)
      .where(sql`grant_key is not null`)
  ]
)

/** A special reward granted to a user (campaigns, staff), claimed into the wallet once. */
export const specialRewards = pgTable(
  'special_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** 'available' → 'claimed' | 'expired' */
    status: text('status').notNull().default('available'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('special_rewards_user_idx').on(t.userId, t.id.desc())]
)

/**
 * A withdrawal request to WeChat (require-cash-withdraw-wx), for staff: the amount leaves the
 * balance when requested; 'pending' → 'paid' | 'rejected' (a rejection returns the amount).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.createdAt.desc()), index('withdrawals_status_idx').on(t.status, t.id)]
)

/**
 * Feedback and reports (personal/feedback) with images, for staff. A staff reply is stored here
 * and sent to the user as a system message. status: 'open' → 'replied'.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'feedback' | 'report' */
    kind: text('kind').notNull(),
    /** types/personalFeedback.ts categories */
    category: text('category').notNull(),
    body: text('body').notNull(),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    contact: text('contact').notNull().default(''),
    /** A report's target user, when any. */
    targetUserId: bigint('target_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedBy: bigint('replied_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.id.desc()), index('feedback_status_idx').on(t.status, t.id)]
)

/**
 * The mall (issue 23, docs/mall.md). Goods are sold by SKU (a spec: edition, colour, set); every
 * amount is integer fen. A SKU's stock never goes below 0: an order takes stock with one guarded
 * UPDATE (stock >= n) and gives it back when it is cancelled or its pay window closes.
 */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** types/mall.ts MALL_CATEGORIES */
    category: text('category').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    /** File store keys of the pictures, the first one the cover. */
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    /** 'on_sale' | 'off_shelf' */
    status: text('status').notNull().default('on_sale'),
    /** Seeded demo goods (示例数据). */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Shown first in lists (higher first). */
    weight: integer('weight').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('mall_goods_category_idx').on(t.category, t.weight.desc(), t.id.desc())]
)

export const mallSkus = pgTable(
  'mall_skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => mallGoods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceFen: integer('price_fen').notNull(),
    /** The struck-through list price, when any. */
    originalPriceFen: integer('original_price_fen'),
    stock: integer('stock').notNull(),
    /** Units sold (paid orders). */
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0)
  },
  (t) => [index('mall_skus_goods_idx').on(t.goodsId, t.position), check('mall_skus_stock_nonnegative', sql`${t.stock} >= 0`)]
)

/** A cart line: one per user and SKU; price_fen_added is the price when it was added (shown if it changed). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => mallSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    priceFenAdded: integer('price_fen_added').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [uniqueIndex('cart_items_user_sku_unique').on(t.userId, t.skuId)]
)

/** A kind of coupon (core/mallCoupons.ts has the rules). */
export const coupons = pgTable('coupons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  /** 'cash' (满减: discount_fen off) | 'discount' (折扣: percent_off % off, at most max_discount_fen) */
  kind: text('kind').notNull(),
  /** The eligible goods amount needed (fen); 0: 无门槛. */
  thresholdFen: integer('threshold_fen').notNull().default(0),
  discountFen: integer('discount_fen').notNull().default(0),
  percentOff: integer('percent_off').notNull().default(0),
  maxDiscountFen: integer('max_discount_fen'),
  /** Only goods of this category count (types/mall.ts MALL_CATEGORIES); null: every good. */
  category: text('category'),
  /** How long a received coupon stays valid (days from receipt). */
  validDays: integer('valid_days').notNull(),
  /** Offered in the coupon centre (领券) to claim once per user. */
  claimable: boolean('claimable').notNull().default(false),
  /** Given once to every user on their first visit to the mall. */
  welcome: boolean('welcome').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull()
})

/** A coupon a user holds. grant_key (unique per user when set) makes a grant once-only. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** 'welcome' | 'claim' | 'staff' */
    source: text('source').notNull(),
    grantKey: text('grant_key'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Usable while now < ends_at. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The shop order holding it (unpaid) or that used it (paid); cleared when that order is cancelled. */
    usedOrderId: bigint('used_order_id', { mode: 'number' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When the user saw it in the new-coupon popup (check-recent-coupon). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.endsAt),
    uniqueIndex('user_coupons_grant_unique')
      .on(t.userId, t.grantKey)
      .where(sql`grant_key is not null`)
  ]
)

/** A mall order (types/mallOrders.ts states). Amounts in fen: total = goods − discount + delivery. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    address: jsonb('address').$type<PrintOrderAddress>().notNull(),
    remark: text('remark').notNull().default(''),
    goodsFen: integer('goods_fen').notNull(),
    discountFen: integer('discount_fen').notNull().default(0),
    deliveryFen: integer('delivery_fen').notNull(),
    totalFen: integer('total_fen').notNull(),
    userCouponId: bigint('user_coupon_id', { mode: 'number' }).references(() => userCoupons.id, { onDelete: 'set null' }),
    /** Ordered from the cart: its lines leave the cart when the order is submitted. */
    fromCart: boolean('from_cart').notNull().default(false),
    paymentOrderId: bigint('payment_order_id', { mode: 'number' }).references(() => paymentOrders.id, { onDelete: 'set null' }),
    refundedFen: integer('refunded_fen').notNull().default(0),
    cancelReason: text('cancel_reason'),
    expressCompany: text('express_company'),
    trackingNo: text('tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Unpaid after this, the order closes and its stock and coupon come back. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true })
  },
  (t) => [index('shop_orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()), index('shop_orders_status_idx').on(t.status, t.payDeadline)]
)

/** The goods of an order as bought (a snapshot: later price or title changes do not touch it). */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => mallGoods.id, { onDelete: 'set null' }),
    skuId: bigint('sku_id', { mode: 'number' }).references(() => mallSkus.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    skuName: text('sku_name').notNull(),
    imageKey: text('image_key'),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull()
  },
  (t) => [index('shop_order_items_order_idx').on(t.orderId)]
)

/** A buyer's comment on a good, once per order item, after receipt. */
export const goodsComments = pgTable(
  'goods_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => mallGoods.id, { onDelete: 'cascade' }),
    /** The order item it reviews (unique: one comment each); null for demo comments. */
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .unique()
      .references(() => shopOrderItems.id, { onDelete: 'set null' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    skuName: text('sku_name').notNull().default(''),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('goods_comments_goods_idx').on(t.goodsId, t.createdAt.desc())]
)

/** An after-sale request: 'pending' → 'approved' (refunded through the provider) | 'refused'. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** 'refund' (仅退款) | 'return_refund' (退货退款) */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    staffNote: text('staff_note'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('after_sales_order_idx').on(t.orderId),
    index('after_sales_status_idx').on(t.status, t.id),
    uniqueIndex('after_sales_pending_unique')
      .on(t.orderId)
      .where(sql`status = 'pending'`)
  ]
)

// --- Study (issue 24, docs/study.md): courses by subject and chapter, lessons (videos), progress,
// essays and the daily check-in. -------------------------------------------------------------------

/** A course of a subject (flowList → studyL2 lists a subject's courses; studyL3 its chapters and lessons). */
export const studyCourses = pgTable(
  'study_courses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** types/study.ts STUDY_SUBJECTS */
    subject: text('subject').notNull(),
    /** 'high' (高中) | 'college' (大学) */
    stage: text('stage').notNull().default('high'),
    title: text('title').notNull(),
    teacher: text('teacher').notNull().default(''),
    description: text('description').notNull().default(''),
    /** File store key of the cover picture. */
    coverKey: text('cover_key'),
    /** Seeded demo courses (示例数据). */
    isDemo: boolean('is_demo').notNull().default(false),
    weight: integer('weight').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('study_courses_subject_idx').on(t.subject, t.weight.desc(), t.id)]
)

export const studyChapters = pgTable(
  'study_chapters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => studyCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('study_chapters_course_idx').on(t.courseId, t.sort)]
)

/** A lesson of a chapter: a video (video/videoDetail) with its length. */
export const studyLessons = pgTable(
  'study_lessons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => studyCourses.id, { onDelete: 'cascade' }),
    chapterId: bigint('chapter_id', { mode: 'number' })
      .notNull()
      .references(() => studyChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** File store key of the video file. */
    videoKey: text('video_key').notNull(),
    posterKey: text('poster_key'),
    durationS: integer('duration_s').notNull(),
    /** Free to watch without login (试看). */
    free: boolean('free').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('study_lessons_chapter_idx').on(t.chapterId, t.sort), index('study_lessons_course_idx').on(t.courseId)]
)

/** Where a user is in a lesson: the playback position, resumed on any device. */
export const studyProgress = pgTable(
  'study_progress',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: bigint('lesson_id', { mode: 'number' })
      .notNull()
      .references(() => studyLessons.id, { onDelete: 'cascade' }),
    positionS: doublePrecision('position_s').notNull(),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'study_progress_pk', columns: [t.userId, t.lessonId] }), index('study_progress_recent_idx').on(t.userId, t.updatedAt.desc())]
)

/** A writing prompt of write/index (作文题目). */
export const essayPrompts = pgTable('essay_prompts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  /** 'argument' (议论文) | 'narrative' (记叙文) | 'material' (材料作文) … types/study.ts */
  genre: text('genre').notNull(),
  body: text('body').notNull(),
  /** The word count the prompt asks for (800 for the gaokao essay). */
  targetWords: integer('target_words').notNull().default(800),
  isDemo: boolean('is_demo').notNull().default(false),
  weight: integer('weight').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull()
})

/** A user's essay draft, saved as they type; `revision` guards against an older save overwriting a newer one. */
export const essayDrafts = pgTable(
  'essay_drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promptId: bigint('prompt_id', { mode: 'number' }).references(() => essayPrompts.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [index('essay_drafts_user_idx').on(t.userId, t.updatedAt.desc())]
)

/** A daily study check-in (China day 'YYYY-MM-DD'); streaks are counted from these rows. */
export const studyCheckins = pgTable(
  'study_checkins',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    minutes: integer('minutes').notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ name: 'study_checkins_pk', columns: [t.userId, t.day] })]
)

// --- The study-material library (issue 24, docs/xkw.md): materials of a content provider, topics,
// purchases and downloads. Membership is users.xkw_vip_info. -----------------------------------------

/** A special topic (专题) grouping papers (xkw/subTopicPapers). */
export const xkwTopics = pgTable('xkw_topics', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull().default('local'),
  title: text('title').notNull(),
  subject: text('subject').notNull(),
  stage: text('stage').notNull(),
  description: text('description').notNull().default(''),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull()
})

/** A material of the provider's catalogue (the local provider's own sample materials when is_demo). */
export const xkwMaterials = pgTable(
  'xkw_materials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which provider it comes from ('local' by default) and its id there. */
    provider: text('provider').notNull().default('local'),
    providerRef: text('provider_ref').notNull(),
    title: text('title').notNull(),
    /** types/xkw.ts filters: stage (小学/初中/高中), subject, grade, type (试卷/课件/教案/学案 …) */
    stage: text('stage').notNull(),
    subject: text('subject').notNull(),
    grade: text('grade').notNull(),
    type: text('type').notNull(),
    year: integer('year'),
    region: text('region').notNull().default(''),
    topicId: bigint('topic_id', { mode: 'number' }).references(() => xkwTopics.id, { onDelete: 'set null' }),
    pages: integer('pages').notNull(),
    /** The file's format: 'pdf' | 'docx' | 'pptx'. */
    format: text('format').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The price of its download right alone (fen); 0: free to any logged-in user. */
    priceFen: integer('price_fen').notNull(),
    /** File store key of the file and of its preview pages (images, first pages only). */
    fileKey: text('file_key').notNull(),
    previewKeys: jsonb('preview_keys').$type<string[]>().notNull(),
    summary: text('summary').notNull().default(''),
    downloads: integer('downloads').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [
    uniqueIndex('xkw_materials_provider_ref_unique').on(t.provider, t.providerRef),
    index('xkw_materials_filter_idx').on(t.stage, t.subject, t.grade, t.type),
    index('xkw_materials_topic_idx').on(t.topicId)
  ]
)

/** A download right of one material, bought through payments (order_type 'xkw'). */
export const xkwPurchases = pgTable(
  'xkw_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: bigint('material_id', { mode: 'number' })
      .notNull()
      .references(() => xkwMaterials.id, { onDelete: 'cascade' }),
    paymentOrderId: bigint('payment_order_id', { mode: 'number' }).references(() => paymentOrders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [uniqueIndex('xkw_purchases_user_material_unique').on(t.userId, t.materialId)]
)

/** A download of a material into the user's cloud library (what a membership's allowance counts). */
export const xkwDownloads = pgTable(
  'xkw_downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: bigint('material_id', { mode: 'number' })
      .notNull()
      .references(() => xkwMaterials.id, { onDelete: 'cascade' }),
    /** 'purchase' | 'membership' | 'free': the right it used. */
    via: text('via').notNull(),
    cloudEntryId: bigint('cloud_entry_id', { mode: 'number' }).references(() => cloudEntries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('xkw_downloads_user_idx').on(t.userId, t.createdAt.desc()), index('xkw_downloads_user_material_idx').on(t.userId, t.materialId)]
)

// --- Live classes (issue 24, docs/live.md): groups, sessions, tickets and the chat. ---------------

/** A live group (a series of sessions, e.g. one university's open days). */
export const liveGroups = pgTable('live_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  coverKey: text('cover_key'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull()
})

/** A scheduled live session; its state (预告/直播中/回放) follows the clock (core/live.ts). */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' }).references(() => liveGroups.id, { onDelete: 'set null' }),
    /** A university's session (liveUniv). */
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    host: text('host').notNull(),
    description: text('description').notNull().default(''),
    coverKey: text('cover_key'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The HLS playlist URL; null: the configured placeholder stream. */
    hlsUrl: text('hls_url'),
    /** 0: free; else the ticket's price (fen), bought with order_type 'live'. */
    priceFen: integer('price_fen').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('live_sessions_starts_idx').on(t.startsAt), index('live_sessions_group_idx').on(t.groupId), index('live_sessions_institution_idx').on(t.institutionId)]
)

/** A ticket to a paid session. */
export const liveTickets = pgTable(
  'live_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    paymentOrderId: bigint('payment_order_id', { mode: 'number' }).references(() => paymentOrders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [uniqueIndex('live_tickets_user_session_unique').on(t.userId, t.sessionId)]
)

/** A chat message of a live room; (session, user, client_id) makes a resend after a reconnect land once. */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('live_messages_session_idx').on(t.sessionId, t.id), uniqueIndex('live_messages_client_unique').on(t.sessionId, t.userId, t.clientId)]
)

/**
 * Push registrations (bindPush): the push service's client id of one app install, bound to the user
 * who last logged in on it. A client id moves to the newest user; a user may have several installs.
 */
export const pushClients = pgTable(
  'push_clients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    /** 'weapp' | 'h5' | 'app' */
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [uniqueIndex('push_clients_client_unique').on(t.clientId), index('push_clients_user_idx').on(t.userId)]
)

/*
 * The operator console (issue 28, docs/admin.md): staff sessions, the audit log, the editable
 * sensitive-word list and in-process import jobs.
 */

/**
 * A staff member's console session: one row per access token (its iat), touched on every /api/admin/
 * request. A session idle for 12 hours is refused (server/plugins/staff.ts); a new login is a new row.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: bigint('issued_at', { mode: 'number' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.issuedAt] })]
)

/** Every staff action: who, what, when, and the changed fields before and after. No route edits it. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'POST /api/admin/users/:id/vip/' */
    action: text('action').notNull(),
    /** What was changed ('user', 'print_order', ...); null when the route names none. */
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull()
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt), index('admin_audit_entity_idx').on(t.entity, t.entityId)]
)

/** The forum's sensitive-word list as staff edit it; seeded from SENSITIVE_WORDS (config) when empty. */
export const sensitiveWords = pgTable('sensitive_words', {
  word: text('word').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull()
})

/** A data import run inside the server (the console's 数据导入): progress while running, then the summary. */
export const importJobs = pgTable('import_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  /** 'one_score' | 'batch_lines' | 'admission_lines' | 'plans' | 'aliases' | 'institutions' */
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  /** 'running' | 'done' | 'failed' */
  status: text('status').notNull().default('running'),
  /** Rows read so far and in all. */
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  summary: jsonb('summary').$type<Record<string, unknown>>(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true })
})
