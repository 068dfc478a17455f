/**
 * Passwords: hashing with Node's scrypt (N=16384, r=8, p=1, 16-byte random salt, 64-byte key),
 * stored as `scrypt$N$r$p$<salt b64>$<hash b64>` and compared in constant time; setting one and
 * logging in with one.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/open'
import { users } from '../db/schema'
import { ApiError, fieldError } from '../errors'
import { findByPhone, type UserRow } from './users'

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, KEY_LENGTH, { N, r: R, p: P })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** A hash of a random password, checked when there is no user, so timing does not tell. */
let dummyHash: Promise<string> | null = null

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword(randomBytes(12).toString('hex'))
    await verifyPassword(password, await dummyHash)
    return false
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** 8-64 characters with at least one letter and one digit; null when fine, else the Chinese reason. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8 || password.length > 64) return '密码长度应为 8-64 个字符'
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码需同时包含字母和数字'
  return null
}

/** Sets or changes the user's password (400 on the field when it breaks the rule). */
export async function savePassword(db: Db, userId: number, password: string): Promise<void> {
  const problem = passwordProblem(password)
  if (problem) throw fieldError('password', problem)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId))
}

/** The user of this phone and password, else 400 invalid_credentials. */
export async function passwordLogin(db: Db, phone: string, password: string): Promise<UserRow> {
  const user = await findByPhone(db, phone)
  // Same work and the same answer whether the phone is unknown or the password wrong.
  const ok = await verifyPassword(password, user?.passwordHash ?? null)
  if (!user || !ok) throw new ApiError(400, 'invalid_credentials', '手机号或密码错误')
  return user
}
