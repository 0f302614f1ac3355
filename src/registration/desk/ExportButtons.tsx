/**
 * R6: above the registrations list: the desk's filters for the exports and the four exports
 * (CSV or XLSX; everything, or the exhibitors' list of consenting visitors). Plain forms: the
 * browser downloads with the admin's session cookie; each export is in the audit log. Each kind is
 * its own path: a GET form drops its action's query, so `?kind=` there never arrived.
 */
export function RegistrationExportButtons() {
  const field = { display: 'grid', gap: '0.25rem' } as const
  return (
    <form
      className="registration-exports"
      action="/api/registrations/export/registrations"
      method="get"
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap', margin: '0 0 1.5rem' }}
    >
      <label style={field}>
        参观日期
        <input type="date" name="day" />
      </label>
      <label style={field}>
        行业代码
        <input type="text" name="industry" maxLength={40} size={10} />
      </label>
      <label style={field}>
        邀请码
        <input type="text" name="invitationCode" maxLength={40} size={10} />
      </label>
      <label style={field}>
        入场
        <select name="checkedIn" defaultValue="">
          <option value="">全部</option>
          <option value="yes">已入场</option>
          <option value="no">未入场</option>
        </select>
      </label>
      <button type="submit" name="format" value="csv" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        导出 CSV
      </button>
      <button type="submit" name="format" value="xlsx" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        导出 Excel
      </button>
      <button
        type="submit"
        formAction="/api/registrations/export/exhibitors"
        name="format"
        value="xlsx"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        title="仅含同意向展商提供信息的观众：姓名、单位、职务、手机号、邮箱、行业"
      >
        导出展商名单（Excel）
      </button>
    </form>
  )
}
