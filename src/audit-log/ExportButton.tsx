/**
 * E6: above the audit log's list: export as CSV (UTF-8 with BOM, opens in Excel and WPS), for a
 * period or everything. A plain form: the browser downloads with the admin's session cookie.
 */
export function AuditExportButton() {
  return (
    <form
      action="/api/audit-log/export.csv"
      method="get"
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap', margin: '0 0 1.5rem' }}
    >
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        起始日期
        <input type="date" name="from" />
      </label>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        截止日期
        <input type="date" name="to" />
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        导出 CSV
      </button>
    </form>
  )
}
