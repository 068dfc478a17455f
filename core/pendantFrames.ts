/**
 * How each pendant (avatar frame, core/personalItems.ts) is drawn: two rings around the avatar and
 * an optional mark at its lower right, in plain CSS (src/components/AvatarFrame.tsx). Apart from the
 * catalogue because the forum's first screen draws frames: this map is all it carries.
 */
export interface PendantFrame {
  /** The ring next to the avatar. */
  inner: string
  /** The ring outside it. */
  outer: string
  /** One character on a badge at the lower right, in the inner ring's colour. */
  mark?: string
}

export const PENDANT_FRAMES: Readonly<Record<string, PendantFrame>> = {
  sprout: { inner: '#7cb342', outer: '#dcedc8', mark: '✿' },
  week: { inner: '#fb8c00', outer: '#ffe0b2', mark: '7' },
  jade: { inner: '#26a69a', outer: '#b2dfdb' },
  sunrise: { inner: '#ff7043', outer: '#ffd54f' },
  sakura: { inner: '#ec407a', outer: '#f8bbd0', mark: '✿' },
  gold: { inner: '#f9a825', outer: '#fff176', mark: '★' },
  galaxy: { inner: '#5e35b1', outer: '#4fc3f7', mark: '✦' }
}

/** The frame of a pendant key; undefined for none or a key the app does not know (drawn without a frame). */
export const frameOf = (pendant: string | null | undefined): PendantFrame | undefined =>
  pendant && Object.prototype.hasOwnProperty.call(PENDANT_FRAMES, pendant) ? PENDANT_FRAMES[pendant] : undefined
