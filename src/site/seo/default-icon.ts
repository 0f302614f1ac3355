/** The built-in icon (the exhibition's mark on its theme colour): favicon and share card without a logo. */
export const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#B21410"/><g fill="none" stroke="#fff" stroke-width="3"><ellipse cx="32" cy="32" rx="22" ry="8"/><ellipse cx="32" cy="32" rx="22" ry="8" transform="rotate(60 32 32)"/><ellipse cx="32" cy="32" rx="22" ry="8" transform="rotate(120 32 32)"/></g><circle cx="32" cy="32" r="4" fill="#fff"/></svg>'
