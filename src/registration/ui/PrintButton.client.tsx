'use client'

/** R5: prints the badge page (A6, the badges only: see the print styles). Without script the browser's own print does the same. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="badge-print register-submit" onClick={() => window.print()}>
      {label}
    </button>
  )
}
