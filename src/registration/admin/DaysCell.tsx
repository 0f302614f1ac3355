/** R6: a registration's visit days in the admin's list, as dates (the list would show the stored array). */
export function DaysCell({ cellData }: { cellData?: unknown }) {
  return <span>{Array.isArray(cellData) ? cellData.join('、') : ''}</span>
}
