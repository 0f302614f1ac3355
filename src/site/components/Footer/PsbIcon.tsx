/** The public-security filing mark shown before the 公安备案 number (a shield with the emblem's star), built in. */
export function PsbIcon() {
  return (
    <svg className="site-footer__psb-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M10 1 2.5 4v5.2c0 4.6 3.2 8.3 7.5 9.8 4.3-1.5 7.5-5.2 7.5-9.8V4z" fill="#1d5fb4" />
      <path d="M10 1v18c4.3-1.5 7.5-5.2 7.5-9.8V4z" fill="#164a8c" />
      <path d="m10 5 1.3 2.9 3.1.3-2.4 2 .8 3.1L10 11.7l-2.8 1.6.8-3.1-2.4-2 3.1-.3z" fill="#f5c518" />
    </svg>
  )
}
