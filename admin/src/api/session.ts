/** The staff member's access token, kept in localStorage so a reload stays signed in (the server ends it after 12 h idle). */
const TOKEN_KEY = 'gk-admin-token'

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  save: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY)
}
