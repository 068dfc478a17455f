/**
 * Default avatar: a neutral head-and-shoulders silhouette, tinted per brand, as a base64 SVG data URI
 * (accepted by both the mini-program Image component and browsers). Runs at build time in node.
 */
export function silhouetteAvatar(color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="#eef1f6"/>` +
    `<circle cx="32" cy="25" r="11" fill="${color}"/>` +
    `<path d="M12 56c2-11 10-17 20-17s18 6 20 17" fill="${color}"/></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
