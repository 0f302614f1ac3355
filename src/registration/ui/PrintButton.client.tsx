'use client'

/**
 * Prints the page through the browser's print (on paper, or 另存为 PDF), as its print styles lay it
 * out: the badge page (R5, A6, the badges only) and the leads report (L6). Without script the
 * browser's own print does the same.
 */
export function PrintButton({ label, className = 'badge-print register-submit' }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  )
}
