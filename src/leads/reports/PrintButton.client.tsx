'use client'

/** L6: the report's print button (the browser's print: on paper, or 另存为 PDF). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  )
}
