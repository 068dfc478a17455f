import { useCallback, useEffect, useRef, useState } from 'react'

/** SPEC §9: a refused form shakes for 0.8 s (the `app-shake` class of app.scss). */
export const SHAKE_MS = 800

/**
 * A shake to show that something refused a tap (an invalid form, an unticked agreement): `shaking`
 * is true for 0.8 s after `shake()`, while the element carries the class `app-shake`.
 */
export function useShake(): { shaking: boolean; shake: () => void } {
  const [shaking, setShaking] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const shake = useCallback(() => {
    clearTimeout(timer.current)
    setShaking(true)
    timer.current = setTimeout(() => setShaking(false), SHAKE_MS)
  }, [])
  return { shaking, shake }
}

/** The class suffix of an element that shakes: ' app-shake' while `shaking`. */
export const shakeClass = (shaking: boolean): string => (shaking ? ' app-shake' : '')
